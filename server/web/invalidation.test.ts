import crypto from 'node:crypto';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBody } from '../../domain/admin/products';
import type { ProductDetail, ProductSummary } from '../../domain/catalog';
import { listeningShop } from '../test/web';

let shop: Awaited<ReturnType<typeof listeningShop>>;

/** A GET over HTTP (the fast path answers before routing), tagged with its own request id. */
function get(url: string, headers: Record<string, string> = {}): Promise<{ id: string; status: number; body: string }> {
  const id = `invalidation-${crypto.randomBytes(6).toString('hex')}`;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: shop.port, path: url, headers: { ...headers, 'x-request-id': id } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ id, status: res.statusCode!, body }));
      })
      .on('error', reject);
  });
}

/** Whether a request was answered from the kept bytes: the fast path logs one line, a render two. */
const fromCache = (id: string) =>
  shop.logLines
    .filter((l) => l.reqId === id)
    .map((l) => l.msg)
    .join(', ') === 'request completed';

const product = async (slug: string) => JSON.parse((await get(`/api/product/${slug}`)).body).data as ProductDetail;
const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the change never showed');
};

describe('a change to one product refreshes what shows it, and nothing else', () => {
  let a: ProductDetail;
  let b: ProductDetail;
  /** A category listing that shows A, and one that shows neither A nor B. */
  let withA: string;
  let without: string;

  beforeAll(async () => {
    shop = await listeningShop({}, { logs: true });

    // A and B: two products in stock in Nigeria, one-colour, neither showing the other.
    const all = JSON.parse((await get('/api/product/search/all')).body).data as ProductSummary[];
    const details = await Promise.all(all.map((p) => product(p.slug)));
    const shows = (x: ProductDetail, y: ProductDetail) => x.related_products.some((r) => r.id === y.id);
    const plain = details.filter((d) => d.in_stock && d.shades.length === 0);
    a = plain[0]!;
    b = plain.find((d) => d.id !== a.id && !shows(a, d) && !shows(d, a))!;
    const categoryOf = async (slug: string) => JSON.parse((await get(`/api/product/category/${slug}`)).body).data;
    const listings = await Promise.all(
      [...new Set(details.flatMap((d) => d.categories.map((c) => c.slug)))].map(async (slug) => ({
        slug,
        ids: ((await categoryOf(slug)).products as ProductSummary[]).map((p) => p.id),
      })),
    );
    withA = listings.find((l) => l.ids.includes(a.id))!.slug;
    without = listings.find((l) => !l.ids.includes(a.id) && !l.ids.includes(b.id))!.slug;
  }, 180_000);
  afterAll(() => shop?.close());

  it("leaves product B's page and a listing without A in the cache when A goes out of stock", async () => {
    const ng = { cookie: 'countryCode=NG' };
    const urls = [`/product/${a.slug}`, `/product/${b.slug}`, `/category/${without}`, `/category/${withA}`];
    for (const url of urls) await get(url, ng);
    for (const url of urls) expect(fromCache((await get(url, ng)).id)).toBe(true);

    await shop.database.db.execute(sql`update products set stock_ng = 0 where id = ${a.id}`);
    await until(async () => !(await product(a.slug)).in_stock);

    const bPage = await get(`/product/${b.slug}`, ng);
    expect(bPage.status).toBe(200);
    expect(fromCache(bPage.id)).toBe(true);
    expect(fromCache((await get(`/category/${without}`, ng)).id)).toBe(true);
    expect(fromCache((await get(`/api/product/${b.slug}`)).id)).toBe(true);
    const aPage = await get(`/product/${a.slug}`, ng);
    expect(aPage.status).toBe(200);
    expect(fromCache(aPage.id)).toBe(false);
    expect(fromCache((await get(`/category/${withA}`, ng)).id)).toBe(false);
    const listed = JSON.parse((await get(`/api/product/category/${withA}`)).body).data.products as ProductSummary[];
    expect(listed.find((p) => p.id === a.id)!.in_stock).toBe(false);
  });

  it("refreshes A's new price everywhere it shows while B stays kept", async () => {
    const before = await product(a.slug);
    await get(`/api/product/${b.slug}`);
    expect(fromCache((await get(`/api/product/${b.slug}`)).id)).toBe(true);
    const form = await shop.app.services.catalogAdmin.get(a.id);
    const { history: _h, stock: _s, low_stock: _l, waiting: _w, archived: _a, id: _id, ...input } = form;
    const owner = (await shop.database.db.execute(sql`select id from users where email = 'owner@zaron.test'`)) as unknown as {
      rows: { id: number }[];
    };
    await shop.app.services.catalogAdmin.update(
      { staffId: owner.rows[0]!.id, ip: '203.0.113.9' },
      a.id,
      productBody.parse({ ...input, prices: { ...input.prices, NGN: input.prices.NGN + 1_000 } }),
    );
    expect((await product(a.slug)).price).toBe(before.price + 1_000);
    const listed = JSON.parse((await get(`/api/product/category/${withA}`)).body).data.products as ProductSummary[];
    expect(listed.find((p) => p.id === a.id)!.price).toBe(before.price + 1_000);
    expect(fromCache((await get(`/api/product/${b.slug}`)).id)).toBe(true);
  });
});
