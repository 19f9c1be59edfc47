import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESTOCK_MESSAGES } from '../../domain/restock/messages';
import { products } from '../catalog/schema';
import { mailOutbox } from '../mail/schema';
import { TOO_MANY_ATTEMPTS } from '../security/rate-limit';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { newCustomer, TEST_PASSWORD } from '../test/customers';
import { newStaff, type TestStaff } from '../test/staff';
import { purgeLapsedStockRequests, sendBackInStockMails } from './job';
import { stockRequests } from './schema';

const SHOP = 'http://shop.test';
const DAY = 86_400_000;
let n = 0;
const address = () => `waiting${++n}.${Date.now()}@example.com`;

describe.each(BACKENDS)('back-in-stock requests on %s', (backend) => {
  let shop: TestShop;
  let staff: TestStaff;
  /** Seed products, each test taking its own so their stock changes do not meet. */
  let catalogue: { id: number; name: string; slug: string }[];
  let next = 0;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' }, { mailWorker: false });
    staff = await newStaff(shop, 'Kemi');
    catalogue = await shop.database.db
      .select({ id: products.id, name: products.name, slug: products.slug })
      .from(products)
      .orderBy(asc(products.id));
  });
  afterAll(() => shop.close());

  const db = () => shop.database.db;
  const settings = () => shop.app.services.backInStockSettings;
  /** A product of its own for the test, with the given stock per market. */
  async function productWith(stock: { NG: number; GB: number; US: number }) {
    const p = catalogue[next++]!;
    await setStock(p.id, stock);
    return p;
  }
  const setStock = (id: number, stock: Partial<{ NG: number; GB: number; US: number }>) =>
    db()
      .update(products)
      .set({
        ...(stock.NG === undefined ? {} : { stockNg: stock.NG }),
        ...(stock.GB === undefined ? {} : { stockGb: stock.GB }),
        ...(stock.US === undefined ? {} : { stockUs: stock.US }),
      })
      .where(eq(products.id, id));
  let ip = 0;
  /** Each call from its own client address unless told, so the per-address limit does not meet other tests. */
  const ask = (productId: number | string, payload: object, headers: Record<string, string> = {}, remoteAddress = `10.0.0.${++ip}`) =>
    shop.app.inject({ method: 'POST', url: `/api/products/${productId}/stock-requests`, payload, headers, remoteAddress });
  const requestsOf = (email: string) =>
    db().select().from(stockRequests).where(eq(stockRequests.email, email)).orderBy(asc(stockRequests.id));
  const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(asc(mailOutbox.id));

  it('keeps one request per address, product and market, and answers each refusal in words', async () => {
    const p = await productWith({ NG: 0, GB: 4, US: 0 });
    const email = address();
    const saved = await ask(p.id, { email: `  ${email.toUpperCase()} `, country: 'NG' });
    expect([saved.statusCode, saved.json()]).toEqual([201, { message: RESTOCK_MESSAGES.saved }]);
    expect(saved.json().message).toBe("Thank you! We'll email you once, as soon as it's back in stock.");
    // Asking again is the same request: the same answer, no second row. France buys from NG stock.
    expect((await ask(p.id, { email, country: 'NG' })).json()).toEqual({ message: RESTOCK_MESSAGES.saved });
    expect((await ask(p.id, { email, country: 'FR' })).statusCode).toBe(201);
    expect((await requestsOf(email)).map((r) => [r.productId, r.market, r.mailedAt])).toEqual([[p.id, 'NG', null]]);
    // Left out, the country is the visitor's stored one, as pages read it.
    expect((await ask(p.id, { email }, { cookie: 'countryCode=US' })).statusCode).toBe(201);
    expect((await requestsOf(email)).map((r) => r.market)).toEqual(['NG', 'US']);

    const inStock = await ask(p.id, { email, country: 'GB' });
    expect([inStock.statusCode, inStock.json()]).toEqual([
      409,
      { message: 'Good news: this product is in stock, so you can add it to your bag now.' },
    ]);
    const unknown = await ask(2_000_000, { email, country: 'NG' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'Product not found' }]);
    const badEmail = await ask(p.id, { email: 'not-an-address', country: 'NG' });
    expect([badEmail.statusCode, badEmail.json()]).toEqual([
      400,
      { message: 'email: Please enter a valid email address', fields: { email: 'Please enter a valid email address' } },
    ]);
    const noEmail = await ask(p.id, { country: 'NG' });
    expect([noEmail.statusCode, noEmail.json()]).toEqual([
      400,
      { message: 'email: Email is required', fields: { email: 'Email is required' } },
    ]);
    const badCountry = await ask(p.id, { email, country: 'Narnia' });
    expect([badCountry.statusCode, badCountry.json()]).toEqual([
      400,
      { message: 'country: Invalid country', fields: { country: 'Invalid country' } },
    ]);
    const badId = await ask('serum', { email, country: 'NG' });
    expect([badId.statusCode, badId.json()]).toEqual([400, { message: 'id: Invalid product id', fields: { id: 'Invalid product id' } }]);
    expect((await requestsOf(email)).length).toBe(2);

    // An archived product is no longer sold: nobody can wait for it.
    await db().update(products).set({ archivedAt: new Date() }).where(eq(products.id, p.id));
    const archived = await ask(p.id, { email: address(), country: 'NG' });
    expect([archived.statusCode, archived.json()]).toEqual([404, { message: 'Product not found' }]);
    await db().update(products).set({ archivedAt: null }).where(eq(products.id, p.id));
  });

  it('limits requests like the brand forms: 30 per client address in 10 minutes, 20 per email an hour', async () => {
    const p = await productWith({ NG: 0, GB: 0, US: 0 });
    for (let i = 0; i < 30; i++) expect((await ask(p.id, { email: 'x', country: 'NG' }, {}, '10.9.9.9')).statusCode).toBe(400);
    const refused = await ask(p.id, { email: address(), country: 'NG' }, {}, '10.9.9.9');
    expect([refused.statusCode, refused.json(), refused.headers['retry-after']]).toEqual([
      429,
      { message: TOO_MANY_ATTEMPTS },
      expect.any(String),
    ]);

    const email = address();
    for (let i = 0; i < 20; i++) expect((await ask(p.id, { email, country: 'NG' })).statusCode).toBe(201);
    const more = await ask(p.id, { email, country: 'NG' });
    expect([more.statusCode, more.json()]).toEqual([429, { message: TOO_MANY_ATTEMPTS }]);
  });

  it('mails each request exactly once when stock returns, however often it empties and fills or how many instances run', async () => {
    const p = await productWith({ NG: 0, GB: 0, US: 3 });
    const waiting = Array.from({ length: 12 }, () => address());
    for (const email of waiting) expect((await ask(p.id, { email, country: 'GB' })).statusCode).toBe(201);
    const ngOnly = address();
    expect((await ask(p.id, { email: ngOnly, country: 'NG' })).statusCode).toBe(201);

    // Still out of stock in GB and NG: nothing is sent.
    expect(await sendBackInStockMails(db(), settings())).toBe(0);

    await setStock(p.id, { GB: 5 });
    // Two instances at once: each request is claimed by one of them.
    const [a, b] = await Promise.all([sendBackInStockMails(db(), settings()), sendBackInStockMails(db(), settings())]);
    expect(a + b).toBe(12);
    // Stock flips 0 → n → 0 → n between runs: nobody hears twice.
    await setStock(p.id, { GB: 0 });
    expect(await sendBackInStockMails(db(), settings())).toBe(0);
    await setStock(p.id, { GB: 2 });
    expect(await Promise.all([sendBackInStockMails(db(), settings()), sendBackInStockMails(db(), settings())])).toEqual([0, 0]);
    for (const email of waiting) expect((await mailsTo(email)).map((m) => m.kind)).toEqual(['back-in-stock']);
    expect(await mailsTo(ngOnly)).toEqual([]);

    const [mail] = await mailsTo(waiting[0]!);
    expect(mail!.subject).toBe(`${p.name} is back in stock`);
    expect(mail!.text).toContain(`Good news: ${p.name} is back in stock, as you asked us to tell you.`);
    expect(mail!.text).toContain(`Shop it now: ${SHOP}/product/${p.slug}`);
    expect(mail!.html).toContain(`href="${SHOP}/product/${p.slug}"`);
    expect(Object.keys(mail!.headers)).toEqual(['List-Unsubscribe', 'List-Unsubscribe-Post']);
    const url =
      /^<(http:\/\/shop\.test\/api\/stock-requests\/unsubscribe\?token=[A-Za-z0-9_%.-]+)>, <mailto:hello@zaron\.test\?subject=unsubscribe>$/.exec(
        mail!.headers['List-Unsubscribe']!,
      )![1]!;
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain(`Unsubscribe from these emails: ${url}`);
    expect((await requestsOf(waiting[0]!))[0]!.mailedAt).toBeInstanceOf(Date);

    // Out of stock again, she may ask again: a new request, mailed once when stock returns.
    await setStock(p.id, { GB: 0 });
    expect((await ask(p.id, { email: waiting[0], country: 'GB' })).statusCode).toBe(201);
    expect(await requestsOf(waiting[0]!)).toHaveLength(2);
    await setStock(p.id, { GB: 1 });
    expect(await sendBackInStockMails(db(), settings())).toBe(1);
    expect(await mailsTo(waiting[0]!)).toHaveLength(2);
  });

  it('lets a request lapse after 90 days: never mailed, deleted', async () => {
    const p = await productWith({ NG: 0, GB: 0, US: 0 });
    const [lapsed, fresh] = [address(), address()];
    const now = Date.now();
    await db()
      .insert(stockRequests)
      .values([
        { productId: p.id, email: lapsed, market: 'NG', createdAt: new Date(now - 90 * DAY) },
        { productId: p.id, email: fresh, market: 'NG', createdAt: new Date(now - 90 * DAY + 60_000) },
      ]);
    await setStock(p.id, { NG: 4 });
    expect(await sendBackInStockMails(db(), settings(), new Date(now))).toBe(1);
    expect(await mailsTo(lapsed)).toEqual([]);
    expect(await requestsOf(lapsed)).toEqual([]);
    expect(await mailsTo(fresh)).toHaveLength(1);
    // The mailed one goes too once its 90 days are over.
    expect(await purgeLapsedStockRequests(db(), new Date(now + 60_000))).toBe(1);
    expect(await requestsOf(fresh)).toEqual([]);
  });

  it('cancels all her waiting requests with one click of the signed link, and refuses a forged one', async () => {
    const [p, q] = [await productWith({ NG: 0, GB: 0, US: 0 }), await productWith({ NG: 0, GB: 0, US: 0 })];
    const email = address();
    for (const id of [p.id, q.id]) expect((await ask(id, { email, country: 'US' })).statusCode).toBe(201);
    await setStock(p.id, { US: 1 });
    expect(await sendBackInStockMails(db(), settings())).toBe(1);
    const header = (await mailsTo(email))[0]!.headers['List-Unsubscribe']!;
    const url = /^<http:\/\/shop\.test(\/api\/stock-requests\/unsubscribe\?token=[^>]+)>/.exec(header)![1]!;

    // A mail scanner fetching the link changes nothing: the page asks for the button.
    const page = await shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<button type="submit">Stop these emails</button>');
    expect((await requestsOf(email)).filter((r) => r.mailedAt === null)).toHaveLength(1);

    const forgedUrl = `/api/stock-requests/unsubscribe?token=${Buffer.from(email).toString('base64url')}.${'A'.repeat(43)}`;
    const forgedPage = await shop.app.inject({ method: 'GET', url: forgedUrl, headers: { accept: 'text/html' } });
    expect(forgedPage.statusCode).toBe(400);
    expect(forgedPage.body).toContain(RESTOCK_MESSAGES.unsubscribeInvalid);
    const forged = await shop.app.inject({ method: 'POST', url: forgedUrl });
    expect([forged.statusCode, forged.json()]).toEqual([
      400,
      { message: 'This link is invalid. Please use the link in your latest back-in-stock email.' },
    ]);
    // A newsletter link is not one of these.
    const newsletterToken = shop.app.services.marketingLinks.tokenFor('newsletter', email);
    const wrongList = await shop.app.inject({
      method: 'POST',
      url: `/api/stock-requests/unsubscribe?token=${encodeURIComponent(newsletterToken)}`,
    });
    expect(wrongList.statusCode).toBe(400);
    expect((await requestsOf(email)).filter((r) => r.mailedAt === null)).toHaveLength(1);

    // RFC 8058's one-click POST, no account needed.
    const done = await shop.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect([done.statusCode, done.json()]).toEqual([200, { message: 'Done. We will not email you about products coming back in stock.' }]);
    expect((await requestsOf(email)).filter((r) => r.mailedAt === null)).toEqual([]);
    await setStock(q.id, { US: 3 });
    expect(await sendBackInStockMails(db(), settings())).toBe(0);
    // The page's button shows the outcome as a page.
    const again = await shop.app.inject({ method: 'POST', url, headers: { accept: 'text/html' }, payload: {} });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('You will not hear from us');
  });

  it('shows staff how many wait per market, in the product list and on the product', async () => {
    const p = await productWith({ NG: 0, GB: 0, US: 5 });
    for (const country of ['NG', 'NG', 'GB', 'FR']) expect((await ask(p.id, { email: address(), country })).statusCode).toBe(201);
    await db()
      .insert(stockRequests)
      .values({ productId: p.id, email: address(), market: 'GB', createdAt: new Date(Date.now() - 91 * DAY) });
    const one = await staff.get(`/api/admin/products/${p.id}`);
    expect(one.json().data.waiting).toEqual({ NG: 3, GB: 1, US: 0 });
    const list = await staff.get(`/api/admin/products?q=${encodeURIComponent(p.name)}`);
    expect(list.json().data.find((r: { id: number }) => r.id === p.id).waiting).toEqual({ NG: 3, GB: 1, US: 0 });
    // Mailed requests no longer wait.
    await setStock(p.id, { NG: 1 });
    expect(await sendBackInStockMails(db(), settings())).toBe(3);
    expect((await staff.get(`/api/admin/products/${p.id}`)).json().data.waiting).toEqual({ NG: 0, GB: 1, US: 0 });
  });

  it('lists her requests in "Download my data" and erases them with her account', async () => {
    const p = await productWith({ NG: 0, GB: 0, US: 0 });
    const ada = await newCustomer(shop, 'Ada');
    expect((await ask(p.id, { email: ada.email, country: 'GB' })).statusCode).toBe(201);
    const data = (await ada.get('/api/auth/my-data')).json();
    expect(data.back_in_stock_requests).toEqual([{ product: p.name, market: 'GB', asked_at: expect.any(String), mailed_at: null }]);

    expect((await ada.post('/api/auth/delete-account', { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await requestsOf(ada.email)).toEqual([]);
  });
});
