import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M } from '../../domain/admin/orders';
import { formatMoney } from '../../domain/money';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { GB_ADDRESS, newCustomer, newKey } from '../test/customers';
import { paystackWebhook as signedPaystackWebhook, startFakePaystack } from '../test/fake-paystack';
import { startFakeStripe } from '../test/fake-stripe';
import { commissionEntries } from '../influencers/schema';
import { mailOutbox } from '../mail/schema';
import { netPaid } from '../payments/ledger';
import { productBySlug } from '../test/orders';
import { newStaff, type TestStaff } from '../test/staff';
import { orderRefunds, orders } from './schema';

const PAYSTACK_KEY = 'sk_test_paystack_refunds';
const STRIPE_KEY = 'sk_test_stripe_refunds';
const WEBHOOK_SECRET = 'whsec_refunds';

describe.each(BACKENDS)('refunds through Paystack and Stripe on %s', (backend) => {
  let shop: TestShop;
  let paystack: Awaited<ReturnType<typeof startFakePaystack>>;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let staff: TestStaff;
  beforeAll(async () => {
    [paystack, stripe] = await Promise.all([startFakePaystack(PAYSTACK_KEY), startFakeStripe(STRIPE_KEY)]);
    shop = await createTestShop(backend, {
      AUTH_RATE_LIMIT: '10000',
      PAYSTACK_SECRET_KEY: PAYSTACK_KEY,
      PAYSTACK_BASE_URL: paystack.baseUrl,
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_refunds',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
    staff = await newStaff(shop);
  });
  afterAll(async () => {
    await shop.close();
    await Promise.all([paystack.close(), stripe.close()]);
  });

  const orderRow = async (reference: string) =>
    (await shop.database.db.select().from(orders).where(eq(orders.paymentReference, reference)))[0]!;
  const paystackWebhook = (body: object) => signedPaystackWebhook(shop, PAYSTACK_KEY, body);
  const pendingNgOrder = async (discountCode?: string) => {
    const c = await newCustomer(shop);
    const serum = await productBySlug(shop);
    const { reference } = (
      await c.post('/api/order/initiate-order', {
        country: 'NG',
        cartItems: [{ id: serum.id, quantity: 1 }],
        isPickup: true,
        idempotency_key: newKey(),
        ...(discountCode ? { discountCode } : {}),
      })
    ).json();
    return { c, reference: reference as string };
  };
  const paidNgOrder = async () => {
    const { c, reference } = await pendingNgOrder();
    paystack.settle(reference, 'success');
    expect((await c.post('/api/payments/confirm', { reference })).json().status).toBe('processing');
    return orderRow(reference);
  };

  it('asks Paystack (POST /refund) and marks the order refunded when refund.processed arrives, once', async () => {
    const order = await paidNgOrder();
    const res = await staff.post(`/api/admin/orders/${order.orderNumber}/cancel`, {});
    expect(res.statusCode).toBe(200);
    // Paystack queues refunds: the order stays paid until it confirms.
    expect(res.json()).toMatchObject({ status: 'processing', refund: { status: 'pending' }, actions: { refund: false } });
    const [refund] = [...paystack.refunds.values()].filter((r) => r.transaction_reference === order.paymentReference);
    expect(refund).toMatchObject({ amount: order.totalMinor, currency: 'NGN', status: 'pending' });
    expect((await staff.post(`/api/admin/orders/${order.orderNumber}/cancel`, {})).json()).toEqual({ message: M.refundUnderWay });

    const event = paystack.processRefund(refund!.id);
    expect((await paystackWebhook(event)).json()).toEqual({ received: true, outcome: 'refunded' });
    expect((await orderRow(order.paymentReference)).status).toBe('refunded');
    expect((await paystackWebhook(event)).json()).toEqual({ received: true, outcome: 'duplicate' });
    const timeline = (await staff.get(`/api/admin/orders/${order.orderNumber}`)).json().timeline;
    expect(timeline.at(-1)).toMatchObject({ title: 'Processing → Refunded', by: 'Zaron (automatic)' });
  });

  it('says so and refunds nothing when Paystack fails; a second try works', async () => {
    const order = await paidNgOrder();
    paystack.failNextRefund();
    const failed = await staff.post(`/api/admin/orders/${order.orderNumber}/cancel`, {});
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: M.providerFailed });
    expect((await shop.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id)))[0]!.status).toBe('unanswered');
    expect((await orderRow(order.paymentReference)).status).toBe('processing');
    const retry = await staff.post(`/api/admin/orders/${order.orderNumber}/cancel`, {});
    expect(retry.json()).toMatchObject({ status: 'processing', refund: { status: 'pending' } });
  });

  const pendingGbOrder = async () => {
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
    return { c, order: await orderRow(reference) };
  };

  it('cancels the PaymentIntent at Stripe when staff cancel an unpaid card order, so it can no longer be paid', async () => {
    const { order } = await pendingGbOrder();
    const res = await staff.post(`/api/admin/orders/${order.orderNumber}/cancel`, {});
    expect([res.statusCode, res.json().status]).toEqual([200, 'cancelled']);
    expect(stripe.intents.get(order.providerPaymentId!)!.status).toBe('canceled');
  });

  it('does not cancel a card order paid a moment before: it stays processing and staff are told', async () => {
    const { order } = await pendingGbOrder();
    stripe.succeed(order.providerPaymentId!);
    const res = await staff.post(`/api/admin/orders/${order.orderNumber}/cancel`, {});
    expect([res.statusCode, res.json()]).toEqual([409, { message: M.paidMeanwhile('processing') }]);
    expect((await orderRow(order.paymentReference)).status).toBe('processing');
    expect(await netPaid(shop.database.db, order.id)).toBe(order.totalMinor);
  });

  it('holds for review a Paystack payment made after staff cancelled the order, found when the shopper comes back', async () => {
    const { c, reference } = await pendingNgOrder();
    const order = await orderRow(reference);
    // Paystack has no way to stop a transaction: the shopper can still pay on its page.
    expect((await staff.post(`/api/admin/orders/${order.orderNumber}/cancel`, {})).json().status).toBe('cancelled');
    paystack.settle(reference, 'success');
    expect((await c.post('/api/payments/confirm', { reference })).json()).toEqual({ status: 'review', order_number: order.orderNumber });
    expect(await orderRow(reference)).toMatchObject({ status: 'review', reviewReason: 'Paid after the order was cancelled' });
    expect(await netPaid(shop.database.db, order.id)).toBe(order.totalMinor);
    // Asked again, the money is recorded once.
    expect((await c.post('/api/payments/confirm', { reference })).json().status).toBe('review');
    expect(await netPaid(shop.database.db, order.id)).toBe(order.totalMinor);
  });

  const refundThroughPaystack = async (orderNumber: string, reference: string) => {
    const res = await staff.post(`/api/admin/orders/${orderNumber}/cancel`, {});
    expect(res.json()).toMatchObject({ status: 'review', refund: { status: 'pending' }, actions: { refund: false } });
    const [refund] = [...paystack.refunds.values()].filter((r) => r.transaction_reference === reference);
    expect((await paystackWebhook(paystack.processRefund(refund!.id))).json()).toEqual({ received: true, outcome: 'refunded' });
    return refund!;
  };

  const salesToday = async () =>
    ((await staff.get('/api/admin/dashboard')).json().sales.today as { currency: string; minor: number }[]).find(
      (s) => s.currency === 'NGN',
    )?.minor ?? 0;

  it('refunds what arrived for an order held for review because the amount differed, and gives its stock back', async () => {
    const stockBefore = (await productBySlug(shop)).stockNg;
    const salesBefore = await salesToday();
    const { c, reference } = await pendingNgOrder();
    const order = await orderRow(reference);
    paystack.settle(reference, 'success', order.totalMinor - 500);
    expect((await c.post('/api/payments/confirm', { reference })).json().status).toBe('review');
    const held = formatMoney(order.totalMinor - 500, 'NG');
    // The dashboard counts the money that arrived, and nothing once it went back.
    expect(await salesToday()).toBe(salesBefore + order.totalMinor - 500);
    const page = (await staff.get(`/api/admin/orders/${order.orderNumber}`)).json();
    expect([page.actions, page.payment.held]).toEqual([
      { complete: false, cancel: false, refund: true, accept: true, ship: false, ready_for_pickup: false, correct_tracking: false },
      held,
    ]);
    // The order's total is not what was paid: the refund is what the shop holds.
    expect((await staff.post(`/api/admin/orders/${order.orderNumber}/cancel`, { amount: order.totalMinor / 100 })).json()).toEqual({
      message: M.moreThanPaid(held),
    });

    const refund = await refundThroughPaystack(order.orderNumber, reference);
    expect(refund.amount).toBe(order.totalMinor - 500);
    expect((await orderRow(reference)).status).toBe('refunded');
    expect(await salesToday()).toBe(salesBefore);
    expect(await netPaid(shop.database.db, order.id)).toBe(0);
    expect((await productBySlug(shop)).stockNg).toBe(stockBefore);
  });

  it('lets staff accept a payment held for review while the order holds its stock: processing, commission, one confirmation mail', async () => {
    const { c, reference } = await pendingNgOrder('AMAKA');
    const order = await orderRow(reference);
    paystack.settle(reference, 'success', order.totalMinor + 1000);
    expect((await c.post('/api/payments/confirm', { reference })).json().status).toBe('review');
    const commission = () => shop.database.db.select().from(commissionEntries).where(eq(commissionEntries.orderId, order.id));
    expect(await commission()).toEqual([]);
    const res = await staff.post(`/api/admin/orders/${order.orderNumber}/accept`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'processing',
      payment: { held: formatMoney(order.totalMinor + 1000, 'NG') },
      actions: { complete: true, cancel: false, refund: true, accept: false },
    });
    expect(res.json().timeline.at(-1)).toMatchObject({ title: 'In review → Processing', by: 'Folake Test' });
    expect((await commission()).map((e) => [e.kind, e.amountMinor > 0])).toEqual([['credit', true]]);
    const mails = await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, c.email));
    expect(mails.filter((m) => m.kind === 'order-confirmation').map((m) => m.subject)).toEqual([
      `Your Zaron order ${order.orderNumber} is confirmed`,
    ]);
    expect((await c.get('/api/order/my-orders')).json().data[0]).toMatchObject({ order_number: order.orderNumber, status: 'processing' });
    const again = await staff.post(`/api/admin/orders/${order.orderNumber}/accept`, {});
    expect([again.statusCode, again.json()]).toEqual([409, { message: M.acceptOnlyReview('processing') }]);
  });

  it('refunds an order paid after staff cancelled it without giving its stock back twice', async () => {
    const stockBefore = (await productBySlug(shop)).stockNg;
    const { c, reference } = await pendingNgOrder();
    const order = await orderRow(reference);
    await staff.post(`/api/admin/orders/${order.orderNumber}/cancel`, {});
    expect((await productBySlug(shop)).stockNg).toBe(stockBefore);
    paystack.settle(reference, 'success');
    expect((await c.post('/api/payments/confirm', { reference })).json().status).toBe('review');
    // Its stock went back at the cancel, so it cannot go ahead.
    expect((await staff.get(`/api/admin/orders/${order.orderNumber}`)).json().actions).toEqual({
      complete: false,
      cancel: false,
      refund: true,
      accept: false,
      ship: false,
      ready_for_pickup: false,
      correct_tracking: false,
    });
    const accept = await staff.post(`/api/admin/orders/${order.orderNumber}/accept`, {});
    expect([accept.statusCode, accept.json()]).toEqual([409, { message: M.acceptStockGone }]);

    const refund = await refundThroughPaystack(order.orderNumber, reference);
    expect(refund.amount).toBe(order.totalMinor);
    expect(await netPaid(shop.database.db, order.id)).toBe(0);
    expect((await productBySlug(shop)).stockNg).toBe(stockBefore);
    const timeline = (await staff.get(`/api/admin/orders/${order.orderNumber}`)).json().timeline;
    expect(timeline.filter((e: { kind: string }) => e.kind === 'status').map((e: { title: string }) => e.title)).toEqual([
      'Order placed',
      'Pending payment → Cancelled',
      'Cancelled → In review',
      'In review → Refunded',
    ]);
  });

  it('refunds a card payment through Stripe (POST /v1/refunds) at once; charge.refunded afterwards is not read', async () => {
    const { c, order } = await pendingGbOrder();
    const { paymentReference: reference } = order;
    stripe.succeed(order.providerPaymentId!);
    expect((await c.post('/api/payments/confirm', { reference })).json().status).toBe('processing');

    const res = await staff.post(`/api/admin/orders/${order.orderNumber}/cancel`, {});
    expect(res.json()).toMatchObject({ status: 'refunded', refund: { status: 'succeeded' } });
    const refunds = [...stripe.refunds.values()].filter((r) => r.payment_intent === order.providerPaymentId);
    expect(refunds).toEqual([expect.objectContaining({ amount: order.totalMinor, currency: 'gbp', status: 'succeeded' })]);

    const payload = JSON.stringify({
      id: 'evt_refund_1',
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: {
          id: 'ch_1',
          object: 'charge',
          payment_intent: order.providerPaymentId,
          amount: order.totalMinor,
          amount_refunded: order.totalMinor,
          refunded: true,
          currency: 'gbp',
        },
      },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const hook = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
    // It speaks of the charge's running total, not of one refund: the shop does not read it (decision 0059).
    expect(hook.json()).toEqual({ received: true });
  });
});
