import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { categoryAnswer, homeListsAnswer, productAnswer, productsAnswer } from '../../domain/catalog-answers';
import { categoryQuery, searchQuery, slugParams } from '../../domain/catalog-requests';
import { isKind, notFound } from '../domain-error';
import { answers, serializerFor, type ZodRoutes } from '../http/validate';
import type { CatalogCache } from '../web/catalog-cache';
import { apiRequestKey } from '../web/fast-path';
import { sendCached, SHARED_CACHE_CONTROL } from '../web/send-cached';
import type { CatalogService } from './service';

/**
 * The catalogue API answers with ready bytes from the catalogue cache (the same for every country:
 * each product carries all three prices), revalidated by ETag and kept by CDNs for a minute. The
 * bytes are written once, by the route's answer schema, when the cache has none.
 */
export const catalogRoutes =
  (catalog: CatalogService, cache: CatalogCache): ZodRoutes =>
  async (app) => {
    /**
     * Sends the kept answer for `key`, making it with `load` and writing it with `schema` when
     * missing; `null` from `load` means 404.
     */
    async function answer<S extends z.ZodType<{ data: unknown }>>(
      req: FastifyRequest,
      reply: FastifyReply,
      key: string,
      schema: S,
      load: () => Promise<z.output<S>['data'] | null>,
      missing?: string,
    ) {
      const entry = await cache.get(`api ${key}`, async () => {
        const data = await load();
        if (data === null) return null;
        const body = Buffer.from(serializerFor(schema)({ data }));
        return { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body };
      });
      if (!entry) throw notFound(missing);
      return sendCached(req, reply, entry, { 'cache-control': SHARED_CACHE_CONTROL }, { cache, requestKey: apiRequestKey(req.url) });
    }

    app.get('/api/product/list', { schema: { response: answers({ 200: homeListsAnswer }) } }, (req, reply) =>
      answer(req, reply, 'list', homeListsAnswer, () => catalog.listHome()),
    );

    app.get('/api/product/search/all', { schema: { response: answers({ 200: productsAnswer }) } }, (req, reply) =>
      answer(req, reply, 'all', productsAnswer, () => catalog.listAll()),
    );

    app.get('/api/product/search', { schema: { querystring: searchQuery, response: answers({ 200: productsAnswer }) } }, (req, reply) => {
      const { q, limit } = req.query;
      return answer(req, reply, `search ${limit} ${q.toLowerCase()}`, productsAnswer, () => catalog.search(q, limit));
    });

    const categorySchema = { params: slugParams, querystring: categoryQuery, response: answers({ 200: categoryAnswer }) };
    app.get('/api/product/category/:slug', { schema: categorySchema }, (req, reply) => {
      const { slug } = req.params;
      const { limit, offset, ...filters } = req.query;
      const key = `category ${slug} ${limit} ${offset} ${JSON.stringify(Object.entries(filters).sort())}`;
      return answer(req, reply, key, categoryAnswer, () => catalog.listCategory(slug, { filters, limit, offset }), 'Category not found');
    });

    app.get('/api/product/:slug', { schema: { params: slugParams, response: answers({ 200: productAnswer }) } }, async (req, reply) => {
      const { slug } = req.params;
      try {
        return await answer(req, reply, `product ${slug}`, productAnswer, () => catalog.getProduct(slug), 'Product not found');
      } catch (err) {
        // A renamed product keeps its old address: 301 to the current slug.
        if (!isKind(err, 'not-found')) throw err;
        const moved = await catalog.currentSlugFor(slug);
        if (moved) return reply.redirect(`/api/product/${encodeURIComponent(moved)}`, 301);
        throw err;
      }
    });
  };
