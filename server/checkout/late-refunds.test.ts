import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../domain/money';
import { lateRefundMessage } from '../../domain/checkout/payments';
import { mailOutbox } from '../mail/schema';
import { paymentLedger } from '../payments/schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { GB_ADDRESS, newCustomer, newKey } from '../test/customers';
import { paystackWebhook, startFakePaystack } from '../test/fake-paystack';
import { startFakeStripe } from '../test/fake-stripe';
import { productBySlug } from '../test/orders';
import { newStaff } from '../test/staff';
import { reconcilePendingOrders } from './reconcile';
import { orderRefunds, orders } from './schema';

const PAYSTACK_KEY = 'sk_test_paystack_late_refunds';
const STRIPE_KEY = 'sk_test_stripe_late_refunds';
const LATER = () => Date.now() + 61 * 60_000;
const QUIET = { checked: 0, refunded: 0, failed: 0, errors: 0 };

describe.each(BACKENDS)('refunds of late payments, kept as order refunds with attempts, on %s', (backend) => {
  let shop: TestShop;
  let paystack: Awaited<ReturnType<typeof startFakePaystack>>;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    [paystack, stripe] = await Promise.all([startFakePaystack(PAYSTACK_KEY), startFakeStripe(STRIPE_KEY)]);
    shop = await createTestShop(
      backend,
      {
        AUTH_RATE_LIMIT: '10000',
        PAYSTACK_SECRET_KEY: PAYSTACK_KEY,
        PAYSTACK_BASE_URL: paystack.baseUrl,
        STRIPE_SECRET_KEY: STRIPE_KEY,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_late_refunds',
        STRIPE_WEBHOOK_SECRET: 'whsec_late_refunds',
        STRIPE_API_URL: stripe.url,
      },
      { mailWorker: false },
    );
  });
  afterAll(async () => {
    await shop.close();
    await Promise.all([paystack.close(), stripe.close()]);
  });

  const db = () => shop.database.db;
  const checkout = () => shop.app.services.checkout;
  const orderRow = async (reference: string) => (await db().select().from(orders).where(eq(orders.paymentReference, reference)))[0]!;
  const refundRow = async (orderId: number) => (await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)))[0]!;
  const ledger = async (orderId: number) =>
    (await db().select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId)).orderBy(paymentLedger.id)).map((e) => [
      e.kind,
      e.amountMinor,
      e.providerRef,
    ]);
  const lateMails = async (email: string) =>
    (
      await db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'late-refund')))
    ).length;
  const paystackRefunds = (reference: string) => [...paystack.refunds.values()].filter((r) => r.transaction_reference === reference);

  /** A Paystack payment that arrives for an attempt a newer checkout replaced: Paystack's charge.success reaches the shop. */
  const lateNairaPayment = async () => {
    const c = await newCustomer(shop);
    const serum = await productBySlug(shop);
    const start = () =>
      c.post('/api/order/initiate-order', {
        country: 'NG',
        cartItems: [{ id: serum.id, quantity: 1 }],
        isPickup: true,
        idempotency_key: newKey(),
      });
    const { reference } = (await start()).json();
    await start(); // the laptop starts a newer checkout: Paystack cannot stop the old one
    const paid = paystack.settle(reference, 'success');
    const body = { event: 'charge.success', data: { id: paid.id, reference, status: 'success', amount: paid.amount, currency: 'NGN' } };
    expect((await paystackWebhook(shop, PAYSTACK_KEY, body)).json()).toEqual({ received: true, outcome: 'refund-due' });
    return { c, reference: reference as string, order: await orderRow(reference), amount: paid.amount };
  };

  /** A card payment that went through for the phone's attempt while the laptop's checkout was replacing it. */
  const lateCardPayment = async () => {
    const c = await newCustomer(shop);
    const address = await c.addAddress(GB_ADDRESS);
    const serum = await productBySlug(shop);
    const start = () =>
      c.post('/api/create-payment-intent', {
        country: 'GB',
        cartItems: [{ id: serum.id, quantity: 1 }],
        address,
        delivery_method: 'DPD Next Day',
        idempotency_key: newKey(),
      });
    const { reference } = (await start()).json();
    await start();
    const order = await orderRow(reference);
    expect(order.status).toBe('abandoned');
    // The card was charged as Stripe was cancelling the intent.
    const intent = stripe.intents.get(order.providerPaymentId!)!;
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
    return { c, reference: reference as string, order };
  };

  it('writes a Paystack late refund as an order refund of kind late; after an hour the reconcile run asks about it and settles it once', async () => {
    const done = await lateNairaPayment();
    const [refund] = paystackRefunds(done.reference);
    const row = await refundRow(done.order.id);
    expect(row).toMatchObject({
      kind: 'late',
      staffId: null,
      status: 'pending',
      attempt: 1,
      amountMinor: done.amount,
      providerRefundId: `paystack-refund:${refund!.id}`,
    });
    expect(refund!.merchant_note).toBe(`Order refund order-refund-${row.id}-1`);
    expect((await orderRow(done.reference)).status).toBe('refunded');
    paystack.processRefund(refund!.id); // its webhook is lost

    const failed = await lateNairaPayment();
    const [lost] = paystackRefunds(failed.reference);
    paystack.failRefund(lost!.id); // so is this one's

    expect(await checkout().reconcileRefunds()).toEqual(QUIET);
    expect(await checkout().reconcileRefunds(LATER())).toEqual({ checked: 2, refunded: 0, failed: 1, errors: 0 });
    expect(await checkout().reconcileRefunds(LATER())).toEqual(QUIET);

    // Paystack finished the first: it was written when Paystack took it, so only its row moves.
    expect(await refundRow(done.order.id)).toMatchObject({ status: 'succeeded', completedAt: expect.any(Date) });
    expect(await ledger(done.order.id)).toEqual([
      ['payment', done.amount, done.reference],
      ['refund', -done.amount, `paystack-refund:${refund!.id}`],
    ]);
    expect(await lateMails(done.c.email)).toBe(1);
    // The second failed: the money is still held, once, and staff see why.
    const held = await orderRow(failed.reference);
    expect([held.status, held.reviewReason]).toEqual([
      'review',
      `The refund of ${formatMoney(failed.amount, 'NG')} (paid after the checkout had ended) failed at the provider, so the money is still held: refund the customer from the provider's dashboard.`,
    ]);
    expect(await ledger(failed.order.id)).toEqual([
      ['payment', failed.amount, failed.reference],
      ['refund', -failed.amount, `paystack-refund:${lost!.id}`],
      ['reversal', failed.amount, `paystack-refund:${lost!.id}`],
    ]);
    expect(await refundRow(failed.order.id)).toMatchObject({ status: 'failed', attempt: 2 });
    // Its webhook arriving after all changes nothing more.
    expect((await paystackWebhook(shop, PAYSTACK_KEY, paystack.failRefund(lost!.id))).json()).toEqual({
      received: true,
      outcome: 'failed',
    });
    expect(await ledger(failed.order.id)).toHaveLength(3);

    // Staff refund what is held: their refund takes the row over, as its next attempt.
    const staff = await newStaff(shop);
    const retried = await staff.post(`/api/admin/orders/${held.orderNumber}/cancel`, {});
    expect(retried.json()).toMatchObject({ status: 'review', refund: { status: 'pending' } });
    const row2 = await refundRow(failed.order.id);
    expect(row2).toMatchObject({ kind: 'staff', staffId: staff.userId, status: 'pending', attempt: 2 });
    const second = paystackRefunds(failed.reference).find((r) => r.id !== lost!.id)!;
    expect(second).toMatchObject({ amount: failed.amount, merchant_note: `Order refund order-refund-${row2.id}-2` });
    expect((await paystackWebhook(shop, PAYSTACK_KEY, paystack.processRefund(second.id))).json()).toEqual({
      received: true,
      outcome: 'refunded',
    });
    expect((await orderRow(failed.reference)).status).toBe('refunded');
    expect(await ledger(failed.order.id)).toEqual([
      ['payment', failed.amount, failed.reference],
      ['refund', -failed.amount, `paystack-refund:${lost!.id}`],
      ['reversal', failed.amount, `paystack-refund:${lost!.id}`],
      ['refund', -failed.amount, `paystack-refund:${second.id}`],
    ]);
  });

  it('does not ask Paystack twice when its answer was lost; the reconcile run finds the refund by its key after an hour', async () => {
    paystack.loseNextRefundAnswer();
    const late = await lateNairaPayment();
    expect(paystackRefunds(late.reference)).toHaveLength(1);
    const row = await refundRow(late.order.id);
    expect(row).toMatchObject({ kind: 'late', status: 'unanswered', attempt: 1, providerRefundId: null });
    expect(await ledger(late.order.id)).toEqual([['payment', late.amount, late.reference]]);
    // The shopper comes back and the next runs go by: nobody asks Paystack again meanwhile.
    expect((await late.c.post('/api/payments/confirm', { reference: late.reference })).json()).toEqual({
      status: 'abandoned',
      order_number: late.order.orderNumber,
      message: lateRefundMessage(formatMoney(late.amount, 'NG')),
    });
    expect((await reconcilePendingOrders(db(), checkout())).refunds).toEqual(QUIET);
    expect(paystackRefunds(late.reference)).toHaveLength(1);

    // An hour on: GET /refund?transaction=<id> names the refund by the key in its merchant note.
    expect((await reconcilePendingOrders(db(), checkout(), LATER())).refunds).toEqual({ checked: 1, refunded: 1, failed: 0, errors: 0 });
    const [refund] = paystackRefunds(late.reference);
    expect(await refundRow(late.order.id)).toMatchObject({ status: 'pending', providerRefundId: `paystack-refund:${refund!.id}` });
    expect((await orderRow(late.reference)).status).toBe('refunded');
    expect(await ledger(late.order.id)).toEqual([
      ['payment', late.amount, late.reference],
      ['refund', -late.amount, `paystack-refund:${refund!.id}`],
    ]);
    expect(await lateMails(late.c.email)).toBe(1);

    expect((await paystackWebhook(shop, PAYSTACK_KEY, paystack.processRefund(refund!.id))).json()).toEqual({
      received: true,
      outcome: 'already-refunded',
    });
    expect(await refundRow(late.order.id)).toMatchObject({ status: 'succeeded' });
    expect(await checkout().reconcileRefunds(LATER())).toEqual(QUIET);
    expect(paystackRefunds(late.reference)).toHaveLength(1);
    expect(await ledger(late.order.id)).toHaveLength(2);
    expect(await lateMails(late.c.email)).toBe(1);
  });

  it('asks Stripe again with a new key after it refused a late refund', async () => {
    const late = await lateCardPayment();
    stripe.refundsStartAs('failed');
    const back = await late.c.post('/api/payments/confirm', { reference: late.reference });
    expect(back.json()).toEqual({
      status: 'abandoned',
      order_number: late.order.orderNumber,
      message: lateRefundMessage(formatMoney(late.order.totalMinor, 'GB')),
    });
    const row = await refundRow(late.order.id);
    expect(row).toMatchObject({ kind: 'late', status: 'failed', attempt: 2 });

    stripe.refundsStartAs('succeeded');
    const run = await reconcilePendingOrders(db(), checkout());
    expect(run.refunded).toBe(1);
    expect(stripe.refundKeys.slice(-2)).toEqual([`order-refund-${row.id}-1`, `order-refund-${row.id}-2`]);
    const refunds = [...stripe.refunds.values()].filter((r) => r.payment_intent === late.order.providerPaymentId);
    expect(refunds.map((r) => [r.status, r.amount, r.metadata.refund_key])).toEqual([
      ['failed', late.order.totalMinor, `order-refund-${row.id}-1`],
      ['succeeded', late.order.totalMinor, `order-refund-${row.id}-2`],
    ]);
    expect(await refundRow(late.order.id)).toMatchObject({ status: 'succeeded', attempt: 2, providerRefundId: refunds[1]!.id });
    expect((await orderRow(late.reference)).status).toBe('refunded');
    expect(await ledger(late.order.id)).toEqual([
      ['payment', late.order.totalMinor, late.reference],
      ['refund', -late.order.totalMinor, refunds[1]!.id],
    ]);
    expect(await lateMails(late.c.email)).toBe(1);
    expect((await reconcilePendingOrders(db(), checkout(), LATER())).refunds).toEqual(QUIET);
  });

  it('ends a late refund Stripe never made (a 500) after an hour, then asks with a new key; one whose answer was lost is found and settled once', async () => {
    const never = await lateCardPayment();
    stripe.failNextRefund();
    expect((await never.c.post('/api/payments/confirm', { reference: never.reference })).json().status).toBe('abandoned');
    const row = await refundRow(never.order.id);
    expect(row).toMatchObject({ status: 'unanswered', attempt: 1 });

    const lost = await lateCardPayment();
    stripe.beforeNextRefundAnswer(async () => 'lose');
    expect((await lost.c.post('/api/payments/confirm', { reference: lost.reference })).json().status).toBe('abandoned');
    expect(await refundRow(lost.order.id)).toMatchObject({ status: 'unanswered', attempt: 1 });

    const asked = stripe.refundKeys.length;
    expect((await reconcilePendingOrders(db(), checkout())).refunds).toEqual(QUIET);
    expect(stripe.refundKeys).toHaveLength(asked);
    // An hour on, GET /v1/refunds?payment_intent=… : the first attempt left no refund, the second did.
    const run = await reconcilePendingOrders(db(), checkout(), LATER());
    expect(run.refunds).toEqual({ checked: 2, refunded: 1, failed: 1, errors: 0 });
    expect(await refundRow(never.order.id)).toMatchObject({ status: 'failed', attempt: 2, providerRefundId: null });
    const [made] = [...stripe.refunds.values()].filter((r) => r.payment_intent === lost.order.providerPaymentId);
    expect(await refundRow(lost.order.id)).toMatchObject({ status: 'succeeded', attempt: 1, providerRefundId: made!.id });
    expect(await ledger(lost.order.id)).toEqual([
      ['payment', lost.order.totalMinor, lost.reference],
      ['refund', -lost.order.totalMinor, made!.id],
    ]);
    expect(await lateMails(lost.c.email)).toBe(1);

    // The next run asks for the first again, as a new refund.
    const again = await reconcilePendingOrders(db(), checkout(), LATER());
    expect([again.refunded, again.refunds]).toEqual([1, QUIET]);
    expect(stripe.refundKeys.at(-1)).toBe(`order-refund-${row.id}-2`);
    expect((await orderRow(never.reference)).status).toBe('refunded');
    expect(await refundRow(never.order.id)).toMatchObject({ status: 'succeeded', attempt: 2 });
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === never.order.providerPaymentId)).toHaveLength(1);
    expect(await lateMails(never.c.email)).toBe(1);
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === lost.order.providerPaymentId)).toHaveLength(1);
  });
});
