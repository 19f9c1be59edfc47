import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../catalog/schema';
import { orders } from '../checkout/schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { GB_ADDRESS, newCustomer, newKey, type TestCustomer } from '../test/customers';
import { paystackWebhook as signedPaystackWebhook, startFakePaystack } from '../test/fake-paystack';
import { startFakeStripe } from '../test/fake-stripe';
import { decodeQuotedPrintable, startSmtpPeer } from '../test/smtp';
import { formatMoney } from '../../domain/money';
import { CHECKOUT_REPLACED, lateRefundMessage } from '../../domain/checkout/payments';
import { netPaid } from './ledger';
import { paymentLedger } from './schema';

const PAYSTACK_KEY = 'sk_test_paystack123';
const STRIPE_KEY = 'sk_test_stripe123';
const WEBHOOK_SECRET = 'whsec_testsecret123';

describe.each(BACKENDS)('real payment adapters against local provider servers on %s', (backend) => {
  let shop: TestShop;
  let paystack: Awaited<ReturnType<typeof startFakePaystack>>;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let serumId: number;
  beforeAll(async () => {
    [paystack, stripe, smtp] = await Promise.all([startFakePaystack(PAYSTACK_KEY), startFakeStripe(STRIPE_KEY), startSmtpPeer()]);
    shop = await createTestShop(backend, {
      AUTH_RATE_LIMIT: '10000',
      SMTP_URL: smtp.url,
      PAYSTACK_SECRET_KEY: PAYSTACK_KEY,
      PAYSTACK_BASE_URL: paystack.baseUrl,
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
    serumId = (await shop.database.db.select().from(products).where(eq(products.slug, 'radiance-vitamin-c-serum')))[0]!.id;
  });
  afterAll(async () => {
    await shop.close();
    await Promise.all([paystack.close(), stripe.close(), smtp.close()]);
  });

  const paystackWebhook = (body: object, signature?: string) => signedPaystackWebhook(shop, PAYSTACK_KEY, body, signature);
  const ngOrder = async (c: TestCustomer) => {
    const res = await c.post('/api/order/initiate-order', {
      country: 'NG',
      cartItems: [{ id: serumId, quantity: 1 }],
      isPickup: true,
      idempotency_key: newKey(),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { payment_url: string; reference: string; order_number: string };
  };
  const orderRow = async (reference: string) =>
    (await shop.database.db.select().from(orders).where(eq(orders.paymentReference, reference)))[0]!;

  it('initialises a Paystack transaction in kobo and verifies it on the callback', async () => {
    const c = await newCustomer(shop);
    const { payment_url, reference } = await ngOrder(c);
    expect(payment_url).toBe(`https://checkout.paystack.test/${reference}`);
    const txn = paystack.txns.get(reference)!;
    expect(txn).toMatchObject({ amount: (await orderRow(reference)).totalMinor, currency: 'NGN', email: c.email });
    expect((await c.post('/api/payments/confirm', { reference })).json().status).toBe('pending');
    paystack.settle(reference, 'success');
    expect((await c.post('/api/payments/confirm', { reference })).json().status).toBe('processing');
  });

  it('answers 502 and keeps the order pending when the provider cannot be reached', async () => {
    const c = await newCustomer(shop);
    const { reference } = await ngOrder(c);
    paystack.txns.delete(reference);
    const res = await c.post('/api/payments/confirm', { reference });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'We could not check your payment just now. Please try again in a moment.' });
    expect((await orderRow(reference)).status).toBe('pending');
  });

  it('holds an order for review when the paid amount differs', async () => {
    const c = await newCustomer(shop);
    const { reference } = await ngOrder(c);
    paystack.settle(reference, 'success', 100);
    expect((await c.post('/api/payments/confirm', { reference })).json().status).toBe('review');
  });

  it('refunds in full a Paystack payment made on an attempt a newer checkout replaced, and says so', async () => {
    const c = await newCustomer(shop);
    const { reference, order_number } = await ngOrder(c);
    await ngOrder(c); // the laptop starts a newer checkout: Paystack cannot stop the old one
    expect((await orderRow(reference)).status).toBe('abandoned');
    const paid = paystack.settle(reference, 'success');
    const body = { event: 'charge.success', data: { id: paid.id, reference, status: 'success', amount: paid.amount, currency: 'NGN' } };
    expect((await paystackWebhook(body)).json()).toEqual({ received: true, outcome: 'refund-due' });
    expect([...paystack.refunds.values()].filter((r) => r.transaction_reference === paid.reference).map((r) => r.amount)).toEqual([
      paid.amount,
    ]);
    const row = await orderRow(reference);
    expect(row.status).toBe('refunded');
    const ledger = await shop.database.db.select().from(paymentLedger).where(eq(paymentLedger.orderId, row.id)).orderBy(paymentLedger.id);
    expect(ledger.map((e) => [e.kind, e.amountMinor, e.currency])).toEqual([
      ['payment', paid.amount, 'NGN'],
      ['refund', -paid.amount, 'NGN'],
    ]);
    // The phone returns from Paystack: it is told the money went back, once, and so is the mailbox.
    const amount = formatMoney(paid.amount, 'NG');
    expect((await c.post('/api/payments/confirm', { reference })).json()).toEqual({
      status: 'refunded',
      order_number,
      message: lateRefundMessage(amount),
    });
    expect([...paystack.refunds.values()].filter((r) => r.transaction_reference === paid.reference)).toHaveLength(1);
    const refundMail = () =>
      smtp.received.find((m) => m.to.includes(c.email) && m.raw.includes(`Subject: Your payment for ${order_number} was refunded`));
    await expect.poll(() => Boolean(refundMail())).toBe(true);
    expect(decodeQuotedPrintable(refundMail()!.raw)).toContain('Refunds take 5-10 business days to reach your account.');
    // Money moved, so it shows in My Orders, as refunded.
    const mine = (await c.get('/api/order/my-orders'))
      .json()
      .data.map((o: { order_number: string; status: string }) => [o.order_number, o.status]);
    expect(mine).toEqual([[order_number, 'refunded']]);
    // Paystack's word that the refund went through changes nothing: it was written when asked.
    const [refund] = [...paystack.refunds.values()].filter((r) => r.transaction_reference === reference);
    expect((await paystackWebhook(paystack.processRefund(refund!.id))).json()).toEqual({ received: true, outcome: 'already-refunded' });
    expect((await orderRow(reference)).status).toBe('refunded');
  });

  it('holds a late payment for review when Paystack fails its refund later, with the money back in the ledger, once', async () => {
    const c = await newCustomer(shop);
    const { reference, order_number } = await ngOrder(c);
    await ngOrder(c);
    const paid = paystack.settle(reference, 'success');
    const body = { event: 'charge.success', data: { id: paid.id, reference, status: 'success', amount: paid.amount, currency: 'NGN' } };
    expect((await paystackWebhook(body)).json()).toEqual({ received: true, outcome: 'refund-due' });
    const [refund] = [...paystack.refunds.values()].filter((r) => r.transaction_reference === reference);
    const failed = paystack.failRefund(refund!.id);
    // Delivered twice at once: both may apply it, the ledger's unique key keeps one reversal.
    const outcomes = (await Promise.all([paystackWebhook(failed), paystackWebhook(failed)])).map((r) => r.json().outcome);
    expect(outcomes.filter((o) => o === 'failed').length).toBeGreaterThanOrEqual(1);
    expect(outcomes.every((o) => o === 'failed' || o === 'duplicate')).toBe(true);
    const row = await orderRow(reference);
    expect([row.status, row.reviewReason]).toEqual([
      'review',
      `The refund of ${formatMoney(paid.amount, 'NG')} (paid after the checkout had ended) failed at the provider, so the money is still held: refund the customer from the provider's dashboard.`,
    ]);
    const ledger = async () =>
      (await shop.database.db.select().from(paymentLedger).where(eq(paymentLedger.orderId, row.id)).orderBy(paymentLedger.id)).map((e) => [
        e.kind,
        e.amountMinor,
        e.providerRef,
      ]);
    const expected = [
      ['payment', paid.amount, reference],
      ['refund', -paid.amount, `paystack-refund:${refund!.id}`],
      ['reversal', paid.amount, `paystack-refund:${refund!.id}`],
    ];
    expect(await ledger()).toEqual(expected);
    expect(await netPaid(shop.database.db, row.id)).toBe(paid.amount);
    expect((await c.get(`/api/order/my-orders/${order_number}`)).json().data).toMatchObject({ status: 'review', refunded_minor: 0 });
    expect((await paystackWebhook(failed)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await ledger()).toEqual(expected);
    // The shopper coming back is not refunded a second time, and nothing is asked of Paystack again.
    expect((await c.post('/api/payments/confirm', { reference })).json().status).toBe('review');
    expect([...paystack.refunds.values()].filter((r) => r.transaction_reference === reference)).toHaveLength(1);
  });

  it('refunds once when the webhook and two returns report a late payment at the same time', async () => {
    const c = await newCustomer(shop);
    const { reference } = await ngOrder(c);
    await ngOrder(c);
    const paid = paystack.settle(reference, 'success');
    const body = { event: 'charge.success', data: { id: paid.id, reference, status: 'success', amount: paid.amount, currency: 'NGN' } };
    await Promise.all([
      paystackWebhook(body),
      c.post('/api/payments/confirm', { reference }),
      c.post('/api/payments/confirm', { reference }),
    ]);
    await expect.poll(async () => (await orderRow(reference)).status).toBe('refunded');
    expect([...paystack.refunds.values()].filter((r) => r.transaction_reference === paid.reference)).toHaveLength(1);
    const ledger = await shop.database.db
      .select()
      .from(paymentLedger)
      .where(eq(paymentLedger.orderId, (await orderRow(reference)).id));
    expect(ledger.map((e) => e.amountMinor).sort((a, b) => a - b)).toEqual([-paid.amount, paid.amount]);
  });

  it('holds a pending order for review when a payment of another amount arrives for it', async () => {
    const c = await newCustomer(shop);
    const { reference } = await ngOrder(c);
    const body = { event: 'charge.success', data: { id: 555001, reference, status: 'success', amount: 100, currency: 'NGN' } };
    expect((await paystackWebhook(body)).json()).toEqual({ received: true, outcome: 'review' });
    const row = await orderRow(reference);
    expect(row.status).toBe('review');
    const naira = (minor: number) => (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(row.reviewReason).toBe(`Paid 1.00 NGN, expected ${naira(row.totalMinor)} NGN`);
  });

  it('keeps an order pending while Paystack reports its transaction abandoned (not yet completed)', async () => {
    const c = await newCustomer(shop);
    const { reference } = await ngOrder(c);
    paystack.settle(reference, 'abandoned');
    expect((await c.post('/api/payments/confirm', { reference })).json().status).toBe('pending');
    paystack.settle(reference, 'success');
    expect((await c.post('/api/payments/confirm', { reference })).json().status).toBe('processing');
  });

  it('rejects Paystack webhooks with a missing, wrong or replayed-with-tampering signature', async () => {
    const c = await newCustomer(shop);
    const { reference } = await ngOrder(c);
    const body = {
      event: 'charge.success',
      data: { id: 1, reference, status: 'success', amount: (await orderRow(reference)).totalMinor, currency: 'NGN' },
    };
    const missing = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/paystack',
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Missing or malformed signature' });
    const wrong = await paystackWebhook(body, crypto.createHmac('sha512', 'sk_test_other').update(JSON.stringify(body)).digest('hex'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Invalid signature' });
    // A valid signature replayed over a changed body no longer matches.
    const sig = crypto.createHmac('sha512', PAYSTACK_KEY).update(JSON.stringify(body)).digest('hex');
    const tampered = await paystackWebhook({ ...body, data: { ...body.data, amount: 1 } }, sig);
    expect(tampered.statusCode).toBe(400);
    expect((await orderRow(reference)).status).toBe('pending');
  });

  it('turns three concurrent identical charge.success webhooks into one paid transition and one email', async () => {
    const c = await newCustomer(shop);
    const { reference, order_number } = await ngOrder(c);
    const body = {
      event: 'charge.success',
      data: { id: 987654, reference, status: 'success', amount: (await orderRow(reference)).totalMinor, currency: 'NGN' },
    };
    const results = await Promise.all([1, 2, 3].map(() => paystackWebhook(body)));
    for (const r of results) expect(r.statusCode).toBe(200);
    expect(results.map((r) => r.json().outcome).filter((o) => o === 'paid')).toHaveLength(1);
    expect((await orderRow(reference)).status).toBe('processing');
    await smtp.waitFor(c.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = smtp.received.filter((m) => m.to.includes(c.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain(`Subject: Your Zaron order ${order_number} is confirmed`);
    const replay = await paystackWebhook(body);
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
  });

  const gbIntent = async (c: TestCustomer, address: { id: number }) => {
    const res = await c.post('/api/create-payment-intent', {
      country: 'GB',
      cartItems: [{ id: serumId, quantity: 1 }],
      address,
      delivery_method: { name: 'Royal Mail Tracked 48' },
      idempotency_key: newKey(),
    });
    expect(res.statusCode).toBe(200);
    return {
      ...(res.json() as { reference: string; order_number: string }),
      intentId: (await orderRow(res.json().reference)).providerPaymentId!,
    };
  };

  it("cancels the phone's PaymentIntent at Stripe before the laptop's checkout replaces it, and tells the phone", async () => {
    const c = await newCustomer(shop);
    const address = await c.addAddress(GB_ADDRESS);
    const phone = await gbIntent(c, address);
    const laptop = await gbIntent(c, address);
    expect(stripe.intents.get(phone.intentId)!.status).toBe('canceled');
    expect(() => stripe.succeed(phone.intentId)).toThrow('payment_intent_unexpected_state');
    expect((await c.post('/api/payments/confirm', { reference: phone.reference })).json()).toEqual({
      status: 'abandoned',
      order_number: phone.order_number,
      message: CHECKOUT_REPLACED,
    });
    stripe.succeed(laptop.intentId);
    expect((await c.post('/api/payments/confirm', { reference: laptop.reference })).json()).toEqual({
      status: 'processing',
      order_number: laptop.order_number,
    });
    expect((await c.get('/api/order/my-orders')).json().data.map((o: { order_number: string }) => o.order_number)).toEqual([
      laptop.order_number,
    ]);
  });

  it("keeps a payment made on the phone just before the laptop starts: the phone's order stands and the laptop is told", async () => {
    const c = await newCustomer(shop);
    const address = await c.addAddress(GB_ADDRESS);
    const phone = await gbIntent(c, address);
    stripe.succeed(phone.intentId);
    const laptop = await c.post('/api/create-payment-intent', {
      country: 'GB',
      cartItems: [{ id: serumId, quantity: 2 }],
      address,
      delivery_method: { name: 'Royal Mail Tracked 48' },
      idempotency_key: newKey(),
    });
    expect(laptop.statusCode).toBe(409);
    expect(laptop.json()).toEqual({
      message: `Your checkout on another device has just been paid: order ${phone.order_number} is in My Orders.`,
    });
    expect((await orderRow(phone.reference)).status).toBe('processing');
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === phone.intentId)).toEqual([]);
  });

  it('creates a Stripe PaymentIntent with an idempotency key and marks it paid from a signed webhook', async () => {
    const c = await newCustomer(shop);
    const address = await c.addAddress(GB_ADDRESS);
    const body = {
      country: 'GB',
      cartItems: [{ id: serumId, quantity: 1 }],
      address,
      delivery_method: { name: 'Royal Mail Tracked 48' },
      idempotency_key: newKey(),
    };
    const res = await c.post('/api/create-payment-intent', body);
    expect(res.statusCode).toBe(200);
    const { client_secret, reference, publishable_key, provider } = res.json();
    expect(provider).toBe('stripe');
    expect(publishable_key).toBe('pk_test_abc123');
    const order = await orderRow(reference);
    const intent = stripe.intents.get(order.providerPaymentId!)!;
    expect(intent).toMatchObject({
      amount: order.totalMinor,
      currency: 'gbp',
      client_secret,
      metadata: { reference, order_number: order.orderNumber },
    });
    expect((await c.post('/api/create-payment-intent', body)).json().client_secret).toBe(client_secret);
    expect(stripe.intents.size).toBeGreaterThanOrEqual(1);

    const succeeded = stripe.succeed(intent.id);
    const payload = JSON.stringify({ id: 'evt_123', object: 'event', type: 'payment_intent.succeeded', data: { object: succeeded } });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const bad = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Invalid signature' });
    const ok = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
    expect(ok.json()).toEqual({ received: true, outcome: 'paid' });
    expect((await orderRow(reference)).status).toBe('processing');
  });

  it('verifies a Stripe payment when the customer returns without a webhook', async () => {
    const c = await newCustomer(shop);
    const address = await c.addAddress(GB_ADDRESS);
    const res = await c.post('/api/create-payment-intent', {
      country: 'GB',
      cartItems: [{ id: serumId, quantity: 1 }],
      address,
      delivery_method: 'DPD Next Day',
      idempotency_key: newKey(),
    });
    const order = await orderRow(res.json().reference);
    expect((await c.post('/api/payments/confirm', { reference: order.paymentReference })).json().status).toBe('pending');
    stripe.succeed(order.providerPaymentId!);
    expect((await c.post('/api/payments/confirm', { reference: order.paymentReference })).json().status).toBe('processing');
  });
});
