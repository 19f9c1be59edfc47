import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { products } from '../catalog/schema';
import type { Db, Executor } from '../db/client';
import { bagReminderLines, bagReminders, cartLines, carts } from './schema';

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

/** Her bag reminders for "Download my data": when each was sent, what it held, whether it was put back and ordered. */
export async function exportRemindersOf(db: Executor, userId: number) {
  const [sent, lines] = await Promise.all([
    db.select().from(bagReminders).where(eq(bagReminders.userId, userId)).orderBy(asc(bagReminders.id)),
    db
      .select({ reminderId: bagReminderLines.reminderId, product: products.name, quantity: bagReminderLines.quantity })
      .from(bagReminderLines)
      .innerJoin(bagReminders, eq(bagReminders.id, bagReminderLines.reminderId))
      .innerJoin(products, eq(products.id, bagReminderLines.productId))
      .where(eq(bagReminders.userId, userId))
      .orderBy(asc(bagReminderLines.addedAt), asc(bagReminderLines.productId)),
  ]);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return sent.map((r) => ({
    sent_at: r.sentAt.toISOString(),
    currency: r.currency,
    products: lines.filter((l) => l.reminderId === r.id).map(({ product, quantity }) => ({ product, quantity })),
    put_back_at: iso(r.restoredAt),
    ordered_at: iso(r.orderedAt),
  }));
}

/**
 * Her part of the reminders when her account is erased, in the caller's transaction: what they
 * held is deleted and each row keeps only its dates and amounts, naming nobody (the shop's
 * figures), its link dead. Answers how many.
 */
export async function eraseRemindersOf(tx: Executor, userId: number): Promise<number> {
  const hers = tx.select({ id: bagReminders.id }).from(bagReminders).where(eq(bagReminders.userId, userId));
  await tx.delete(bagReminderLines).where(inArray(bagReminderLines.reminderId, hers));
  const gone = await tx
    .update(bagReminders)
    .set({ userId: null, cartId: null, tokenHash: null })
    .where(eq(bagReminders.userId, userId))
    .returning({ id: bagReminders.id });
  return gone.length;
}
