import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products } from '../catalog/schema';
import { CROSS_SITE_REFUSED } from '../http/cross-site';
import { runHousekeeping } from '../housekeeping';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { newCustomer, TEST_PASSWORD } from '../test/customers';
import { productBySlug, testModeOrder } from '../test/orders';
import { hashToken } from '../security/tokens';
import { cartLines, carts } from './schema';

const DAY = 86_400_000;
const SERUM = 'Radiance Vitamin C Serum';
const RANGE = 'quantity: Quantity must be a whole number from 0 to 99';

/** The `zaron_bag=…` pair of an answer's Set-Cookie, or undefined. */
function bagCookieOf(setCookie: string | string[] | undefined) {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.find((c) => c.startsWith('zaron_bag='));
}
const pairOf = (cookie: string | undefined) => cookie?.split(';')[0] ?? '';

describe.each(BACKENDS)('the bag kept by the server on %s', (backend) => {
  let shop: TestShop;
  let serum: typeof products.$inferSelect;
  let cleanser: typeof products.$inferSelect;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '1000' }, { mailWorker: false });
    serum = await productBySlug(shop);
    cleanser = await productBySlug(shop, 'balance-gentle-gel-cleanser');
  });
  afterAll(() => shop.close());

  const setStock = (id: number, stock: Partial<Record<'stockNg' | 'stockGb' | 'stockUs', number>>) =>
    shop.database.db.update(products).set(stock).where(eq(products.id, id));
  beforeEach(async () => {
    await setStock(serum.id, { stockNg: 50, stockGb: 50, stockUs: 50 });
    await setStock(cleanser.id, { stockNg: 50, stockGb: 50, stockUs: 50 });
  });

  /** A guest's browser: it keeps the bag cookie it is given. */
  function guest(country = 'GB') {
    let bag = '';
    const call = async (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) => {
      const res = await shop.app.inject({
        method,
        url,
        payload,
        headers: { cookie: [bag, `countryCode=${country}`].filter(Boolean).join('; '), ...headers },
      });
      const given = bagCookieOf(res.headers['set-cookie']);
      if (given) bag = given.includes('Max-Age=0') ? '' : pairOf(given);
      return res;
    };
    return {
      call,
      get cookie() {
        return bag;
      },
      set cookie(value: string) {
        bag = value;
      },
      put: (productId: number, quantity: unknown) => call('PUT', `/api/cart/lines/${productId}`, { quantity }),
      read: async () => (await call('GET', '/api/cart')).json().data,
    };
  }

  it('keeps a guest bag under a random id in an HttpOnly cookie: add, change, remove, empty', async () => {
    const ada = guest();
    expect(await ada.read()).toEqual({ country: 'GB', currency: 'GBP', lines: [], count: 0, subtotal: 0 });
    expect(ada.cookie).toBe('');

    const added = await ada.put(serum.id, 2);
    expect(added.statusCode).toBe(200);
    const cookie = bagCookieOf(added.headers['set-cookie'])!;
    expect(cookie).toMatch(/^zaron_bag=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly$/);
    expect(added.headers['cache-control']).toBe('no-store');
    const unit = serum.priceGbp / 100;
    expect(added.json().data).toMatchObject({
      country: 'GB',
      currency: 'GBP',
      count: 2,
      subtotal: unit * 2,
      lines: [{ product: { id: serum.id, name: SERUM }, quantity: 2, unit_price: unit, line_total: unit * 2, in_stock: true }],
    });

    await ada.put(cleanser.id, 1);
    const changed = (await ada.put(serum.id, 5)).json().data;
    expect(changed.lines.map((l: { product: { name: string }; quantity: number }) => [l.product.name, l.quantity])).toEqual([
      [SERUM, 5],
      [cleanser.name, 1],
    ]);
    expect(changed.count).toBe(6);

    expect((await ada.call('DELETE', `/api/cart/lines/${cleanser.id}`)).json().data.count).toBe(5);
    expect((await ada.put(serum.id, 0)).json().data.lines).toEqual([]);
    await ada.put(cleanser.id, 3);
    expect((await ada.call('DELETE', '/api/cart')).json().data).toMatchObject({ lines: [], count: 0, subtotal: 0 });
    expect(await ada.read()).toMatchObject({ lines: [] });
  });

  it('prices the bag for the country asked, from the catalogue as it is now', async () => {
    const ada = guest();
    await ada.put(serum.id, 3);
    const us = (await ada.call('GET', '/api/cart?country=US')).json().data;
    expect(us).toMatchObject({ country: 'US', currency: 'USD', subtotal: (serum.priceUsd * 3) / 100 });

    await shop.database.db.update(products).set({ priceGbp: 2150 }).where(eq(products.id, serum.id));
    try {
      expect(await ada.read()).toMatchObject({ subtotal: 64.5, lines: [{ unit_price: 21.5, line_total: 64.5 }] });
    } finally {
      await shop.database.db.update(products).set({ priceGbp: serum.priceGbp }).where(eq(products.id, serum.id));
    }
  });

  it('never shows one shopper the bag of another, and never adopts an id it did not issue', async () => {
    const ada = guest();
    const bola = guest();
    await ada.put(serum.id, 4);
    expect((await bola.read()).lines).toEqual([]);

    const forged = 'zaron_bag=' + 'A'.repeat(43);
    bola.cookie = forged;
    expect((await bola.read()).lines).toEqual([]);
    await bola.put(cleanser.id, 1);
    expect(bola.cookie).not.toBe(forged);
    expect((await bola.read()).lines.map((l: { product: { id: number } }) => l.product.id)).toEqual([cleanser.id]);
    bola.cookie = forged;
    expect((await bola.read()).lines).toEqual([]);

    // A signed-in request means her account's bag, whatever guest cookie rides along.
    const zainab = await newCustomer(shop);
    const hers = await shop.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { authorization: `Bearer ${zainab.token}`, cookie: ada.cookie },
    });
    expect(hers.json().data.lines).toEqual([]);
    expect((await ada.read()).count).toBe(4);
  });

  it('refuses bad input with a clear message', async () => {
    const ada = guest();
    const refused = async (res: Awaited<ReturnType<typeof ada.call>>) => [res.statusCode, res.json().message];
    expect(await refused(await ada.put(999_999, 1))).toEqual([404, 'Product not found']);
    for (const quantity of [1.5, -1, 100, '2', null]) expect(await refused(await ada.put(serum.id, quantity))).toEqual([400, RANGE]);
    expect(await refused(await ada.call('PUT', `/api/cart/lines/${serum.id}`, { quantity: 1, price: 1 }))).toEqual([
      400,
      'Unrecognized key: "price"',
    ]);
    expect((await ada.call('PUT', '/api/cart/lines/serum', { quantity: 1 })).statusCode).toBe(400);

    await setStock(serum.id, { stockGb: 3 });
    expect(await refused(await ada.put(serum.id, 4))).toEqual([409, `Only 3 of ${SERUM} left in stock`]);
    expect((await ada.put(serum.id, 3)).statusCode).toBe(200);
    // Stock that fell below her line still lets her take units out.
    await setStock(serum.id, { stockGb: 1 });
    expect((await ada.put(serum.id, 2)).json().data.count).toBe(2);
    expect(await refused(await ada.put(serum.id, 3))).toEqual([409, `Only 1 of ${SERUM} left in stock`]);
    await setStock(cleanser.id, { stockGb: 0 });
    expect(await refused(await ada.put(cleanser.id, 1))).toEqual([409, `${cleanser.name} is out of stock`]);

    const archived = await productBySlug(shop, 'spot-fade-alpha-arbutin-serum');
    await ada.put(archived.id, 1);
    await shop.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, archived.id));
    try {
      expect(await refused(await ada.put(archived.id, 2))).toEqual([404, 'Product not found']);
      expect((await ada.read()).lines.map((l: { product: { id: number } }) => l.product.id)).toEqual([serum.id]);
    } finally {
      await shop.database.db.update(products).set({ archivedAt: null }).where(eq(products.id, archived.id));
    }
  });

  it('refuses a change sent with the bag cookie from another site', async () => {
    const ada = guest();
    await ada.put(serum.id, 1);
    const res = await ada.call('PUT', `/api/cart/lines/${serum.id}`, { quantity: 2 }, { origin: 'http://evil.test' });
    expect([res.statusCode, res.json()]).toEqual([403, { message: CROSS_SITE_REFUSED }]);
    expect((await ada.read()).count).toBe(1);
  });

  it('joins a guest bag to hers on sign-in: quantities added, cut to her stock with a note, the guest bag emptied', async () => {
    await setStock(cleanser.id, { stockGb: 500 });
    const zainab = await newCustomer(shop);
    await zainab.call('PUT', `/api/cart/lines/${serum.id}?country=GB`, { quantity: 2 });
    await zainab.call('PUT', `/api/cart/lines/${cleanser.id}?country=GB`, { quantity: 60 });
    const ada = guest('GB');
    await ada.put(serum.id, 2);
    await ada.put(cleanser.id, 45);
    await setStock(serum.id, { stockGb: 3 });
    const guestCookie = ada.cookie;

    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/session',
      payload: { email: zainab.email, password: TEST_PASSWORD },
      headers: { cookie: `${guestCookie}; countryCode=GB` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().bag_notes).toEqual([
      `We could only keep 3 of ${SERUM}: that is all we have.`,
      `We could only keep 99 of ${cleanser.name}: that is the most one bag holds.`,
    ]);
    const cookies = res.headers['set-cookie'] as string[];
    expect(bagCookieOf(cookies)).toMatch(/^zaron_bag=; Path=\/; Max-Age=0;/);
    expect(cookies.some((c) => c.startsWith('zaron_session='))).toBe(true);

    const mine = (await zainab.get('/api/cart?country=GB')).json().data;
    expect(mine.lines.map((l: { product: { id: number }; quantity: number }) => [l.product.id, l.quantity])).toEqual([
      [serum.id, 3],
      [cleanser.id, 99],
    ]);
    ada.cookie = guestCookie;
    expect((await ada.read()).lines).toEqual([]);
  });

  it('joins a guest bag to a new account on sign-up, and says nothing when nothing was cut', async () => {
    const ada = guest('NG');
    await ada.put(serum.id, 2);
    const email = `bag.${Date.now()}@example.com`;
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/session/register',
      payload: { first_name: 'Ada', last_name: 'Obi', phone: '+2348030000000', email, password: TEST_PASSWORD },
      headers: { cookie: `${ada.cookie}; countryCode=NG` },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).not.toHaveProperty('bag_notes');
    const session = pairOf((res.headers['set-cookie'] as string[]).find((c) => c.startsWith('zaron_session=')));
    const hers = await shop.app.inject({ method: 'GET', url: '/api/cart?country=NG', headers: { cookie: session } });
    expect(hers.json().data.lines).toMatchObject([{ product: { id: serum.id }, quantity: 2 }]);
  });

  it('deletes guest bags untouched for 30 days, and never a customer’s', async () => {
    const db = shop.database.db;
    await db.delete(carts).where(isNull(carts.userId));
    const idle = guest();
    await idle.put(serum.id, 1);
    const fresh = guest();
    await fresh.put(serum.id, 1);
    const zainab = await newCustomer(shop);
    await zainab.call('PUT', `/api/cart/lines/${serum.id}`, { quantity: 1 });
    await db.update(carts).set({ updatedAt: new Date(Date.now() - 31 * DAY) });
    await db
      .update(carts)
      .set({ updatedAt: new Date(Date.now() - 29 * DAY) })
      .where(eq(carts.guestTokenHash, hashToken(fresh.cookie.slice('zaron_bag='.length))));

    expect((await runHousekeeping(db)).guestBags).toBe(1);
    expect((await idle.read()).lines).toEqual([]);
    expect((await fresh.read()).count).toBe(1);
    expect((await zainab.get('/api/cart')).json().data.count).toBe(1);
  });

  it('puts her bag in "Download my data", erases it with her account, and empties it once her order is paid', async () => {
    const zainab = await newCustomer(shop);
    await zainab.call('PUT', `/api/cart/lines/${serum.id}`, { quantity: 2 });
    const data = (await zainab.get('/api/auth/my-data')).json();
    expect(data.bag).toEqual([{ product: SERUM, quantity: 2, added_at: expect.any(String) }]);

    await testModeOrder(shop, zainab, { quantity: 1 });
    expect((await zainab.get('/api/cart')).json().data.lines).toEqual([]);

    await zainab.call('PUT', `/api/cart/lines/${serum.id}`, { quantity: 1 });
    const userId = (await zainab.get('/api/auth/user')).json().user.id as number;
    const [own] = await shop.database.db.select().from(carts).where(eq(carts.userId, userId));
    expect((await zainab.post('/api/auth/delete-account', { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await shop.database.db.select().from(carts).where(eq(carts.userId, userId))).toEqual([]);
    expect(await shop.database.db.select().from(cartLines).where(eq(cartLines.cartId, own!.id))).toEqual([]);
  });
});
