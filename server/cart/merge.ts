import { and, asc, eq, inArray } from 'drizzle-orm';
import { cappedNote } from '../../domain/cart/messages';
import type { CountryCode } from '../../domain/country';
import { products } from '../catalog/schema';
import type { Tx } from '../db/client';
import { cartLines } from './schema';
import { stockIn } from './view';

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
  const ids = incoming.map((l) => l.productId);
  const held = new Map(
    (
      await tx
        .select({ productId: cartLines.productId, quantity: cartLines.quantity })
        .from(cartLines)
        .where(and(eq(cartLines.cartId, into), inArray(cartLines.productId, ids)))
    ).map((l) => [l.productId, l.quantity]),
  );

  const notes: string[] = [];
  for (const line of incoming) {
    // Archived since it went into the bag: it leaves quietly, as it left the shop.
    if (line.product.archivedAt !== null) continue;
    const wanted = (held.get(line.productId) ?? 0) + line.quantity;
    const inStock = stockIn(line.product, country);
    const kept = Math.max(0, Math.min(wanted, inStock, max));
    if (kept < wanted) notes.push(cappedNote(line.product.name, kept, inStock < max));
    const mine = and(eq(cartLines.cartId, into), eq(cartLines.productId, line.productId));
    if (kept === 0) {
      await tx.delete(cartLines).where(mine);
    } else if (held.has(line.productId)) {
      await tx.update(cartLines).set({ quantity: kept }).where(mine);
    } else {
      await tx.insert(cartLines).values({ cartId: into, productId: line.productId, quantity: kept });
    }
  }
  return notes;
}
