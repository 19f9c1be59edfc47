import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '../../domain/privacy/consent';
import { marketingConsents, newsletterSubscribers } from './schema';
import { mailOutbox } from '../mail/schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { newCustomer } from '../test/customers';
import { purgeUnconfirmedSubscribers } from './service';

const SHOP = 'http://shop.test';
let n = 0;
const address = () => `reader${++n}.${Date.now()}@example.com`;

describe.each(BACKENDS)('newsletter double opt-in on %s', (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' }, { mailWorker: false });
  });
  afterAll(() => shop.close());
  const db = () => shop.database.db;
  const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(mailOutbox.id);
  const consents = async (email: string) =>
    (await db().select().from(marketingConsents).where(eq(marketingConsents.email, email)).orderBy(marketingConsents.id)).map((c) => [
      c.topic,
      c.action,
      c.source,
    ]);
  const subscriber = async (email: string) =>
    (await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'POST', url, payload, headers });
  const subscribe = (email: string) => post('/api/newsletter', { email });
  const linkIn = (text: string, path: string) =>
    new URL(new RegExp(`${SHOP}${path}\\?token=[^\\s]+`).exec(text)![0]).searchParams.get('token')!;
  const confirmTokenOf = async (email: string) => linkIn((await mailsTo(email))[0]!.text, '/api/newsletter/confirm');

  it('sends only a confirmation (no marketing) until the link is used; the link works once and a forged one changes nothing', async () => {
    const email = address();
    const res = await subscribe(email);
    expect([res.statusCode, res.json()]).toEqual([201, { message: NEWSLETTER_MESSAGES.thanks }]);
    // Asking again at once sends no second mail, with the same answer.
    expect((await subscribe(email)).json()).toEqual({ message: NEWSLETTER_MESSAGES.thanks });
    const [confirmMail, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(confirmMail).toMatchObject({ kind: 'newsletter-confirm', subject: 'Confirm your Zaron newsletter subscription', headers: {} });
    expect(await subscriber(email)).toMatchObject({ confirmedAt: null });
    expect(await consents(email)).toEqual([['newsletter', 'requested', 'footer']]);

    const forged = await post('/api/newsletter/confirm', { token: 'A'.repeat(43) });
    expect([forged.statusCode, forged.json()]).toEqual([400, { message: NEWSLETTER_MESSAGES.confirmInvalid }]);
    expect(await subscriber(email)).toMatchObject({ confirmedAt: null });

    const token = await confirmTokenOf(email);
    const ok = await post('/api/newsletter/confirm', { token });
    expect([ok.statusCode, ok.json()]).toEqual([200, { message: NEWSLETTER_MESSAGES.confirmed }]);
    expect((await subscriber(email))!.confirmedAt).toBeInstanceOf(Date);
    const reused = await post('/api/newsletter/confirm', { token });
    expect([reused.statusCode, reused.json()]).toEqual([400, { message: NEWSLETTER_MESSAGES.confirmInvalid }]);
    expect(await consents(email)).toEqual([
      ['newsletter', 'requested', 'footer'],
      ['newsletter', 'given', 'confirmation-link'],
    ]);

    // The welcome mail is the first marketing mail, with the one-click unsubscribe in its headers and its text.
    const welcome = (await mailsTo(email)).filter((m) => m.kind === 'newsletter-welcome');
    expect(welcome).toHaveLength(1);
    const headers = welcome[0]!.headers;
    expect(Object.keys(headers)).toEqual(['List-Unsubscribe', 'List-Unsubscribe-Post']);
    expect(headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/shop\.test\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_%.-]+>, <mailto:hello@zaron\.test\?subject=unsubscribe>$/,
    );
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(welcome[0]!.text).toContain(`Unsubscribe from these emails: ${SHOP}/api/newsletter/unsubscribe?token=`);
    expect(welcome[0]!.html).toContain(`${SHOP}/api/newsletter/unsubscribe?token=`);
    // Already confirmed: asking again sends nothing.
    await subscribe(email);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('unsubscribes with the one-click POST (RFC 8058) without a session; a forged token changes nothing', async () => {
    const email = address();
    await subscribe(email);
    await post('/api/newsletter/confirm', { token: await confirmTokenOf(email) });
    const welcome = (await mailsTo(email)).find((m) => m.kind === 'newsletter-welcome')!;
    const url = /<(http[^>]+)>/.exec(welcome.headers['List-Unsubscribe']!)![1]!.replace(SHOP, '');
    const token = new URL(url, SHOP).searchParams.get('token')!;

    // GET (a person opening the link) shows the page with the button and changes nothing.
    const page = await shop.app.inject({ url, headers: { accept: 'text/html' } });
    expect([page.statusCode, page.headers['content-type'], page.headers['referrer-policy']]).toEqual([
      200,
      'text/html; charset=utf-8',
      'same-origin',
    ]);
    expect(page.body).toContain(
      '<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>',
    );
    expect((await subscriber(email))!.confirmedAt).toBeInstanceOf(Date);
    const badPage = await shop.app.inject({ url: '/api/newsletter/unsubscribe?token=forged.token', headers: { accept: 'text/html' } });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.body).toContain(NEWSLETTER_MESSAGES.unsubscribeInvalid.replace(/'/g, '&#39;'));

    const [body, signature] = token.split('.');
    const forgedFor = (payload: string) => `${Buffer.from(payload).toString('base64url')}.${signature}`;
    for (const forged of [forgedFor(`newsletter:someone.else@example.com`), `${body}.${'A'.repeat(43)}`, 'nonsense']) {
      const res = await post(`/api/newsletter/unsubscribe?token=${encodeURIComponent(forged)}`, undefined, {});
      expect([res.statusCode, res.json()]).toEqual([400, { message: NEWSLETTER_MESSAGES.unsubscribeInvalid }]);
    }
    expect((await subscriber(email))!.confirmedAt).toBeInstanceOf(Date);

    const res = await shop.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect([res.statusCode, res.json()]).toEqual([200, { message: NEWSLETTER_MESSAGES.unsubscribed }]);
    expect(await subscriber(email)).toMatchObject({ confirmedAt: null });
    expect((await consents(email)).at(-1)).toEqual(['newsletter', 'withdrawn', 'unsubscribe-link']);
  });

  it('confirms from the page a browser gets: GET shows the button, its POST confirms once, a reused link is a 400 page', async () => {
    const email = address();
    await subscribe(email);
    const token = await confirmTokenOf(email);
    const url = `/api/newsletter/confirm?token=${encodeURIComponent(token)}`;
    const page = await shop.app.inject({ url, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `<input type="hidden" name="token" value="${token}"><button type="submit">Confirm my subscription</button>`,
    );
    expect(await subscriber(email)).toMatchObject({ confirmedAt: null });
    const press = () =>
      shop.app.inject({
        method: 'POST',
        url,
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', origin: SHOP },
        payload: `token=${encodeURIComponent(token)}`,
      });
    const done = await press();
    expect([done.statusCode, done.body.includes('Welcome to the Zaron newsletter!')]).toEqual([200, true]);
    const again = await press();
    expect([again.statusCode, again.body.includes('This link does not work')]).toEqual([400, true]);
  });

  it('subscribes from Settings › Preferences by the same double opt-in, and unticking withdraws', async () => {
    const c = await newCustomer(shop, 'Ngozi');
    expect((await c.get('/api/auth/user')).json().user.email_preferences).toEqual({
      newsletter: false,
      offers: false,
      orderUpdates: true,
      reviewInvites: true,
      bagReminders: true,
    });
    const on = await c.post('/api/auth/preferences', { newsletter: true, offers: false, orderUpdates: true, reviewInvites: true });
    expect(on.json().message).toBe(NEWSLETTER_MESSAGES.preferencesConfirm);
    expect((await mailsTo(c.email)).map((m) => m.kind)).toEqual(['newsletter-confirm']);
    await post('/api/newsletter/confirm', { token: await confirmTokenOf(c.email) });
    const off = await c.post('/api/auth/preferences', {
      newsletter: false,
      offers: false,
      orderUpdates: true,
      reviewInvites: false,
      bagReminders: false,
    });
    expect(off.json().message).toBe('Preferences saved');
    expect(await subscriber(c.email)).toMatchObject({ confirmedAt: null });
    expect(await consents(c.email)).toEqual([
      ['newsletter', 'requested', 'preferences'],
      ['newsletter', 'given', 'confirmation-link'],
      ['newsletter', 'withdrawn', 'preferences'],
      ['review-invites', 'withdrawn', 'preferences'],
      ['bag-reminders', 'withdrawn', 'preferences'],
    ]);
  });

  it('forgets requests never confirmed once their link has expired, keeping confirmed addresses and the consent log', async () => {
    const waiting = address();
    const confirmed = address();
    await subscribe(waiting);
    await subscribe(confirmed);
    await post('/api/newsletter/confirm', { token: await confirmTokenOf(confirmed) });
    const inEightDays = new Date(Date.now() + 8 * 86_400_000);
    expect(await purgeUnconfirmedSubscribers(db(), new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    expect(await purgeUnconfirmedSubscribers(db(), inEightDays)).toBeGreaterThanOrEqual(1);
    expect(await subscriber(waiting)).toBeUndefined();
    expect((await subscriber(confirmed))!.confirmedAt).toBeInstanceOf(Date);
    expect(await consents(waiting)).toEqual([['newsletter', 'requested', 'footer']]);
  });

  it('sends transactional mail without List-Unsubscribe', async () => {
    const c = await newCustomer(shop, 'Tolu');
    await post('/api/auth/forgot-password', { email: c.email });
    const [reset] = await mailsTo(c.email);
    expect(reset).toMatchObject({ kind: 'password-reset', headers: {} });
    expect(reset!.text).not.toContain('Unsubscribe');
  });
});
