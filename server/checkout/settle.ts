import { eq } from 'drizzle-orm';
import { MINOR_PER_MAJOR } from '../../domain/money';
import type { Db, Tx } from '../db/client';
import { creditCommission } from '../influencers/ledger';
import { recordPayment } from '../payments/ledger';
import type { Verification } from '../payments/provider';
import { endPendingOrder, findByReference, type OrderRow } from './orders';
import { orders } from './schema';
import { changeOrderStatus, SYSTEM } from './status';

/** An amount to the minor unit with its currency code ('16,660.50 NGN'): a review reason must not round. */
const exactAmount = (minor: number, currency: string) =>
  `${(minor / MINOR_PER_MAJOR).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency.toUpperCase()}`;

/** `refund-due`: money arrived for a checkout attempt that had already ended; it goes back. */
export type SettleOutcome = 'paid' | 'already-paid' | 'failed' | 'pending' | 'review' | 'refund-due' | 'unknown-order';

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
    // A paid amount that differs from the order holds it for a person to look at,
    // also when staff had cancelled it meanwhile (money arrived all the same).
    const reviewReason = `Paid ${exactAmount(v.amountMinor, v.currency)}, expected ${exactAmount(order.totalMinor, order.currency)}`;
    const held = await db.transaction(async (tx) => {
      const row = await changeOrderStatus(tx, {
        orderId: order.id,
        from: ['pending', 'cancelled'],
        to: 'review',
        actor: SYSTEM,
        note: reviewReason,
        set: { reviewReason, paidAt },
      });
      if (row) await recordPayment(tx, row, v);
      return row;
    });
    return held ? 'review' : 'already-paid';
  }
  const paid = await db.transaction(async (tx) => {
    const row = await changeOrderStatus(tx, {
      orderId: order.id,
      from: 'pending',
      to: 'processing',
      actor: SYSTEM,
      note: 'Payment confirmed',
      set: { paidAt, confirmationSentAt: paidAt },
    });
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
      const row = await changeOrderStatus(tx, {
        orderId: order.id,
        from: 'cancelled',
        to: 'review',
        actor: SYSTEM,
        note: reviewReason,
        set: { reviewReason, paidAt },
      });
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
