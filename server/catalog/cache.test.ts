import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { newCustomer, newKey } from '../test/customers';
import { products } from './schema';

const SLUG = 'radiance-vitamin-c-serum';

describe.each(BACKENDS)('catalogue API cache on %s', (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(backend);
  });
  afterAll(() => shop.close());

  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });
  const setProduct = (values: Partial<typeof products.$inferInsert>) =>
    shop.database.db.update(products).set(values).where(eq(products.slug, SLUG));
  /** Asks until the answer passes `check` (a database notification arrives a moment after the commit). */
  async function eventually(url: string, check: (data: Record<string, unknown>) => boolean) {
    for (let i = 0; i < 100; i++) {
      const data = (await get(url)).json().data;
      if (check(data)) return data;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`${url} never changed`);
  }

  it('answers with an ETag and shared-cache headers, and 304 when the client holds the same bytes', async () => {
    const first = await get('/api/product/list');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    const again = await get('/api/product/list', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/api/product/list', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('sends compressed bytes to clients that accept them', async () => {
    const res = await get('/api/product/list', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
  });

  it('keeps answering bad input with 4xx and unknown products with 404', async () => {
    expect((await get('/api/product/no-such-product')).json()).toEqual({ message: 'Product not found' });
    expect((await get('/api/product/category/nope')).statusCode).toBe(404);
    expect((await get('/api/product/search?q=')).statusCode).toBe(400);
  });

  it('shows a product out of stock as soon as its last unit goes, and back in stock when units return', async () => {
    await setProduct({ stockUs: 3 });
    shop.app.services.catalogCache.invalidate();
    expect((await get(`/api/product/${SLUG}`)).json().data.instock_us).toBe(true);
    // Any writer (a checkout reserving the last unit, a release, the back office): the database tells the cache.
    await setProduct({ stockUs: 0 });
    await eventually(`/api/product/${SLUG}`, (d) => d.instock_us === false);
    await eventually('/api/product/list', (d) =>
      (d.best_sellers as { slug: string; instock_us: boolean }[]).every((p) => p.slug !== SLUG || !p.instock_us),
    );
    await setProduct({ stockUs: 2 });
    await eventually(`/api/product/${SLUG}`, (d) => d.instock_us === true);
  });

  it('follows a checkout that reserves the last unit and a declined payment that releases it', async () => {
    await setProduct({ stockNg: 1 });
    shop.app.services.catalogCache.invalidate();
    const url = `/api/product/${SLUG}`;
    const product = (await get(url)).json().data;
    expect(product.in_stock).toBe(true);
    const c = await newCustomer(shop);
    const order = await c.post('/api/order/initiate-order', {
      country: 'NG',
      cartItems: [{ id: product.id, quantity: 1 }],
      isPickup: true,
      idempotency_key: newKey(),
    });
    expect(order.statusCode).toBe(200);
    await eventually(url, (d) => d.in_stock === false);
    await c.post(`/api/test-payments/${order.json().reference}/decline`, {});
    // A declined attempt is abandoned, not an order, and gives its unit back.
    expect((await c.post('/api/payments/confirm', { reference: order.json().reference })).json().status).toBe('abandoned');
    await eventually(url, (d) => d.in_stock === true);
    await setProduct({ stockNg: 40 });
  });

  it('serves a changed price once the shop calls catalogCache.invalidate()', async () => {
    const before = (await get(`/api/product/${SLUG}`)).json().data.US_price as number;
    await setProduct({ priceUsd: 4321 });
    expect((await get(`/api/product/${SLUG}`)).json().data.US_price).toBe(before);
    shop.app.services.catalogCache.invalidate();
    expect((await get(`/api/product/${SLUG}`)).json().data.US_price).toBe(43.21);
  });
});
