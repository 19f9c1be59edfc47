import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentLedger } from '../payments/schema';
import { endPendingOrder } from './orders';
import { orders } from './schema';
import type { CheckoutService } from './service';

/** A pending order is asked about after this long, and given up (stock released) after the second. */
const RECONCILE_AFTER_MS = 15 * 60_000;
const ABANDON_AFTER_MS = 24 * 60 * 60_000;

/**
 * Re-verifies orders left pending (the customer closed the tab, a webhook was lost) with their
 * provider; settles the paid ones and ends the long-abandoned ones (their payment stopped at the
 * provider first). Asks again, with the next attempt's key, for refunds of late payments the
 * provider refused, and asks the provider about refunds still pending after an hour (a lost refund
 * event) or whose request got no answer (looked up by the attempt's key).
 * Safe to run anywhere, often.
 */
export async function reconcilePendingOrders(db: Db, checkout: CheckoutService, now = Date.now()) {
  const stale = await db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lt(orders.createdAt, new Date(now - RECONCILE_AFTER_MS))))
    .orderBy(asc(orders.createdAt))
    .limit(500);
  const summary = {
    checked: stale.length,
    paid: 0,
    cancelled: 0,
    stillPending: 0,
    refunded: 0,
    errors: 0,
    refunds: { checked: 0, refunded: 0, failed: 0, errors: 0 },
  };
  for (const order of stale) {
    try {
      if (!order.paymentUrl && !order.clientSecret) {
        // Its payment never started (the process stopped between placing the order and asking the
        // provider), so nobody was shown where to pay: give the stock back. The provider would
        // not know the reference and asking it would fail on every run.
        if (await endPendingOrder(db, order.id, { note: 'The payment never started' })) summary.cancelled++;
        continue;
      }
      const { order: after } = await checkout.confirm(order.paymentReference);
      if (after?.status === 'processing') summary.paid++;
      else if (after?.status === 'abandoned') summary.cancelled++;
      else if (order.createdAt.getTime() < now - ABANDON_AFTER_MS) {
        if ((await checkout.stopPayment(order)) === 'paid') summary.paid++;
        else if (await endPendingOrder(db, order.id, { note: 'Not paid within 24 hours' })) summary.cancelled++;
      } else summary.stillPending++;
    } catch {
      summary.errors++;
    }
  }
  // Late payments on ended attempts whose refund did not go through yet.
  const owed = await db
    .select({ reference: orders.paymentReference })
    .from(orders)
    .innerJoin(paymentLedger, and(eq(paymentLedger.orderId, orders.id), eq(paymentLedger.kind, 'payment')))
    .where(and(eq(orders.status, 'abandoned'), isNull(orders.confirmationSentAt)))
    .limit(100);
  for (const { reference } of owed) {
    try {
      const { order } = await checkout.confirm(reference);
      if (order?.status === 'refunded') summary.refunded++;
    } catch {
      summary.errors++;
    }
  }
  summary.refunds = await checkout.reconcileRefunds(now);
  return summary;
}
