import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { decodeQuotedPrintable, startSmtpPeer } from '../test/smtp';
import { passwordResets, users } from './schema';
import { invalidBody } from '../test/invalid';
import { awayFromWindowEnd } from '../test/windows';
import { AUTH_WINDOWS } from './routes';

const PASSWORD = 'Glow-Up-2026';

let n = 0;
const newCustomer = (extra: Record<string, unknown> = {}) => ({
  first_name: 'Amara',
  last_name: 'Okafor',
  phone: '+234 803 000 0000',
  email: `amara${++n}.${Date.now()}@example.com`,
  password: PASSWORD,
  ...extra,
});

describe.each(BACKENDS)('accounts API on %s', (backend) => {
  let shop: TestShop;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    shop = await createTestShop(backend, { SMTP_URL: smtp.url, AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(async () => {
    await shop.close();
    await smtp.close();
  });

  const post = (url: string, payload: unknown, token?: string) =>
    shop.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const get = (url: string, token?: string) =>
    shop.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const register = async (extra: Record<string, unknown> = {}) => {
    const body = newCustomer(extra);
    const res = await post('/api/auth/register', body);
    expect(res.statusCode).toBe(201);
    return { body, token: res.json().token.original.access_token as string, user: res.json().user };
  };

  it('registers with a lower-cased email and returns the user and token.original.access_token', async () => {
    const body = newCustomer({ email: `  Mixed.Case${Date.now()}@Example.COM ` });
    const res = await post('/api/auth/register', body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json.user.email).toBe(body.email.trim().toLowerCase());
    expect(json.user).not.toHaveProperty('passwordHash');
    expect(json.token.original.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await get('/api/auth/user', json.token.original.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json().role).toBe('Authenticated');
    expect(me.json().user.first_name).toBe('Amara');
  });

  it('stores an argon2id hash with OWASP parameters and only a hash of the token', async () => {
    const { body, token } = await register();
    const [row] = await shop.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const sessions = await shop.database.db.query.sessions.findMany({ where: (s, { eq: e }) => e(s.userId, row!.id) });
    expect(sessions.map((s) => s.tokenHash)).not.toContain(token);
    expect(sessions[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a duplicate email with 409', async () => {
    const { body } = await register();
    const res = await post('/api/auth/register', { ...newCustomer(), email: body.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'An account with this email already exists' });
  });

  it('refuses a role in the sign-up body (mass assignment)', async () => {
    const res = await post('/api/auth/register', newCustomer({ role: 'influencer' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidBody('Unrecognized key: "role"'));
  });

  it('refuses a weak or overlong password without truncating it', async () => {
    const weak = await post('/api/auth/register', newCustomer({ password: 'password' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual(invalidBody('password: Password does not meet the requirements'));
    const long = await post('/api/auth/register', newCustomer({ password: `Aa1${'x'.repeat(200)}` }));
    expect(long.statusCode).toBe(400);
  });

  it('logs in, and answers a wrong password and an unknown email alike with 401', async () => {
    const { body } = await register();
    const ok = await post('/api/auth/login', { email: body.email.toUpperCase(), password: PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(body.email);
    const wrong = await post('/api/auth/login', { email: body.email, password: 'Wrong-1234' });
    const unknown = await post('/api/auth/login', { email: `nobody${Date.now()}@example.com`, password: PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('rejects forged tokens and tokens after logout with 401', async () => {
    const { token } = await register();
    expect((await get('/api/auth/user', 'forged-token-forged-token-forged')).statusCode).toBe(401);
    expect((await get('/api/auth/user')).json()).toEqual({ message: 'Unauthenticated.' });
    expect((await post('/api/auth/logout', {}, token)).statusCode).toBe(200);
    expect((await get('/api/auth/user', token)).statusCode).toBe(401);
  });

  it('answers forgot-password the same for known and unknown emails, and mails a single-use reset link', async () => {
    const { body, token: oldToken } = await register();
    const known = await post('/api/auth/forgot-password', { email: body.email });
    const unknown = await post('/api/auth/forgot-password', { email: `ghost${Date.now()}@example.com` });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: 'If a matching account was found, an email has been sent to reset your password.' });
    expect(unknown.json()).toEqual(known.json());

    const mail = decodeQuotedPrintable((await smtp.waitFor(body.email)).raw);
    expect(mail).toContain('Subject: Reset your Zaron password');
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    const link = /http:\/\/shop\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail);
    expect(link).not.toBeNull();
    const resetToken = link![1]!;

    const reset = await post('/api/auth/reset-password', { token: resetToken, password: 'New-Glow-2026' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Password reset successful.' });
    expect((await get('/api/auth/user', oldToken)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: body.email, password: 'New-Glow-2026' })).statusCode).toBe(200);

    const reuse = await post('/api/auth/reset-password', { token: resetToken, password: 'Other-Glow-2026' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({ message: 'This reset link is invalid or has expired. Please request a new password reset' });
  });

  it('ends every other reset link of the account once one is used', async () => {
    const { body } = await register();
    await post('/api/auth/forgot-password', { email: body.email });
    await post('/api/auth/forgot-password', { email: body.email });
    await smtp.waitFor(body.email);
    await vi.waitFor(() => expect(smtp.received.filter((m) => m.to.includes(body.email))).toHaveLength(2));
    const links = smtp.received
      .filter((m) => m.to.includes(body.email))
      .map((m) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(decodeQuotedPrintable(m.raw))![1]!);
    expect(links[0]).not.toBe(links[1]);
    expect((await post('/api/auth/reset-password', { token: links[1], password: 'New-Glow-2026' })).statusCode).toBe(200);
    const older = await post('/api/auth/reset-password', { token: links[0], password: 'Other-Glow-2026' });
    expect(older.statusCode).toBe(400);
    expect(older.json()).toEqual({ message: 'This reset link is invalid or has expired. Please request a new password reset' });
  });

  it('builds the reset link from PUBLIC_URL, never from the Host header', async () => {
    const { body } = await register();
    await shop.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: body.email },
      headers: { host: 'evil.example' },
    });
    const mail = decodeQuotedPrintable((await smtp.waitFor(body.email)).raw);
    expect(mail).not.toContain('evil.example');
    expect(mail).toContain('http://shop.test/reset-password?token=');
  });

  it('rejects an expired reset token', async () => {
    const { body } = await register();
    await post('/api/auth/forgot-password', { email: body.email });
    const mail = decodeQuotedPrintable((await smtp.waitFor(body.email)).raw);
    const resetToken = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail)![1]!;
    const [user] = await shop.database.db.select().from(users).where(eq(users.email, body.email));
    await shop.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user!.id));
    const res = await post('/api/auth/reset-password', { token: resetToken, password: 'New-Glow-2026' });
    expect(res.statusCode).toBe(400);
  });

  it('updates the profile but never the email or role, and saves preferences', async () => {
    const { token, body } = await register();
    const sneaky = await post(
      '/api/auth/profile',
      { first_name: 'Ada', last_name: 'Obi', phone: '+44 7700 900000', role: 'influencer', email: 'x@y.z' },
      token,
    );
    expect(sneaky.statusCode).toBe(400);
    const res = await post('/api/auth/profile', { first_name: 'Ada', last_name: 'Obi', phone: '+44 7700 900000' }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ first_name: 'Ada', last_name: 'Obi', email: body.email, role: 'customer' });
    const prefs = await post('/api/auth/preferences', { newsletter: false, offers: true, orderUpdates: true }, token);
    expect(prefs.json().user.email_preferences).toEqual({
      newsletter: false,
      offers: true,
      orderUpdates: true,
      reviewInvites: true,
      bagReminders: true,
    });
  });

  it('checks sign-in before the body: signed out is 401 whatever was sent, but a body that is not JSON is 400 first', async () => {
    for (const [url, payload] of [
      ['/api/auth/profile', { first_name: 5 }],
      ['/api/auth/change-password', {}],
      ['/api/auth/preferences', { newsletter: 'yes' }],
    ] as const) {
      const res = await post(url, payload);
      expect([url, res.statusCode, res.json()]).toEqual([url, 401, { message: 'Unauthenticated.' }]);
    }
    const notJson = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/profile',
      payload: '{"first_name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect([notJson.statusCode, notJson.json()]).toEqual([400, { message: 'The request body is not valid JSON.' }]);
  });

  it('answers a request with no body as its schema says', async () => {
    const res = await post('/api/auth/login', undefined);
    const message = 'Invalid input: expected object, received undefined';
    expect([res.statusCode, res.json()]).toEqual([400, { message, fields: { _: message } }]);
  });

  it('changes the password with the current one and ends every session, this one too', async () => {
    const { token, body } = await register();
    const other = (await post('/api/auth/login', { email: body.email, password: PASSWORD })).json().token.original.access_token;
    const wrong = await post('/api/auth/change-password', { current_password: 'Nope-1234', password: 'Fresh-Glow-1' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Current password is incorrect' });
    const ok = await post('/api/auth/change-password', { current_password: PASSWORD, password: 'Fresh-Glow-1' }, token);
    expect(ok.statusCode).toBe(200);
    expect((await get('/api/auth/user', token)).statusCode).toBe(401);
    expect((await get('/api/auth/user', other)).statusCode).toBe(401);
  });

  it('draws another referral code when the random one is taken, instead of calling the email a duplicate', async () => {
    const realRandomBytes = crypto.randomBytes;
    let repeats = 2;
    const spy = vi
      .spyOn(crypto, 'randomBytes')
      .mockImplementation(((size: number) =>
        size === 3 && repeats-- > 0 ? Buffer.from('c0ffee', 'hex') : realRandomBytes(size)) as typeof crypto.randomBytes);
    try {
      const first = await register({ first_name: 'Ifeoma' });
      const second = await register({ first_name: 'Ifeoma' });
      expect(first.user.referral_code).toBe('IFEOMAC0FFEE');
      expect(second.user.referral_code).toMatch(/^IFEOMA[0-9A-F]{6}$/);
      expect(second.user.referral_code).not.toBe('IFEOMAC0FFEE');
    } finally {
      spy.mockRestore();
    }
  });

  it.each([
    ['a login email that is an object', '/api/auth/login', { email: { toString: 1 }, password: 'x' }, 'email: Email is required'],
    ['a NUL in a name', '/api/auth/register', { first_name: 'A\u0000B' }, 'first_name: contains characters we cannot store'],
    ['a NUL in a referral code', '/api/auth/register', { referral: 'AB\u0000' }, 'referral: contains characters we cannot store'],
  ])('answers %s with 400, never a 500', async (_name, url, extra, message) => {
    const res = await post(url, url.endsWith('register') ? newCustomer(extra) : extra);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidBody(message));
  });

  it('records the referral code a customer signed up through', async () => {
    const { user: referrer } = await register();
    const { body } = await register({ referral: referrer.referral_code });
    const [row] = await shop.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row!.referredBy).toBe(referrer.referral_code);
  });
});

describe('auth rate limits', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('pglite', { AUTH_RATE_LIMIT: '5' });
  });
  afterAll(() => shop.close());

  it('throttles a login burst with 429 and ignores a spoofed X-Forwarded-For', async () => {
    await awayFromWindowEnd(AUTH_WINDOWS.perAddress);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await shop.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `burst${i}@example.com`, password: 'Wrong-1234' },
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toEqual({ message: 'Too many attempts. Please wait a few minutes and try again.' });
        // When the one-minute window of this address ends, in whole seconds.
        expect(res.headers['retry-after']).toMatch(/^([1-9]|[1-5][0-9]|60)$/);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  }, 60_000);

  it('counts malformed sign-in attempts too: they are counted before the body is validated', async () => {
    await awayFromWindowEnd(AUTH_WINDOWS.perAddress);
    const remoteAddress = '198.51.100.200';
    const login = (payload: object) => shop.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login({ email: 'not-an-email', password: '' })).statusCode);
    const next = await login({ email: 'someone@example.com', password: 'Wrong-1234' });
    expect([...statuses, next.statusCode]).toEqual([400, 400, 400, 400, 400, 429]);
    expect(next.headers['retry-after']).toMatch(/^([1-9]|[1-5][0-9]|60)$/);
  }, 60_000);

  it('throttles attempts on one account from many addresses', async () => {
    await awayFromWindowEnd(AUTH_WINDOWS.perAccount);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await shop.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'target@example.com' },
        remoteAddress: `198.51.100.${i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  }, 60_000);
});

describe.skipIf(!process.env.TEST_REDIS_URL)('auth rate limits across instances (Redis)', () => {
  const shops: TestShop[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++)
      shops.push(await createTestShop('pglite', { AUTH_RATE_LIMIT: '4', REDIS_URL: process.env.TEST_REDIS_URL! }));
    // On a busy machine the first connection to Redis can take longer than the second a limiter waits
    // for it, and an instance then counts alone for a while: the test starts once both are connected.
    for (const shop of shops) {
      const deadline = Date.now() + 30_000;
      while ((await shop.app.inject({ method: 'GET', url: '/readyz' })).json().redis !== 'ok') {
        if (Date.now() > deadline) throw new Error('Redis did not answer within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }, 60_000);
  afterAll(() => Promise.all(shops.map((s) => s.close())));

  it('holds one limit for a client whose attempts are spread over two instances', async () => {
    await awayFromWindowEnd(AUTH_WINDOWS.perAddress);
    // A fresh client address per run, so earlier runs' counters in Redis do not interfere.
    const remoteAddress = `198.18.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await shops[i % 2]!.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email: `spread${i}.${Date.now()}@example.com`, password: 'Wrong-1234' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  }, 60_000);
});
