import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { PaymentProvider } from '../payments/provider';
import { pendingReturnRefunds } from '../returns/refund';
import { applyRefundNotice } from './refunds';
import { orderRefunds } from './schema';

/** A refund still pending this long is asked about: its event may have been lost. */
export const REFUND_CHECK_AFTER_MS = 60 * 60_000;

/**
 * Asks the provider about every refund (a staff refund, a return's) still pending an hour after it
 * was asked for, by the refund's id, and applies a final answer exactly as the refund's event would:
 * the same matching and the same conditional steps, so a refund settles once however its news came.
 */
export async function reconcilePendingRefunds(
  db: Db,
  deps: { providerNamed: (name: string) => PaymentProvider; publicUrl: string; log: (err: unknown) => void },
  now = Date.now(),
) {
  const before = new Date(now - REFUND_CHECK_AFTER_MS);
  const staffRefunds = await db
    .select({ provider: orderRefunds.provider, refundId: orderRefunds.providerRefundId })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.status, 'pending'), isNotNull(orderRefunds.providerRefundId), lt(orderRefunds.createdAt, before)))
    .orderBy(asc(orderRefunds.createdAt))
    .limit(200);
  const pending = [...staffRefunds, ...(await pendingReturnRefunds(db, before))];
  const summary = { checked: pending.length, refunded: 0, failed: 0, errors: 0 };
  for (const { provider, refundId } of pending) {
    try {
      const notice = await deps.providerNamed(provider).refundStatus(refundId!);
      if (notice.status === 'pending') continue;
      const outcome = await applyRefundNotice(db, notice, deps.publicUrl);
      if (outcome === 'refunded') summary.refunded++;
      if (outcome === 'failed') summary.failed++;
    } catch (err) {
      deps.log(err);
      summary.errors++;
    }
  }
  return summary;
}
