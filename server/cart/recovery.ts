import { and, eq, gte, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { bagReminders, carts } from './schema';

const DAY_MS = 86_400_000;
/** An order paid this soon after her bag was put back from a reminder counts as recovered by it. */
export const RECOVERY_WINDOW_MS = 7 * DAY_MS;

export interface PaidOrder {
  id: number;
  userId: number;
  totalMinor: number;
  currency: string;
}

/**
 * Her order was paid, in the transaction that marks it so (beside emptying her bag): when her bag
 * was put back from a reminder within 7 days, that reminder records the order, its total and
 * currency, once; and the links of her reminders stop working (their bag is ordered).
 */
export async function recordBagOrdered(tx: Executor, order: PaidOrder, now = new Date()): Promise<void> {
  const [bag] = await tx
    .select({ id: carts.id, reminderId: carts.restoredReminderId })
    .from(carts)
    .where(and(eq(carts.userId, order.userId), isNotNull(carts.restoredReminderId)));
  if (bag?.reminderId) {
    await tx
      .update(bagReminders)
      .set({ recoveredOrderId: order.id, recoveredAt: now, recoveredMinor: order.totalMinor, recoveredCurrency: order.currency })
      .where(
        and(
          eq(bagReminders.id, bag.reminderId),
          isNull(bagReminders.recoveredOrderId),
          gte(bagReminders.restoredAt, new Date(now.getTime() - RECOVERY_WINDOW_MS)),
        ),
      );
    await tx.update(carts).set({ restoredReminderId: null }).where(eq(carts.id, bag.id));
  }
  await tx
    .update(bagReminders)
    .set({ orderedAt: now })
    .where(and(eq(bagReminders.userId, order.userId), isNull(bagReminders.orderedAt)));
}
