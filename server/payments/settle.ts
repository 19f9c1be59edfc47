import { and, eq } from 'drizzle-orm';
import { orders, paymentEvents } from '../checkout/schema';
import { endPendingOrder, findByReference, type OrderRow } from '../checkout/orders';
import { changeOrderStatus, SYSTEM } from '../checkout/status';
import type { Db, Tx } from '../db/client';
import { creditCommission } from '../influencers/ledger';
import type { Verification } from './provider';
import { paymentLedger } from './schema';

/** `refund-due`: money arrived for a checkout attempt that had already ended; it goes back. */
export type SettleOutcome = 'paid' | 'already-paid' | 'failed' | 'pending' | 'review' | 'refund-due' | 'unknown-order';

/** The ledger row of money received for an order: one per order (unique), so a redelivery adds none. */
async function recordPayment(tx: Tx, order: OrderRow, v: Verification) {
  await tx.insert(paymentLedger).values({
    orderId: order.id, kind: 'payment', amountMinor: v.amountMinor, currency: v.currency.toUpperCase(),
    provider: order.paymentProvider, providerRef: order.paymentReference, note: 'Payment received',
  }).onConflictDoNothing();
}

/**
 * Applies what a provider verified to an order, exactly once however many confirmations arrive:
 * the pending → processing change is conditional, so only one caller wins; the winner records the
 * payment, credits the commission and queues the confirmation mail (`onPaid`) in the same
 * transaction, so a paid order always has its mail in the outbox, whatever happens afterwards.
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
    await endPendingOrder(db, order.id, { note: 'Payment declined or cancelled' });
    return 'failed';
  }
  const paidAt = new Date();
  if (order.status === 'abandoned') {
    // Paid on an attempt that was replaced or had lapsed: its stock went back, so the money goes
    // back too (decision 0011); the caller asks the provider for the refund.
    await db.transaction((tx) => recordPayment(tx, order, v));
    return 'refund-due';
  }
  if (v.amountMinor !== order.totalMinor || v.currency.toUpperCase() !== order.currency) {
    // Checklist 20: a paid amount that differs from the order holds it for a person to look at,
    // also when staff had cancelled it meanwhile (money arrived all the same).
    const reviewReason = `Paid ${v.amountMinor} ${v.currency}, expected ${order.totalMinor} ${order.currency}`;
    const held = await db.transaction(async (tx) => {
      const row = await changeOrderStatus(tx, { orderId: order.id, from: ['pending', 'cancelled'], to: 'review', actor: SYSTEM, note: reviewReason, set: { reviewReason, paidAt } });
      if (row) await recordPayment(tx, row, v);
      return row;
    });
    return held ? 'review' : 'already-paid';
  }
  const paid = await db.transaction(async (tx) => {
    const row = await changeOrderStatus(tx, { orderId: order.id, from: 'pending', to: 'processing', actor: SYSTEM, note: 'Payment confirmed', set: { paidAt, confirmationSentAt: paidAt } });
    if (row) {
      await recordPayment(tx, row, v);
      await creditCommission(tx, row);
      await onPaid(tx, row);
    }
    return row;
  });
  if (!paid) {
    const reviewReason = 'Paid after the order was cancelled';
    // Staff stopped this unpaid order and its stock went back: a person decides.
    const held = await db.transaction(async (tx) => {
      const row = await changeOrderStatus(tx, { orderId: order.id, from: 'cancelled', to: 'review', actor: SYSTEM, note: reviewReason, set: { reviewReason, paidAt } });
      if (row) await recordPayment(tx, row, v);
      return row;
    });
    if (held) return 'review';
    const [current] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    // Replaced while this confirmation was on its way: the money goes back.
    if (current?.status === 'abandoned') return settlePayment(db, reference, v, onPaid);
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
