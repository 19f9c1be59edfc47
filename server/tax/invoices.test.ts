import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '../../domain/tax/documents';
import { orders } from '../checkout/schema';
import { mailOutbox } from '../mail/schema';
import { paymentLedger, testPayments } from '../payments/schema';
import { askReturn, SERUM, TONER } from '../returns/test-support';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { GB_ADDRESS, newCustomer, newKey, US_ADDRESS, type TestCustomer } from '../test/customers';
import { productBySlug, testModeOrder } from '../test/orders';
import { newStaff, type TestStaff } from '../test/staff';
import { taxInPart } from '../../domain/tax/tax';
import { products } from '../catalog/schema';
import { orderItems } from '../checkout/schema';
import { settlePayment } from '../checkout/settle';
import { creditNotes, documentSeries, invoices, taxRates } from './schema';
import { fixTax, payTestOrder, pdfText } from './test-support';

describe.each(BACKENDS)('invoices and credit notes on %s', (backend) => {
  let shop: TestShop;
  let staff: TestStaff;
  let buyer: TestCustomer;
  let other: TestCustomer;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' }, { mailWorker: false });
    staff = await newStaff(shop, 'Kemi');
    buyer = await newCustomer(shop, 'Ada');
    other = await newCustomer(shop, 'Bisi');
  });
  afterAll(() => shop.close());

  const db = () => shop.database.db;
  const year = new Date().getUTCFullYear();
  const lastOf = async (series: string) =>
    (
      await db()
        .select()
        .from(documentSeries)
        .where(and(eq(documentSeries.series, series), eq(documentSeries.year, year)))
    )[0]?.last ?? 0;
  const number = (series: string, n: number) => `${series}-${year}-${String(n).padStart(6, '0')}`;
  const pdf = async (who: TestCustomer, url: string) => {
    const res = await who.get(url);
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
    return pdfText(res.rawPayload);
  };
  const notesOf = async (orderId: number) =>
    db().select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(creditNotes.id);
  const refundsOf = async (orderId: number) =>
    (
      await db()
        .select()
        .from(paymentLedger)
        .where(and(eq(paymentLedger.orderId, orderId), eq(paymentLedger.kind, 'refund')))
    ).map((r) => -r.amountMinor);

  /** A test-mode order of two serums and a toner, delivered to GB (Royal Mail) or New York (USPS), its tax fixed as checkout does, then paid. */
  async function paidGbOrder(discountCode?: string, country: 'GB' | 'US' = 'GB') {
    const [serum, toner] = await Promise.all([productBySlug(shop, SERUM), productBySlug(shop, TONER)]);
    const res = await buyer.post('/api/create-payment-intent', {
      country,
      cartItems: [
        { id: serum.id, quantity: 2 },
        { id: toner.id, quantity: 1 },
      ],
      address: await buyer.addAddress(country === 'GB' ? GB_ADDRESS : US_ADDRESS),
      delivery_method: { name: country === 'GB' ? 'Royal Mail Tracked 24' : 'USPS Ground Advantage' },
      isPickup: false,
      idempotency_key: newKey(),
      ...(discountCode ? { discountCode } : {}),
    });
    if (res.statusCode !== 200) throw new Error(`order failed: ${res.body}`);
    const { reference } = res.json() as { reference: string };
    const [pending] = await db().select().from(orders).where(eq(orders.paymentReference, reference));
    await fixTax(db(), pending!.id);
    await payTestOrder(buyer, reference);
    return (await db().select().from(orders).where(eq(orders.id, pending!.id)))[0]!;
  }

  it('numbers a paid GB order’s invoice, credits each return exactly, and prints both', async () => {
    const before = await lastOf('INV');
    const order = await paidGbOrder('AMAKA');
    // 2 × £26.00 + £19.00 less 10 %, Royal Mail £5.99: 20 % VAT in £46.80 is £7.80, in £17.10 £2.85, in £5.99 £1.00 (£0.998, half up).
    expect([order.totalMinor, order.taxMinor]).toEqual([6989, 1165]);
    const invoice = (await db().select().from(invoices).where(eq(invoices.orderId, order.id)))[0]!;
    expect(invoice.number).toBe(number('INV', before + 1));

    const detail = (await buyer.get(`/api/order/my-orders/${order.orderNumber}`)).json().data;
    expect(detail.documents).toEqual({
      invoice: { number: invoice.number, url: `/api/orders/${order.orderNumber}/invoice.pdf` },
      credit_notes: [],
    });
    const confirmation = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, buyer.email), eq(mailOutbox.kind, 'order-confirmation')));
    expect(confirmation.at(-1)!.text).toContain(
      `Your invoice ${invoice.number} (PDF): http://shop.test/api/orders/${order.orderNumber}/invoice.pdf`,
    );

    const text = await pdf(buyer, `/api/orders/${order.orderNumber}/invoice.pdf`);
    for (const s of [
      'ZARON',
      'Invoice',
      invoice.number,
      'Zaron Beauty Ltd',
      'London W12 7GF',
      'No VAT registration',
      order.orderNumber,
      'Ada',
      '5 Brixton Road',
      'Radiance Vitamin C Serum',
      '£26.00',
      '£52.00',
      '£7.80',
      '£2.85',
      '−£7.10',
      '£58.24',
      '£11.65',
      '£69.89',
    ])
      expect(text).toContain(s);
    expect(text).toMatch(/20 %\s+£58\.24\s+£11\.65\s+£69\.89/);

    expect((await staff.post(`/api/admin/orders/${order.orderNumber}/complete`, {})).statusCode).toBe(200);
    const lines = (await buyer.get(`/api/order/my-orders/${order.orderNumber}/returns`)).json().data.lines as {
      line_id: number;
      name: string;
    }[];
    const serum = lines.find((l) => l.name === 'Radiance Vitamin C Serum')!.line_id;
    const toner = lines.find((l) => l.name === 'Glycolic Glow Toner')!.line_id;
    const giveBack = async (back: { line_id: number; quantity: number }[]) => {
      const asked = await askReturn(shop, buyer, order.orderNumber, { lines: back });
      const id = asked.json().data.id as number;
      expect((await staff.post(`/api/admin/returns/${id}/approve`, {})).statusCode).toBe(200);
      const received = await staff.post(`/api/admin/returns/${id}/receive`, {
        lines: back.map((l) => ({ line_id: l.line_id, restock: true })),
      });
      expect(received.json().data.status).toBe('refunded');
    };

    const cnBefore = await lastOf('CN');
    // One serum: half of £46.80 = £23.40, with half its VAT, £3.90.
    await giveBack([{ line_id: serum, quantity: 1 }]);
    // The rest: the other serum (£23.40, £3.90), the toner (£17.10, £2.85) and delivery (£5.99, £1.00).
    await giveBack([
      { line_id: serum, quantity: 1 },
      { line_id: toner, quantity: 1 },
    ]);
    const notes = await notesOf(order.id);
    expect(notes.map((n) => [n.number, n.source.split(':')[0], n.totalMinor, n.taxMinor, n.invoiceId])).toEqual([
      [number('CN', cnBefore + 1), 'return', 2340, 390, invoice.id],
      [number('CN', cnBefore + 2), 'return', 4649, 775, invoice.id],
    ]);
    expect(notes.map((n) => n.lines.map((l) => [l.description, l.quantity, l.chargedMinor, l.taxMinor]).sort())).toEqual([
      [['Radiance Vitamin C Serum', 1, 2340, 390]],
      [
        ['Delivery', 1, 599, 100],
        ['Glycolic Glow Toner', 1, 1710, 285],
        ['Radiance Vitamin C Serum', 1, 2340, 390],
      ],
    ]);
    // Each credit note is its ledger refund to the penny, and together they give back exactly the invoice's VAT.
    for (const n of notes) expect(n.lines.reduce((s, l) => s + l.chargedMinor, 0)).toBe(n.totalMinor);
    expect(notes.map((n) => n.totalMinor)).toEqual(await refundsOf(order.id));
    expect(notes.reduce((s, n) => s + n.taxMinor, 0)).toBe(order.taxMinor);
    // Everything came back, so the credit notes add up to the invoice per rate, and no more.
    const credited = notes
      .flatMap((n) => n.byRate)
      .reduce((s, r) => ({ net: s.net + r.netMinor, tax: s.tax + r.taxMinor }), { net: 0, tax: 0 });
    expect(order.taxByRate).toEqual([{ rateBp: 2000, exempt: false, netMinor: credited.net, taxMinor: credited.tax }]);

    const first = await pdf(buyer, `/api/orders/${order.orderNumber}/credit-notes/${notes[0]!.number}.pdf`);
    for (const s of ['Credit note', notes[0]!.number, `Credits invoice`, invoice.number, '£23.40', '£3.90', '£19.50'])
      expect(first).toContain(s);
    const staffCopy = await pdf(staff, `/api/admin/orders/${order.orderNumber}/credit-notes/${notes[1]!.number}.pdf`);
    for (const s of [notes[1]!.number, '£46.49', '£7.75', 'Delivery']) expect(staffCopy).toContain(s);

    const after = (await buyer.get(`/api/order/my-orders/${order.orderNumber}`)).json().data;
    expect(after.documents.credit_notes.map((c: { number: string; total_minor: number }) => [c.number, c.total_minor])).toEqual([
      [notes[0]!.number, 2340],
      [notes[1]!.number, 4649],
    ]);
    const admin = (await staff.get(`/api/admin/orders/${order.orderNumber}`)).json();
    expect(admin.documents.invoice).toEqual({ number: invoice.number, url: `/api/admin/orders/${order.orderNumber}/invoice.pdf` });
    const refundMails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, buyer.email), eq(mailOutbox.kind, 'order-refunded')));
    expect(refundMails.at(-1)!.text).toContain(
      `Your credit note ${notes[1]!.number} (PDF): http://shop.test/api/orders/${order.orderNumber}/credit-notes/${notes[1]!.number}.pdf`,
    );
  });

  it('refunds a US return its sales tax on top, and credits exactly that', async () => {
    await db().insert(taxRates).values({ country: 'US', region: 'NY', name: 'Sales tax', rateBp: 888, included: false });
    // The demo catalogue's toner is out of stock in the US.
    await db().update(products).set({ stockUs: 10 }).where(eq(products.slug, TONER));
    try {
      const order = await paidGbOrder(undefined, 'US');
      expect(order.taxIncluded).toBe(false);
      expect((await staff.post(`/api/admin/orders/${order.orderNumber}/complete`, {})).statusCode).toBe(200);
      const [serum] = await db()
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.orderId, order.id), eq(orderItems.name, 'Radiance Vitamin C Serum')));
      const asked = await askReturn(shop, buyer, order.orderNumber, { lines: [{ line_id: serum!.id, quantity: 1 }] });
      const id = asked.json().data.id as number;
      await staff.post(`/api/admin/returns/${id}/approve`, {});
      const received = await staff.post(`/api/admin/returns/${id}/receive`, { lines: [{ line_id: serum!.id, restock: true }] });
      // One of two serums: half of what the line was charged, and the same half of its tax, added.
      const net = Math.round(serum!.chargedMinor / 2);
      const tax = taxInPart(serum!, 0, net);
      expect(tax).toBeGreaterThan(0);
      expect(received.json().data).toMatchObject({ status: 'refunded', refund_minor: net + tax });
      const [note] = await notesOf(order.id);
      expect([note!.totalMinor, note!.taxMinor, note!.lines.map((l) => [l.chargedMinor, l.taxMinor])]).toEqual([
        net + tax,
        tax,
        [[net, tax]],
      ]);
      expect(await refundsOf(order.id)).toEqual([net + tax]);
      const text = await pdf(buyer, `/api/orders/${order.orderNumber}/credit-notes/${note!.number}.pdf`);
      expect(text).toContain('8.88 %');
      expect(text).toContain(`$${((net + tax) / 100).toFixed(2)}`);
    } finally {
      await db().delete(taxRates).where(eq(taxRates.country, 'US'));
    }
  });

  it('credits a whole staff refund line by line, equal to the refund', async () => {
    const order = await paidGbOrder();
    const res = await staff.post(`/api/admin/orders/${order.orderNumber}/cancel`, {});
    expect(res.statusCode).toBe(200);
    const [note] = await notesOf(order.id);
    // £71.00 + £5.99, no discount: VAT £8.67 + £3.17 + £1.00.
    expect([note!.source, note!.totalMinor, note!.taxMinor]).toEqual([expect.stringMatching(/^refund:\d+$/), 7699, 1284]);
    const credited = note!.lines.map((l) => [l.description, l.quantity, l.chargedMinor, l.taxMinor]);
    expect(credited.sort()).toEqual([
      ['Delivery', 1, 599, 100],
      ['Glycolic Glow Toner', 1, 1900, 317],
      ['Radiance Vitamin C Serum', 2, 5200, 867],
    ]);
    expect(note!.byRate).toEqual([{ rateBp: 2000, exempt: false, netMinor: 6415, taxMinor: 1284 }]);
    expect(await refundsOf(order.id)).toEqual([note!.totalMinor]);
  });

  it('invoices an order accepted after review, and spreads the refund of what arrived over its rates', async () => {
    const pending = await testModeOrder(shop, buyer, { pay: false, quantity: 2 });
    await fixTax(db(), pending.id);
    const order = (await db().select().from(orders).where(eq(orders.id, pending.id)))[0]!;
    // £1.00 less than the total arrived: held for review, no invoice yet.
    const arrived = order.totalMinor - 100;
    await db()
      .update(testPayments)
      .set({ status: 'succeeded', amountMinor: arrived })
      .where(eq(testPayments.reference, order.paymentReference));
    await settlePayment(
      db(),
      order.paymentReference,
      { status: 'succeeded', amountMinor: arrived, currency: order.currency, eventId: newKey() },
      async () => {},
    );
    expect(await db().select().from(invoices).where(eq(invoices.orderId, order.id))).toEqual([]);
    expect((await staff.post(`/api/admin/orders/${order.orderNumber}/accept`, {})).statusCode).toBe(200);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice!.number).toMatch(/^INV-\d{4}-\d{6}$/);

    expect((await staff.post(`/api/admin/orders/${order.orderNumber}/cancel`, {})).statusCode).toBe(200);
    const [note] = await notesOf(order.id);
    // One rate (7.5 %): all of what arrived, with the same part of the order's VAT.
    const tax = taxInPart({ chargedMinor: order.totalMinor, taxMinor: order.taxMinor }, 0, arrived);
    expect([note!.totalMinor, note!.taxMinor, note!.lines.map((l) => [l.rateBp, l.chargedMinor, l.taxMinor])]).toEqual([
      arrived,
      tax,
      [[750, arrived, tax]],
    ]);
    expect(await refundsOf(order.id)).toEqual([arrived]);
  });

  it('prints an NG invoice in naira at 7.5 %', async () => {
    const pending = await testModeOrder(shop, buyer, { pay: false, quantity: 3 });
    await fixTax(db(), pending.id);
    await payTestOrder(buyer, pending.paymentReference);
    const order = (await db().select().from(orders).where(eq(orders.id, pending.id)))[0]!;
    const text = await pdf(buyer, `/api/orders/${order.orderNumber}/invoice.pdf`);
    expect(text).toContain('₦');
    expect(text).toContain('7.5 %');
    expect(text).toContain('Lekki Phase 1, Lagos');
    expect(text).toContain(`₦${(order.taxMinor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(order.taxMinor).toBeGreaterThan(0);
  });

  it('answers 404 for another customer’s order, an order not yet paid, and a credit note it does not have', async () => {
    const order = await testModeOrder(shop, buyer);
    const theirs = await other.get(`/api/orders/${order.orderNumber}/invoice.pdf`);
    expect([theirs.statusCode, theirs.json()]).toEqual([404, { message: DOCUMENT_MESSAGES.orderNotFound }]);
    const unpaid = await testModeOrder(shop, other, { pay: false });
    const none = await staff.get(`/api/admin/orders/${unpaid.orderNumber}/invoice.pdf`);
    expect([none.statusCode, none.json()]).toEqual([404, { message: DOCUMENT_MESSAGES.noInvoice }]);
    const missing = await buyer.get(`/api/orders/${order.orderNumber}/credit-notes/CN-${year}-999999.pdf`);
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: DOCUMENT_MESSAGES.creditNoteNotFound }]);
    const signedOut = await shop.app.inject({ method: 'GET', url: `/api/orders/${order.orderNumber}/invoice.pdf` });
    expect(signedOut.statusCode).toBe(401);
  });
});
