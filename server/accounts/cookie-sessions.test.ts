import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_REFUSED } from '../http/cross-site';
import { hashToken, newToken } from '../security/tokens';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { passwordResets, users } from './schema';

const PASSWORD = 'Glow-Up-2026';
const SHOP = 'https://shop.test';
const COOKIE = '__Host-zaron_session';
const MARKER = '__Host-zaron_signed_in';
const DAY = 86_400;

let n = 0;
const newCustomer = () => ({
  first_name: 'Chioma',
  last_name: 'Eze',
  phone: '+234 803 000 0000',
  email: `chioma${++n}.${Date.now()}@example.com`,
  password: PASSWORD,
});

/** The cookies a response sets, as `name → whole Set-Cookie line`. */
function setCookies(res: { headers: Record<string, unknown> }): Record<string, string> {
  const raw = res.headers['set-cookie'];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? (raw as string[]) : [String(raw)];
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf('=')), line]));
}

const tokenIn = (line: string) => line.slice(line.indexOf('=') + 1, line.indexOf(';'));

describe.each(BACKENDS)('cookie sessions on %s', (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(backend, { PUBLIC_URL: SHOP, AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => shop.close());

  const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
    shop.app.inject({ method, url, headers, payload });
  /** A request from the shop's own pages: the browser sends the cookie and the shop's origin. */
  const fromShop = (cookie: string) => ({ cookie: `${COOKIE}=${cookie}`, origin: SHOP, 'sec-fetch-site': 'same-origin' });
  const me = (headers: Record<string, string>) => inject('GET', '/api/auth/user', headers);

  /** Signs up through the shop's own call and signs in again; the second session's cookie value. */
  async function signedIn(remember?: boolean) {
    const body = newCustomer();
    const created = await inject('POST', '/api/auth/session/register', { origin: SHOP }, body);
    expect(created.statusCode).toBe(201);
    const res = await inject('POST', '/api/auth/session', { origin: SHOP }, { email: body.email, password: PASSWORD, remember });
    expect(res.statusCode).toBe(200);
    return { body, res, cookie: tokenIn(setCookies(res)[COOKIE]!) };
  }

  it('signs in with only the cookie: HttpOnly, Secure, SameSite=Lax, Path=/ under the __Host- name, and no token in the body', async () => {
    const { body, res, cookie } = await signedIn(false);
    expect(Object.keys(res.json())).toEqual(['user']);
    expect(res.json().user.email).toBe(body.email);
    expect(res.body).not.toContain(cookie);
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(setCookies(res)).toEqual({
      [COOKIE]: `${COOKIE}=${cookie}; Path=/; Max-Age=${DAY}; SameSite=Lax; Secure; HttpOnly`,
      [MARKER]: `${MARKER}=1; Path=/; Max-Age=${DAY}; SameSite=Lax; Secure`,
    });
    // Only its hash is stored, as for a bearer token.
    const [user] = await shop.database.db.select().from(users).where(eq(users.email, body.email));
    const rows = await shop.database.db.query.sessions.findMany({ where: (s, { eq: e }) => e(s.userId, user!.id) });
    expect(rows.map((r) => r.tokenHash)).toContain(hashToken(cookie));
  });

  it('keeps a remembered session 30 days, and signs up with the cookie and no token too', async () => {
    const { res } = await signedIn(true);
    expect(setCookies(res)[COOKIE]).toMatch(new RegExp(`; Max-Age=${30 * DAY}; `));
    const created = await inject('POST', '/api/auth/session/register', { origin: SHOP }, newCustomer());
    expect(created.statusCode).toBe(201);
    expect(Object.keys(created.json())).toEqual(['user']);
    expect(Object.keys(setCookies(created))).toEqual([COOKIE, MARKER]);
  });

  it('reads the signed-in user from the cookie; a forged cookie is 401', async () => {
    const { body, cookie } = await signedIn();
    const res = await me({ cookie: `country=GB; ${COOKIE}=${cookie}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(body.email);
    expect(res.json().role).toBe('Authenticated');
    expect((await me({ cookie: `${COOKIE}=${newToken()}` })).json()).toEqual({ message: 'Unauthenticated.' });
    // The plain-http name is not the session on an https shop.
    expect((await me({ cookie: `zaron_session=${cookie}` })).statusCode).toBe(401);
  });

  it('keeps the token-in-body sign-in and bearer header for API clients', async () => {
    const { body } = await signedIn();
    const login = await inject('POST', '/api/auth/login', {}, { email: body.email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(setCookies(login)).toEqual({});
    const token = login.json().token.original.access_token as string;
    expect((await me({ authorization: `Bearer ${token}` })).json().user.email).toBe(body.email);
    // A request with the header is judged by the header alone, whatever cookie it carries.
    const { cookie } = await signedIn();
    expect((await me({ authorization: 'Bearer not-a-token', cookie: `${COOKIE}=${cookie}` })).statusCode).toBe(401);
  });

  it('refuses a cross-site write that carries the cookie, with 403 and no change', async () => {
    const { cookie } = await signedIn();
    const profile = { first_name: 'Mallory', last_name: 'Evil', phone: '+44 7700 900000' };
    const cases: Record<string, string>[] = [
      { cookie: `${COOKIE}=${cookie}`, origin: 'https://evil.example' },
      { cookie: `${COOKIE}=${cookie}`, 'sec-fetch-site': 'cross-site' },
      // A sibling subdomain is the same site but not the shop's origin.
      { cookie: `${COOKIE}=${cookie}`, origin: 'https://blog.shop.test', 'sec-fetch-site': 'same-site' },
      { cookie: `${COOKIE}=${cookie}`, origin: 'null' },
      { cookie: `${COOKIE}=${cookie}`, origin: SHOP, 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of cases) {
      for (const url of ['/api/auth/profile', '/api/auth/logout', '/api/auth/logout-all']) {
        const res = await inject('POST', url, headers, profile);
        expect([url, headers, res.statusCode, res.json()]).toEqual([url, headers, 403, { message: CROSS_SITE_REFUSED }]);
      }
    }
    const after = await me({ cookie: `${COOKIE}=${cookie}` });
    expect(after.statusCode).toBe(200);
    expect(after.json().user.first_name).toBe('Chioma');
    // The shop's own page is let through, and so is a reading GET from anywhere.
    const own = await inject('POST', '/api/auth/profile', fromShop(cookie), profile);
    expect([own.statusCode, own.json().user.first_name]).toEqual([200, 'Mallory']);
    expect((await me({ cookie: `${COOKIE}=${cookie}`, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(200);
  });

  it('lets a bearer request from any origin through: it carries no ambient credential', async () => {
    const { body } = await signedIn();
    const token = (await inject('POST', '/api/auth/login', {}, { email: body.email, password: PASSWORD })).json().token.original
      .access_token as string;
    const res = await inject(
      'POST',
      '/api/auth/preferences',
      { authorization: `Bearer ${token}`, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { newsletter: false, offers: false, orderUpdates: true },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email_preferences).toEqual({
      newsletter: false,
      offers: false,
      orderUpdates: true,
      reviewInvites: true,
      bagReminders: true,
    });
  });

  /** Both cookies expire now. */
  const CLEARED = {
    [COOKIE]: `${COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; Secure; HttpOnly`,
    [MARKER]: `${MARKER}=; Path=/; Max-Age=0; SameSite=Lax; Secure`,
  };

  it('signs out: the session row goes and both cookies are cleared', async () => {
    const { cookie } = await signedIn();
    const res = await inject('POST', '/api/auth/logout', fromShop(cookie), {});
    expect([res.statusCode, res.json()]).toEqual([200, { message: 'Logged out' }]);
    expect(setCookies(res)).toEqual(CLEARED);
    expect((await me({ cookie: `${COOKIE}=${cookie}` })).statusCode).toBe(401);
    const rows = await shop.database.db.query.sessions.findMany({ where: (s, { eq: e }) => e(s.tokenHash, hashToken(cookie)) });
    expect(rows).toEqual([]);
  });

  it('ends every session on every device at once', async () => {
    const { body, cookie } = await signedIn();
    const bearer = (await inject('POST', '/api/auth/login', {}, { email: body.email, password: PASSWORD })).json().token.original
      .access_token as string;
    const res = await inject('POST', '/api/auth/logout-all', fromShop(cookie), {});
    expect([res.statusCode, res.json()]).toEqual([200, { message: 'Signed out on every device' }]);
    expect(setCookies(res)).toEqual(CLEARED);
    expect((await me({ cookie: `${COOKIE}=${cookie}` })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${bearer}` })).statusCode).toBe(401);
  });

  it('ends every session, this one too, when the password changes', async () => {
    const { body, cookie } = await signedIn();
    const bearer = (await inject('POST', '/api/auth/login', {}, { email: body.email, password: PASSWORD })).json().token.original
      .access_token as string;
    const res = await inject('POST', '/api/auth/change-password', fromShop(cookie), {
      current_password: PASSWORD,
      password: 'Fresh-Glow-1',
    });
    expect([res.statusCode, res.json()]).toEqual([200, { message: 'Password updated. Please sign in again with your new password.' }]);
    expect(setCookies(res)).toEqual(CLEARED);
    expect((await me({ cookie: `${COOKIE}=${cookie}` })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${bearer}` })).statusCode).toBe(401);
    const again = await inject('POST', '/api/auth/session', { origin: SHOP }, { email: body.email, password: 'Fresh-Glow-1' });
    expect(again.statusCode).toBe(200);
  });

  it('ends every session and clears the cookie when the password is reset', async () => {
    const { body, cookie } = await signedIn();
    const [user] = await shop.database.db.select().from(users).where(eq(users.email, body.email));
    const reset = newToken();
    await shop.database.db
      .insert(passwordResets)
      .values({ userId: user!.id, tokenHash: hashToken(reset), expiresAt: new Date(Date.now() + 600_000) });
    const res = await inject('POST', '/api/auth/reset-password', fromShop(cookie), { token: reset, password: 'Fresh-Glow-2' });
    expect([res.statusCode, res.json()]).toEqual([200, { message: 'Password reset successful.' }]);
    expect(setCookies(res)).toEqual(CLEARED);
    expect((await me({ cookie: `${COOKIE}=${cookie}` })).statusCode).toBe(401);
  });
});

describe('cookie sessions on a plain-http shop', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('pglite', { PUBLIC_URL: 'http://localhost:3000' });
  });
  afterAll(() => shop.close());

  it('names the cookie without the __Host- prefix and without Secure (a browser would drop it over http)', async () => {
    const res = await shop.app.inject({ method: 'POST', url: '/api/auth/session/register', payload: newCustomer() });
    expect(res.statusCode).toBe(201);
    const cookies = setCookies(res);
    const token = tokenIn(cookies.zaron_session!);
    expect(cookies).toEqual({
      zaron_session: `zaron_session=${token}; Path=/; Max-Age=${30 * DAY}; SameSite=Lax; HttpOnly`,
      zaron_signed_in: `zaron_signed_in=1; Path=/; Max-Age=${30 * DAY}; SameSite=Lax`,
    });
    const me = await shop.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `zaron_session=${token}` } });
    expect(me.statusCode).toBe(200);
    const evil = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `zaron_session=${token}`, origin: 'http://evil.example' },
    });
    expect([evil.statusCode, evil.json()]).toEqual([403, { message: CROSS_SITE_REFUSED }]);
  });
});
