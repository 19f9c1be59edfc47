import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../staff/schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { newStaff, type TestStaff } from '../test/staff';
import { stockedProduct } from '../test/products';
import { products } from './schema';

describe.each(BACKENDS)('low-stock thresholds and list on %s', (backend) => {
  let shop: TestShop;
  let catalogue: TestStaff;
  let support: TestStaff;
  let fulfilment: TestStaff;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' }, { mailWorker: false });
    catalogue = await newStaff(shop, 'Kemi', 'catalogue');
    support = await newStaff(shop, 'Sade', 'support');
    fulfilment = await newStaff(shop, 'Tunde', 'fulfilment');
  });
  afterAll(() => shop.close());

  it('lets catalogue staff set a product’s thresholds, audited; support and fulfilment may not', async () => {
    const p = await stockedProduct(shop, 'threshold-shea-soap', { NG: 40, GB: 40, US: 40 });
    expect((await catalogue.get(`/api/admin/products/${p.id}`)).json().data.low_stock).toEqual({ NG: 5, GB: 5, US: 5 });

    const saved = await catalogue.post(`/api/admin/products/${p.id}/low-stock`, { NG: 12, GB: 0, US: 9999 });
    expect([saved.statusCode, saved.json()]).toEqual([200, { message: 'Low-stock thresholds saved', data: { NG: 12, GB: 0, US: 9999 } }]);
    expect((await catalogue.get(`/api/admin/products/${p.id}`)).json().data.low_stock).toEqual({ NG: 12, GB: 0, US: 9999 });
    const entries = await shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.low_stock'), eq(auditLog.targetId, String(p.id))));
    expect(entries.map((e) => [e.staffId, e.targetType, e.before, e.after])).toEqual([
      [catalogue.userId, 'product', { NG: 5, GB: 5, US: 5 }, { NG: 12, GB: 0, US: 9999 }],
    ]);

    for (const refused of [support, fulfilment]) {
      const res = await refused.post(`/api/admin/products/${p.id}/low-stock`, { NG: 1, GB: 1, US: 1 });
      expect([res.statusCode, res.json()]).toEqual([403, { message: 'Your role does not allow this.' }]);
    }
    const [row] = await shop.database.db.select().from(products).where(eq(products.id, p.id));
    expect([row!.lowStockNg, row!.lowStockGb, row!.lowStockUs]).toEqual([12, 0, 9999]);
  });

  it('refuses thresholds outside 0 to 9999, or not whole numbers, naming the market; 404 for an unknown product', async () => {
    const p = await stockedProduct(shop, 'threshold-bad-values', { NG: 40, GB: 40, US: 40 });
    const range = 'Enter a whole number from 0 to 9999';
    const cases: [unknown, string, Record<string, string>][] = [
      [{ NG: -1, GB: 5, US: 5 }, `NG: ${range}`, { NG: range }],
      [{ NG: 5, GB: 10_000, US: 5 }, `GB: ${range}`, { GB: range }],
      [{ NG: 5, GB: 5, US: 2.5 }, `US: ${range}`, { US: range }],
      [{ NG: '5', GB: 5, US: 5 }, `NG: ${range}`, { NG: range }],
      [{ NG: 5, GB: 5 }, `US: ${range}`, { US: range }],
    ];
    for (const [body, message, fields] of cases) {
      const res = await catalogue.post(`/api/admin/products/${p.id}/low-stock`, body);
      expect([res.statusCode, res.json()]).toEqual([400, { message, fields }]);
    }
    const missing = await catalogue.post('/api/admin/products/999999/low-stock', { NG: 1, GB: 1, US: 1 });
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Product not found' }]);
    const [row] = await shop.database.db.select().from(products).where(eq(products.id, p.id));
    expect([row!.lowStockNg, row!.lowStockGb, row!.lowStockUs]).toEqual([5, 5, 5]);
  });

  it('lists every product and market at or below its threshold, the emptiest first; the dashboard reads the same thresholds', async () => {
    const ok = await stockedProduct(shop, 'list-plenty-butter', { NG: 6, GB: 30, US: 30 });
    const raised = await stockedProduct(shop, 'list-raised-toner', { NG: 30, GB: 8, US: 30 });
    const zero = await stockedProduct(shop, 'list-zero-oil', { NG: 0, GB: 1, US: 30 });
    const archived = await stockedProduct(shop, 'list-archived-balm', { NG: 0, GB: 0, US: 0 });
    expect((await catalogue.post(`/api/admin/products/${raised.id}/low-stock`, { NG: 5, GB: 10, US: 5 })).statusCode).toBe(200);
    // Threshold 0: only running out counts.
    expect((await catalogue.post(`/api/admin/products/${zero.id}/low-stock`, { NG: 0, GB: 0, US: 5 })).statusCode).toBe(200);
    expect((await catalogue.post(`/api/admin/products/${archived.id}/archive`, { archived: true })).statusCode).toBe(200);

    const res = await catalogue.get('/api/admin/products/low-stock');
    expect(res.statusCode).toBe(200);
    const lines = res.json().data as { id: number; stock: number }[];
    const mine = lines.filter((l) => [ok.id, raised.id, zero.id, archived.id].includes(l.id));
    expect(mine).toEqual([
      { id: zero.id, name: 'List Zero Oil', slug: 'list-zero-oil', country: 'NG', stock: 0, threshold: 0 },
      { id: raised.id, name: 'List Raised Toner', slug: 'list-raised-toner', country: 'GB', stock: 8, threshold: 10 },
    ]);
    // Emptiest first across the whole list (the demo catalogue's empty markets among them).
    expect(lines.map((l) => l.stock)).toEqual(lines.map((l) => l.stock).toSorted((a, b) => a - b));
    expect(lines[0]!.stock).toBe(0);

    const refused = await support.get('/api/admin/products/low-stock');
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: 'Your role does not allow this.' }]);

    const dashboard = (await support.get('/api/admin/dashboard')).json();
    const shown = (dashboard.low_stock as { id: number }[]).map((p) => p.id);
    expect(shown).not.toContain(ok.id);
    expect(shown).not.toContain(archived.id);
    const all = (await shop.database.db.select().from(products)).filter((p) => p.archivedAt === null);
    const lowSomewhere = all.filter((p) => p.stockNg <= p.lowStockNg || p.stockGb <= p.lowStockGb || p.stockUs <= p.lowStockUs);
    expect(dashboard.low_stock).toHaveLength(Math.min(20, lowSomewhere.length));
  });
});
