import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_MESSAGES as M } from '../../domain/returns/returns';
import { orders } from '../checkout/schema';
import { paymentLedger } from '../payments/schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { newCustomer, newKey, type TestCustomer } from '../test/customers';
import { paystackWebhook, startFakePaystack } from '../test/fake-paystack';
import { productBySlug } from '../test/orders';
import { newStaff, type TestStaff } from '../test/staff';
import { askReturn, SERUM } from './test-support';

const PAYSTACK_KEY = 'sk_test_paystack_returns';

describe.each(BACKENDS)('return refunds through Paystack on %s', (backend) => {
  let shop: TestShop;
  let paystack: Awaited<ReturnType<typeof startFakePaystack>>;
  let staff: TestStaff;
  let buyer: TestCustomer;
  beforeAll(async () => {
    paystack = await startFakePaystack(PAYSTACK_KEY);
    shop = await createTestShop(
      backend,
      { AUTH_RATE_LIMIT: '10000', PAYSTACK_SECRET_KEY: PAYSTACK_KEY, PAYSTACK_BASE_URL: paystack.baseUrl },
      { mailWorker: false },
    );
    staff = await newStaff(shop);
    buyer = await newCustomer(shop, 'Ngozi');
  });
  afterAll(async () => {
    await shop.close();
    await paystack.close();
  });

  const webhook = (body: object) => paystackWebhook(shop, PAYSTACK_KEY, body);
  const refundsOf = async (orderId: number) =>
    (
      await shop.database.db
        .select()
        .from(paymentLedger)
        .where(and(eq(paymentLedger.orderId, orderId), eq(paymentLedger.kind, 'refund')))
    ).map((e) => e.amountMinor);

  /** A delivered Lagos pickup order of two serums paid through Paystack, and the serums' line id. */
  const deliveredOrder = async () => {
    const serum = await productBySlug(shop, SERUM);
    const { reference } = (
      await buyer.post('/api/order/initiate-order', {
        country: 'NG',
        cartItems: [{ id: serum.id, quantity: 2 }],
        isPickup: true,
        idempotency_key: newKey(),
      })
    ).json();
    paystack.settle(reference, 'success');
    expect((await buyer.post('/api/payments/confirm', { reference })).json().status).toBe('processing');
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.paymentReference, reference));
    expect((await staff.post(`/api/admin/orders/${order!.orderNumber}/complete`, {})).statusCode).toBe(200);
    const line = (await buyer.get(`/api/order/my-orders/${order!.orderNumber}/returns`)).json().data.lines[0].line_id as number;
    return { order: order!, line };
  };
  const receivedReturn = async (orderNumber: string, line: number) => {
    const id = (await askReturn(shop, buyer, orderNumber, { lines: [{ line_id: line, quantity: 1 }] })).json().data.id as number;
    await staff.post(`/api/admin/returns/${id}/approve`, {});
    return { id, received: await staff.post(`/api/admin/returns/${id}/receive`, { lines: [{ line_id: line, restock: false }] }) };
  };

  it('asks Paystack for a partial refund and completes the return once when refund.processed arrives', async () => {
    const { order, line } = await deliveredOrder();
    const { id, received } = await receivedReturn(order.orderNumber, line);
    const half = order.totalMinor / 2;
    expect(received.json()).toMatchObject({ message: M.refundPending, data: { status: 'received', refund_minor: half } });
    const [refund] = [...paystack.refunds.values()].filter((r) => r.transaction_reference === order.paymentReference);
    expect(refund).toMatchObject({ amount: half, currency: 'NGN', status: 'pending' });
    expect(await refundsOf(order.id)).toEqual([]);

    const event = paystack.processRefund(refund!.id);
    expect((await webhook(event)).json()).toEqual({ received: true, outcome: 'refunded' });
    expect((await webhook(event)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await staff.get(`/api/admin/returns/${id}`)).json().data.status).toBe('refunded');
    expect(await refundsOf(order.id)).toEqual([-half]);
    const detail = (await buyer.get(`/api/order/my-orders/${order.orderNumber}`)).json().data;
    expect([detail.status, detail.refunded_minor]).toEqual(['completed', half]);
  });

  it('leaves the return "refund failed" when Paystack errs or later reports the refund failed; a retry asks again', async () => {
    const { order, line } = await deliveredOrder();
    paystack.failNextRefund();
    const { id, received } = await receivedReturn(order.orderNumber, line);
    expect(received.json().data).toMatchObject({ status: 'refund_failed' });
    expect(received.json().message).toMatch(/^The payment provider refused the refund: /);

    const retried = await staff.post(`/api/admin/returns/${id}/retry-refund`, {});
    expect(retried.json()).toMatchObject({ message: M.refundPending, data: { status: 'received', refund_error: null } });
    const [refund] = [...paystack.refunds.values()].filter((r) => r.transaction_reference === order.paymentReference);
    expect((await webhook(paystack.failRefund(refund!.id))).json()).toEqual({ received: true, outcome: 'failed' });
    expect((await staff.get(`/api/admin/returns/${id}`)).json().data).toMatchObject({
      status: 'refund_failed',
      refund_error: 'The provider reported the refund as failed',
    });
    expect(await refundsOf(order.id)).toEqual([]);
  });

  it('recovers a refund whose refund.processed never came: the reconcile run asks Paystack (GET /refund/:id) after an hour, once', async () => {
    const { order, line } = await deliveredOrder();
    const { id } = await receivedReturn(order.orderNumber, line);
    const [refund] = [...paystack.refunds.values()].filter((r) => r.transaction_reference === order.paymentReference);
    paystack.processRefund(refund!.id); // its webhook is lost
    const later = Date.now() + 61 * 60_000;
    const checkout = shop.app.services.checkout;
    expect(await checkout.reconcileRefunds()).toEqual({ checked: 0, refunded: 0, failed: 0, errors: 0 });
    expect(await checkout.reconcileRefunds(later)).toEqual({ checked: 1, refunded: 1, failed: 0, errors: 0 });
    expect(await checkout.reconcileRefunds(later)).toEqual({ checked: 0, refunded: 0, failed: 0, errors: 0 });
    expect((await staff.get(`/api/admin/returns/${id}`)).json().data.status).toBe('refunded');
    expect(await refundsOf(order.id)).toEqual([-order.totalMinor / 2]);
  });

  it('completes the return from refund.processed when Paystack took the refund but its answer was lost, once', async () => {
    const { order, line } = await deliveredOrder();
    paystack.loseNextRefundAnswer();
    const { id, received } = await receivedReturn(order.orderNumber, line);
    expect(received.json().data).toMatchObject({ status: 'refund_failed' });
    const [refund] = [...paystack.refunds.values()].filter((r) => r.transaction_reference === order.paymentReference);
    const event = paystack.processRefund(refund!.id);
    expect((await webhook(event)).json()).toEqual({ received: true, outcome: 'refunded' });
    expect((await webhook(event)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await staff.get(`/api/admin/returns/${id}`)).json().data).toMatchObject({ status: 'refunded', refund_error: null });
    expect(await refundsOf(order.id)).toEqual([-order.totalMinor / 2]);
    const retry = await staff.post(`/api/admin/returns/${id}/retry-refund`, {});
    expect([retry.statusCode, retry.json()]).toEqual([409, { message: M.retryOnlyFailed('refunded') }]);
  });

  it('a retry after Paystack took the refund but its answer was lost finds that refund instead of refunding again', async () => {
    const { order, line } = await deliveredOrder();
    paystack.loseNextRefundAnswer();
    const { id, received } = await receivedReturn(order.orderNumber, line);
    expect(received.json().data).toMatchObject({ status: 'refund_failed' });
    const retry = await staff.post(`/api/admin/returns/${id}/retry-refund`, {});
    expect(retry.statusCode).toBe(200);
    const made = [...paystack.refunds.values()].filter((r) => r.transaction_reference === order.paymentReference);
    expect(made.map((r) => r.amount)).toEqual([order.totalMinor / 2]);
    expect((await webhook(paystack.processRefund(made[0]!.id))).json()).toEqual({ received: true, outcome: 'refunded' });
    expect((await staff.get(`/api/admin/returns/${id}`)).json().data).toMatchObject({ status: 'refunded', refund_error: null });
    expect(await refundsOf(order.id)).toEqual([-order.totalMinor / 2]);
  });
});
