import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_MESSAGES as M } from '../../domain/returns/returns';
import { SYSTEM } from '../checkout/status';
import { commissionEntries } from '../influencers/schema';
import { mailOutbox } from '../mail/schema';
import { paymentLedger } from '../payments/schema';
import { createTestShop, type TestShop } from '../test/app';
import { newCustomer, type TestCustomer } from '../test/customers';
import { productBySlug } from '../test/orders';
import { newStaff, type TestStaff } from '../test/staff';
import { applyReturnRefundNotice, completeReturnRefund } from './refund';
import { returnRequests } from './schema';
import { askReturn, deliveredGbOrder, SERUM } from './test-support';

// PGlite has one connection and would serialise these; only a real server shows races.
describe.skipIf(!process.env.TEST_DATABASE_URL)('return races on PostgreSQL', () => {
  let shop: TestShop;
  let kemi: TestStaff;
  let tolu: TestStaff;
  let buyer: TestCustomer;
  beforeAll(async () => {
    shop = await createTestShop('postgres', { AUTH_RATE_LIMIT: '10000' }, { mailWorker: false });
    [kemi, tolu] = await Promise.all([newStaff(shop, 'Kemi'), newStaff(shop, 'Tolu')]);
    buyer = await newCustomer(shop, 'Ada');
  });
  afterAll(() => shop.close());

  const db = () => shop.database.db;
  const serumLine = async (orderNumber: string) =>
    ((await buyer.get(`/api/order/my-orders/${orderNumber}/returns`)).json().data.lines as { line_id: number; name: string }[]).find(
      (l) => l.name === 'Radiance Vitamin C Serum',
    )!.line_id;
  const refundsOf = async (orderId: number) =>
    (
      await db()
        .select()
        .from(paymentLedger)
        .where(and(eq(paymentLedger.orderId, orderId), eq(paymentLedger.kind, 'refund')))
    ).map((e) => e.amountMinor);
  const refundMails = async (orderNumber: string) =>
    (
      await db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.recipient, buyer.email), eq(mailOutbox.kind, 'order-refunded')))
    ).filter((m) => m.subject.includes(orderNumber));

  it('takes one of several requests for the same units at once', async () => {
    const order = await deliveredGbOrder(shop, buyer, kemi);
    const line = await serumLine(order.orderNumber);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => askReturn(shop, buyer, order.orderNumber, { lines: [{ line_id: line, quantity: 2 }] })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(M.fullyReturned('Radiance Vitamin C Serum'));
  });

  it('refunds once when two staff press "mark received" at once, each twice', async () => {
    const order = await deliveredGbOrder(shop, buyer, kemi, 'AMAKA');
    const line = await serumLine(order.orderNumber);
    const stock = (await productBySlug(shop, SERUM)).stockGb;
    const id = (await askReturn(shop, buyer, order.orderNumber, { lines: [{ line_id: line, quantity: 1 }] })).json().data.id;
    await kemi.post(`/api/admin/returns/${id}/approve`, {});
    const body = { lines: [{ line_id: line, restock: true }] };
    const results = await Promise.all([kemi, tolu, kemi, tolu].map((s) => s.post(`/api/admin/returns/${id}/receive`, body)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(results.find((r) => r.statusCode === 200)!.json().data).toMatchObject({ status: 'refunded', refund_minor: 2340 });
    expect(await refundsOf(order.id)).toEqual([-2340]);
    expect((await productBySlug(shop, SERUM)).stockGb).toBe(stock + 1);
    expect(await refundMails(order.orderNumber)).toHaveLength(1);
    const reversals = await db()
      .select()
      .from(commissionEntries)
      .where(and(eq(commissionEntries.orderId, order.id), eq(commissionEntries.kind, 'return')));
    expect(reversals.map((e) => e.amountMinor)).toEqual([-117]);
  });

  it('refunds once when the provider’s webhook comes before (and with) its direct answer', async () => {
    const order = await deliveredGbOrder(shop, buyer, kemi);
    const line = await serumLine(order.orderNumber);
    const id = (await askReturn(shop, buyer, order.orderNumber, { lines: [{ line_id: line, quantity: 1 }] })).json().data.id;
    // As receive leaves it while the provider is asked: received, the amount fixed, no refund id yet.
    await db().update(returnRequests).set({ status: 'received', refundMinor: 2600 }).where(eq(returnRequests.id, id));
    const notice = {
      status: 'succeeded' as const,
      reference: order.paymentReference,
      providerPaymentId: null,
      refundId: 'prov-refund-77',
      attemptKey: null,
      amountMinor: 2600,
      currency: 'GBP',
      eventId: 'evt-77',
    };
    const outcomes = await Promise.all([
      applyReturnRefundNotice(db(), notice, SYSTEM, 'http://shop.test'),
      applyReturnRefundNotice(db(), notice, SYSTEM, 'http://shop.test'),
      completeReturnRefund(db(), id, 'prov-refund-77', SYSTEM, 'http://shop.test'),
      completeReturnRefund(db(), id, 'prov-refund-77', SYSTEM, 'http://shop.test'),
    ]);
    expect(outcomes.filter((o) => o === 'refunded' || (o !== null && typeof o === 'object'))).toHaveLength(1);
    expect(await refundsOf(order.id)).toEqual([-2600]);
    expect(await refundMails(order.orderNumber)).toHaveLength(1);
    const [row] = await db().select().from(returnRequests).where(eq(returnRequests.id, id));
    expect([row!.status, row!.providerRefundId]).toEqual(['refunded', 'prov-refund-77']);
    // A redelivered webhook afterwards changes nothing.
    expect(await applyReturnRefundNotice(db(), notice, SYSTEM, 'http://shop.test')).toBe('already-refunded');
    expect(await refundsOf(order.id)).toEqual([-2600]);
  });
});
