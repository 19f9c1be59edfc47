import { Validator } from '@seriousme/openapi-schema-validator';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { STAFF_ROLE_NAMES } from '../../domain/admin/roles';
import { createTestShop, type TestShop } from '../test/app';
import { SHARED_CACHE_CONTROL } from '../web/send-cached';

// Every Fastify instance the shop builds records its routes, so the test sees each one as registered.
const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => (await import('../test/route-recorder')).recordingFastify(importOriginal, registered));

type Json = Record<string, unknown>;
interface Operation {
  tags: string[];
  description?: string;
  parameters?: Json[];
  requestBody?: { required: boolean; content: Record<string, { schema: Json }> };
  responses: Record<string, { description: string; content: Record<string, { schema: Json }> }>;
  security?: Json[];
  'x-staff-roles'?: string[];
  'x-second-factor'?: boolean;
}
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Json };
}

/** A route's path as the document must spell it: `:slug` → `{slug}`. */
const pathOf = (url: string) => url.replace(/:(\w+)/g, '{$1}');
/** A zod schema as the document must hold it: JSON Schema 2020-12, without the dialect line. */
function jsonOf(schema: unknown, io: 'input' | 'output'): Json {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema as z.ZodType, { target: 'draft-2020-12', io });
  return json;
}
const SIGNED_IN = [{ bearerAuth: [] }, { sessionCookie: [] }];

describe('the OpenAPI document', () => {
  let shop: TestShop;
  let served: LightMyRequestResponse;
  let doc: OpenApi;
  /** Every /api route with one method, as registered. */
  let routes: { method: string; route: RouteOptions }[];
  const operationOf = (method: string, url: string) => doc.paths[pathOf(url)]?.[method.toLowerCase()];

  beforeAll(async () => {
    // Both providers configured, so their webhook routes are registered too (nothing is called).
    shop = await createTestShop('pglite', {
      PAYSTACK_SECRET_KEY: 'sk_test_openapi',
      STRIPE_SECRET_KEY: 'sk_test_openapi',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_openapi',
      STRIPE_WEBHOOK_SECRET: 'whsec_openapi',
    });
    served = await shop.app.inject('/api/openapi.json');
    doc = served.json();
    routes = registered
      .filter((route) => route.url.startsWith('/api/'))
      .flatMap((route) => [route.method].flat().map((method) => ({ method, route })));
  });
  afterAll(() => shop.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    expect(await validator.validate(doc as unknown as Json)).toEqual({ valid: true });
    expect(validator.version).toBe('3.1');
    expect(doc.openapi).toBe('3.1.1');
  });

  it('holds every /api route the app registered, and no other', () => {
    const get = routes.filter((r) => r.method === 'GET').map((r) => r.route.url);
    const answered = routes.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${pathOf(r.route.url)}`);
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(answered.sort());
    expect(documented).toContain('GET /api/openapi.json');
    // HEAD is left out only where Fastify answers it for a GET.
    expect(routes.filter((r) => r.method === 'HEAD' && !get.includes(r.route.url)).map((r) => r.route.url)).toEqual([]);
  });

  it('describes each route with the schemas it validates and answers with', () => {
    const described = [];
    const expected = [];
    for (const { method, route } of routes.filter((r) => r.method !== 'HEAD')) {
      const key = `${method} ${route.url}`;
      const operation = operationOf(method, route.url)!;
      const { body, params, querystring, response } = (route.schema ?? {}) as Record<string, z.ZodType | undefined>;
      const inPath = params ? (jsonOf(params, 'input').properties as Record<string, Json>) : {};
      const query = querystring ? jsonOf(querystring, 'input') : { properties: {}, required: [] };
      const parameters = [
        ...[...route.url.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: inPath[name!] })),
        ...Object.entries(query.properties as Record<string, Json>).map(([name, schema]) => ({
          name,
          in: 'query',
          required: ((query.required ?? []) as string[]).includes(name),
          schema,
        })),
      ];
      const form = route.config?.multipart;
      const media = body ? 'application/json' : form ? 'multipart/form-data' : undefined;
      // A multipart form's text fields are its `fields` schema's; its files are checked below.
      const bodySchema = body ? jsonOf(body, 'input') : form?.fields ? jsonOf(form.fields, 'input').properties : {};
      const sent = operation.requestBody?.content[media!]?.schema;
      const answers = Object.entries(response as unknown as Record<string, z.ZodType>).map(([status, schema]) => [
        status.toUpperCase(),
        jsonOf(schema, 'output'),
      ]);
      described.push({
        key,
        parameters: operation.parameters ?? [],
        media: Object.keys(operation.requestBody?.content ?? {}),
        body: form
          ? Object.fromEntries(Object.entries((sent?.properties ?? {}) as Json).filter(([name]) => !form.files.includes(name)))
          : sent,
        answers: Object.entries(operation.responses).map(([status, { content }]) => [status, Object.values(content)[0]!.schema]),
      });
      expected.push({ key, parameters, media: media ? [media] : [], body: media ? bodySchema : undefined, answers });
    }
    expect(described).toEqual(expected);
  });

  it('names on each back-office route the roles its config allows, admin first, and on no other route', () => {
    const roles = routes
      .filter((r) => r.method !== 'HEAD')
      .map(({ method, route }) => [`${method} ${route.url}`, operationOf(method, route.url)!['x-staff-roles']]);
    const allowed = routes
      .filter((r) => r.method !== 'HEAD')
      .map(({ method, route }) => {
        const limited = route.config?.roles;
        return [`${method} ${route.url}`, limited && STAFF_ROLE_NAMES.filter((role) => role === 'admin' || limited.includes(role))];
      });
    expect(roles).toEqual(allowed);
    expect(roles.filter(([, names]) => names).length).toBe(shop.app.adminRoutes.length);
  });

  it('marks as signed in exactly the routes that refuse a request without a token', async () => {
    const marked: [string, boolean][] = [];
    const refused: [string, boolean][] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const key = `${method.toUpperCase()} ${path}`;
        const url = path.replace(/\{(\w+)\}/g, (_all, name: string) => (name === 'orderNumber' ? 'ZR-NOSUCH0' : '999999'));
        const res = await shop.app.inject({ method: method.toUpperCase() as 'GET', url, ...(method === 'get' ? {} : { payload: {} }) });
        marked.push([key, operation.security !== undefined]);
        refused.push([key, res.statusCode === 401 && res.json().message === 'Unauthenticated.']);
      }
    }
    expect(refused).toEqual(marked);
    expect(marked.filter(([, signedIn]) => signedIn).length).toBeGreaterThan(0);
    expect(marked.filter(([, signedIn]) => !signedIn).length).toBeGreaterThan(0);
  });

  it('describes the two ways a signed-in request carries its token', () => {
    expect(doc.components.securitySchemes).toEqual({
      bearerAuth: {
        type: 'http',
        scheme: 'bearer',
        description:
          'For API clients: the access token that POST /api/auth/login and /api/auth/register answer (token.original.access_token). ' +
          'A request that sends an Authorization header is judged by it alone.',
      },
      sessionCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: 'zaron_session',
        description:
          "For the shop's pages: the HttpOnly cookie that POST /api/auth/session and /api/auth/session/register set. " +
          'A write that carries it from another origin is refused.',
      },
    });
  });

  it('spells out a back-office route, a signed-in route and a public one', () => {
    const order = operationOf('GET', '/api/admin/orders/:orderNumber')!;
    expect(order['x-staff-roles']).toEqual(['admin', 'fulfilment', 'support']);
    expect(order['x-second-factor']).toBe(true);
    expect(order.security).toEqual(SIGNED_IN);
    expect(order.description).toBe(
      'Needs a signed-in user (else 401). Back office: staff whose role is admin, fulfilment, support (x-staff-roles), ' +
        'once their session has given its second factor (else 403); another role is answered 403, anyone else 404.',
    );
    expect(order.parameters).toEqual([
      { name: 'orderNumber', in: 'path', required: true, schema: { type: 'string', pattern: '^ZR-[A-Z0-9]{7}$' } },
    ]);
    expect(operationOf('POST', '/api/admin/staff')!['x-staff-roles']).toEqual(['admin']);
    const verify = operationOf('POST', '/api/admin/2fa/verify')!;
    expect([verify['x-staff-roles'], verify['x-second-factor']]).toEqual([['admin', 'fulfilment', 'support', 'catalogue'], false]);

    const user = operationOf('GET', '/api/auth/user')!;
    expect([user.security, user.description, user['x-staff-roles']]).toEqual([SIGNED_IN, 'Needs a signed-in user (else 401).', undefined]);
    expect(user.responses['4XX']).toEqual({
      description: 'Refused',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              message: { type: 'string' },
              fields: { type: 'object', propertyNames: { type: 'string' }, additionalProperties: { type: 'string' } },
            },
            required: ['message'],
            additionalProperties: false,
          },
        },
      },
    });

    const search = operationOf('GET', '/api/product/search')!;
    expect([search.security, search.tags]).toEqual([undefined, ['product']]);
    expect(search.parameters).toEqual([
      { name: 'q', in: 'query', required: true, schema: { type: 'string', minLength: 1, maxLength: 100 } },
      { name: 'limit', in: 'query', required: false, schema: { default: 8, type: 'integer', minimum: 1, maximum: 50 } },
    ]);
  });

  it('describes multipart forms with their fields and files, and optional bodies as optional', () => {
    expect(operationOf('POST', '/api/admin/products/images')!.requestBody).toEqual({
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
            additionalProperties: false,
            required: ['file'],
          },
        },
      },
    });
    const ambassador = operationOf('POST', '/api/forms/ambassador')!.requestBody!.content['multipart/form-data']!.schema;
    expect([ambassador.required, Object.keys(ambassador.properties as Json).slice(-2)]).toEqual([
      [
        'name',
        'sex',
        'address',
        'country',
        'dob',
        'phoneNumber',
        'email',
        'socialMediaHandle',
        'agreedToTerms',
        'portraitPhoto',
        'fullBodyPhoto',
      ],
      ['portraitPhoto', 'fullBodyPhoto'],
    ]);
    expect(operationOf('POST', '/api/admin/returns/:id/approve')!.requestBody!.required).toBe(false);
    expect(operationOf('POST', '/api/admin/returns/:id/reject')!.requestBody!.required).toBe(true);
  });

  it('tags the providers’ webhooks and says who calls them', () => {
    const stripe = operationOf('POST', '/api/payments/webhooks/stripe')!;
    expect([stripe.tags, stripe.security, stripe.requestBody]).toEqual([['webhooks'], undefined, undefined]);
    expect(stripe.description).toBe(
      'Called by the payment provider, not by shop clients: its signed event, read as JSON only once the signature over the raw bytes checks out.',
    );
  });

  it('is made once and sent as the same bytes, revalidated by its ETag', async () => {
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(served.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    const again = await shop.app.inject('/api/openapi.json');
    expect([again.body, again.headers.etag]).toEqual([served.body, served.headers.etag]);
    const revalidated = await shop.app.inject({ url: '/api/openapi.json', headers: { 'if-none-match': String(served.headers.etag) } });
    expect([revalidated.statusCode, revalidated.body]).toEqual([304, '']);
  });
});
