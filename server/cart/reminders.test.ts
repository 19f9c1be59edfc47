import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESTORE_MESSAGES } from '../../domain/cart/messages';
import { formatMoney } from '../../domain/money';
import { users } from '../accounts/schema';
import { products } from '../catalog/schema';
import { mailOutbox } from '../mail/schema';
import { marketingConsents } from '../newsletter/schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { newCustomer, TEST_PASSWORD, type TestCustomer } from '../test/customers';
import { productBySlug, testModeOrder } from '../test/orders';
import { newStaff } from '../test/staff';
import { bagReminderFigures } from './figures';
import { sendBagReminders } from './reminders';
import { bagReminderLines, bagReminders, carts } from './schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SERUM = 'Radiance Vitamin C Serum';
const FORM = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };

describe.each(BACKENDS)('reminders of bags left on %s', (backend) => {
  let shop: TestShop;
  let serum: typeof products.$inferSelect;
  let cleanser: typeof products.$inferSelect;
  const db = () => shop.database.db;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' }, { mailWorker: false });
    serum = await productBySlug(shop);
    cleanser = await productBySlug(shop, 'balance-gentle-gel-cleanser');
  });
  afterAll(() => shop.close());
  beforeEach(async () => {
    for (const p of [serum, cleanser])
      await db().update(products).set({ stockNg: 50, stockGb: 50, stockUs: 50 }).where(eq(products.id, p.id));
  });

  const settings = () => ({ publicUrl: 'http://shop.test', idleMs: 4 * HOUR, links: shop.app.services.marketingLinks });
  const run = () => sendBagReminders(db(), settings());
  const remindersTo = async (email: string) =>
    (await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).filter((m) => m.kind === 'bag-reminder');
  const userIdOf = async (c: TestCustomer) => (await db().select().from(users).where(eq(users.email, c.email)))[0]!.id;
  const cartOf = async (c: TestCustomer) =>
    (
      await db()
        .select()
        .from(carts)
        .where(eq(carts.userId, await userIdOf(c)))
    )[0]!;
  /** Moves her bag's last change (and its last reminder) back in time, as hours passing would. */
  async function age(c: TestCustomer, hours: number, remindedHoursAgo?: number) {
    const at = (h: number) => new Date(Date.now() - h * HOUR);
    await db()
      .update(carts)
      .set({ updatedAt: at(hours), ...(remindedHoursAgo === undefined ? {} : { remindedAt: at(remindedHoursAgo) }) })
      .where(eq(carts.userId, await userIdOf(c)));
  }
  /** A customer whose bag holds these lines, added for `country`. */
  async function withBag(name: string, lines: [number, number][], country = 'GB') {
    const c = await newCustomer(shop, name);
    for (const [id, quantity] of lines)
      expect((await c.call('PUT', `/api/cart/lines/${id}?country=${country}`, { quantity })).statusCode).toBe(200);
    return c;
  }
  const linkOf = (text: string) => /http:\/\/shop\.test(\/api\/cart\/restore\?token=[A-Za-z0-9_-]+)/.exec(text)![1]!;
  const reminderOf = async (c: TestCustomer) =>
    (
      await db()
        .select()
        .from(bagReminders)
        .where(eq(bagReminders.userId, await userIdOf(c)))
    )[0]!;
  /**
   * Two instances running the job at one moment. On PostgreSQL the customers' bags are held locked
   * until both have listed them as due and wait to claim them, so both really try to claim each one.
   */
  async function twoInstancesAtOnce(): Promise<number[]> {
    if (!shop.databaseUrl) return Promise.all([run(), run()]);
    // Connections open beforehand: each instance's transaction finds one ready.
    await Promise.all([1, 2, 3, 4].map(() => db().execute(sql`select pg_sleep(0.05)`)));
    const holder = new pg.Client({ connectionString: shop.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from carts where user_id is not null for update');
      const both = Promise.all([run(), run()]);
      const waiting = async () =>
        (
          await holder.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          )
        ).rows[0]!.n;
      while ((await waiting()) < 2) await new Promise((resolve) => setTimeout(resolve, 10));
      await holder.query('commit');
      return await both;
    } finally {
      await holder.end();
    }
  }
  /** A browser that keeps the bag cookie it is given (a guest's, or one signed in by its session cookie). */
  function browser(country = 'GB', session = '') {
    let bag = '';
    return {
      get cookie() {
        return bag;
      },
      async open(method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: string) {
        const cookie = [bag, session, `countryCode=${country}`].filter(Boolean).join('; ');
        const res = await shop.app.inject({ method, url, payload, headers: { cookie, ...headers } });
        const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('zaron_bag='));
        if (set) bag = set.split(';')[0]!;
        return res;
      },
      async bag() {
        return (await this.open('GET', '/api/cart')).json().data;
      },
    };
  }

  it('mails one reminder of a bag left 4 hours, priced today in her currency with pictures, however many runs or instances', async () => {
    const zainab = await withBag('Zainab', [
      [serum.id, 2],
      [cleanser.id, 1],
    ]);
    const kofi = await withBag('Kofi', [[serum.id, 1]], 'US');
    // Not 4 hours yet.
    await age(zainab, 3);
    expect(await run()).toBe(0);

    await age(zainab, 5);
    await age(kofi, 5);
    await db().update(products).set({ priceGbp: 2150 }).where(eq(products.id, serum.id));
    try {
      // Two instances at the same moment: each bag is claimed by one of them.
      const sent = await twoInstancesAtOnce();
      expect(sent[0]! + sent[1]!).toBe(2);
      expect(await run()).toBe(0);
    } finally {
      await db().update(products).set({ priceGbp: serum.priceGbp }).where(eq(products.id, serum.id));
    }

    const [mail, ...more] = await remindersTo(zainab.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your Zaron bag is waiting for you');
    const cleanserGbp = formatMoney(cleanser.priceGbp, 'GB');
    expect(mail!.text).toContain(`${SERUM}: 2 × £21.50 = £43.00`);
    expect(mail!.text).toContain(`${cleanser.name}: 1 × ${cleanserGbp} = ${cleanserGbp}`);
    expect(mail!.text).toContain(
      `Back to my bag (${formatMoney(4300 + cleanser.priceGbp, 'GB')}): http://shop.test/api/cart/restore?token=`,
    );
    expect(mail!.html).toContain(`<img src="http://shop.test/media/${serum.image}-480.webp" width="80" height="80" alt="${SERUM}"`);
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers['List-Unsubscribe']).toMatch(/^<http:\/\/shop\.test\/api\/newsletter\/unsubscribe\?token=[^>]+>, <mailto:/);

    // Kofi shops in the US: dollars.
    const [his] = await remindersTo(kofi.email);
    expect(his!.text).toContain(`${SERUM}: 1 × ${formatMoney(serum.priceUsd, 'US')} = ${formatMoney(serum.priceUsd, 'US')}`);
    expect(await reminderOf(kofi)).toMatchObject({ country: 'US', currency: 'USD' });
    expect(
      await db()
        .select({ productId: bagReminderLines.productId, quantity: bagReminderLines.quantity })
        .from(bagReminderLines)
        .where(eq(bagReminderLines.reminderId, (await reminderOf(zainab)).id)),
    ).toEqual(
      expect.arrayContaining([
        { productId: serum.id, quantity: 2 },
        { productId: cleanser.id, quantity: 1 },
      ]),
    );
  });

  it('sends none within the week, and another only once she has changed her bag since', async () => {
    const ada = await withBag('Ada', [[serum.id, 1]]);
    await age(ada, 5);
    expect(await run()).toBe(1);
    // Untouched since: never again, even weeks later.
    await age(ada, 30 * 24, 8 * 24);
    expect(await run()).toBe(0);
    // Changed two days after a reminder of three days ago, then left: not within the week.
    await age(ada, 2 * 24, 3 * 24);
    expect(await run()).toBe(0);
    // The week has passed.
    await age(ada, 2 * 24, 8 * 24);
    expect(await run()).toBe(1);
    expect(await remindersTo(ada.email)).toHaveLength(2);
  });

  it('sends none for an emptied bag, a guest’s bag, a bag once her order is paid, or once she said no', async () => {
    const emptied = await withBag('Bola', [[serum.id, 1]]);
    expect((await emptied.call('DELETE', '/api/cart?country=GB')).statusCode).toBe(200);
    await age(emptied, 5);

    const guest = browser();
    expect(
      (await guest.open('PUT', `/api/cart/lines/${serum.id}`, { 'content-type': 'application/json' }, '{"quantity":1}')).statusCode,
    ).toBe(200);
    await db()
      .update(carts)
      .set({ updatedAt: new Date(Date.now() - 5 * HOUR) })
      .where(eq(carts.id, (await db().select().from(carts).orderBy(carts.id)).at(-1)!.id));

    // Her bag is emptied when her order is paid.
    const ordered = await withBag('Chioma', [[serum.id, 1]], 'NG');
    await testModeOrder(shop, ordered);
    await age(ordered, 5);

    const off = await withBag('Dayo', [[serum.id, 1]]);
    const saved = await off.post('/api/auth/preferences', { newsletter: false, offers: false, orderUpdates: true, bagReminders: false });
    expect(saved.json().user.email_preferences.bagReminders).toBe(false);
    await age(off, 5);
    expect(await run()).toBe(0);
    for (const c of [emptied, ordered, off]) expect(await remindersTo(c.email)).toEqual([]);
    expect(
      (await db().select().from(marketingConsents).where(eq(marketingConsents.email, off.email))).map((r) => [r.topic, r.action, r.source]),
    ).toEqual([['bag-reminders', 'withdrawn', 'preferences']]);
  });

  it('sends none after the one-click unsubscribe of a reminder', async () => {
    const efe = await withBag('Efe', [[serum.id, 1]]);
    await age(efe, 5);
    expect(await run()).toBe(1);
    const [mail] = await remindersTo(efe.email);
    const url = /^<http:\/\/shop\.test([^>]+)>/.exec(mail!.headers['List-Unsubscribe']!)![1]!;
    const stopped = await shop.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.statusCode).toBe(200);
    expect((await efe.get('/api/auth/user')).json().user.email_preferences.bagReminders).toBe(false);
    // Changed since and a week gone: she would be due, but she said no.
    await age(efe, 5, 8 * 24);
    expect(await run()).toBe(0);
    expect(await remindersTo(efe.email)).toHaveLength(1);
  });

  it('puts the reminded bag into a fresh guest’s bag from the page’s button, capped by her stock, once however often', async () => {
    const funmi = await withBag('Funmi', [
      [serum.id, 2],
      [cleanser.id, 3],
    ]);
    await age(funmi, 5);
    expect(await run()).toBe(1);
    const link = linkOf((await remindersTo(funmi.email))[0]!.text);

    const guest = browser('GB');
    const page = await guest.open('GET', link, { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Your bag is waiting</h1>');
    expect(page.body).toContain('<input type="hidden" name="restore" value="1"><button type="submit">Put them back in my bag</button>');
    // Opening the page changes nothing.
    expect(guest.cookie).toBe('');
    expect((await reminderOf(funmi)).restoredAt).toBeNull();

    const pressed = await guest.open('POST', link, FORM, 'restore=1');
    expect([pressed.statusCode, pressed.headers.location]).toEqual([303, '/cart']);
    expect(guest.cookie).toMatch(/^zaron_bag=[A-Za-z0-9_-]{43}$/);
    const lines = (b: { lines: { product: { id: number }; quantity: number }[] }) => b.lines.map((l) => [l.product.id, l.quantity]);
    expect(lines(await guest.bag())).toEqual([
      [serum.id, 2],
      [cleanser.id, 3],
    ]);
    expect((await reminderOf(funmi)).restoredAt).not.toBeNull();
    expect(
      (
        await db()
          .select()
          .from(carts)
          .where(eq(carts.restoredReminderId, (await reminderOf(funmi)).id))
      ).length,
    ).toBe(1);
    // Pressed again: the bag holds the reminder's lines, not twice as many.
    expect((await guest.open('POST', link, FORM, 'restore=1')).statusCode).toBe(303);
    expect(lines(await guest.bag())).toEqual([
      [serum.id, 2],
      [cleanser.id, 3],
    ]);

    // Another browser where only one cleanser is left: the page says what could not come back.
    await db().update(products).set({ stockGb: 1 }).where(eq(products.id, cleanser.id));
    const other = browser('GB');
    const capped = await other.open('POST', link, FORM, 'restore=1');
    expect(capped.statusCode).toBe(200);
    expect(capped.body).toContain(`<li>We could only keep 1 of ${cleanser.name}: that is all we have.</li>`);
    expect(capped.body).toContain('<a href="http://shop.test/cart">Go to my bag</a>');
    expect(lines(await other.bag())).toEqual([
      [serum.id, 2],
      [cleanser.id, 1],
    ]);
    // An API client gets the bag and the notes as JSON.
    const json = await browser('GB').open('POST', link);
    expect(json.statusCode).toBe(200);
    expect(json.json().notes).toEqual([`We could only keep 1 of ${cleanser.name}: that is all we have.`]);
    expect(json.json().data).toMatchObject({ currency: 'GBP', count: 3 });
    // Another site cannot fill a visitor's bag with it.
    const planted = await browser('GB').open('POST', link, { ...FORM, origin: 'http://evil.test' }, 'restore=1');
    expect([planted.statusCode, planted.json().message]).toEqual([403, expect.stringContaining('another site')]);
  });

  it('answers a forged link 404 and an expired one 410, as a page to a browser and JSON otherwise, changing nothing', async () => {
    const cartsBefore = (await db().select().from(carts)).length;
    const forged = `/api/cart/restore?token=${'A'.repeat(43)}`;
    const guest = browser();
    const page = await guest.open('GET', forged, { accept: 'text/html' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>This link does not work</h1>');
    expect(page.body).toContain(`<p>${RESTORE_MESSAGES.unknown}</p>`);
    expect((await guest.open('POST', forged, FORM, 'restore=1')).statusCode).toBe(404);
    const api = await guest.open('POST', forged);
    expect([api.statusCode, api.json()]).toEqual([404, { message: RESTORE_MESSAGES.unknown }]);
    expect(guest.cookie).toBe('');
    expect((await db().select().from(carts)).length).toBe(cartsBefore);

    const gina = await withBag('Gina', [[serum.id, 1]]);
    await age(gina, 5);
    expect(await run()).toBe(1);
    const link = linkOf((await remindersTo(gina.email))[0]!.text);
    await db()
      .update(bagReminders)
      .set({ sentAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(bagReminders.id, (await reminderOf(gina)).id));
    const old = await guest.open('POST', link);
    expect([old.statusCode, old.json()]).toEqual([410, { message: RESTORE_MESSAGES.expired }]);
    expect((await guest.open('GET', link, { accept: 'text/html' })).statusCode).toBe(410);
    expect(guest.cookie).toBe('');
    expect((await reminderOf(gina)).restoredAt).toBeNull();
  });

  it('counts an order paid within 7 days of putting the bag back as recovered, with its revenue per currency; the link is then gone', async () => {
    const staff = await newStaff(shop, 'Kemi');
    const figures = async () => (await bagReminderFigures(db(), 4 * HOUR)).rows.find((r) => r.currency === 'NGN');
    const before = (await figures()) ?? { reminders_sent: 0, orders_recovered: 0, revenue_recovered: { minor: 0 } };

    const hauwa = await withBag('Hauwa', [[serum.id, 1]], 'NG');
    await age(hauwa, 5);
    expect(await run()).toBe(1);
    expect(await reminderOf(hauwa)).toMatchObject({ country: 'NG', currency: 'NGN' });
    // She empties her bag, then opens the link on another browser, as a guest, and signs in there.
    await hauwa.call('DELETE', '/api/cart?country=NG');
    const link = linkOf((await remindersTo(hauwa.email))[0]!.text);
    const phone = browser('NG');
    expect((await phone.open('POST', link, FORM, 'restore=1')).statusCode).toBe(303);
    const signIn = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/session',
      payload: { email: hauwa.email, password: TEST_PASSWORD },
      headers: { cookie: `${phone.cookie}; countryCode=NG` },
    });
    expect(signIn.statusCode).toBe(200);
    expect((await cartOf(hauwa)).restoredReminderId).toBe((await reminderOf(hauwa)).id);

    const order = await testModeOrder(shop, hauwa);
    const reminder = await reminderOf(hauwa);
    expect(reminder).toMatchObject({ recoveredOrderId: order.id, recoveredMinor: order.totalMinor, recoveredCurrency: 'NGN' });
    expect(reminder.orderedAt).not.toBeNull();
    expect((await cartOf(hauwa)).restoredReminderId).toBeNull();

    const after = (await figures())!;
    expect(after.reminders_sent).toBe(before.reminders_sent + 1);
    expect(after.orders_recovered).toBe(before.orders_recovered + 1);
    expect(after.revenue_recovered.minor).toBe(before.revenue_recovered.minor + order.totalMinor);
    expect(after.revenue_recovered.text).toBe(formatMoney(after.revenue_recovered.minor, 'NG'));
    const dash = await staff.get('/api/admin/dashboard');
    expect(dash.statusCode).toBe(200);
    expect(dash.json().bag_reminders).toMatchObject({ days: 30, idle_hours: 4 });
    expect(dash.json().bag_reminders.rows).toContainEqual(after);

    // The bag has been ordered: its link no longer works, and nothing changes.
    const late = browser('NG');
    const gone = await late.open('POST', link);
    expect([gone.statusCode, gone.json()]).toEqual([410, { message: RESTORE_MESSAGES.ordered }]);
    const page = await late.open('GET', link, { accept: 'text/html' });
    expect([page.statusCode, page.body.includes(RESTORE_MESSAGES.ordered)]).toEqual([410, true]);
    expect(late.cookie).toBe('');

    // A second order is not counted twice, and one paid without a restore is not counted.
    await testModeOrder(shop, hauwa);
    expect((await figures())!.orders_recovered).toBe(after.orders_recovered);
  });

  it('does not count an order paid more than 7 days after the bag was put back', async () => {
    const ije = await withBag('Ije', [[serum.id, 1]], 'NG');
    await age(ije, 5);
    expect(await run()).toBe(1);
    const link = linkOf((await remindersTo(ije.email))[0]!.text);
    expect((await ije.call('POST', link)).statusCode).toBe(200);
    const id = (await reminderOf(ije)).id;
    await db()
      .update(bagReminders)
      .set({ restoredAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(bagReminders.id, id));
    await testModeOrder(shop, ije);
    expect(await reminderOf(ije)).toMatchObject({ recoveredOrderId: null, recoveredMinor: null });
  });

  it('lists her reminders in "Download my data" and erases what they held with her account', async () => {
    const jumoke = await withBag('Jumoke', [[serum.id, 2]]);
    await age(jumoke, 5);
    expect(await run()).toBe(1);
    const link = linkOf((await remindersTo(jumoke.email))[0]!.text);
    const data = (await jumoke.get('/api/auth/my-data')).json();
    expect(data.bag_reminders).toEqual([
      {
        sent_at: expect.any(String),
        currency: 'GBP',
        products: [{ product: SERUM, quantity: 2 }],
        put_back_at: null,
        ordered_at: null,
      },
    ]);

    const id = (await reminderOf(jumoke)).id;
    expect((await jumoke.post('/api/auth/delete-account', { password: TEST_PASSWORD })).statusCode).toBe(200);
    const [kept] = await db().select().from(bagReminders).where(eq(bagReminders.id, id));
    expect(kept).toMatchObject({ userId: null, cartId: null, tokenHash: null, currency: 'GBP' });
    expect(
      await db()
        .select()
        .from(bagReminderLines)
        .where(and(eq(bagReminderLines.reminderId, id))),
    ).toEqual([]);
    const dead = await shop.app.inject({ method: 'POST', url: link });
    expect([dead.statusCode, dead.json()]).toEqual([404, { message: RESTORE_MESSAGES.unknown }]);
  });
});
