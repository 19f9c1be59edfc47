import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M } from '../../domain/admin/orders';
import { BULK_SHIP_MESSAGES as B } from '../../domain/fulfilment/bulk';
import { TRACKING_MESSAGES as T } from '../../domain/fulfilment/carriers';
import { mailOutbox } from '../mail/schema';
import { auditLog } from '../staff/schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { newCustomer, type TestCustomer } from '../test/customers';
import { invalidBody } from '../test/invalid';
import { testModeOrder } from '../test/orders';
import { newStaff, type TestStaff } from '../test/staff';
import { orders } from './schema';

const ROYAL_MAIL = (n: string) => `https://www.royalmail.com/track-your-item#/tracking-results/${encodeURIComponent(n)}`;

describe.each(BACKENDS)('fulfilment on %s', (backend) => {
  let shop: TestShop;
  let staff: TestStaff;
  let buyer: TestCustomer;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' });
    staff = await newStaff(shop, 'Tunde');
    buyer = await newCustomer(shop, 'Adaeze');
  });
  afterAll(() => shop.close());

  const mailsOf = async (kind: string) =>
    (
      await shop.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.recipient, buyer.email), eq(mailOutbox.kind, kind)))
        .orderBy(mailOutbox.id)
    ).map((m) => ({ subject: m.subject, text: m.text }));
  /** A mail's words between its heading and its sign-off. */
  const mailText = (heading: string, lines: string[], action: string) =>
    ['ZARON', '', heading, '', ...lines.flatMap((l) => [l, '']), action, '', T_FOOT, '', `Zaron Cosmetics · ${shop.config.publicUrl}`].join(
      '\n',
    );
  const T_FOOT = 'Questions about your order? Reply to this email and our team will help.';
  /** The delivered (or collected) mail's words: thanks first, then how to return. */
  const deliveredText = (first: string) =>
    mailText(
      'Your order has arrived, Adaeze',
      [
        first,
        'Thank you for shopping with Zaron.',
        'Not quite right? You can return items within 30 days of delivery: open the order in My Orders and choose "Return items".',
      ],
      `View my orders: ${shop.config.publicUrl}/my-orders`,
    );
  const auditOf = (number: string) => shop.database.db.select().from(auditLog).where(eq(auditLog.targetId, number)).orderBy(auditLog.id);
  const statusOf = async (number: string) =>
    (await shop.database.db.select().from(orders).where(eq(orders.orderNumber, number)))[0]!.status;
  const post = (number: string, move: string, body: unknown = {}) => staff.post(`/api/admin/orders/${number}/${move}`, body);

  it('ships a delivery order with its carrier and number, corrects the number, then marks it delivered', async () => {
    const order = await testModeOrder(shop, buyer, { delivered: true });
    const n = order.orderNumber;
    const dashboard = async () => (await staff.get('/api/admin/dashboard')).json();
    const before = await dashboard();
    const shipped = await post(n, 'ship', { carrier: 'royal-mail', tracking_number: '  AB 1234-5678 GB ' });
    expect(shipped.statusCode).toBe(200);
    // It no longer waits to be sent; it stays a sale.
    const after = await dashboard();
    expect([after.waiting.count, after.sales]).toEqual([before.waiting.count - 1, before.sales]);
    expect(shipped.json()).toMatchObject({
      status: 'shipped',
      tracking: { carrier: 'Royal Mail', carrier_id: 'royal-mail', number: 'AB 1234-5678 GB', url: ROYAL_MAIL('AB 1234-5678 GB') },
      actions: { ship: false, ready_for_pickup: false, correct_tracking: true, complete: true, refund: true },
    });
    expect(ROYAL_MAIL('AB 1234-5678 GB')).toBe('https://www.royalmail.com/track-your-item#/tracking-results/AB%201234-5678%20GB');
    expect(shipped.json().carriers.map((c: { name: string }) => c.name)).toEqual(['Royal Mail', 'DPD', 'DHL Express', 'Other']);
    expect(await mailsOf('order-shipped')).toEqual([
      {
        subject: `Your Zaron order ${n} is on its way`,
        text: mailText(
          'Your order is on its way, Adaeze',
          [
            `Order ${n} has left us with Royal Mail.`,
            'Carrier: Royal Mail',
            'Tracking number: AB 1234-5678 GB',
            `Follow your parcel: ${ROYAL_MAIL('AB 1234-5678 GB')}`,
          ],
          `Track your parcel: ${ROYAL_MAIL('AB 1234-5678 GB')}`,
        ),
      },
    ]);
    // The shopper sees the status, its history and the parcel.
    expect((await buyer.get('/api/order/my-orders')).json().data.find((o: { order_number: string }) => o.order_number === n).status).toBe(
      'shipped',
    );
    const mine = (await buyer.get(`/api/order/my-orders/${n}`)).json().data;
    expect(mine.tracking).toEqual({ carrier: 'Royal Mail', number: 'AB 1234-5678 GB', url: ROYAL_MAIL('AB 1234-5678 GB') });
    expect(mine.pickup).toBeNull();
    expect(mine.history.map((h: { status: string }) => h.status)).toEqual(['pending', 'processing', 'shipped']);

    // A wrong number is corrected: audited, mailed, and the order stays shipped.
    const same = await post(n, 'tracking', { carrier: 'royal-mail', tracking_number: 'AB 1234-5678 GB' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ message: M.sameTracking });
    const corrected = await post(n, 'tracking', { carrier: 'other', carrier_name: 'Parcelforce', tracking_number: 'PF99' });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({
      status: 'shipped',
      tracking: { carrier: 'Parcelforce', carrier_id: 'other', number: 'PF99', url: null },
    });
    expect(await mailsOf('order-tracking-corrected')).toEqual([
      {
        subject: `New tracking number for your Zaron order ${n}`,
        text: mailText(
          'A new tracking number, Adaeze',
          [
            `We gave you the wrong tracking number for order ${n}; this is the right one.`,
            'Carrier: Parcelforce',
            'Tracking number: PF99',
            'Parcelforce will contact you before delivery.',
          ],
          `View my orders: ${shop.config.publicUrl}/my-orders`,
        ),
      },
    ]);
    expect((await buyer.get(`/api/order/my-orders/${n}`)).json().data.tracking).toEqual({
      carrier: 'Parcelforce',
      number: 'PF99',
      url: null,
    });

    const delivered = await post(n, 'complete');
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({ status: 'completed', actions: { complete: false, correct_tracking: false, refund: true } });
    expect(delivered.json().timeline.map((t: { title: string; note: string | null }) => `${t.title} · ${t.note}`)).toEqual([
      'Order placed · Checkout started',
      'Pending payment → Processing · Payment confirmed',
      'Processing → Shipped · Royal Mail · AB 1234-5678 GB',
      'Corrected tracking number · carrier: Parcelforce, tracking_number: PF99',
      'Shipped → Delivered · Delivered',
    ]);
    expect(await mailsOf('order-delivered')).toEqual([
      { subject: `Your Zaron order ${n} has been delivered`, text: deliveredText(`Order ${n} has been delivered. We hope you love it.`) },
    ]);
    expect((await auditOf(n)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['order.ship', { status: 'processing' }, { status: 'shipped', carrier: 'Royal Mail', tracking_number: 'AB 1234-5678 GB' }],
      [
        'order.tracking.correct',
        { carrier: 'Royal Mail', tracking_number: 'AB 1234-5678 GB' },
        { carrier: 'Parcelforce', tracking_number: 'PF99' },
      ],
      ['order.complete', { status: 'shipped' }, { status: 'completed' }],
    ]);
    // Delivered is the end of the road for shipping.
    expect((await post(n, 'ship', { carrier: 'dpd', tracking_number: 'X1' })).json()).toEqual({
      message: M.shipOnlyProcessing('delivered'),
    });
    expect((await post(n, 'tracking', { carrier: 'dpd', tracking_number: 'X1' })).json()).toEqual({
      message: M.correctOnlyShipped('delivered'),
    });
    expect((await post(n, 'complete')).json()).toEqual({ message: M.completeOnlyProcessing('delivered') });
  });

  it('makes a Lagos pickup order ready for pickup, tells where and when, then marks it collected', async () => {
    const order = await testModeOrder(shop, buyer);
    const n = order.orderNumber;
    const ship = await post(n, 'ship', { carrier: 'gig', tracking_number: 'GIG1' });
    expect(ship.statusCode).toBe(409);
    expect(ship.json()).toEqual({ message: M.shipPickupOrder });
    const ready = await post(n, 'ready-for-pickup');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ready_for_pickup',
      tracking: null,
      actions: { ready_for_pickup: false, complete: true },
    });
    expect(await mailsOf('order-ready-for-pickup')).toContainEqual({
      subject: `Your Zaron order ${n} is ready for pickup`,
      text: [
        'ZARON',
        '',
        'Your order is ready to collect, Adaeze',
        '',
        `Order ${n} is waiting for you at Zaron Pickup Station, 14 Admiralty Way, Lekki Phase 1, Lagos.`,
        '',
        'Opening hours: Monday to Saturday, 9am – 6pm.',
        '',
        'Bring your order number and a photo ID.',
        '',
        `View my orders: ${shop.config.publicUrl}/my-orders`,
        '',
        T_FOOT,
        '',
        `Zaron Cosmetics · ${shop.config.publicUrl}`,
      ].join('\n'),
    });
    const mine = (await buyer.get(`/api/order/my-orders/${n}`)).json().data;
    expect(mine).toMatchObject({
      status: 'ready_for_pickup',
      tracking: null,
      pickup: { address: 'Zaron Pickup Station, 14 Admiralty Way, Lekki Phase 1, Lagos', hours: 'Monday to Saturday, 9am – 6pm' },
    });
    expect((await post(n, 'ready-for-pickup')).json()).toEqual({ message: M.readyOnlyProcessing('ready for pickup') });
    const collected = await post(n, 'complete');
    expect(collected.statusCode).toBe(200);
    expect(collected.json().timeline.at(-1)).toMatchObject({ title: 'Ready for pickup → Delivered', note: 'Collected' });
    expect((await auditOf(n)).map((a) => a.action)).toEqual(['order.ready_for_pickup', 'order.complete']);
    expect((await mailsOf('order-delivered')).at(-1)).toEqual({
      subject: `Your Zaron order ${n} has been delivered`,
      text: deliveredText(`Order ${n} has been collected from the pickup station. We hope you love it.`),
    });
  });

  it('refuses a wrong move or bad carrier and number with its message, changing nothing', async () => {
    const order = await testModeOrder(shop, buyer, { delivered: true });
    const n = order.orderNumber;
    const mailsBefore = (await mailsOf('order-shipped')).length;
    const refusals: [string, unknown, number, unknown][] = [
      ['ship', { carrier: 'hermes', tracking_number: 'H1' }, 400, invalidBody(`carrier: ${T.unknownCarrier}`)],
      [
        'ship',
        { carrier: 'gig', tracking_number: 'G1' },
        400,
        invalidBody('carrier: GIG Logistics is not a carrier for orders to United Kingdom'),
      ],
      ['ship', { carrier: 'dpd', tracking_number: 'AB$12' }, 400, invalidBody(`tracking_number: ${T.number}`)],
      ['ship', { carrier: 'dpd', tracking_number: '   ' }, 400, invalidBody(`tracking_number: ${T.number}`)],
      ['ship', { carrier: 'dpd', tracking_number: 'A'.repeat(41) }, 400, invalidBody(`tracking_number: ${T.number}`)],
      ['ship', { carrier: 'other', tracking_number: 'O1' }, 400, invalidBody(`carrier_name: ${T.otherName}`)],
      ['ready-for-pickup', {}, 409, { message: M.readyOnlyPickup }],
      ['tracking', { carrier: 'dpd', tracking_number: 'D1' }, 409, { message: M.correctOnlyShipped('processing') }],
    ];
    for (const [move, body, status, answer] of refusals) {
      const res = await post(n, move, body);
      expect([move, res.statusCode, res.json()]).toEqual([move, status, answer]);
    }
    expect(await statusOf(n)).toBe('processing');
    expect(await auditOf(n)).toEqual([]);
    expect((await mailsOf('order-shipped')).length).toBe(mailsBefore);

    const unpaid = await testModeOrder(shop, buyer, { delivered: true, pay: false });
    const early = await post(unpaid.orderNumber, 'ship', { carrier: 'dpd', tracking_number: 'D1' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: M.shipOnlyProcessing('pending payment') });
    expect((await post('ZR-NOPE000', 'ship', { carrier: 'dpd', tracking_number: 'D1' })).statusCode).toBe(404);
  });

  it('lets fulfilment staff make these moves (config.roles)', () => {
    const roles = Object.fromEntries(shop.app.adminRoutes.map((r) => [`${r.method} ${r.url}`, r.roles]));
    expect([
      roles['POST /api/admin/orders/:orderNumber/ship'],
      roles['POST /api/admin/orders/:orderNumber/ready-for-pickup'],
      roles['POST /api/admin/orders/:orderNumber/tracking'],
      roles['POST /api/admin/orders/:orderNumber/complete'],
      roles['POST /api/admin/orders/bulk-ship'],
      roles['GET /api/admin/orders/:orderNumber'],
    ]).toEqual([['fulfilment'], ['fulfilment'], ['fulfilment'], ['fulfilment'], ['fulfilment'], ['fulfilment', 'support']]);
  });

  it('refunds a shipped order in full, as a paid one', async () => {
    const order = await testModeOrder(shop, buyer, { delivered: true });
    await post(order.orderNumber, 'ship', { carrier: 'dhl', tracking_number: 'JD0001' });
    const refunded = await post(order.orderNumber, 'cancel');
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().status).toBe('refunded');
  });

  it('ships several orders from a CSV and reports every line', async () => {
    const a = await testModeOrder(shop, buyer, { delivered: true });
    const b = await testModeOrder(shop, buyer, { delivered: true });
    const c = await testModeOrder(shop, buyer, { delivered: true });
    const pickup = await testModeOrder(shop, buyer);
    const csv = [
      'Order_Number,Carrier,Tracking_Number',
      `${a.orderNumber},royal mail,RM 1001`,
      `${b.orderNumber.toLowerCase()},"DPD","DPD-2002"`,
      '',
      `${a.orderNumber},dpd,X9`,
      'ZR-NOPE000,dpd,X1',
      `${pickup.orderNumber},gig,G1`,
      `${c.orderNumber},Hermes,H1`,
      `${c.orderNumber},dhl,bad/number`,
      'just,two',
      `"${c.orderNumber},dhl,X2`,
      `${a.orderNumber}`,
    ].join('\r\n');
    const res = await staff.post('/api/admin/orders/bulk-ship', { csv });
    expect(res.statusCode).toBe(200);
    const refused = (line: number, order_number: string | null, reason: string) => ({ line, order_number, result: 'refused', reason });
    expect(res.json()).toEqual({
      applied: 2,
      refused: 8,
      lines: [
        { line: 2, order_number: a.orderNumber, result: 'applied', reason: null },
        { line: 3, order_number: b.orderNumber, result: 'applied', reason: null },
        refused(5, a.orderNumber, B.duplicate(2)),
        refused(6, 'ZR-NOPE000', B.unknownOrder),
        refused(7, pickup.orderNumber, M.shipPickupOrder),
        refused(8, c.orderNumber, `${T.unknownCarrier}: Hermes`),
        refused(9, c.orderNumber, B.duplicate(8)),
        refused(10, null, B.malformed),
        refused(11, null, B.malformed),
        refused(12, null, B.malformed),
      ],
    });
    expect([await statusOf(a.orderNumber), await statusOf(b.orderNumber), await statusOf(c.orderNumber)]).toEqual([
      'shipped',
      'shipped',
      'processing',
    ]);
    const listed = (await staff.get(`/api/admin/orders?status=shipped&q=${encodeURIComponent(buyer.email)}`)).json();
    expect(listed.data.map((o: { order_number: string }) => o.order_number)).toEqual(
      expect.arrayContaining([a.orderNumber, b.orderNumber]),
    );
    expect(listed.data.map((o: { order_number: string }) => o.order_number)).not.toContain(c.orderNumber);
    expect((await staff.get(`/api/admin/orders/${b.orderNumber}`)).json().tracking).toEqual({
      carrier: 'DPD',
      carrier_id: 'dpd',
      number: 'DPD-2002',
      url: 'https://track.dpd.co.uk/parcels/DPD-2002',
    });
    // Sent again, the shipped orders are refused as already shipped; a bad number is said as such.
    const again = await staff.post('/api/admin/orders/bulk-ship', { csv: `${a.orderNumber},dpd,X1\n${c.orderNumber},dhl,bad/number\n` });
    expect(again.json()).toEqual({
      applied: 0,
      refused: 2,
      lines: [refused(1, a.orderNumber, M.shipOnlyProcessing('shipped')), refused(2, c.orderNumber, T.number)],
    });
  });

  it('refuses a file that is not a CSV, empty, too big or too long with 4xx, shipping nothing', async () => {
    const order = await testModeOrder(shop, buyer, { delivered: true });
    const line = `${order.orderNumber},dpd,D1\n`;
    const cases: [unknown, number, unknown][] = [
      [{ csv: '' }, 400, invalidBody(`csv: ${B.empty}`)],
      [{ csv: ' \n\n' }, 400, invalidBody(`csv: ${B.empty}`)],
      [{ csv: `\u0000PNG\u0001${line}` }, 400, invalidBody(`csv: ${B.notCsv}`)],
      [{ csv: line + 'x'.repeat(1_000_000) }, 400, invalidBody(`csv: ${B.tooBig}`)],
      [{ csv: line.repeat(1001) }, 400, { message: B.tooManyRows }],
      [{ csv: 5 }, 400, invalidBody(`csv: ${B.notCsv}`)],
      [{}, 400, invalidBody(`csv: ${B.notCsv}`)],
    ];
    for (const [body, status, answer] of cases) {
      const res = await staff.post('/api/admin/orders/bulk-ship', body);
      expect([res.statusCode, res.json()]).toEqual([status, answer]);
    }
    const huge = await staff.post('/api/admin/orders/bulk-ship', { csv: 'x'.repeat(2_100_000) });
    expect([huge.statusCode, huge.json()]).toEqual([413, { message: 'The request body is too large.' }]);
    expect(await statusOf(order.orderNumber)).toBe('processing');
  });
});
