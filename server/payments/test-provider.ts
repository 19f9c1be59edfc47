import { and, eq, inArray } from 'drizzle-orm';
import { testPayments } from './schema';
import type { Db } from '../db/client';
import type { PaymentProvider } from './provider';

/**
 * Test mode (no provider keys): stands in for the provider's side with its own table, so the
 * shop runs the same path as with real money: pending order → verified payment → paid.
 * NG pays on a local page (/test-payment/<reference>); other countries use a labelled card
 * form that accepts 4242 4242 4242 4242 and declines 4000 0000 0000 0002 in the browser, so no
 * card number ever reaches the server.
 */
export function createTestProvider(db: Db, flow: 'redirect' | 'card', publicUrl: string): PaymentProvider {
  return {
    name: 'test',
    flow,
    async start(req) {
      await db
        .insert(testPayments)
        .values({ reference: req.reference, amountMinor: req.amountMinor, currency: req.currency })
        .onConflictDoNothing();
      return flow === 'redirect'
        ? { paymentUrl: `${publicUrl}/test-payment/${encodeURIComponent(req.reference)}` }
        : { clientSecret: `test_secret_${req.reference}`, providerPaymentId: req.reference };
    },
    async verify(reference) {
      const [row] = await db.select().from(testPayments).where(eq(testPayments.reference, reference)).limit(1);
      if (!row) return { status: 'failed', amountMinor: 0, currency: '', eventId: `test:${reference}:missing` };
      const status = row.status === 'refunded' ? 'succeeded' : row.status === 'cancelled' ? 'failed' : row.status;
      return { status, amountMinor: row.amountMinor, currency: row.currency, eventId: `test:${reference}:${status}` };
    },
    // Test mode stops an unpaid payment like Stripe does: its page then refuses to take it.
    async cancel(reference) {
      await db
        .update(testPayments)
        .set({ status: 'cancelled' })
        .where(and(eq(testPayments.reference, reference), eq(testPayments.status, 'pending')));
      const [row] = await db.select().from(testPayments).where(eq(testPayments.reference, reference)).limit(1);
      return row?.status === 'succeeded' || row?.status === 'refunded' ? 'succeeded' : 'cancelled';
    },
    /** Test mode refunds at once: the payment's record says so. One refund id per idempotency key. */
    async refund(req) {
      const [row] = await db
        .update(testPayments)
        .set({ status: 'refunded' })
        .where(and(eq(testPayments.reference, req.reference), inArray(testPayments.status, ['succeeded', 'refunded'])))
        .returning();
      if (!row) throw new Error(`Test payment ${req.reference} is not a settled payment`);
      return { status: 'succeeded', refundId: `test-refund:${req.idempotencyKey.replace(/^refund-/, '')}` };
    },
    /** Test mode's refunds are done when asked, so none is ever left pending. */
    async refundStatus(refundId) {
      return {
        status: 'succeeded',
        reference: null,
        providerPaymentId: null,
        refundId,
        attemptKey: null,
        amountMinor: 0,
        currency: '',
        eventId: `test:${refundId}`,
      };
    },
    /** Test mode answers every refund at once: one without an answer was never made. */
    async findRefund() {
      return null;
    },
    parseWebhook() {
      return null;
    },
  };
}

/** The test provider's "customer pays" or "card declined" step, as its payment page reports it. */
export async function settleTestPayment(db: Db, reference: string, outcome: 'succeeded' | 'failed') {
  // A payment is decided once: a later click cannot turn a success into a failure.
  await db
    .update(testPayments)
    .set({ status: outcome })
    .where(and(eq(testPayments.reference, reference), eq(testPayments.status, 'pending')));
  const [row] = await db.select().from(testPayments).where(eq(testPayments.reference, reference)).limit(1);
  return row ?? null;
}
