import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_MESSAGES as M } from '../../domain/returns/returns';
import { orders } from '../checkout/schema';
import { paymentLedger } from '../payments/schema';
import { creditNotes } from '../tax/schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { GB_ADDRESS, newCustomer, newKey, type TestCustomer } from '../test/customers';
import { startFakeStripe, stripeWebhook } from '../test/fake-stripe';
import { productBySlug } from '../test/orders';
import { newStaff, type TestStaff } from '../test/staff';
import { askReturn, SERUM } from './test-support';

const STRIPE_KEY = 'sk_test_stripe_returns';
const WEBHOOK_SECRET = 'whsec_returns';

describe.each(BACKENDS)('return refunds through Stripe on %s', (backend) => {
  let shop: TestShop;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let staff: TestStaff;
  let buyer: TestCustomer;
  beforeAll(async () => {
    stripe = await startFakeStripe(STRIPE_KEY);
    shop = await createTestShop(
      backend,
      {
        AUTH_RATE_LIMIT: '10000',
        STRIPE_SECRET_KEY: STRIPE_KEY,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_returns',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
      },
      { mailWorker: false },
    );
    staff = await newStaff(shop);
    buyer = await newCustomer(shop, 'Ngozi');
  });
  afterAll(async () => {
    await shop.close();
    await stripe.close();
  });

  const webhook = (event: object) => stripeWebhook(shop, WEBHOOK_SECRET, event);
  const refundsOf = async (orderId: number) =>
    (
      await shop.database.db
        .select()
        .from(paymentLedger)
        .where(and(eq(paymentLedger.orderId, orderId), eq(paymentLedger.kind, 'refund')))
    ).map((e) => [e.amountMinor, e.providerRef]);
  const creditNotesOf = async (orderId: number) =>
    (await shop.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId))).map((n) => n.source);
  const returnOf = async (id: number) => (await staff.get(`/api/admin/returns/${id}`)).json().data;

  /** A delivered GB order of two serums paid by card through Stripe, and the serums' line id. */
  const deliveredCardOrder = async () => {
    const serum = await productBySlug(shop, SERUM);
    const address = await buyer.addAddress(GB_ADDRESS);
    const { reference } = (
      await buyer.post('/api/create-payment-intent', {
        country: 'GB',
        cartItems: [{ id: serum.id, quantity: 2 }],
        address,
        delivery_method: 'DPD Next Day',
        idempotency_key: newKey(),
      })
    ).json();
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.paymentReference, reference));
    stripe.succeed(order!.providerPaymentId!);
    expect((await buyer.post('/api/payments/confirm', { reference })).json().status).toBe('processing');
    expect((await staff.post(`/api/admin/orders/${order!.orderNumber}/complete`, {})).statusCode).toBe(200);
    const line = (await buyer.get(`/api/order/my-orders/${order!.orderNumber}/returns`)).json().data.lines[0].line_id as number;
    return { order: order!, line };
  };
  const receivedReturn = async (orderNumber: string, line: number) => {
    const id = (await askReturn(shop, buyer, orderNumber, { lines: [{ line_id: line, quantity: 1 }] })).json().data.id as number;
    await staff.post(`/api/admin/returns/${id}/approve`, {});
    return { id, received: await staff.post(`/api/admin/returns/${id}/receive`, { lines: [{ line_id: line, restock: false }] }) };
  };
  const refundsAtStripe = (intent: string) => [...stripe.refunds.values()].filter((r) => r.payment_intent === intent);

  it('completes a partial refund Stripe first answered pending from its refund.updated event, once; charge.refunded is not read', async () => {
    const { order, line } = await deliveredCardOrder();
    stripe.refundsStartAs('pending');
    const { id, received } = await receivedReturn(order.orderNumber, line);
    stripe.refundsStartAs('succeeded');
    expect(received.json()).toMatchObject({ message: M.refundPending, data: { status: 'received' } });
    const part = received.json().data.refund_minor as number;
    expect(part).toBeLessThan(order.totalMinor);
    const [refund] = refundsAtStripe(order.providerPaymentId!);
    expect([refund!.amount, refund!.status, refund!.metadata.refund_key]).toEqual([part, 'pending', `return-${id}-1`]);

    // The charge's running total says it is not refunded in full: that is no word on this refund.
    const charge = {
      id: 'evt_charge_refunded_part',
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: {
          id: 'ch_1',
          object: 'charge',
          payment_intent: order.providerPaymentId,
          amount: order.totalMinor,
          amount_refunded: part,
          refunded: false,
          currency: 'gbp',
        },
      },
    };
    expect((await webhook(charge)).json()).toEqual({ received: true });
    expect((await returnOf(id)).status).toBe('received');

    const done = stripe.finishRefund(refund!.id, 'succeeded');
    expect((await webhook(done)).json()).toEqual({ received: true, outcome: 'refunded' });
    expect((await webhook(done)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await returnOf(id)).status).toBe('refunded');
    expect(await refundsOf(order.id)).toEqual([[-part, refund!.id]]);
    expect(await creditNotesOf(order.id)).toEqual([`return:${id}`]);
  });

  it('leaves the return "refund failed" when Stripe reports its refund failed; the retry is a new refund with a new key', async () => {
    const { order, line } = await deliveredCardOrder();
    stripe.refundsStartAs('pending');
    const { id } = await receivedReturn(order.orderNumber, line);
    const [first] = refundsAtStripe(order.providerPaymentId!);
    const failed = stripe.finishRefund(first!.id, 'failed');
    expect((await webhook(failed)).json()).toEqual({ received: true, outcome: 'failed' });
    expect(await returnOf(id)).toMatchObject({ status: 'refund_failed', refund_error: 'The provider reported the refund as failed' });
    // The same news again, under another event id, changes nothing.
    expect((await webhook({ ...failed, id: `${failed.id}_again` })).json()).toEqual({ received: true, outcome: 'already-failed' });

    const retried = await staff.post(`/api/admin/returns/${id}/retry-refund`, {});
    expect(retried.json()).toMatchObject({ message: M.refundPending, data: { status: 'received', refund_error: null } });
    stripe.refundsStartAs('succeeded');
    const keys = stripe.refundKeys.filter((k) => k.startsWith(`return-${id}-`));
    expect(keys).toEqual([`return-${id}-1`, `return-${id}-2`]);
    const [, second] = refundsAtStripe(order.providerPaymentId!);
    expect(second!.id).not.toBe(first!.id);
    // The failed refund's old news cannot touch the new attempt.
    expect((await webhook({ ...failed, id: `${failed.id}_late` })).json()).toEqual({ received: true, outcome: 'unknown-refund' });
    expect((await returnOf(id)).status).toBe('received');

    expect((await webhook(stripe.finishRefund(second!.id, 'succeeded'))).json()).toEqual({ received: true, outcome: 'refunded' });
    expect((await returnOf(id)).status).toBe('refunded');
    expect(await refundsOf(order.id)).toEqual([[-second!.amount, second!.id]]);
  });
});
