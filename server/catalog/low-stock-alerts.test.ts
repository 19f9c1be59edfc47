import { asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../mail/schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { newCustomer } from '../test/customers';
import { stockedProduct } from '../test/products';
import { newStaff, type TestStaff } from '../test/staff';
import { sendLowStockAlerts } from './low-stock-alerts';
import { lowStockCrossings, lowStockMails, products } from './schema';

const SETTINGS = { publicUrl: 'http://shop.test' };
const at = (iso: string) => new Date(iso);

describe.each(BACKENDS)('low-stock alerts on %s', (backend) => {
  let shop: TestShop;
  let admin: TestStaff;
  let catalogue: TestStaff;
  let seen = 0;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' }, { mailWorker: false });
    admin = await newStaff(shop, 'Ada', 'admin');
    catalogue = await newStaff(shop, 'Kemi', 'catalogue');
    await newStaff(shop, 'Sade', 'support');
    await newStaff(shop, 'Tunde', 'fulfilment');
    await newCustomer(shop, 'Ngozi');
    // The demo catalogue's empty markets are the first day's alert; the tests start the day after.
    await sendLowStockAlerts(shop.database.db, SETTINGS, at('2031-03-01T08:00:00Z'));
    seen = await lastMailId();
  });
  afterAll(() => shop.close());

  async function lastMailId() {
    const rows = await shop.database.db.select({ id: mailOutbox.id }).from(mailOutbox);
    return Math.max(0, ...rows.map((r) => r.id));
  }
  /** The alerts queued since the last look. */
  async function newAlerts() {
    const rows = await shop.database.db.select().from(mailOutbox).where(gt(mailOutbox.id, seen)).orderBy(asc(mailOutbox.id));
    seen = await lastMailId();
    return rows.filter((m) => m.kind === 'low-stock-alert');
  }
  const setStock = (id: number, NG: number) => shop.database.db.update(products).set({ stockNg: NG }).where(eq(products.id, id));
  const run = (iso: string) => sendLowStockAlerts(shop.database.db, SETTINGS, at(iso));

  let soap: { id: number };
  let toner: { id: number };

  it('mails admin and catalogue staff once on the day a product falls, however many instances run', async () => {
    soap = await stockedProduct(shop, 'alert-black-soap', { NG: 9, GB: 30, US: 30 });
    toner = await stockedProduct(shop, 'alert-rose-toner', { NG: 30, GB: 30, US: 30 });
    expect(await run('2031-03-02T09:00:00Z')).toBe(0);
    await setStock(soap.id, 3);
    // Two instances in the same minute: one claims the day and queues the mails, one per admin and catalogue member.
    const sent = await Promise.all([run('2031-03-02T09:01:00Z'), run('2031-03-02T09:01:00Z')]);
    expect(sent.toSorted()).toEqual([0, 4]);
    const mails = await newAlerts();
    expect(mails.map((m) => m.recipient).toSorted()).toEqual(
      [admin.email, catalogue.email, 'catalogue@zaron.test', 'owner@zaron.test'].toSorted(),
    );
    expect(mails[0]!.subject).toBe('Low stock: Alert Black Soap');
    expect(mails[0]!.text).toContain('Alert Black Soap, NG: 3 left (threshold 5). http://shop.test/admin/products/' + soap.id);
    expect(mails[0]!.text).not.toContain('GB:');
    expect(mails[0]!.html).toContain('href="http://shop.test/admin/low-stock"');
    const days = await shop.database.db.select().from(lowStockMails).where(eq(lowStockMails.day, '2031-03-02'));
    expect(days.map((d) => d.crossings)).toEqual([1]);
    // Still low a minute later: the same fall, not a new one.
    expect(await run('2031-03-02T09:02:00Z')).toBe(0);
    expect(await newAlerts()).toEqual([]);
  });

  it('keeps a fall later that day for the next day’s mail', async () => {
    await setStock(toner.id, 5);
    expect(await run('2031-03-02T15:00:00Z')).toBe(0);
    expect(await run('2031-03-02T23:59:00Z')).toBe(0);
    expect(await newAlerts()).toEqual([]);
    expect(await run('2031-03-03T00:00:30Z')).toBe(4);
    const mails = await newAlerts();
    expect(mails).toHaveLength(4);
    for (const m of mails) {
      expect(m.subject).toBe('Low stock: Alert Rose Toner');
      expect(m.text).toContain(`Alert Rose Toner, NG: 5 left (threshold 5). http://shop.test/admin/products/${toner.id}`);
      expect(m.text).not.toContain('Alert Black Soap');
    }
  });

  it('alerts again when a restocked product falls again, on the next day’s mail', async () => {
    await setStock(soap.id, 20);
    expect(await run('2031-03-03T10:00:00Z')).toBe(0);
    await setStock(soap.id, 2);
    expect(await run('2031-03-03T11:00:00Z')).toBe(0);
    expect(await newAlerts()).toEqual([]);
    expect(await run('2031-03-04T00:01:00Z')).toBe(4);
    const mails = await newAlerts();
    expect(mails.map((m) => m.subject)).toEqual(Array(4).fill('Low stock: Alert Black Soap'));
    expect(mails[0]!.text).toContain(`Alert Black Soap, NG: 2 left (threshold 5). http://shop.test/admin/products/${soap.id}`);
    const falls = await shop.database.db
      .select()
      .from(lowStockCrossings)
      .where(eq(lowStockCrossings.productId, soap.id))
      .orderBy(asc(lowStockCrossings.id));
    expect(falls.map((f) => [f.country, f.stock, f.threshold, f.clearedAt?.toISOString() ?? null, f.mailedOn])).toEqual([
      ['NG', 3, 5, '2031-03-03T10:00:00.000Z', '2031-03-02'],
      ['NG', 2, 5, null, '2031-03-04'],
    ]);
  });

  it('leaves out a fall that was restocked before the mail, and follows a raised threshold', async () => {
    const butter = await stockedProduct(shop, 'alert-cocoa-butter', { NG: 30, GB: 30, US: 30 });
    await setStock(butter.id, 1);
    expect(await run('2031-03-04T12:00:00Z')).toBe(0);
    await setStock(butter.id, 30);
    expect(await run('2031-03-05T00:01:00Z')).toBe(0);
    expect(await newAlerts()).toEqual([]);
    // Its day was not used up: a threshold raised above the stock is a fall, mailed at once.
    expect((await catalogue.post(`/api/admin/products/${butter.id}/low-stock`, { NG: 5, GB: 40, US: 5 })).statusCode).toBe(200);
    expect(await run('2031-03-05T09:00:00Z')).toBe(4);
    expect((await newAlerts())[0]!.text).toContain(`Alert Cocoa Butter, GB: 30 left (threshold 40).`);
  });
});
