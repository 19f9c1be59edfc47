import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE, PHOTO_WRONG_TYPE } from '../../domain/forms/options';
import { ORDER_MESSAGES } from '../../domain/admin/orders';
import { badgeStatus, historyLabel } from '../../domain/orders';
import { RETURN_MESSAGES as M } from '../../domain/returns/returns';
import { tinyImage } from '../forms/test-support';
import { commissionEntries } from '../influencers/schema';
import { mailOutbox } from '../mail/schema';
import { paymentLedger, testPayments } from '../payments/schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { newCustomer, type TestCustomer } from '../test/customers';
import { productBySlug, testModeOrder } from '../test/orders';
import { newStaff, type TestStaff } from '../test/staff';
import { auditLog } from '../staff/schema';
import { returnRequests } from './schema';
import { askReturn, deliveredGbOrder, deliveredOn, SERUM, TONER } from './test-support';

const DAY = 24 * 60 * 60 * 1000;

describe.each(BACKENDS)('returns on %s', (backend) => {
  let shop: TestShop;
  let staff: TestStaff;
  let buyer: TestCustomer;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' }, { mailWorker: false });
    staff = await newStaff(shop, 'Kemi');
    buyer = await newCustomer(shop, 'Ada');
  });
  afterAll(() => shop.close());

  const db = () => shop.database.db;
  const lineIds = async (orderNumber: string) => {
    const res = await buyer.get(`/api/order/my-orders/${orderNumber}/returns`);
    const lines = res.json().data.lines as { line_id: number; name: string }[];
    // The serums' line first, then the toner's.
    const id = (name: string) => lines.find((l) => l.name === name)!.line_id;
    return [id('Radiance Vitamin C Serum'), id('Glycolic Glow Toner')] as const;
  };
  const mailsTo = async (email: string, kind: string) =>
    (
      await db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, kind)))
        .orderBy(mailOutbox.id)
    ).map((m) => ({
      subject: m.subject,
      text: m.text,
    }));
  const ledgerOf = async (orderId: number) =>
    (await db().select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId)).orderBy(paymentLedger.id)).map((e) => [
      e.kind,
      e.amountMinor,
    ]);
  const commissionsOf = async (orderId: number) =>
    (await db().select().from(commissionEntries).where(eq(commissionEntries.orderId, orderId)).orderBy(commissionEntries.id)).map((e) => [
      e.kind,
      e.amountMinor,
    ]);
  const monthGbp = async () =>
    ((await staff.get('/api/admin/dashboard')).json().sales.month as { currency: string; minor: number }[]).find(
      (c) => c.currency === 'GBP',
    )!.minor;
  const requested = async (orderId: number) => db().select().from(returnRequests).where(eq(returnRequests.orderId, orderId));
  /** Asks back `lines`, staff approve and mark them received (restocked); answers the receive. */
  const returnAndReceive = async (orderNumber: string, lines: { line_id: number; quantity: number }[], reason = 'changed_mind') => {
    const asked = await askReturn(shop, buyer, orderNumber, { lines, reason });
    expect(asked.statusCode).toBe(201);
    const id = asked.json().data.id as number;
    expect((await staff.post(`/api/admin/returns/${id}/approve`, {})).statusCode).toBe(200);
    const received = await staff.post(`/api/admin/returns/${id}/receive`, {
      lines: lines.map((l) => ({ line_id: l.line_id, restock: true })),
    });
    return { id, received };
  };

  it('takes a return on day 30 after delivery and refuses it on day 31, or before delivery', async () => {
    const order = await deliveredGbOrder(shop, buyer, staff);
    const [serum] = await lineIds(order.orderNumber);
    await deliveredOn(shop, order.id, new Date(Date.now() - 31 * DAY));
    const late = await askReturn(shop, buyer, order.orderNumber, { lines: [{ line_id: serum, quantity: 1 }] });
    expect([late.statusCode, late.json()]).toEqual([409, { message: M.windowClosed }]);
    expect((await buyer.get(`/api/order/my-orders/${order.orderNumber}/returns`)).json().data.refusal).toBe(M.windowClosed);

    await deliveredOn(shop, order.id, new Date(Date.now() - 30 * DAY + 60_000));
    const inTime = await askReturn(shop, buyer, order.orderNumber, { lines: [{ line_id: serum, quantity: 1 }], note: 'Too strong for me' });
    expect(inTime.statusCode).toBe(201);
    expect(inTime.json()).toMatchObject({
      message: M.created,
      data: {
        status: 'requested',
        reason: 'changed_mind',
        note: 'Too strong for me',
        refund_minor: null,
        lines: [{ line_id: serum, quantity: 1 }],
      },
    });

    const paid = await testModeOrder(shop, buyer);
    const [line] = (await buyer.get(`/api/order/my-orders/${paid.orderNumber}/returns`)).json().data.lines;
    const early = await askReturn(shop, buyer, paid.orderNumber, { lines: [{ line_id: line.line_id, quantity: 1 }] });
    expect([early.statusCode, early.json()]).toEqual([409, { message: M.notDelivered }]);
  });

  it('refuses bad requests with a clear 4xx and writes nothing', async () => {
    const order = await deliveredGbOrder(shop, buyer, staff);
    const [serum, toner] = await lineIds(order.orderNumber);
    const other = await newCustomer(shop, 'Bisi');
    const otherOrder = await deliveredGbOrder(shop, other, staff);
    const [otherLine] = (await other.get(`/api/order/my-orders/${otherOrder.orderNumber}/returns`)).json().data.lines;
    const big = Buffer.alloc(20 * 1024 * 1024);
    (await tinyImage('png')).copy(big);
    const cases: [string, Promise<{ statusCode: number; json: () => unknown }>, number, unknown][] = [
      [
        'another customer’s order',
        askReturn(shop, buyer, otherOrder.orderNumber, { lines: [{ line_id: otherLine.line_id, quantity: 1 }] }),
        404,
        { message: 'Order not found' },
      ],
      [
        'a line not on the order',
        askReturn(shop, buyer, order.orderNumber, { lines: [{ line_id: otherLine.line_id, quantity: 1 }] }),
        400,
        { message: M.lineNotOnOrder, fields: { lines: M.lineNotOnOrder } },
      ],
      [
        'quantity 0',
        askReturn(shop, buyer, order.orderNumber, { lines: [{ line_id: serum, quantity: 0 }] }),
        400,
        { message: 'lines.0.quantity: Must be at least 1', fields: { 'lines.0.quantity': 'Must be at least 1' } },
      ],
      [
        'too many',
        askReturn(shop, buyer, order.orderNumber, { lines: [{ line_id: serum, quantity: 3 }] }),
        400,
        { message: M.tooMany('Radiance Vitamin C Serum', 2), fields: { lines: M.tooMany('Radiance Vitamin C Serum', 2) } },
      ],
      [
        'no lines',
        askReturn(shop, buyer, order.orderNumber, { lines: [] }),
        400,
        { message: `lines: ${M.noLines}`, fields: { lines: M.noLines } },
      ],
      [
        'an unknown reason',
        askReturn(shop, buyer, order.orderNumber, { lines: [{ line_id: toner, quantity: 1 }], reason: 'bored' }),
        400,
        { message: 'reason: Choose a reason', fields: { reason: 'Choose a reason' } },
      ],
      [
        'a note over 1000 characters',
        askReturn(shop, buyer, order.orderNumber, { lines: [{ line_id: toner, quantity: 1 }], note: 'x'.repeat(1001) }),
        400,
        { message: 'note: Must be at most 1000 characters', fields: { note: 'Must be at most 1000 characters' } },
      ],
      [
        'a 20 MB photo',
        askReturn(
          shop,
          buyer,
          order.orderNumber,
          { lines: [{ line_id: toner, quantity: 1 }] },
          { data: big, filename: 'big.png', type: 'image/png' },
        ),
        413,
        { message: PHOTO_TOO_LARGE },
      ],
      [
        'a photo that is not an image',
        askReturn(
          shop,
          buyer,
          order.orderNumber,
          { lines: [{ line_id: toner, quantity: 1 }] },
          { data: Buffer.from('%PDF-1.4 not a picture'), filename: 'x.png', type: 'image/png' },
        ),
        400,
        { message: `photo: ${PHOTO_WRONG_TYPE}`, fields: { photo: PHOTO_WRONG_TYPE } },
      ],
    ];
    for (const [what, call, status, body] of cases) {
      const res = await call;
      expect([what, res.statusCode, res.json()]).toEqual([what, status, body]);
    }
    expect(PHOTO_MAX_BYTES).toBeLessThan(big.length);
    expect(await requested(order.id)).toEqual([]);
    expect(await requested(otherOrder.id)).toEqual([]);

    // With a photo; then the serums are all asked for, and a third is refused.
    const withPhoto = await askReturn(
      shop,
      buyer,
      order.orderNumber,
      { lines: [{ line_id: serum, quantity: 2 }], reason: 'damaged' },
      { data: await tinyImage('webp'), filename: 'cracked.webp', type: 'image/webp' },
    );
    expect(withPhoto.statusCode).toBe(201);
    const again = await askReturn(shop, buyer, order.orderNumber, { lines: [{ line_id: serum, quantity: 1 }] });
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: M.fullyReturned('Radiance Vitamin C Serum'), fields: { lines: M.fullyReturned('Radiance Vitamin C Serum') } },
    ]);
    const detail = (await staff.get(`/api/admin/returns/${withPhoto.json().data.id}`)).json().data;
    expect(detail).toMatchObject({ has_photo: true, reason: 'damaged', units: 2, status: 'requested', order_number: order.orderNumber });
    const photo = await staff.get(`/api/admin/returns/${detail.id}/photo`);
    expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await buyer.get(`/api/admin/returns/${detail.id}`)).statusCode).toBe(404);
  });

  it('refunds the lines’ share of what was paid, delivery only when all is back, and reverses the commission to the unit', async () => {
    const order = await deliveredGbOrder(shop, buyer, staff, 'AMAKA');
    const [serum, toner] = await lineIds(order.orderNumber);
    const serumStock = (await productBySlug(shop, SERUM)).stockGb;
    const tonerStock = (await productBySlug(shop, TONER)).stockGb;
    // 2 × £26.00 + 1 × £19.00, 10% off, Royal Mail £5.99; AMAKA earns 5% of £63.90 = £3.195 → £3.20.
    expect([order.subtotalMinor, order.discountMinor, order.deliveryMinor, order.totalMinor]).toEqual([7100, 710, 599, 6989]);
    expect(await commissionsOf(order.id)).toEqual([['credit', 320]]);
    const salesBefore = await monthGbp();

    // One serum: £52.00 less its £5.20 share of the discount, halved = £23.40; no delivery.
    const first = await returnAndReceive(order.orderNumber, [{ line_id: serum, quantity: 1 }]);
    expect(first.received.statusCode).toBe(200);
    expect(first.received.json()).toMatchObject({ message: M.refunded, data: { status: 'refunded', refund_minor: 2340 } });
    expect((await productBySlug(shop, SERUM)).stockGb).toBe(serumStock + 1);
    const detail = (await buyer.get(`/api/order/my-orders/${order.orderNumber}`)).json().data;
    expect([detail.status, detail.refunded_minor]).toEqual(['completed', 2340]);
    // The return's steps join the order's history: on her order page and in the back office's timeline.
    const n = first.id;
    expect(detail.history.map(historyLabel)).toEqual([
      'Checkout started',
      'Payment confirmed: being prepared',
      'Delivered',
      `Return #${n} requested`,
      `Return #${n} approved`,
      `Return #${n} received back`,
      `Return #${n} refunded`,
    ]);
    const backOffice = (await staff.get(`/api/admin/orders/${order.orderNumber}`)).json();
    expect(backOffice.timeline.map((t: { kind: string; title: string; by: string }) => `${t.kind} · ${t.title} · ${t.by}`)).toEqual([
      'status · Order placed · Customer',
      'status · Pending payment → Processing · Zaron (automatic)',
      'status · Processing → Delivered · Kemi Test',
      `return · Return #${n} requested · Customer`,
      `return · Return #${n} approved · Kemi Test`,
      `return · Return #${n} received back · Kemi Test`,
      `return · Return #${n} refunded · Zaron (automatic)`,
    ]);
    // The back office's badge reads the same rule as hers: what went back of a delivered order.
    expect([backOffice.status, backOffice.payment.refunded_minor]).toEqual(['completed', 2340]);
    expect(badgeStatus(backOffice.status, backOffice.payment.refunded_minor)).toBe('partly_refunded');
    // My Orders carries it too, so its card says "Partly refunded" as the order's page does.
    const listed = () =>
      buyer
        .get('/api/order/my-orders')
        .then((r) => r.json().data.find((o: { order_number: string }) => o.order_number === order.orderNumber));
    expect(await listed()).toMatchObject({ status: 'completed', total: 69.89, refunded: 23.4 });
    // 320 × 2340 / 6390 = 117.2 → 117.
    expect(await commissionsOf(order.id)).toEqual([
      ['credit', 320],
      ['return', -117],
    ]);

    // The rest: the second serum £23.40 + the toner £19.00 − £1.90 = £40.50, and now delivery £5.99.
    const second = await returnAndReceive(order.orderNumber, [
      { line_id: serum, quantity: 1 },
      { line_id: toner, quantity: 1 },
    ]);
    expect(second.received.json()).toMatchObject({ data: { status: 'refunded', refund_minor: 4649 } });
    expect((await productBySlug(shop, TONER)).stockGb).toBe(tonerStock + 1);
    expect(await ledgerOf(order.id)).toEqual([
      ['payment', 6989],
      ['refund', -2340],
      ['refund', -4649],
    ]);
    const after = (await buyer.get(`/api/order/my-orders/${order.orderNumber}`)).json().data;
    expect([after.status, after.refunded_minor]).toEqual(['refunded', 6989]);
    expect(await listed()).toMatchObject({ status: 'refunded', refunded: 69.89 });
    expect(after.history.filter((h: { status: string | null }) => h.status).map((h: { status: string }) => h.status)).toEqual([
      'pending',
      'processing',
      'completed',
      'refunded',
    ]);
    expect(
      after.history.filter((h: { return: object | null }) => h.return).map((h: { return: { id: number; step: string } }) => h.return),
    ).toEqual([first.id, second.id].flatMap((id) => ['requested', 'approved', 'received', 'refunded'].map((step) => ({ id, step }))));
    expect(await commissionsOf(order.id)).toEqual([
      ['credit', 320],
      ['return', -117],
      ['return', -203],
    ]);
    const mails = (await mailsTo(buyer.email, 'order-refunded')).filter((m) => m.subject.includes(order.orderNumber));
    expect(mails.map((m) => m.text.match(/We have refunded (\S+)/)![1])).toEqual(['£23.40', '£46.49']);
    expect(mails[0]!.text).toContain('Refunds are processed within 5–10 business days');
    const view = (await buyer.get(`/api/order/my-orders/${order.orderNumber}/returns`)).json().data;
    expect([view.refusal, view.lines.map((l: { returnable: number }) => l.returnable)]).toEqual([M.orderRefunded, [0, 0]]);
    // The dashboard's sales are the ledger's: less exactly what went back.
    expect((await monthGbp()) - salesBefore).toBe(-6989);
  });

  it('takes no return of an order refunded in full', async () => {
    const order = await deliveredGbOrder(shop, buyer, staff);
    const [serum] = await lineIds(order.orderNumber);
    expect((await staff.post(`/api/admin/orders/${order.orderNumber}/cancel`, {})).statusCode).toBe(200);
    const res = await askReturn(shop, buyer, order.orderNumber, { lines: [{ line_id: serum, quantity: 1 }] });
    expect([res.statusCode, res.json()]).toEqual([409, { message: M.orderRefunded }]);
    expect(await requested(order.id)).toEqual([]);
  });

  it('refuses a whole-order refund once part of the order was returned', async () => {
    const order = await deliveredGbOrder(shop, buyer, staff);
    const [serum] = await lineIds(order.orderNumber);
    expect((await askReturn(shop, buyer, order.orderNumber, { lines: [{ line_id: serum, quantity: 1 }] })).statusCode).toBe(201);
    const res = await staff.post(`/api/admin/orders/${order.orderNumber}/cancel`, {});
    expect([res.statusCode, res.json()]).toEqual([409, { message: ORDER_MESSAGES.hasReturns }]);
    expect(await ledgerOf(order.id)).toEqual([['payment', 7699]]);
  });

  it('refunds delivery with a damaged item even when only part comes back, and only once', async () => {
    const order = await deliveredGbOrder(shop, buyer, staff);
    const [serum, toner] = await lineIds(order.orderNumber);
    // No discount: the toner £19.00 + delivery £5.99.
    const damaged = await returnAndReceive(order.orderNumber, [{ line_id: toner, quantity: 1 }], 'damaged');
    expect(damaged.received.json().data.refund_minor).toBe(2499);
    const rest = await returnAndReceive(order.orderNumber, [{ line_id: serum, quantity: 2 }]);
    expect(rest.received.json().data.refund_minor).toBe(5200);
    expect(await ledgerOf(order.id)).toEqual([
      ['payment', 7699],
      ['refund', -2499],
      ['refund', -5200],
    ]);
  });

  it('mails approval (return address of her country) and rejection (with the reason), each audited', async () => {
    const order = await deliveredGbOrder(shop, buyer, staff);
    const [serum, toner] = await lineIds(order.orderNumber);
    const a = (await askReturn(shop, buyer, order.orderNumber, { lines: [{ line_id: serum, quantity: 1 }] })).json().data.id;
    const b = (await askReturn(shop, buyer, order.orderNumber, { lines: [{ line_id: toner, quantity: 1 }], reason: 'other' })).json().data
      .id;
    expect((await staff.post(`/api/admin/returns/${a}/approve`, {})).json()).toMatchObject({
      message: M.approved,
      data: { status: 'approved' },
    });
    const twice = await staff.post(`/api/admin/returns/${a}/approve`, {});
    expect([twice.statusCode, twice.json()]).toEqual([409, { message: M.approveOnlyRequested('approved: please send it back') }]);
    const early = await staff.post(`/api/admin/returns/${b}/receive`, { lines: [{ line_id: toner, restock: false }] });
    expect([early.statusCode, early.json()]).toEqual([409, { message: M.receiveOnlyApproved('requested') }]);
    expect((await staff.post(`/api/admin/returns/${b}/reject`, { reason: 'Opened products cannot be returned' })).json()).toMatchObject({
      message: M.rejected,
      data: { status: 'rejected', rejection_reason: 'Opened products cannot be returned' },
    });
    const [approved] = (await mailsTo(buyer.email, 'return-approved')).filter((m) => m.subject.includes(order.orderNumber));
    expect(approved!.text).toContain('We have approved the return of: 1 × Radiance Vitamin C Serum.');
    expect(approved!.text).toContain('Zaron Returns, Unit 4, 21 Westfield Road, London W12 7GF, United Kingdom');
    const [rejected] = (await mailsTo(buyer.email, 'return-rejected')).filter((m) => m.subject.includes(order.orderNumber));
    expect(rejected!.text).toContain('Our reason: Opened products cannot be returned');
    // The rejected toner may be asked for again.
    const view = (await buyer.get(`/api/order/my-orders/${order.orderNumber}/returns`)).json().data;
    expect(view.lines.map((l: { returnable: number }) => l.returnable)).toEqual([1, 1]);
    expect(view.returns.map((r: { status: string }) => r.status)).toEqual(['rejected', 'approved']);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'return'), inArray(auditLog.targetId, [String(a), String(b)])))
      .orderBy(auditLog.id);
    expect(audit.map((e) => [e.action, e.targetId, e.staffId, e.after])).toEqual([
      ['return.approved', String(a), staff.userId, { status: 'approved' }],
      ['return.rejected', String(b), staff.userId, { status: 'rejected', reason: 'Opened products cannot be returned' }],
    ]);
  });

  it('leaves a refused refund "refund failed" with the provider’s words, writes nothing, and refunds once on retry', async () => {
    const order = await deliveredGbOrder(shop, buyer, staff);
    const [serum] = await lineIds(order.orderNumber);
    // The provider no longer knows the payment as settled: it refuses.
    await db().update(testPayments).set({ status: 'failed' }).where(eq(testPayments.reference, order.paymentReference));
    const { id, received } = await returnAndReceive(order.orderNumber, [{ line_id: serum, quantity: 1 }]);
    const error = `Test payment ${order.paymentReference} is not a settled payment`;
    expect(received.json()).toMatchObject({
      message: M.refundRefused(error),
      data: { status: 'refund_failed', refund_error: error, refund_minor: 2600 },
    });
    expect(await ledgerOf(order.id)).toEqual([['payment', 7699]]);
    expect((await buyer.get(`/api/order/my-orders/${order.orderNumber}`)).json().data.refunded_minor).toBe(0);

    await db().update(testPayments).set({ status: 'succeeded' }).where(eq(testPayments.reference, order.paymentReference));
    const [retry, again] = await Promise.all([
      staff.post(`/api/admin/returns/${id}/retry-refund`, {}),
      staff.post(`/api/admin/returns/${id}/retry-refund`, {}),
    ]);
    expect([retry.statusCode, again.statusCode].sort()).toEqual([200, 409]);
    expect((await staff.get(`/api/admin/returns/${id}`)).json().data).toMatchObject({ status: 'refunded', refund_error: null });
    expect(await ledgerOf(order.id)).toEqual([
      ['payment', 7699],
      ['refund', -2600],
    ]);
  });
});
