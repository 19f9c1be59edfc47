import { and, eq, sum } from 'drizzle-orm';
import type { OrderRow } from '../checkout/orders';
import { changeOrderStatus, SYSTEM } from '../checkout/status';
import type { Db, Tx } from '../db/client';
import type { PaymentProvider } from './provider';
import { paymentLedger } from './schema';

/** What is still held of an order's money: payments in less refunds out, in minor units. */
export async function netPaid(db: Db, orderId: number): Promise<number> {
  const [row] = await db.select({ total: sum(paymentLedger.amountMinor) }).from(paymentLedger).where(eq(paymentLedger.orderId, orderId));
  return Number(row?.total ?? 0);
}

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
  const [payment] = await db.select().from(paymentLedger).where(and(eq(paymentLedger.orderId, order.id), eq(paymentLedger.kind, 'payment')));
  if (!payment) return null;
  const due = await netPaid(db, order.id);
  if (due <= 0) return null;
  const refund = await provider.refund({
    reference: order.paymentReference, providerPaymentId: order.providerPaymentId, amountMinor: due, currency: payment.currency, key: `refund-${order.paymentReference}`,
  });
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(paymentLedger).values({
      orderId: order.id, kind: 'refund', amountMinor: -due, currency: payment.currency, provider: order.paymentProvider, providerRef: refund.refundId, note,
    }).onConflictDoNothing().returning({ id: paymentLedger.id });
    if (inserted.length === 0) return null;
    const refunded = await changeOrderStatus(tx, { orderId: order.id, from: 'abandoned', to: 'refunded', actor: SYSTEM, note, set: { paidAt: payment.at } });
    if (refunded) await onRefunded(tx, refunded, due);
    return refunded;
  });
}
