import { and, asc, eq, inArray } from 'drizzle-orm';
import { cappedNote } from '../../domain/cart/messages';
import type { CountryCode } from '../../domain/country';
import { products } from '../catalog/schema';
import type { Tx } from '../db/client';
import { cartLines } from './schema';
import { stockIn } from './view';

/** How many of each of `productIds` bag `cartId` holds now (products it lacks are absent). */
export async function heldQuantities(tx: Tx, cartId: number, productIds: number[]): Promise<Map<number, number>> {
  const rows = await tx
    .select({ productId: cartLines.productId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cartId), inArray(cartLines.productId, productIds)));
  return new Map(rows.map((l) => [l.productId, l.quantity]));
}

/** Sets a line of bag `cartId` to `quantity`, in the caller's transaction; 0 takes it out. */
export async function writeLine(tx: Tx, cartId: number, productId: number, quantity: number) {
  if (quantity === 0) {
    await tx.delete(cartLines).where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, productId)));
    return;
  }
  await tx
    .insert(cartLines)
    .values({ cartId, productId, quantity })
    .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.productId], set: { quantity } });
}

/**
 * Adds the lines of bag `from` to bag `into`, in the caller's transaction: each product's
 * quantities are summed and cut to what the country has in stock and to `max`. A line with
 * nothing left is taken out. Answers one note per line that was cut, in the guest bag's order.
 */
export async function mergeGuestBag(tx: Tx, bags: { from: number; into: number; country: CountryCode; max: number }): Promise<string[]> {
  const { from, into, country, max } = bags;
  const incoming = await tx
    .select({ productId: cartLines.productId, quantity: cartLines.quantity, product: products })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.cartId, from))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.productId));
  if (incoming.length === 0) return [];
  const held = await heldQuantities(
    tx,
    into,
    incoming.map((l) => l.productId),
  );

  const notes: string[] = [];
  for (const line of incoming) {
    // Archived since it went into the bag: it leaves quietly, as it left the shop.
    if (line.product.archivedAt !== null) continue;
    const wanted = (held.get(line.productId) ?? 0) + line.quantity;
    const inStock = stockIn(line.product, country);
    const kept = Math.max(0, Math.min(wanted, inStock, max));
    if (kept < wanted) notes.push(cappedNote(line.product.name, kept, inStock < max));
    await writeLine(tx, into, line.productId, kept);
  }
  return notes;
}
