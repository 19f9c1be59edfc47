import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M } from '../../domain/admin/orders';
import { RETURN_MESSAGES } from '../../domain/returns/returns';
import { mailOutbox } from '../mail/schema';
import { paymentLedger } from '../payments/schema';
import { RETURN_REFUND_NOT_MADE } from '../returns/refund';
import { returnRequests } from '../returns/schema';
import { askReturn, SERUM } from '../returns/test-support';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { GB_ADDRESS, newCustomer, newKey, type TestCustomer } from '../test/customers';
import { paystackWebhook, startFakePaystack } from '../test/fake-paystack';
import { startFakeStripe } from '../test/fake-stripe';
import { productBySlug } from '../test/orders';
import { newStaff, type TestStaff } from '../test/staff';
import { orderRefunds, orders } from './schema';

const PAYSTACK_KEY = 'sk_test_paystack_unanswered';
const STRIPE_KEY = 'sk_test_stripe_unanswered';
const LATER = () => Date.now() + 61 * 60_000;
const QUIET = { checked: 0, refunded: 0, failed: 0, errors: 0 };

describe.each(BACKENDS)('refunds whose request got no answer, found by the reconcile run, on %s', (backend) => {
  let shop: TestShop;
  let paystack: Awaited<ReturnType<typeof startFakePaystack>>;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let staff: TestStaff;
  beforeAll(async () => {
    [paystack, stripe] = await Promise.all([startFakePaystack(PAYSTACK_KEY), startFakeStripe(STRIPE_KEY)]);
    shop = await createTestShop(
      backend,
      {
        AUTH_RATE_LIMIT: '10000',
        PAYSTACK_SECRET_KEY: PAYSTACK_KEY,
        PAYSTACK_BASE_URL: paystack.baseUrl,
        STRIPE_SECRET_KEY: STRIPE_KEY,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_unanswered',
        STRIPE_WEBHOOK_SECRET: 'whsec_unanswered',
        STRIPE_API_URL: stripe.url,
      },
      { mailWorker: false },
    );
    staff = await newStaff(shop);
  });
  afterAll(async () => {
    await shop.close();
    await Promise.all([paystack.close(), stripe.close()]);
  });

  const db = () => shop.database.db;
  const reconcile = (now?: number) => shop.app.services.checkout.reconcileRefunds(now);
  const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const refundRow = async (orderId: number) => (await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)))[0]!;
  const refundsOf = async (orderId: number) =>
    (
      await db()
        .select()
        .from(paymentLedger)
        .where(and(eq(paymentLedger.orderId, orderId), eq(paymentLedger.kind, 'refund')))
    ).map((e) => [e.amountMinor, e.providerRef]);
  const refundMails = async (email: string) =>
    (await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).filter((m) => m.kind === 'order-refunded').length;
  const atStripe = (intent: string) => [...stripe.refunds.values()].filter((r) => r.payment_intent === intent);
  const atPaystack = (reference: string) => [...paystack.refunds.values()].filter((r) => r.transaction_reference === reference);
  const cancel = (orderNumber: string) => staff.post(`/api/admin/orders/${orderNumber}/cancel`, {});

  const paidCardOrder = async (c?: TestCustomer, quantity = 1) => {
    const buyer = c ?? (await newCustomer(shop));
    const address = await buyer.addAddress(GB_ADDRESS);
    const serum = await productBySlug(shop, SERUM);
    const { reference } = (
      await buyer.post('/api/create-payment-intent', {
        country: 'GB',
        cartItems: [{ id: serum.id, quantity }],
        address,
        delivery_method: 'DPD Next Day',
        idempotency_key: newKey(),
      })
    ).json();
    const [order] = await db().select().from(orders).where(eq(orders.paymentReference, reference));
    stripe.succeed(order!.providerPaymentId!);
    expect((await buyer.post('/api/payments/confirm', { reference })).json().status).toBe('processing');
    return { c: buyer, order: order! };
  };
  const paidNairaOrder = async (c?: TestCustomer, quantity = 1) => {
    const buyer = c ?? (await newCustomer(shop));
    const serum = await productBySlug(shop, SERUM);
    const { reference } = (
      await buyer.post('/api/order/initiate-order', {
        country: 'NG',
        cartItems: [{ id: serum.id, quantity }],
        isPickup: true,
        idempotency_key: newKey(),
      })
    ).json();
    paystack.settle(reference, 'success');
    expect((await buyer.post('/api/payments/confirm', { reference })).json().status).toBe('processing');
    const [order] = await db().select().from(orders).where(eq(orders.paymentReference, reference));
    return { c: buyer, order: order! };
  };
  /** Two serums delivered, one sent back and received: the return's refund is asked for. */
  const receivedReturn = async (paid: { c: TestCustomer; order: typeof orders.$inferSelect }) => {
    expect((await staff.post(`/api/admin/orders/${paid.order.orderNumber}/complete`, {})).statusCode).toBe(200);
    const line = (await paid.c.get(`/api/order/my-orders/${paid.order.orderNumber}/returns`)).json().data.lines[0].line_id as number;
    const id = (await askReturn(shop, paid.c, paid.order.orderNumber, { lines: [{ line_id: line, quantity: 1 }] })).json().data
      .id as number;
    await staff.post(`/api/admin/returns/${id}/approve`, {});
    const received = await staff.post(`/api/admin/returns/${id}/receive`, { lines: [{ line_id: line, restock: false }] });
    return { id, received };
  };
  const returnRow = async (id: number) => (await db().select().from(returnRequests).where(eq(returnRequests.id, id)))[0]!;

  it('a staff refund (cancelling a paid card order) whose answer was lost is found at Stripe after an hour and completed once', async () => {
    const { c, order } = await paidCardOrder();
    stripe.beforeNextRefundAnswer(async () => 'lose');
    const lost = await cancel(order.orderNumber);
    expect([lost.statusCode, lost.json()]).toEqual([502, { message: M.providerFailed }]);
    const row = await refundRow(order.id);
    expect(row).toMatchObject({ kind: 'staff', status: 'unanswered', attempt: 1, providerRefundId: null });

    expect(await reconcile()).toEqual(QUIET);
    expect(await reconcile(LATER())).toEqual({ checked: 1, refunded: 1, failed: 0, errors: 0 });
    expect(await reconcile(LATER())).toEqual(QUIET);
    const [refund] = atStripe(order.providerPaymentId!);
    expect(refund).toMatchObject({ amount: order.totalMinor, status: 'succeeded', metadata: { refund_key: `order-refund-${row.id}-1` } });
    expect(await refundRow(order.id)).toMatchObject({ status: 'succeeded', providerRefundId: refund!.id });
    expect((await orderRow(order.id)).status).toBe('refunded');
    expect(await refundsOf(order.id)).toEqual([[-order.totalMinor, refund!.id]]);
    expect(await refundMails(c.email)).toBe(1);
    expect(atStripe(order.providerPaymentId!)).toHaveLength(1);
  });

  it('a staff refund Paystack never made (a 500) ends failed after an hour; the retry is a new refund with a new key', async () => {
    const { order } = await paidNairaOrder();
    paystack.failNextRefund();
    expect((await cancel(order.orderNumber)).json()).toEqual({ message: M.providerFailed });
    const row = await refundRow(order.id);
    expect(row).toMatchObject({ status: 'unanswered', attempt: 1 });
    // GET /refund?transaction=<id>: no refund carries this attempt's key.
    expect(await reconcile(LATER())).toEqual({ checked: 1, refunded: 0, failed: 1, errors: 0 });
    expect(await refundRow(order.id)).toMatchObject({ status: 'failed', attempt: 2, providerRefundId: null });
    expect((await orderRow(order.id)).status).toBe('processing');
    expect(await refundsOf(order.id)).toEqual([]);

    const retried = await cancel(order.orderNumber);
    expect(retried.json()).toMatchObject({ status: 'processing', refund: { status: 'pending' } });
    const [refund] = atPaystack(order.paymentReference);
    expect(refund).toMatchObject({ amount: order.totalMinor, merchant_note: `Order refund order-refund-${row.id}-2` });
    expect((await paystackWebhook(shop, PAYSTACK_KEY, paystack.processRefund(refund!.id))).json()).toEqual({
      received: true,
      outcome: 'refunded',
    });
    expect(await refundsOf(order.id)).toEqual([[-order.totalMinor, `paystack-refund:${refund!.id}`]]);
    expect(await reconcile(LATER())).toEqual(QUIET);
  });

  it('a staff refund Paystack took but whose answer was lost is found pending, then settled by the next runs, once', async () => {
    const { c, order } = await paidNairaOrder();
    paystack.loseNextRefundAnswer();
    expect((await cancel(order.orderNumber)).json()).toEqual({ message: M.providerFailed });
    // Found under way: it is pending again, not a failure staff would ask for twice.
    expect(await reconcile(LATER())).toEqual({ checked: 1, refunded: 0, failed: 0, errors: 0 });
    const [refund] = atPaystack(order.paymentReference);
    expect(await refundRow(order.id)).toMatchObject({ status: 'pending', providerRefundId: `paystack-refund:${refund!.id}` });
    expect((await cancel(order.orderNumber)).json()).toEqual({ message: M.refundUnderWay });

    paystack.processRefund(refund!.id); // its webhook is lost too
    expect(await reconcile(LATER())).toEqual({ checked: 1, refunded: 1, failed: 0, errors: 0 });
    expect(await reconcile(LATER())).toEqual(QUIET);
    expect((await orderRow(order.id)).status).toBe('refunded');
    expect(await refundsOf(order.id)).toEqual([[-order.totalMinor, `paystack-refund:${refund!.id}`]]);
    expect(await refundMails(c.email)).toBe(1);
    expect(atPaystack(order.paymentReference)).toHaveLength(1);
  });

  it('a return’s refund whose Stripe answer was lost is found after an hour and refunded once', async () => {
    const paid = await paidCardOrder(undefined, 2);
    stripe.beforeNextRefundAnswer(async () => 'lose');
    const { id, received } = await receivedReturn(paid);
    expect(received.json().data).toMatchObject({ status: 'refund_failed' });
    expect(await returnRow(id)).toMatchObject({ refundAttempt: 1, providerRefundId: null, refundAskedAt: expect.any(Date) });

    expect(await reconcile()).toEqual(QUIET);
    expect(await reconcile(LATER())).toEqual({ checked: 1, refunded: 1, failed: 0, errors: 0 });
    expect(await reconcile(LATER())).toEqual(QUIET);
    const [refund] = atStripe(paid.order.providerPaymentId!);
    expect(refund!.metadata.refund_key).toBe(`return-${id}-1`);
    expect((await staff.get(`/api/admin/returns/${id}`)).json().data).toMatchObject({ status: 'refunded', refund_error: null });
    expect(await refundsOf(paid.order.id)).toEqual([[-refund!.amount, refund!.id]]);
    expect(refund!.amount).toBe((await returnRow(id)).refundMinor);
    expect(await refundMails(paid.c.email)).toBe(1);
    const retry = await staff.post(`/api/admin/returns/${id}/retry-refund`, {});
    expect([retry.statusCode, retry.json()]).toEqual([409, { message: RETURN_MESSAGES.retryOnlyFailed('refunded') }]);
  });

  it('a return’s refund Paystack never made ends "refund failed" after an hour; the retry asks with a new key', async () => {
    const paid = await paidNairaOrder(undefined, 2);
    paystack.failNextRefund();
    const { id, received } = await receivedReturn(paid);
    expect(received.json().data).toMatchObject({ status: 'refund_failed' });
    expect(await reconcile(LATER())).toEqual({ checked: 1, refunded: 0, failed: 1, errors: 0 });
    expect(await returnRow(id)).toMatchObject({ status: 'refund_failed', refundAttempt: 2, refundAskedAt: null });
    expect((await staff.get(`/api/admin/returns/${id}`)).json().data).toMatchObject({
      status: 'refund_failed',
      refund_error: RETURN_REFUND_NOT_MADE,
    });
    expect(await reconcile(LATER())).toEqual(QUIET);

    const retried = await staff.post(`/api/admin/returns/${id}/retry-refund`, {});
    expect(retried.json()).toMatchObject({ message: RETURN_MESSAGES.refundPending, data: { status: 'received' } });
    const [refund] = atPaystack(paid.order.paymentReference);
    expect(refund).toMatchObject({ amount: paid.order.totalMinor / 2, merchant_note: `Order refund return-${id}-2` });
    expect((await paystackWebhook(shop, PAYSTACK_KEY, paystack.processRefund(refund!.id))).json()).toEqual({
      received: true,
      outcome: 'refunded',
    });
    expect(await refundsOf(paid.order.id)).toEqual([[-paid.order.totalMinor / 2, `paystack-refund:${refund!.id}`]]);
    expect(await reconcile(LATER())).toEqual(QUIET);
  });
});
