import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProductBody, productBody, stockAdjustmentBody, type NewProductInput } from '../../domain/admin/products';
import type { AuditChange } from '../audit-port';
import { orderItems } from '../checkout/schema';
import { DomainError } from '../domain-error';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { newCustomer, newKey } from '../test/customers';
import { newStaff } from '../test/staff';
import { createCatalogAdmin } from './admin';
import { products, stockAdjustments } from './schema';

const ACTOR = { staffId: 1, ip: '203.0.113.9' };

/** The form as the browser sends it (major units). */
export const sampleForm = (slug: string, overrides: Partial<Record<string, unknown>> = {}) => ({
  name: 'Cocoa Whip Body Butter',
  slug,
  description: 'A light oil for a soft glow.',
  long_description: 'Cold-pressed oils that sink in fast.',
  how_to_use: 'Massage into damp skin.',
  active_ingredients: [
    { name: 'Cocoa butter', description: 'Softens' },
    { name: 'Vitamin E', description: 'Protects' },
  ],
  other_ingredients: 'Sunflower oil, fragrance.',
  categories: ['skin-care', 'women-body'],
  for_whom: ['women'],
  skin_concerns: ['dry'],
  benefits: ['moisturizing'],
  skin_type: ['dry'],
  prices: { NGN: 18500, GBP: 19.99, USD: 24.5 },
  ng_discount_percent: 10,
  related: [],
  image: 'products/radiance-vitamin-c-serum-1',
  alt_image: 'products/radiance-vitamin-c-serum-2',
  stock: { NG: 0, GB: 7, US: 0 },
  ...overrides,
});

export const sampleProduct = (slug: string, overrides: Partial<Record<string, unknown>> = {}): NewProductInput =>
  newProductBody.parse(sampleForm(slug, overrides));
const editForm = (slug: string, overrides: Partial<Record<string, unknown>> = {}) => {
  const { stock: _stock, ...form } = sampleForm(slug, overrides);
  return form;
};

describe.each(BACKENDS)('catalogue back office on %s', (backend) => {
  let shop: TestShop;
  const audit: AuditChange[] = [];
  let invalidations = 0;
  let admin: ReturnType<typeof createCatalogAdmin>;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' });
    admin = createCatalogAdmin({
      db: shop.database.db,
      recordAudit: async (_tx, entry) => void audit.push(entry),
      // As in production: the storefront's catalogue cache forgets its ready bytes.
      catalogChanged: () => {
        invalidations++;
        shop.app.services.catalogCache.invalidate();
      },
    });
  });
  afterAll(() => shop.close());

  it('creates a product with prices in minor units, GB stock only, shown on the storefront at once', async () => {
    const before = invalidations;
    const { id } = await admin.create(ACTOR, sampleProduct('bo-cocoa-whip'));
    const [row] = await shop.database.db.select().from(products).where(eq(products.id, id));
    expect([row!.priceNgn, row!.priceGbp, row!.priceUsd, row!.ngDiscountPercent]).toEqual([1_850_000, 1999, 2450, 10]);
    expect([row!.stockNg, row!.stockGb, row!.stockUs]).toEqual([0, 7, 0]);
    expect(invalidations).toBe(before + 1);
    expect(audit.at(-1)).toMatchObject({ action: 'product.create', targetType: 'product', targetId: id, before: null });

    const res = await shop.app.inject({ method: 'GET', url: '/api/product/bo-cocoa-whip' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      price: 18500,
      UK_price: 19.99,
      US_price: 24.5,
      is_discounted: true,
      discount_percentage: 10,
      in_stock: false,
      instock_uk: true,
      instock_us: false,
    });
    expect(res.json().data.active_ingredients).toEqual([
      { name: 'Cocoa butter', description: 'Softens' },
      { name: 'Vitamin E', description: 'Protects' },
    ]);
    expect(res.json().data.categories.map((c: { slug: string }) => c.slug)).toEqual(['skin-care', 'women-body']);
    const history = await shop.database.db.select().from(stockAdjustments).where(eq(stockAdjustments.productId, id));
    expect(history.map((h) => [h.country, h.reason, h.delta, h.quantityAfter])).toEqual([['GB', 'created', 7, 7]]);
  });

  it('refuses bad form input with the field named', () => {
    const bad = productBody.safeParse(editForm('x', { prices: { NGN: 0, GBP: 1.005, USD: 2 } }));
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['prices.NGN', 'The price must be above 0'],
      ['prices.GBP', 'At most two decimals'],
    ]);
    expect(productBody.safeParse(editForm('Bad Slug!')).error!.issues[0]!.message).toBe('Use lower-case letters, digits and hyphens');
    expect(productBody.safeParse(editForm('ok', { related: [1, 2, 3, 4] })).error!.issues[0]!.message).toBe('At most 3 related products');
  });

  it('refuses a slug another product uses with 409 and the field', async () => {
    const err = await admin.create(ACTOR, sampleProduct('radiance-vitamin-c-serum')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({
      kind: 'conflict',
      message: 'Another product already uses this slug',
      fields: { slug: 'Another product already uses this slug' },
    });
  });

  it('renames a slug: the old URL answers 301 to the new one, and no one else can take the old one', async () => {
    const { id } = await admin.create(ACTOR, sampleProduct('shea-lip-balm'));
    const { stock: _s, ...input } = sampleProduct('shea-butter-lip-balm');
    await admin.update(ACTOR, id, input);
    const moved = await shop.app.inject({ method: 'GET', url: '/api/product/shea-lip-balm' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/api/product/shea-butter-lip-balm');
    expect((await shop.app.inject({ method: 'GET', url: '/api/product/shea-butter-lip-balm' })).statusCode).toBe(200);
    expect(audit.at(-1)).toMatchObject({
      action: 'product.update',
      before: { slug: 'shea-lip-balm' },
      after: { slug: 'shea-butter-lip-balm' },
    });
    await expect(admin.create(ACTOR, sampleProduct('shea-lip-balm'))).rejects.toMatchObject({ kind: 'conflict' });
    // Taking its own old slug back works, and then the newer one redirects.
    const { stock: _t, ...back } = sampleProduct('shea-lip-balm');
    await admin.update(ACTOR, id, back);
    expect((await shop.app.inject({ method: 'GET', url: '/api/product/shea-lip-balm' })).statusCode).toBe(200);
    expect((await shop.app.inject({ method: 'GET', url: '/api/product/shea-butter-lip-balm' })).headers.location).toBe(
      '/api/product/shea-lip-balm',
    );
  });

  it('archives: gone from page, lists, search, sitemap and checkout; kept on past orders', async () => {
    const { id } = await admin.create(
      ACTOR,
      sampleProduct('archived-oil', { name: 'Archived Kalahari Melon Oil', stock: { NG: 5, GB: 0, US: 0 } }),
    );
    const buyer = await newCustomer(shop);
    const placed = await buyer.post('/api/order/initiate-order', {
      country: 'NG',
      cartItems: [{ id, quantity: 1 }],
      isPickup: true,
      idempotency_key: newKey(),
    });
    expect(placed.statusCode).toBe(200);
    await admin.setArchived(ACTOR, id, true);
    expect((await shop.app.inject({ method: 'GET', url: '/api/product/archived-oil' })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: '/api/product/search?q=kalahari' })).json().data).toEqual([]);
    expect(
      (await shop.app.inject({ method: 'GET', url: '/api/product/category/skin-care?limit=200' }))
        .json()
        .data.products.map((p: { id: number }) => p.id),
    ).not.toContain(id);
    expect((await shop.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain('archived-oil');
    const again = await buyer.post('/api/order/initiate-order', {
      country: 'NG',
      cartItems: [{ id, quantity: 1 }],
      isPickup: true,
      idempotency_key: newKey(),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'A product in your basket is no longer available' });
    const lines = await shop.database.db.select().from(orderItems).where(eq(orderItems.productId, id));
    expect(lines.map((l) => l.name)).toEqual(['Archived Kalahari Melon Oil']);
    // The order keeps its line (above); an unpaid attempt is not listed in My Orders.
    expect((await admin.list({ archived: '1', page: 1 })).data.map((p) => p.id)).toContain(id);
    expect((await admin.list({ page: 1 })).data.map((p) => p.id)).not.toContain(id);
    expect((await admin.relatedChoices()).map((p) => p.id)).not.toContain(id);
  });

  it('lists products 50 a page, by name, with the count of all that match; offers related products by id and name', async () => {
    const names = Array.from({ length: 52 }, (_, i) => `Pager Shea Balm ${String(i + 1).padStart(2, '0')}`);
    for (const name of names) await admin.create(ACTOR, sampleProduct(name.toLowerCase().replaceAll(' ', '-'), { name }));
    const staff = await newStaff(shop, 'Kemi', 'catalogue');
    const first = await staff.get('/api/admin/products?q=pager%20shea');
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect([page1.page, page1.per_page, page1.total, page1.data.length]).toEqual([1, 50, 52, 50]);
    expect(page1.data[0]).toEqual({
      id: expect.any(Number),
      name: 'Pager Shea Balm 01',
      slug: 'pager-shea-balm-01',
      image: 'products/radiance-vitamin-c-serum-1',
      stock: { NG: 0, GB: 7, US: 0 },
      waiting: { NG: 0, GB: 0, US: 0 },
      archived: false,
    });
    const page2 = (await staff.get('/api/admin/products?q=pager%20shea&page=2')).json();
    expect([page2.page, page2.total, page2.data.map((p: { name: string }) => p.name)]).toEqual([2, 52, names.slice(50)]);
    const bad = await staff.get('/api/admin/products?page=0');
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'page: Must be a page number']);
    const choices = await staff.get('/api/admin/products/choices');
    expect(choices.statusCode).toBe(200);
    const offered = choices.json().data as { id: number; name: string }[];
    expect(offered.filter((c) => c.name.startsWith('Pager Shea Balm')).map((c) => c.name)).toEqual(names);
    expect(Object.keys(offered[0]!)).toEqual(['id', 'name']);
  });

  it('adjusts stock with a reason and keeps the history; never below 0', async () => {
    const { id } = await admin.create(ACTOR, sampleProduct('stocked-toner', { stock: { NG: 0, GB: 4, US: 0 } }));
    const adjust = (body: unknown) => admin.adjustStock(ACTOR, id, stockAdjustmentBody.parse(body));
    expect(await adjust({ country: 'NG', reason: 'received', quantity: 12, note: 'Lagos delivery' })).toMatchObject({
      country: 'NG',
      quantity: 12,
    });
    expect(await adjust({ country: 'NG', reason: 'damaged', quantity: 2 })).toMatchObject({ quantity: 10 });
    expect(await adjust({ country: 'GB', reason: 'counted', quantity: 1 })).toMatchObject({ quantity: 1 });
    await expect(adjust({ country: 'GB', reason: 'damaged', quantity: 2 })).rejects.toMatchObject({
      kind: 'conflict',
      message: 'Stock cannot go below 0: only 1 in stock',
      fields: { quantity: 'Stock cannot go below 0: only 1 in stock' },
    });
    expect(stockAdjustmentBody.safeParse({ country: 'GB', reason: 'received', quantity: 0 }).error!.issues[0]!.message).toBe(
      'Enter at least 1 unit',
    );
    expect(stockAdjustmentBody.safeParse({ country: 'FR', reason: 'received', quantity: 1 }).success).toBe(false);
    const product = await admin.get(id);
    expect(product.stock).toEqual({ NG: 10, GB: 1, US: 0 });
    expect(product.history.map((h) => [h.country, h.reason, h.delta, h.quantity_after, h.note])).toEqual([
      ['GB', 'counted', -3, 1, ''],
      ['NG', 'damaged', -2, 10, ''],
      ['NG', 'received', 12, 12, 'Lagos delivery'],
      ['GB', 'created', 4, 4, ''],
    ]);
    expect(audit.at(-1)).toMatchObject({
      action: 'product.stock',
      before: { country: 'GB', quantity: 4 },
      after: { country: 'GB', quantity: 1, reason: 'counted' },
    });
  });

  it('answers 404 for an unknown product', async () => {
    await expect(admin.get(999_999)).rejects.toMatchObject({ kind: 'not-found', message: 'Product not found' });
    await expect(admin.setArchived(ACTOR, 999_999, true)).rejects.toMatchObject({ kind: 'not-found' });
  });
});

// PGlite has one connection and would serialise these; only a real server shows races.
describe.skipIf(!process.env.TEST_DATABASE_URL)('stock adjustments racing checkouts on PostgreSQL', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('postgres', { AUTH_RATE_LIMIT: '10000' });
  });
  afterAll(() => shop.close());

  it('never oversells while staff record damage at the same time as 20 checkouts', async () => {
    const admin = createCatalogAdmin({ db: shop.database.db, recordAudit: async () => {}, catalogChanged: () => {} });
    const { id } = await admin.create(ACTOR, sampleProduct('raced-serum', { stock: { NG: 10, GB: 0, US: 0 } }));
    const customers = await Promise.all(Array.from({ length: 20 }, (_, i) => newCustomer(shop, `Stock${i}`)));
    const [checkouts, damages] = await Promise.all([
      Promise.all(
        customers.map((c) =>
          c.post('/api/order/initiate-order', {
            country: 'NG',
            cartItems: [{ id, quantity: 1 }],
            isPickup: true,
            idempotency_key: newKey(),
          }),
        ),
      ),
      Promise.allSettled(
        Array.from({ length: 4 }, () => admin.adjustStock(ACTOR, id, { country: 'NG', reason: 'damaged', quantity: 2, note: '' })),
      ),
    ]);
    const sold = checkouts.filter((r) => r.statusCode === 200).length;
    const damaged = damages.filter((d) => d.status === 'fulfilled').length * 2;
    for (const r of checkouts.filter((x) => x.statusCode !== 200)) expect(r.statusCode).toBe(409);
    for (const d of damages) if (d.status === 'rejected') expect(d.reason).toMatchObject({ kind: 'conflict' });
    const [after] = await shop.database.db.select().from(products).where(eq(products.id, id));
    expect(after!.stockNg).toBe(10 - sold - damaged);
    expect(after!.stockNg).toBeGreaterThanOrEqual(0);
    expect(sold + damaged).toBeLessThanOrEqual(10);
    // Each recorded adjustment's level matches the history: the last one's level minus later sales.
    const history = await shop.database.db.select().from(stockAdjustments).where(eq(stockAdjustments.productId, id));
    expect(history.filter((h) => h.reason === 'damaged')).toHaveLength(damaged / 2);
  });
});
