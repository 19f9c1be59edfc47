import crypto from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../test/app';
import { TEST_PASSWORD } from '../test/customers';
import { awayFromWindowEnd } from '../test/windows';
import { AUTH_WINDOWS } from './routes';

const BAD = { message: 'Invalid email or password' };
const TOO_MANY = { message: 'Too many attempts. Please wait a few minutes and try again.' };

async function register(shop: TestShop, email = `owner.${crypto.randomBytes(5).toString('hex')}@example.com`) {
  const res = await shop.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: '192.0.2.200',
    payload: { first_name: 'Ifeoma', last_name: 'Test', phone: '+2348030000000', email, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(201);
  return email;
}

const login = (shop: TestShop, email: string, password: string, remoteAddress: string) =>
  shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('no account lockout by strangers', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('pglite', { AUTH_RATE_LIMIT: '10' });
  });
  afterAll(() => shop.close());

  it('lets the owner in from a fresh address after 12 failures from 12 others', async () => {
    const email = await register(shop);
    for (let i = 0; i < 12; i++) {
      const res = await login(shop, email, `Wrong-Guess-${i}`, `203.0.113.${i}`);
      expect([res.statusCode, res.json()]).toEqual([401, BAD]);
    }
    const owner = await login(shop, email, TEST_PASSWORD, '198.51.100.20');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe(email);
  });

  it('holds back the attacking address with a growing wait, never the owner', async () => {
    const email = await register(shop);
    const attacker = '203.0.113.77';
    for (let i = 0; i < 3; i++) expect((await login(shop, email, `Wrong-${i}`, attacker)).statusCode).toBe(401);
    // After its third failure the address waits 1 s before its next guess, right or wrong.
    const held = await login(shop, email, TEST_PASSWORD, attacker);
    expect([held.statusCode, held.json()]).toEqual([429, TOO_MANY]);
    expect(held.headers['retry-after']).toBe('1');
    // Other accounts from that address, and the owner from anywhere else, are not held.
    const other = await register(shop);
    expect((await login(shop, other, TEST_PASSWORD, attacker)).statusCode).toBe(200);
    expect((await login(shop, email, TEST_PASSWORD, '198.51.100.21')).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await login(shop, email, 'Wrong-3', attacker)).statusCode).toBe(401);
    const longer = await login(shop, email, 'Wrong-4', attacker);
    expect([longer.statusCode, longer.headers['retry-after']]).toEqual([429, '2']);
  });

  it('keeps the per-address limit: the 11th attempt within a minute from one address is refused', async () => {
    await awayFromWindowEnd(AUTH_WINDOWS.perAddress);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login(shop, `nobody${i}@example.com`, 'Wrong-1234', '203.0.113.250')).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  }, 60_000);
});

/** A port where something accepts connections and never answers. */
async function silentServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((s) => {
    sockets.add(s);
    s.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.each([
  ['stopped (connection refused)', async () => ({ url: 'redis://127.0.0.1:1', close: async () => {} })],
  ['hung (connects, never answers)', silentServer],
])('with Redis %s', (_name, start) => {
  let shop: TestShop;
  let redis: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    redis = await start();
    shop = await createTestShop('pglite', { AUTH_RATE_LIMIT: '4', REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await shop.close();
    await redis.close();
  });
  // The per-minute limits are counted in this instance: a test's attempts stay in one minute.
  beforeEach(() => awayFromWindowEnd(AUTH_WINDOWS.perAddress));

  // Before: each of these waited ~14 s for Redis, then answered 503. Now each answers at once
  // from this instance's own counters (the test's 8 s budget would not fit the old 3 × 14 s).
  it('signs up, signs in and sends reset links, counting limits in this instance', async () => {
    const email = `redis.down.${crypto.randomBytes(5).toString('hex')}@example.com`;
    const signup = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '192.0.2.10',
      payload: { first_name: 'Adaeze', last_name: 'Test', phone: '+2348030000000', email, password: TEST_PASSWORD },
    });
    expect(signup.statusCode).toBe(201);
    expect((await login(shop, email, TEST_PASSWORD, '192.0.2.11')).statusCode).toBe(200);
    const forgot = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: '192.0.2.12',
    });
    expect([forgot.statusCode, forgot.json()]).toEqual([
      200,
      { message: 'If a matching account was found, an email has been sent to reset your password.' },
    ]);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(shop, email, 'Wrong-1234', '192.0.2.13')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  }, 8_000);

  it('says so on /readyz while the instance keeps serving', async () => {
    const res = await shop.app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'degraded', database: 'ok', redis: 'unavailable' });
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('with Redis up', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('pglite', { REDIS_URL: process.env.TEST_REDIS_URL! });
  });
  afterAll(() => shop.close());

  it('reports it ready on /readyz', async () => {
    const res = await shop.app.inject('/readyz');
    expect(res.json()).toEqual({ status: 'ready', database: 'ok', redis: 'ok' });
  });
});
