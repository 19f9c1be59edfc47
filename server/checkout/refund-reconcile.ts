import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { PaymentProvider, RefundLookup, RefundNotice } from '../payments/provider';
import { endUnansweredReturnRefund, pendingReturnRefunds, refundKey, unansweredReturnRefunds } from '../returns/refund';
import { endAttempt, orderRefundKey } from './refund-attempts';
import { applyRefundNotice } from './refunds';
import { orderRefunds, orders } from './schema';

/** A refund still pending (or unanswered) this long is asked about: its event may have been lost. */
export const REFUND_CHECK_AFTER_MS = 60 * 60_000;

interface Deps {
  providerNamed: (name: string) => PaymentProvider;
  publicUrl: string;
  log: (err: unknown) => void;
}

/** A refund the reconciliation asks about: by its id when the provider named it, else by its attempt's key. */
type Ask = { provider: string; refundId: string } | { provider: string; lookup: RefundLookup; notMade: () => Promise<boolean> };

/** Order refunds (staff's, late payments') whose request got no answer, or whose asking never finished. */
async function unansweredOrderRefunds(db: Db, before: Date): Promise<Ask[]> {
  const rows = await db
    .select({ refund: orderRefunds, reference: orders.paymentReference, providerPaymentId: orders.providerPaymentId })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(inArray(orderRefunds.status, ['requested', 'unanswered']), lt(orderRefunds.createdAt, before)))
    .orderBy(asc(orderRefunds.createdAt))
    .limit(200);
  return rows.map(({ refund, reference, providerPaymentId }) => ({
    provider: refund.provider,
    lookup: { reference, providerPaymentId, idempotencyKey: orderRefundKey(refund) },
    // Only while still without an answer: news that named the refund meanwhile wins.
    notMade: () => endAttempt(db, refund, null, ['requested', 'unanswered']),
  }));
}

/**
 * Asks the provider about every refund (a staff refund, a return's, a late payment's) still open an
 * hour after it was asked for, and applies a final answer exactly as the refund's event would: the
 * same matching and the same conditional steps, so a refund settles once however its news came.
 * A pending one is asked by its id; one whose request got no answer is looked for by its attempt's
 * key among the payment's refunds: found, it is settled as its record says; never made, its attempt
 * ends failed (nothing was refunded) and the next one gets a new key.
 */
export async function reconcilePendingRefunds(db: Db, deps: Deps, now = Date.now()) {
  const before = new Date(now - REFUND_CHECK_AFTER_MS);
  const pendingOrderRefunds = await db
    .select({ provider: orderRefunds.provider, refundId: orderRefunds.providerRefundId })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.status, 'pending'), isNotNull(orderRefunds.providerRefundId), lt(orderRefunds.createdAt, before)))
    .orderBy(asc(orderRefunds.createdAt))
    .limit(200);
  const unansweredReturns = (await unansweredReturnRefunds(db, before)).map(({ r, provider, reference, providerPaymentId }) => ({
    provider,
    lookup: { reference, providerPaymentId, idempotencyKey: refundKey(r) },
    notMade: () => endUnansweredReturnRefund(db, r),
  }));
  const asks: Ask[] = [
    ...[...pendingOrderRefunds, ...(await pendingReturnRefunds(db, before))].map((p) => ({ provider: p.provider, refundId: p.refundId! })),
    ...(await unansweredOrderRefunds(db, before)),
    ...unansweredReturns,
  ];
  const summary = { checked: asks.length, refunded: 0, failed: 0, errors: 0 };
  for (const ask of asks) {
    try {
      const provider = deps.providerNamed(ask.provider);
      let notice: RefundNotice['refund'] | null;
      if ('refundId' in ask) notice = await provider.refundStatus(ask.refundId);
      else {
        notice = await provider.findRefund(ask.lookup);
        if (!notice) {
          if (await ask.notMade()) summary.failed++;
          continue;
        }
      }
      // Still under way: a pending answer names an unanswered refund, which is then asked by its id.
      if (notice.status === 'pending' && 'refundId' in ask) continue;
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
