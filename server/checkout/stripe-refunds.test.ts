import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M } from '../../domain/admin/orders';
import { mailOutbox } from '../mail/schema';
import { paymentLedger } from '../payments/schema';
import { creditNotes } from '../tax/schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { GB_ADDRESS, newCustomer, newKey } from '../test/customers';
import { startFakeStripe, stripeWebhook } from '../test/fake-stripe';
import { productBySlug } from '../test/orders';
import { newStaff, type TestStaff } from '../test/staff';
import { reconcilePendingOrders } from './reconcile';
import { orderRefunds, orders } from './schema';

const STRIPE_KEY = 'sk_test_stripe_refund_events';
const WEBHOOK_SECRET = 'whsec_refund_events';
const HOUR_MS = 60 * 60_000;

describe.each(BACKENDS)('staff refunds settled by Stripe’s refund events on %s', (backend) => {
  let shop: TestShop;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let staff: TestStaff;
  beforeAll(async () => {
    stripe = await startFakeStripe(STRIPE_KEY);
    shop = await createTestShop(backend, {
      AUTH_RATE_LIMIT: '10000',
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_refund_events',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
    staff = await newStaff(shop);
  });
  afterAll(async () => {
    await shop.close();
    await stripe.close();
  });

  const db = () => shop.database.db;
  const webhook = (event: object, options?: { signature?: string; at?: number }) => stripeWebhook(shop, WEBHOOK_SECRET, event, options);
  const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const refundRow = async (orderId: number) => (await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)))[0]!;
  const refundsOf = async (orderId: number) =>
    (
      await db()
        .select()
        .from(paymentLedger)
        .where(and(eq(paymentLedger.orderId, orderId), eq(paymentLedger.kind, 'refund')))
    ).map((e) => [e.amountMinor, e.providerRef]);
  const creditNotesOf = async (orderId: number) =>
    (await db().select().from(creditNotes).where(eq(creditNotes.orderId, orderId))).map((n) => n.totalMinor);
  const refundMails = async (email: string) =>
    (await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).filter((m) => m.kind === 'order-refunded');
  const refundsAtStripe = (intent: string) => [...stripe.refunds.values()].filter((r) => r.payment_intent === intent);
  const cancel = (orderNumber: string) => staff.post(`/api/admin/orders/${orderNumber}/cancel`, {});

  /** A GB card order paid through Stripe: processing, with its invoice. */
  const paidCardOrder = async () => {
    const c = await newCustomer(shop);
    const address = await c.addAddress(GB_ADDRESS);
    const serum = await productBySlug(shop);
    const { reference } = (
      await c.post('/api/create-payment-intent', {
        country: 'GB',
        cartItems: [{ id: serum.id, quantity: 1 }],
        address,
        delivery_method: 'DPD Next Day',
        idempotency_key: newKey(),
      })
    ).json();
    const [order] = await db().select().from(orders).where(eq(orders.paymentReference, reference));
    stripe.succeed(order!.providerPaymentId!);
    expect((await c.post('/api/payments/confirm', { reference })).json().status).toBe('processing');
    return { c, order: order! };
  };

  it('asks again with a new key after Stripe refused a refund, and refuses a second refund while one is pending (409)', async () => {
    const { order } = await paidCardOrder();
    stripe.refundsStartAs('failed');
    const refused = await cancel(order.orderNumber);
    expect([refused.statusCode, refused.json()]).toEqual([502, { message: M.providerRefused }]);
    expect(await refundRow(order.id)).toMatchObject({ status: 'failed', attempt: 2 });

    stripe.refundsStartAs('pending');
    const retried = await cancel(order.orderNumber);
    expect(retried.json()).toMatchObject({ status: 'processing', refund: { status: 'pending' } });
    const row = await refundRow(order.id);
    // Each attempt its own key: the retry is a new refund, not Stripe's replay of the refused one.
    const keys = stripe.refundKeys.slice(-2);
    expect(keys).toEqual([`order-refund-${row.id}-1`, `order-refund-${row.id}-2`]);
    expect(refundsAtStripe(order.providerPaymentId!).map((r) => [r.status, r.metadata.refund_key])).toEqual([
      ['failed', keys[0]],
      ['pending', keys[1]],
    ]);
    const asked = stripe.refundKeys.length;
    const again = await cancel(order.orderNumber);
    expect([again.statusCode, again.json()]).toEqual([409, { message: M.refundUnderWay }]);
    expect(stripe.refundKeys).toHaveLength(asked);

    const [pending] = refundsAtStripe(order.providerPaymentId!).filter((r) => r.status === 'pending');
    expect((await webhook(stripe.finishRefund(pending!.id, 'succeeded'))).json()).toEqual({ received: true, outcome: 'refunded' });
    expect([(await orderRow(order.id)).status, (await refundRow(order.id)).status]).toEqual(['refunded', 'succeeded']);
    expect(await refundsOf(order.id)).toEqual([[-order.totalMinor, pending!.id]]);
    stripe.refundsStartAs('succeeded');
  });

  it('settles once when the refund event comes before Stripe’s direct answer', async () => {
    const { c, order } = await paidCardOrder();
    const outcomes: unknown[] = [];
    stripe.beforeNextRefundAnswer(async (refund) => {
      outcomes.push((await webhook(stripe.refundCreated(refund.id))).json());
      return 'answer';
    });
    const res = await cancel(order.orderNumber);
    expect(res.json()).toMatchObject({ status: 'refunded', refund: { status: 'succeeded' } });
    expect(outcomes).toEqual([{ received: true, outcome: 'refunded' }]);
    const [refund] = refundsAtStripe(order.providerPaymentId!);
    expect(await refundsOf(order.id)).toEqual([[-order.totalMinor, refund!.id]]);
    expect(await creditNotesOf(order.id)).toEqual([order.totalMinor]);
    expect(await refundMails(c.email)).toHaveLength(1);
    // The timeline says the provider confirmed it, once.
    const statuses = (await staff.get(`/api/admin/orders/${order.orderNumber}`))
      .json()
      .timeline.filter((e: { kind: string }) => e.kind === 'status');
    expect(statuses.map((e: { title: string; by: string }) => `${e.title} · ${e.by}`).slice(-1)).toEqual([
      'Processing → Refunded · Zaron (automatic)',
    ]);
  });

  it('settles from the refund event when Stripe’s direct answer was lost, once', async () => {
    const { c, order } = await paidCardOrder();
    stripe.refundsStartAs('pending');
    stripe.beforeNextRefundAnswer(async () => 'lose');
    const lost = await cancel(order.orderNumber);
    expect([lost.statusCode, lost.json()]).toEqual([502, { message: M.providerFailed }]);
    expect(await refundRow(order.id)).toMatchObject({ status: 'unanswered', attempt: 1, providerRefundId: null });

    const [refund] = refundsAtStripe(order.providerPaymentId!);
    const created = stripe.refundCreated(refund!.id);
    expect((await webhook(created)).json()).toEqual({ received: true, outcome: 'pending' });
    // The refund exists at Stripe: it is under way, not to be asked for twice.
    expect(await refundRow(order.id)).toMatchObject({ status: 'pending', providerRefundId: refund!.id });
    expect((await cancel(order.orderNumber)).json()).toEqual({ message: M.refundUnderWay });

    const done = stripe.finishRefund(refund!.id, 'succeeded');
    expect((await webhook(done)).json()).toEqual({ received: true, outcome: 'refunded' });
    expect((await webhook(done)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await webhook({ ...done, id: `${done.id}_again` })).json()).toEqual({ received: true, outcome: 'already-refunded' });
    expect((await orderRow(order.id)).status).toBe('refunded');
    expect(await refundsOf(order.id)).toEqual([[-order.totalMinor, refund!.id]]);
    expect(await creditNotesOf(order.id)).toEqual([order.totalMinor]);
    expect(await refundMails(c.email)).toHaveLength(1);
    expect(refundsAtStripe(order.providerPaymentId!)).toHaveLength(1);
    stripe.refundsStartAs('succeeded');
  });

  it('changes nothing for an unsigned, wrongly signed, stale or replayed refund event', async () => {
    const { order } = await paidCardOrder();
    stripe.refundsStartAs('pending');
    expect((await cancel(order.orderNumber)).json()).toMatchObject({ status: 'processing', refund: { status: 'pending' } });
    stripe.refundsStartAs('succeeded');
    const [refund] = refundsAtStripe(order.providerPaymentId!);
    const done = stripe.finishRefund(refund!.id, 'succeeded');

    const unsigned = await webhook(done, { signature: '' });
    expect([unsigned.statusCode, unsigned.json()]).toEqual([400, { message: 'Missing signature' }]);
    const wrong = await webhook(done, { signature: 't=1,v1=deadbeef' });
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { message: 'Invalid signature' }]);
    // Signed correctly, but an hour ago: outside Stripe's tolerance, as a captured request replayed later.
    const stale = await webhook(done, { at: Math.floor(Date.now() / 1000) - 3600 });
    expect([stale.statusCode, stale.json()]).toEqual([400, { message: 'Invalid signature' }]);
    expect([(await orderRow(order.id)).status, (await refundRow(order.id)).status]).toEqual(['processing', 'pending']);
    expect(await refundsOf(order.id)).toEqual([]);

    expect((await webhook(done)).json()).toEqual({ received: true, outcome: 'refunded' });
    const replay = await webhook(done);
    expect([replay.statusCode, replay.json()]).toEqual([200, { received: true, outcome: 'duplicate' }]);
    expect([(await orderRow(order.id)).status, (await refundRow(order.id)).status]).toEqual(['refunded', 'succeeded']);
    expect(await refundsOf(order.id)).toEqual([[-order.totalMinor, refund!.id]]);
  });

  it('recovers a refund whose event was lost: the reconcile run asks Stripe after an hour and settles it once', async () => {
    const { c, order } = await paidCardOrder();
    stripe.refundsStartAs('pending');
    expect((await cancel(order.orderNumber)).json()).toMatchObject({ refund: { status: 'pending' } });
    stripe.refundsStartAs('succeeded');
    const [refund] = refundsAtStripe(order.providerPaymentId!);
    stripe.finishRefund(refund!.id, 'succeeded'); // its event never reaches the shop

    const soon = await reconcilePendingOrders(db(), shop.app.services.checkout);
    expect(soon.refunds).toEqual({ checked: 0, refunded: 0, failed: 0, errors: 0 });
    expect((await orderRow(order.id)).status).toBe('processing');

    const later = Date.now() + HOUR_MS + 60_000;
    const [first, second] = [
      await reconcilePendingOrders(db(), shop.app.services.checkout, later),
      await reconcilePendingOrders(db(), shop.app.services.checkout, later),
    ];
    expect(first.refunds).toMatchObject({ refunded: 1, errors: 0 });
    expect(second.refunds).toMatchObject({ refunded: 0, errors: 0 });
    expect([(await orderRow(order.id)).status, (await refundRow(order.id)).status]).toEqual(['refunded', 'succeeded']);
    expect(await refundsOf(order.id)).toEqual([[-order.totalMinor, refund!.id]]);
    expect(await creditNotesOf(order.id)).toEqual([order.totalMinor]);
    expect(await refundMails(c.email)).toHaveLength(1);
    // The event arriving after all changes nothing.
    expect((await webhook(stripe.finishRefund(refund!.id, 'succeeded'))).json()).toEqual({ received: true, outcome: 'already-refunded' });
  });

  it('settles once when its event and two reconcile runs (two instances) report the refund at the same time', async () => {
    const { c, order } = await paidCardOrder();
    stripe.refundsStartAs('pending');
    expect((await cancel(order.orderNumber)).json()).toMatchObject({ refund: { status: 'pending' } });
    stripe.refundsStartAs('succeeded');
    const [refund] = refundsAtStripe(order.providerPaymentId!);
    const event = stripe.finishRefund(refund!.id, 'succeeded');
    const later = Date.now() + HOUR_MS + 60_000;
    const checkout = shop.app.services.checkout;
    const [hook, one, two] = await Promise.all([webhook(event), checkout.reconcileRefunds(later), checkout.reconcileRefunds(later)]);
    const outcomes = [hook.json().outcome, one.refunded, two.refunded];
    expect(outcomes.filter((o) => o === 'refunded' || o === 1)).toHaveLength(1);
    expect([(await orderRow(order.id)).status, (await refundRow(order.id)).status]).toEqual(['refunded', 'succeeded']);
    expect(await refundsOf(order.id)).toEqual([[-order.totalMinor, refund!.id]]);
    expect(await creditNotesOf(order.id)).toEqual([order.totalMinor]);
    expect(await refundMails(c.email)).toHaveLength(1);
  });
});
