import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestShop, type TestShop } from './test/app';
import { invalidBody } from './test/invalid';
import { NEWSLETTER_MESSAGES } from '../domain/privacy/consent';

describe.each(BACKENDS)('server basics on %s', (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(backend);
  });
  afterAll(() => shop.close());

  it('answers health and readiness', async () => {
    expect((await shop.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await shop.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok' });
  });

  it('tags every page and API answer with a request id and security headers', async () => {
    const res = await shop.app.inject('/healthz');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    const traced = await shop.app.inject({ url: '/healthz', headers: { 'x-request-id': 'trace-abc-12345' } });
    expect(traced.headers['x-request-id']).toBe('trace-abc-12345');
  });

  it.each(['/api/product/list', '/api/nope', '/api/admin/orders'])(
    'gives the API answer at %s a policy that loads nothing and no page-only headers',
    async (url) => {
      const res = await shop.app.inject(url);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['referrer-policy']).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    },
  );

  it.each([
    ['malformed JSON', '{"email": ', 'application/json', 400, 'The request body is not valid JSON.', false],
    [
      'a prototype-polluting body',
      '{"__proto__": {"admin": true}, "email": "a@b.co"}',
      'application/json',
      400,
      'The request body is not valid JSON.',
      false,
    ],
    ['a wrong content type', 'email=a@b.co', 'text/plain', 415, 'Unsupported content type.', false],
    ['an unknown field', '{"email": "a@b.co", "role": "admin"}', 'application/json', 400, 'Unrecognized key: "role"', true],
    ['a bad email', '{"email": "not-an-email"}', 'application/json', 400, 'email: Please enter a valid email address', true],
  ])('answers %s with a 4xx JSON message', async (_name, payload, contentType, status, message, fromSchema) => {
    const res = await shop.app.inject({ method: 'POST', url: '/api/newsletter', payload, headers: { 'content-type': contentType } });
    expect(res.statusCode).toBe(status);
    // A schema's refusal also names each field's problem in `fields`; the framework's own 4xx are `{ message }` only.
    expect(res.json()).toEqual(fromSchema ? invalidBody(message) : { message });
  });

  it.each([
    ['a malformed percent-escape', '/api/product/%E0%A4%A', 400, 'The address of this request is not valid.'],
    ['an over-long path parameter', `/api/product/${'a'.repeat(300)}`, 414, 'The address of this request is too long.'],
  ])('answers %s in the path with a JSON message', async (_name, url, status, message) => {
    const res = await shop.app.inject(url);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('refuses bodies over 1 MiB with 413', async () => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('stores a newsletter sign-up once however often it is sent', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await shop.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: ' Ada@Example.COM ' } });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: NEWSLETTER_MESSAGES.thanks });
    }
    const rows = await shop.database.db.query.newsletterSubscribers.findMany();
    expect(rows.map((r) => r.email)).toEqual(['ada@example.com']);
  });
});

describe('when the database is down', () => {
  it('answers 503 with a JSON message and recovers nothing by crashing', async () => {
    const { buildApp } = await import('./app');
    const { loadConfig } = await import('./config');
    const { openPostgres } = await import('./db/client');
    // Nothing listens on port 1: every query fails to connect.
    const database = openPostgres('postgres://postgres@127.0.0.1:1/none');
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, logger: false });
    const list = await app.inject('/api/product/list');
    expect(list.statusCode).toBe(503);
    expect(list.json()).toEqual({ message: 'The shop is briefly unavailable. Please try again in a moment.' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    await app.close();
    await database.close();
  });
});
