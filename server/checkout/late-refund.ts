import { eq } from 'drizzle-orm';
import { formatMoney } from '../../domain/money';
import type { Db, Tx } from '../db/client';
import { netPaid, paymentOf, recordRefund, recordReversal, refundEntry } from '../payments/ledger';
import type { PaymentProvider, RefundNotice } from '../payments/provider';
import { creditRefund } from '../tax/credit-notes';
import type { OrderRow } from './orders';
import { orders } from './schema';
import { changeOrderStatus, SYSTEM } from './status';

/**
 * Gives back the money paid for a checkout attempt that had ended (replaced by a newer one, or
 * lapsed): asks the provider for a full refund of what was paid (one request per order: its
 * idempotency key), then writes the refund entry and moves the attempt to `refunded` in one
 * transaction, with a credit note only if the attempt had an invoice (it has none unless it was
 * once paid as an order). Returns the refunded order, or null when nothing was due.
 */
export async function refundEndedAttempt(
  db: Db,
  provider: PaymentProvider,
  order: OrderRow,
  note: string,
  /** Runs in the refund's transaction (the shopper's mail goes to the outbox with it). */
  onRefunded: (tx: Tx, order: OrderRow, amountMinor: number) => Promise<void>,
): Promise<OrderRow | null> {
  if (order.status !== 'abandoned') return null;
  const payment = await paymentOf(db, order.id);
  if (!payment) return null;
  const due = await netPaid(db, order.id);
  if (due <= 0) return null;
  const refund = await provider.refund({
    reference: order.paymentReference,
    providerPaymentId: order.providerPaymentId,
    amountMinor: due,
    currency: payment.currency,
    idempotencyKey: `refund-${order.paymentReference}`,
  });
  // A refused refund is not written: reconciliation asks again.
  if (refund.status === 'failed') throw new Error(`Refund of ${order.orderNumber} was refused by the provider`);
  return db.transaction(async (tx) => {
    if (!(await recordRefund(tx, order, { amountMinor: due, currency: payment.currency, refundId: refund.refundId, note }))) return null;
    const refunded = await changeOrderStatus(tx, {
      orderId: order.id,
      from: 'abandoned',
      to: 'refunded',
      actor: SYSTEM,
      note,
      set: { paidAt: payment.at },
    });
    if (refunded) {
      await creditRefund(tx, refunded, `late-refund:${refunded.id}`, due);
      await onRefunded(tx, refunded, due);
    }
    return refunded;
  });
}

/**
 * A provider's word on the refund of a late payment. Paystack queues refunds, so one it accepted
 * (and the ledger and the attempt already say refunded) can still fail, e.g. when the shopper's bank
 * refuses it: the money then stayed with the shop. In one transaction, once, the ledger gets the
 * refund's reversal and the attempt is held for review, where staff see what to do. Any other news
 * of such a refund changes nothing.
 */
export async function applyLateRefundNotice(
  db: Db,
  notice: RefundNotice['refund'],
): Promise<'failed' | 'already-refunded' | 'unknown-refund'> {
  const refund = notice.refundId ? await refundEntry(db, notice.refundId) : null;
  if (!refund) return 'unknown-refund';
  if (notice.status !== 'failed') return 'already-refunded';
  await db.transaction(async (tx) => {
    if (!(await recordReversal(tx, refund, 'Refund failed at the provider: the money was not returned'))) return;
    const [order] = await tx.select({ country: orders.country }).from(orders).where(eq(orders.id, refund.orderId));
    const reviewReason = `The refund of ${formatMoney(-refund.amountMinor, order!.country)} (paid after the checkout had ended) failed at the provider, so the money is still held: refund the customer from the provider's dashboard.`;
    await changeOrderStatus(tx, {
      orderId: refund.orderId,
      from: 'refunded',
      to: 'review',
      actor: SYSTEM,
      note: 'Refund failed',
      set: { reviewReason },
    });
  });
  return 'failed';
}
