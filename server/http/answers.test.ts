import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestShop, type TestShop } from '../test/app';
import { errorHandler } from './error-handler';
import { answers, zodSchemas } from './validate';

// Every Fastify instance the shop builds records its routes, so the test sees each one as registered.
const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => (await import('../test/route-recorder')).recordingFastify(importOriginal, registered));

/** A bare app with the shop's schemas and error handler, and one route answering `value`. */
async function appAnswering(value: unknown) {
  const app = Fastify({ logger: false });
  errorHandler(app);
  zodSchemas(app);
  const product = z.object({ name: z.string(), price: z.number(), discount: z.number().int().nullable() });
  app.get('/product', { schema: { response: answers({ 200: product }) } }, async () => value);
  await app.ready();
  return app;
}

describe('route answers', () => {
  let shop: TestShop;
  beforeAll(async () => {
    // Both providers configured, so their webhook routes are registered too (nothing is called).
    shop = await createTestShop('pglite', {
      CATALOG_CACHE: 'off',
      PAYSTACK_SECRET_KEY: 'sk_test_answers',
      STRIPE_SECRET_KEY: 'sk_test_answers',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_answers',
      STRIPE_WEBHOOK_SECRET: 'whsec_answers',
    });
  });
  afterAll(() => shop.close());

  it('every route declares its success answer and the error shape', () => {
    const routes = registered.filter((r) => r.method !== 'HEAD');
    const names = routes.map((r) => `${String(r.method)} ${r.url}`);
    // The whole API is there (a count that drops means routes were not seen, not that all is well).
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /healthz',
        'GET /readyz',
        'GET /api/product/list',
        'POST /api/auth/login',
        'POST /api/order/initiate-order',
        'POST /api/payments/webhooks/paystack',
        'POST /api/payments/webhooks/stripe',
        'GET /api/admin/orders/:orderNumber',
        'GET /media/*',
        'GET /robots.txt',
      ]),
    );
    expect(routes.length).toBe(153);
    const lacking = routes
      .filter((r) => {
        const response = (r.schema?.response ?? {}) as Record<string, unknown>;
        const success = Object.keys(response).some((status) => /^2\d\d$/.test(status));
        return !success || !response['4xx'] || !response['5xx'];
      })
      .map((r) => `${String(r.method)} ${r.url}`);
    expect(lacking).toEqual([]);
  });

  it('writes the catalogue with its schemas byte for byte as the objects are built', async () => {
    const { catalog } = shop.app.services;
    const bytes = async (url: string) => (await shop.app.inject(url)).body;
    expect(await bytes('/api/product/list')).toBe(JSON.stringify({ data: await catalog.listHome() }));
    expect(await bytes('/api/product/search/all')).toBe(JSON.stringify({ data: await catalog.listAll() }));
    expect(await bytes('/api/product/search?q=serum')).toBe(JSON.stringify({ data: await catalog.search('serum', 8) }));
    expect(await bytes('/api/product/category/best-sellers?limit=5')).toBe(
      JSON.stringify({ data: await catalog.listCategory('best-sellers', { limit: 5 }) }),
    );
    // A shade product: swatch, shades and related products all present.
    const details = await Promise.all((await catalog.listAll()).map((p) => catalog.getProduct(p.slug)));
    const shade = details.find((p) => p!.shades.length > 1 && p!.related_products.length > 0 && p!.active_ingredients.length > 0)!;
    expect(shade.swatch).not.toBeNull();
    expect(await bytes(`/api/product/${shade.slug}`)).toBe(JSON.stringify({ data: shade }));
  });

  it('sends only the fields the schema names', async () => {
    const app = await appAnswering({ name: 'Serum', price: 18.5, discount: null, cost_price: 4.1 });
    const res = await app.inject('/product');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"name":"Serum","price":18.5,"discount":null}');
  });

  it('fails an answer that lacks a field or holds the wrong kind of value, as a 500', async () => {
    for (const wrong of [
      { name: 'Serum', discount: 10 },
      { name: 'Serum', price: 'cheap', discount: null },
    ]) {
      const res = await (await appAnswering(wrong)).inject('/product');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Something went wrong. Please try again.' });
    }
  });

  it('writes errors in the one error shape', async () => {
    const invalid = await shop.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'nobody' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toBe(
      JSON.stringify({ message: 'email: Please enter a valid email address', fields: { email: 'Please enter a valid email address' } }),
    );
    const missing = await shop.app.inject('/api/product/no-such-product');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('{"message":"Product not found"}');
  });
});
