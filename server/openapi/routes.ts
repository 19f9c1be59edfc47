import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { AdminRoute } from '../staff/guard';
import { answers } from '../http/validate';
import { entryOf, type CachedResponse } from '../web/catalog-cache';
import { sendCached, SHARED_CACHE_CONTROL } from '../web/send-cached';
import { openApiDocument, type DocumentOptions } from './document';
import type { ApiRoute } from './operation';

/** What GET /api/openapi.json answers: an OpenAPI 3.1 document. */
const documentAnswer = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/**
 * `GET /api/openapi.json`: the API described from its routes' own schemas. Call on the root
 * instance before any `/api` route, so each is seen as it registers (`onRoute`). The document is
 * made at the first request, once every route is in, and sent as the same bytes from then on
 * (ETag and compression as the catalogue's answers).
 */
export function openApiRoutes(app: FastifyInstance, options: DocumentOptions & { staffRoutes: () => readonly AdminRoute[] }) {
  // Each route's own options are kept and read when the document is made: hooks that run after
  // this one (`signedIn`) add to their config.
  const registered: [method: string, route: RouteOptions][] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push([method, route]);
  });
  const routes = (): ApiRoute[] => registered.map(([method, { url, schema, config }]) => ({ method, url, schema, config }));

  let sent: CachedResponse | undefined;
  app.get('/api/openapi.json', { schema: { response: answers({ 200: documentAnswer }) } }, async (req, reply) => {
    sent ??= entryOf({
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: Buffer.from(JSON.stringify(openApiDocument(routes(), options.staffRoutes(), options))),
    });
    return sendCached(req, reply, sent, { 'cache-control': SHARED_CACHE_CONTROL });
  });
}
