import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { products } from '../catalog/schema';
import type { Db, Executor } from '../db/client';
import { cartLines, carts } from './schema';

const DAY_MS = 86_400_000;
/** A guest's bag unchanged this long is deleted by housekeeping. */
export const GUEST_BAG_IDLE_MS = 30 * DAY_MS;

/** Deletes guests' bags last changed before `before` (their lines go with them); answers how many. */
export async function purgeIdleGuestBags(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(carts)
    .where(and(isNull(carts.userId), lt(carts.updatedAt, before)))
    .returning({ id: carts.id });
  return gone.length;
}

/** Empties a customer's bag, in the caller's transaction (her order was paid); answers how many lines went. */
export async function emptyBagOf(tx: Executor, userId: number): Promise<number> {
  const own = tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  const gone = await tx.delete(cartLines).where(inArray(cartLines.cartId, own)).returning({ productId: cartLines.productId });
  return gone.length;
}

/** Deletes a customer's bag with its lines, in the caller's transaction (her account is erased); answers how many lines went. */
export async function eraseBagOf(tx: Executor, userId: number): Promise<number> {
  const lines = await emptyBagOf(tx, userId);
  await tx.delete(carts).where(eq(carts.userId, userId));
  return lines;
}

/** Her bag for "Download my data": each product's name, how many and since when. */
export async function exportBagOf(db: Executor, userId: number) {
  const rows = await db
    .select({ product: products.name, quantity: cartLines.quantity, addedAt: cartLines.addedAt })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.productId));
  return rows.map((r) => ({ product: r.product, quantity: r.quantity, added_at: r.addedAt.toISOString() }));
}
