import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M } from '../../domain/admin/orders';
import { formatMoney } from '../../domain/money';
import { CHECKOUT_ENDED } from '../../domain/checkout/payments';
import { commissionEntries } from '../influencers/schema';
import { mailOutbox } from '../mail/schema';
import { netPaid } from '../payments/ledger';
import { paymentLedger } from '../payments/schema';
import { auditLog } from '../staff/schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { logIn, newCustomer, type TestCustomer } from '../test/customers';
import { productBySlug, testModeOrder } from '../test/orders';
import { newStaff, type TestStaff } from '../test/staff';
import { orderRefunds } from './schema';
import { invalidBody } from '../test/invalid';

describe.each(BACKENDS)('staff order moves on %s', (backend) => {
  let shop: TestShop;
  let staff: TestStaff;
  let buyer: TestCustomer;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' });
    staff = await newStaff(shop, 'Kemi');
    buyer = await newCustomer(shop, 'Ngozi');
  });
  afterAll(() => shop.close());

  const mailsTo = (email: string, kind: string) =>
    shop.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, kind)));
  const myStatus = async (c: TestCustomer, number: string) =>
    (await c.get('/api/order/my-orders')).json().data.find((o: { order_number: string }) => o.order_number === number)?.status;

  it('lists orders newest first, filtered by status, country, date and searched by number or email', async () => {
    const paid = await testModeOrder(shop, buyer);
    const unpaid = await testModeOrder(shop, buyer, { pay: false });
    const all = (await staff.get('/api/admin/orders')).json();
    expect(all.data[0]).toEqual({
      order_number: unpaid.orderNumber,
      created_at: unpaid.createdAt.toISOString(),
      country: 'NG',
      currency: 'NGN',
      customer: { id: unpaid.userId, name: 'Ngozi Test', email: buyer.email },
      total_minor: unpaid.totalMinor,
      total: formatMoney(unpaid.totalMinor, 'NG'),
      status: 'pending',
    });
    const byStatus = (await staff.get('/api/admin/orders?status=processing'))
      .json()
      .data.map((o: { order_number: string }) => o.order_number);
    expect(byStatus).toContain(paid.orderNumber);
    expect(byStatus).not.toContain(unpaid.orderNumber);
    expect(
      (await staff.get(`/api/admin/orders?q=${paid.orderNumber.toLowerCase()}`))
        .json()
        .data.map((o: { order_number: string }) => o.order_number),
    ).toEqual([paid.orderNumber]);
    const searched = (await staff.get(`/api/admin/orders?q=${encodeURIComponent(buyer.email.toUpperCase())}`)).json();
    // Counted to the end: a list of fewer than ten thousand says exactly how many.
    expect({ ...searched, data: searched.data.length }).toEqual({ data: 2, page: 1, per_page: 25, total: 2 });
    expect((await staff.get('/api/admin/orders?country=GB')).json().total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await staff.get(`/api/admin/orders?from=${today}&to=${today}&q=${buyer.email}`)).json().total).toBe(2);
    expect((await staff.get(`/api/admin/orders?to=2020-01-01&q=${buyer.email}`)).json().total).toBe(0);
    const bad = await staff.get('/api/admin/orders?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^status: /);
    expect((await staff.get('/api/admin/orders?from=2026-02-30')).json()).toEqual(invalidBody('from: Must be a real date'));
  });

  it('completes a paid order once, mails the customer and shows it in My Orders; an unpaid one cannot be completed', async () => {
    const unpaid = await testModeOrder(shop, buyer, { pay: false });
    const refused = await staff.post(`/api/admin/orders/${unpaid.orderNumber}/complete`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: M.completeOnlyProcessing('pending payment') });

    const order = await testModeOrder(shop, buyer);
    const done = await staff.post(`/api/admin/orders/${order.orderNumber}/complete`, {});
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', actions: { complete: false, cancel: false, refund: true } });
    expect(done.json().timeline.map((t: { title: string; by: string }) => `${t.title} · ${t.by}`)).toEqual([
      'Order placed · Customer',
      'Pending payment → Processing · Zaron (automatic)',
      'Processing → Delivered · Kemi Test',
    ]);
    expect(await myStatus(buyer, order.orderNumber)).toBe('completed');
    const mails = await mailsTo(buyer.email, 'order-delivered');
    expect(mails.map((m) => m.subject)).toContain(`Your Zaron order ${order.orderNumber} has been delivered`);
    const again = await staff.post(`/api/admin/orders/${order.orderNumber}/complete`, {});
    expect(again.json()).toEqual({ message: M.completeOnlyProcessing('delivered') });
    const audit = await shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, order.orderNumber), eq(auditLog.action, 'order.complete')));
    expect(audit).toEqual([
      expect.objectContaining({
        staffId: staff.userId,
        ip: '127.0.0.1',
        targetType: 'order',
        before: { status: 'processing' },
        after: { status: 'completed' },
      }),
    ]);
  });

  it('cancels an unpaid order and gives its stock back', async () => {
    const before = (await productBySlug(shop)).stockNg;
    const order = await testModeOrder(shop, buyer, { pay: false, quantity: 2 });
    expect((await productBySlug(shop)).stockNg).toBe(before - 2);
    const res = await staff.post(`/api/admin/orders/${order.orderNumber}/cancel`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('cancelled');
    expect((await productBySlug(shop)).stockNg).toBe(before);
    expect((await staff.post(`/api/admin/orders/${order.orderNumber}/cancel`, {})).json()).toEqual({
      message: M.cannotCancel('cancelled'),
    });
  });

  it('stops the test payment of an order it cancels: the payment page then refuses it', async () => {
    const order = await testModeOrder(shop, buyer, { pay: false });
    expect((await staff.post(`/api/admin/orders/${order.orderNumber}/cancel`, {})).json().status).toBe('cancelled');
    const pay = await buyer.post(`/api/test-payments/${order.paymentReference}/pay`, {});
    expect([pay.statusCode, pay.json()]).toEqual([409, { message: CHECKOUT_ENDED }]);
    expect((await buyer.post('/api/payments/confirm', { reference: order.paymentReference })).json()).toEqual({
      status: 'cancelled',
      order_number: order.orderNumber,
    });
  });

  it('does not cancel an order the customer has just paid: it is settled, mailed and staff are told', async () => {
    const order = await testModeOrder(shop, buyer, { pay: false });
    await buyer.post(`/api/test-payments/${order.paymentReference}/pay`, {});
    const res = await staff.post(`/api/admin/orders/${order.orderNumber}/cancel`, {});
    expect([res.statusCode, res.json()]).toEqual([409, { message: M.paidMeanwhile('processing') }]);
    expect(await myStatus(buyer, order.orderNumber)).toBe('processing');
    expect((await mailsTo(buyer.email, 'order-confirmation')).filter((m) => m.subject.includes(order.orderNumber))).toHaveLength(1);
  });

  it('refunds a paid influencer order: stock back, commission reversed by a new entry, mail with amount and 5–10 business days', async () => {
    const amaka = await logIn(shop, 'influencer@zaron.test', 'Zaron-Demo-1');
    const wallet = async () => (await amaka.get('/api/user/influencer-data?country=NG')).json().data.wallet.balance as number;
    const walletBefore = await wallet();
    const stockBefore = (await productBySlug(shop)).stockNg;
    const order = await testModeOrder(shop, buyer, { discountCode: 'AMAKA' });
    const [credit] = await shop.database.db.select().from(commissionEntries).where(eq(commissionEntries.orderId, order.id));
    expect(credit!.amountMinor).toBeGreaterThan(0);
    expect(await wallet()).toBe(walletBefore + credit!.amountMinor / 100);

    const tooMuch = await staff.post(`/api/admin/orders/${order.orderNumber}/cancel`, { amount: order.totalMinor / 100 + 1 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({ message: M.moreThanPaid(formatMoney(order.totalMinor, 'NG')) });

    const res = await staff.post(`/api/admin/orders/${order.orderNumber}/cancel`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'refunded',
      refund: { status: 'succeeded', amount: formatMoney(order.totalMinor, 'NG') },
      actions: { complete: false, cancel: false, refund: false },
    });
    expect((await productBySlug(shop)).stockNg).toBe(stockBefore);
    const entries = await shop.database.db
      .select()
      .from(commissionEntries)
      .where(eq(commissionEntries.orderId, order.id))
      .orderBy(commissionEntries.id);
    expect(entries.map((e) => [e.kind, e.amountMinor])).toEqual([
      ['credit', credit!.amountMinor],
      ['reversal', -credit!.amountMinor],
    ]);
    expect(await wallet()).toBe(walletBefore);
    // The payment ledger holds the money in and out: nothing of this order is kept.
    const ledger = await shop.database.db.select().from(paymentLedger).where(eq(paymentLedger.orderId, order.id)).orderBy(paymentLedger.id);
    const [refundRow] = await shop.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    // Matched by the provider's refund id, answered for the first attempt's key.
    expect(ledger.map((e) => [e.kind, e.amountMinor, e.providerRef, e.note])).toEqual([
      ['payment', order.totalMinor, order.paymentReference, 'Payment received'],
      ['refund', -order.totalMinor, `test-refund:order-refund-${refundRow!.id}-1`, 'Refunded by staff'],
    ]);
    expect(refundRow!.providerRefundId).toBe(`test-refund:order-refund-${refundRow!.id}-1`);
    expect(await netPaid(shop.database.db, order.id)).toBe(0);
    expect(await myStatus(buyer, order.orderNumber)).toBe('refunded');
    expect((await buyer.get(`/api/order/my-orders/${order.orderNumber}`)).json().data.refunded_minor).toBe(order.totalMinor);
    const [mail] = await mailsTo(buyer.email, 'order-refunded');
    expect(mail!.subject).toBe(`Refund for your Zaron order ${order.orderNumber}`);
    expect(mail!.text).toContain(`We have refunded ${formatMoney(order.totalMinor, 'NG')} for order ${order.orderNumber}`);
    expect(mail!.text).toContain('Refunds are processed within 5–10 business days');
    expect(
      res
        .json()
        .timeline.slice(-2)
        .map((t: { title: string; by: string; note: string }) => `${t.title} · ${t.by} · ${t.note}`),
    ).toEqual([
      `Refunded order · Kemi Test · refund: ${formatMoney(order.totalMinor, 'NG')}, provider: test`,
      `Processing → Refunded · Kemi Test · Refunded ${formatMoney(order.totalMinor, 'NG')}`,
    ]);

    const twice = await staff.post(`/api/admin/orders/${order.orderNumber}/cancel`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: M.alreadyRefunded });
    expect((await staff.post(`/api/admin/orders/${order.orderNumber}/complete`, {})).json()).toEqual({
      message: M.completeOnlyProcessing('refunded'),
    });
  });

  it('writes refunds made before staff refunds reached the payment ledger into it once (migration 0016)', async () => {
    const order = await testModeOrder(shop, buyer);
    await staff.post(`/api/admin/orders/${order.orderNumber}/cancel`, {});
    const { db } = shop.database;
    const refundOf = () =>
      db
        .select()
        .from(paymentLedger)
        .where(and(eq(paymentLedger.orderId, order.id), eq(paymentLedger.kind, 'refund')));
    const [written] = await refundOf();
    // As a refund completed by an earlier version left it: in order_refunds only.
    await db.delete(paymentLedger).where(eq(paymentLedger.id, written!.id));
    const backfill = sql.raw(fs.readFileSync(path.join(import.meta.dirname, '../db/migrations/0016_staff_refunds_in_ledger.sql'), 'utf8'));
    await db.execute(backfill);
    await db.execute(backfill);
    const [refund] = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect((await refundOf()).map((e) => [e.amountMinor, e.currency, e.provider, e.providerRef, e.note, e.at])).toEqual([
      [-order.totalMinor, 'NGN', 'test', `test-refund:order-refund-${refund!.id}-1`, 'Refunded by staff', refund!.completedAt],
    ]);
  });

  it('lets only one of several staff acting at once move an order', async () => {
    const other = await newStaff(shop, 'Tolu');
    const order = await testModeOrder(shop, buyer, { discountCode: 'AMAKA' });
    const stock = (await productBySlug(shop)).stockNg;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? staff : other).post(`/api/admin/orders/${order.orderNumber}/cancel`, {})),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect([M.refundUnderWay, M.alreadyRefunded]).toContain(r.json().message);
    expect(await shop.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toHaveLength(1);
    expect(
      await shop.database.db
        .select()
        .from(commissionEntries)
        .where(and(eq(commissionEntries.orderId, order.id), eq(commissionEntries.kind, 'reversal'))),
    ).toHaveLength(1);
    expect((await productBySlug(shop)).stockNg).toBe(stock + 1);
    expect(await mailsTo(buyer.email, 'order-refunded').then((m) => m.filter((x) => x.subject.includes(order.orderNumber)))).toHaveLength(
      1,
    );

    const paid = await testModeOrder(shop, buyer);
    const completes = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? staff : other).post(`/api/admin/orders/${paid.orderNumber}/complete`, {})),
    );
    expect(completes.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await mailsTo(buyer.email, 'order-delivered').then((m) => m.filter((x) => x.subject.includes(paid.orderNumber)))).toHaveLength(
      1,
    );
  });

  it('answers 404 for an unknown order and 400 for a malformed number or body', async () => {
    expect((await staff.get('/api/admin/orders/ZR-NOSUCH0')).json()).toEqual({ message: 'Order not found' });
    expect((await staff.get('/api/admin/orders/not-an-order')).statusCode).toBe(400);
    const order = await testModeOrder(shop, buyer);
    const bad = await staff.post(`/api/admin/orders/${order.orderNumber}/cancel`, { amount: 'all' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'amount: Must be an amount', fields: { amount: 'Must be an amount' } });
    expect((await staff.post(`/api/admin/orders/${order.orderNumber}/cancel`, { reason: 'x' })).statusCode).toBe(400);
    // No body at all is an empty one: nothing to refuse (the order is unknown, so 404).
    expect((await staff.post('/api/admin/orders/ZR-NOSUCH0/complete', undefined)).json()).toEqual({ message: 'Order not found' });
  });
});
