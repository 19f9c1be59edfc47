import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { PaymentProvider } from '../payments/provider';
import { orderRefunds, type RefundStatus } from './schema';

export type OrderRefundRow = typeof orderRefunds.$inferSelect;

/** The provider's key for one attempt at an order's refund: a new attempt (after a failure) is a new refund. */
export const orderRefundKey = (row: { id: number; attempt: number }) => `order-refund-${row.id}-${row.attempt}`;

/** An attempt the provider has not finished with: being asked, asked without an answer, or under way. */
export const OPEN_ATTEMPT: RefundStatus[] = ['requested', 'unanswered', 'pending'];

/** Still the attempt `row` is, and still in one of `statuses` (open, by default): news of it may move it on. */
export const openAttempt = (row: Pick<OrderRefundRow, 'id' | 'attempt'>, statuses = OPEN_ATTEMPT) =>
  and(eq(orderRefunds.id, row.id), eq(orderRefunds.attempt, row.attempt), inArray(orderRefunds.status, statuses));

/**
 * The provider refused this attempt, reported it failed, or has no record of it: nothing was
 * refunded, so the attempt ends `failed` and the next one is a new refund with a new key. Only the
 * attempt still open (or still in `statuses`) moves; false when news had moved it on already.
 */
export async function endAttempt(db: Db, row: Pick<OrderRefundRow, 'id' | 'attempt'>, refundId: string | null, statuses = OPEN_ATTEMPT) {
  const [failed] = await db
    .update(orderRefunds)
    .set({ status: 'failed', providerRefundId: refundId, attempt: row.attempt + 1 })
    .where(openAttempt(row, statuses))
    .returning();
  return Boolean(failed);
}

/**
 * Asks the provider for this attempt's refund under the attempt's own key. With no answer (a
 * timeout, a 5xx) whether it was made is unknown: the attempt is left `unanswered`, for the
 * reconcile run to look up by its key after an hour, and the error goes on to the caller.
 */
export async function askRefund(
  db: Db,
  provider: PaymentProvider,
  payment: { paymentReference: string; providerPaymentId: string | null; amountMinor: number; currency: string },
  row: Pick<OrderRefundRow, 'id' | 'attempt'>,
) {
  try {
    return await provider.refund({
      reference: payment.paymentReference,
      providerPaymentId: payment.providerPaymentId,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      idempotencyKey: orderRefundKey(row),
    });
  } catch (err) {
    await db
      .update(orderRefunds)
      .set({ status: 'unanswered' })
      .where(openAttempt(row, ['requested']));
    throw err;
  }
}
