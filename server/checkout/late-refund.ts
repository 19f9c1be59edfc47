import type { Db, Tx } from '../db/client';
import { netPaid, paymentOf, recordRefund } from '../payments/ledger';
import type { PaymentProvider } from '../payments/provider';
import type { OrderRow } from './orders';
import { changeOrderStatus, SYSTEM } from './status';

/**
 * Gives back the money paid for a checkout attempt that had ended (replaced by a newer one, or
 * lapsed): asks the provider for a full refund of what was paid (one request per order: its
 * idempotency key), then writes the refund entry and moves the attempt to `refunded` in one
 * transaction. Returns the refunded order, or null when nothing was due.
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
    if (refunded) await onRefunded(tx, refunded, due);
    return refunded;
  });
}
