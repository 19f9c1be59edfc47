import { and, eq } from 'drizzle-orm';
import { orders } from '../checkout/schema';
import { cancelPendingOrder, findByReference, type OrderRow } from '../checkout/orders';
import type { Db, Tx } from '../db/client';
import { creditCommission } from '../influencers/ledger';
import { paymentEvents } from '../checkout/schema';
import { changeOrderStatus, SYSTEM } from '../checkout/status';
import type { Verification } from './provider';

export type SettleOutcome = 'paid' | 'already-paid' | 'failed' | 'pending' | 'review' | 'unknown-order';

/**
 * Applies what a provider verified to an order, exactly once however many confirmations arrive:
 * the pending → processing update is conditional, so only one caller wins; the winner credits the
 * commission and queues the confirmation mail (`onPaid`) in the same transaction, so a paid order
 * always has its mail in the outbox, whatever happens to the process afterwards.
 */
export async function settlePayment(
  db: Db,
  reference: string,
  v: Verification,
  onPaid: (tx: Tx, order: OrderRow) => Promise<void>,
): Promise<SettleOutcome> {
  const order = await findByReference(db, reference);
  if (!order) return 'unknown-order';
  if (v.status === 'pending') return 'pending';
  if (v.status === 'failed') {
    await cancelPendingOrder(db, order.id);
    return 'failed';
  }
  if (v.amountMinor !== order.totalMinor || v.currency.toUpperCase() !== order.currency) {
    // Checklist 20: a paid amount that differs from the order holds it for a person to look at,
    // also when the order had been cancelled meanwhile (money arrived all the same).
    const reviewReason = `Paid ${v.amountMinor} ${v.currency}, expected ${order.totalMinor} ${order.currency}`;
    const held = await db.transaction((tx) => changeOrderStatus(tx, {
      orderId: order.id, from: ['pending', 'cancelled'], to: 'review', actor: SYSTEM, note: reviewReason, set: { reviewReason },
    }));
    return held ? 'review' : 'already-paid';
  }
  const paid = await db.transaction(async (tx) => {
    const row = await changeOrderStatus(tx, {
      orderId: order.id, from: 'pending', to: 'processing', actor: SYSTEM, note: 'Payment confirmed', set: { paidAt: new Date(), confirmationSentAt: new Date() },
    });
    if (row) {
      await creditCommission(tx, row);
      await onPaid(tx, row);
    }
    return row ?? null;
  });
  if (!paid) {
    const [current] = await db.select().from(orders).where(eq(orders.id, order.id));
    if (current?.status === 'cancelled') {
      // Paid after the reservation lapsed: the stock went back, so a person decides.
      const reviewReason = 'Paid after the order was cancelled';
      await db.transaction((tx) => changeOrderStatus(tx, { orderId: order.id, from: 'cancelled', to: 'review', actor: SYSTEM, note: reviewReason, set: { reviewReason } }));
      return 'review';
    }
    return 'already-paid';
  }
  return 'paid';
}

/** Whether a provider event was already handled (a redelivery needs no work). */
export async function eventSeen(db: Db, provider: string, eventId: string): Promise<boolean> {
  const rows = await db.select({ id: paymentEvents.id }).from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId))).limit(1);
  return rows.length > 0;
}

/** Records a handled provider event; the unique key keeps one row per event. */
export async function recordEvent(db: Db, provider: string, eventId: string) {
  await db.insert(paymentEvents).values({ provider, eventId }).onConflictDoNothing();
}
