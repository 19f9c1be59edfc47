import http from 'node:http';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../mail/outbox';
import { mailOutbox } from '../mail/schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { newCustomer } from '../test/customers';
import { testModeOrder } from '../test/orders';
import { freePort } from '../test/instances';
import { listeningShop } from '../test/web';
import { eq } from 'drizzle-orm';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';
const bearer = { authorization: `Bearer ${TOKEN}` };

/** The value of one sample in Prometheus' text format; 0 when the series is absent (a counter not yet moved). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(/,(?=[a-z_]+=")/);
    if (wanted.every((w) => present.includes(w)) && present.filter(Boolean).length === wanted.length) return Number(match[3]);
  }
  return 0;
}

/** The families (`# TYPE` lines) the text declares. */
const families = (text: string) => [...text.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]);

describe('GET /metrics when neither METRICS_TOKEN nor METRICS_PORT is set', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('pglite');
  });
  afterAll(() => shop.close());

  it('is not served', async () => {
    const res = await shop.app.inject({ url: '/metrics', headers: bearer });
    expect(res.statusCode).toBe(404);
  });
});

describe.each(BACKENDS)('GET /metrics with METRICS_TOKEN on %s', (backend) => {
  let shop: TestShop;
  const scrape = async () => {
    const res = await shop.app.inject({ url: '/metrics', headers: bearer });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  beforeAll(async () => {
    shop = await createTestShop(backend, { METRICS_TOKEN: TOKEN, AUTH_RATE_LIMIT: '2' }, { mailWorker: false });
  });
  afterAll(() => shop.close());

  it.each([
    ['no Authorization header', {}],
    ['a wrong token', { authorization: `Bearer ${TOKEN.slice(0, -1)}x` }],
    ['the token without the Bearer scheme', { authorization: TOKEN }],
    ['another scheme', { authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}` }],
  ])('refuses %s with 401', async (_name, headers) => {
    const res = await shop.app.inject({ url: '/metrics', headers });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.json()).toEqual({ message: 'A valid metrics token is required.' });
  });

  it("answers the token's bearer in Prometheus' text format with every family", async () => {
    const res = await shop.app.inject({ url: '/metrics', headers: bearer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(families(res.body)).toEqual(
      expect.arrayContaining([
        'zaron_http_request_duration_seconds',
        'zaron_catalog_cache_requests_total',
        'zaron_db_pool_connections',
        'zaron_mail_outbox_messages',
        'zaron_orders_placed_total',
        'zaron_payments_total',
        'zaron_orders_awaiting_payment',
        'zaron_orders_awaiting_payment_oldest_seconds',
        'zaron_rate_limit_refusals_total',
        'process_cpu_seconds_total',
        'process_resident_memory_bytes',
        'nodejs_heap_size_used_bytes',
        'nodejs_eventloop_lag_p99_seconds',
      ]),
    );
  });

  it('counts requests by route pattern, method and status, never by URL', async () => {
    const route = { route: '/api/product/:slug', method: 'GET', status: '200' };
    const missing = { ...route, status: '404' };
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await shop.app.inject('/api/product/radiance-vitamin-c-serum')).statusCode).toBe(200);
    expect((await shop.app.inject('/api/product/no-such-thing')).statusCode).toBe(404);
    const after = await scrape();
    expect(sample(after, 'zaron_http_request_duration_seconds_count', route)).toBe(
      sample(before, 'zaron_http_request_duration_seconds_count', route) + 3,
    );
    expect(sample(after, 'zaron_http_request_duration_seconds_count', missing)).toBe(
      sample(before, 'zaron_http_request_duration_seconds_count', missing) + 1,
    );
    // Each answer lands in one bucket at most 10 s wide: the +Inf bucket equals the count.
    expect(sample(after, 'zaron_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(
      sample(after, 'zaron_http_request_duration_seconds_count', route),
    );
    expect(after).not.toContain('radiance-vitamin-c-serum');
    expect(after).not.toContain('no-such-thing');
  });

  it('counts catalogue API answers made (miss) and served from ready bytes (hit)', async () => {
    const hit = { kind: 'api', result: 'hit' };
    const miss = { kind: 'api', result: 'miss' };
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await shop.app.inject('/api/product/list?sort=price-asc')).statusCode).toBe(200);
    const after = await scrape();
    expect(sample(after, 'zaron_catalog_cache_requests_total', miss)).toBe(sample(before, 'zaron_catalog_cache_requests_total', miss) + 1);
    expect(sample(after, 'zaron_catalog_cache_requests_total', hit)).toBe(sample(before, 'zaron_catalog_cache_requests_total', hit) + 2);
  });

  it('counts rate-limit refusals by route', async () => {
    const refusals = { route: '/api/auth/login' };
    const before = await scrape();
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await shop.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@zaron.test', password: 'Wrong-Password-1' },
        remoteAddress: '203.0.113.9',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 429, 429]);
    const after = await scrape();
    expect(sample(after, 'zaron_rate_limit_refusals_total', refusals)).toBe(
      sample(before, 'zaron_rate_limit_refusals_total', refusals) + 2,
    );
  });

  it('counts orders placed and payments by provider and outcome, and the orders still waiting', async () => {
    const placed = { provider: 'test' };
    const paid = { provider: 'test', outcome: 'paid' };
    const before = await scrape();
    const customer = await newCustomer(shop);
    await testModeOrder(shop, customer);
    await testModeOrder(shop, customer, { pay: false });
    const after = await scrape();
    expect(sample(after, 'zaron_orders_placed_total', placed)).toBe(sample(before, 'zaron_orders_placed_total', placed) + 2);
    expect(sample(after, 'zaron_payments_total', paid)).toBe(sample(before, 'zaron_payments_total', paid) + 1);
    expect(sample(after, 'zaron_orders_awaiting_payment', placed)).toBe(1);
    const oldest = sample(after, 'zaron_orders_awaiting_payment_oldest_seconds', placed);
    expect(oldest).toBeGreaterThanOrEqual(0);
    expect(oldest).toBeLessThan(60);
  });

  it('reports the mail outbox: messages pending and given up', async () => {
    const { db } = shop.database;
    const counted = await db.select({ status: mailOutbox.status }).from(mailOutbox);
    const of = (status: string) => counted.filter((r) => r.status === status).length;
    const mail = { to: 'a@zaron.test', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' };
    await enqueueMail(db, mail);
    const failedId = await enqueueMail(db, mail);
    await db.update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.id, failedId));
    const text = await scrape();
    expect(sample(text, 'zaron_mail_outbox_messages', { status: 'pending' })).toBe(of('pending') + 1);
    expect(sample(text, 'zaron_mail_outbox_messages', { status: 'failed' })).toBe(of('failed') + 1);
  });

  it('reports the database connections', async () => {
    const text = await scrape();
    if (backend === 'pglite') {
      expect(sample(text, 'zaron_db_pool_connections', { state: 'total' })).toBe(1);
      expect(text).not.toContain('zaron_db_pool_connections{state="waiting"}');
    } else {
      const total = sample(text, 'zaron_db_pool_connections', { state: 'total' });
      expect(total).toBeGreaterThanOrEqual(1);
      expect(
        sample(text, 'zaron_db_pool_connections', { state: 'idle' }) + sample(text, 'zaron_db_pool_connections', { state: 'in_use' }),
      ).toBe(total);
      expect(sample(text, 'zaron_db_pool_connections', { state: 'waiting' })).toBe(0);
    }
  });
});

/** A GET over a real connection; resolves with the status, or the connection's error code. */
function get(host: string, port: number, url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host, port, path: url, headers, agent: false }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      })
      .on('error', reject);
  });
}

/** An address of this machine other than loopback (the CI machine has one). */
function externalAddress(): string {
  const found = Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal);
  if (!found) throw new Error('this machine has no non-loopback IPv4 address');
  return found.address;
}

describe('pages and the fast path, with METRICS_PORT', () => {
  let shop: Awaited<ReturnType<typeof listeningShop>>;
  let port: number;
  let metricsPort: number;

  beforeAll(async () => {
    metricsPort = await freePort();
    shop = await listeningShop({ METRICS_PORT: String(metricsPort) }, { mailWorker: false });
    port = shop.port;
  }, 120_000);
  afterAll(() => shop?.close());

  it('answers on 127.0.0.1 without a token, and not on the shop port', async () => {
    const res = await get('127.0.0.1', metricsPort, '/metrics');
    expect(res.status).toBe(200);
    expect(families(res.body)).toContain('zaron_http_request_duration_seconds');
    expect((await get('127.0.0.1', metricsPort, '/')).status).toBe(404);
    expect((await get('127.0.0.1', port, '/metrics')).status).toBe(404);
  });

  it("refuses connections on the machine's other addresses", async () => {
    await expect(get(externalAddress(), metricsPort, '/metrics')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('counts pages under one name and the fast path as cache hits', async () => {
    const page = { route: 'page', method: 'GET', status: '200' };
    const api = { route: '/api/product/list', method: 'GET', status: '200' };
    const scrape = async () => (await get('127.0.0.1', metricsPort, '/metrics')).body;
    const before = await scrape();
    // The first of each is made (miss); the next two come from the fast path (hits).
    for (let i = 0; i < 3; i++) expect((await get('127.0.0.1', port, '/category/best-sellers')).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await get('127.0.0.1', port, '/api/product/list?q=serum')).status).toBe(200);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) => sample(after, name, labels) - sample(before, name, labels);
    expect(moved('zaron_http_request_duration_seconds_count', page)).toBe(3);
    expect(moved('zaron_http_request_duration_seconds_count', api)).toBe(3);
    expect(moved('zaron_catalog_cache_requests_total', { kind: 'page', result: 'miss' })).toBe(1);
    expect(moved('zaron_catalog_cache_requests_total', { kind: 'page', result: 'hit' })).toBe(2);
    expect(moved('zaron_catalog_cache_requests_total', { kind: 'api', result: 'miss' })).toBe(1);
    expect(moved('zaron_catalog_cache_requests_total', { kind: 'api', result: 'hit' })).toBe(2);
    expect(after).not.toContain('best-sellers');
  });
});
