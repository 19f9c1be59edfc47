import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isKind, notFound } from '../domain-error';
import type { ZodRoutes } from '../http/validate';
import type { CatalogCache } from '../web/catalog-cache';
import { apiRequestKey } from '../web/fast-path';
import { sendCached, SHARED_CACHE_CONTROL } from '../web/send-cached';
import type { CatalogService } from './service';

const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/, 'Invalid slug') });

/** A comma-separated list of filter option slugs. */
const optionList = z
  .string()
  .max(500)
  .transform((s) =>
    s
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[a-z0-9-]{1,40}$/, 'Invalid filter option')).max(20));

const categoryQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).optional(),
    offset: z.coerce.number().int().min(0).max(100_000).optional(),
    'for-whom': optionList.optional(),
    'skin-concerns': optionList.optional(),
    benefits: optionList.optional(),
    'skin-type': optionList.optional(),
  })
  .strict();

const searchQuery = z
  .object({
    q: z.string().trim().min(1, 'Enter a search term').max(100),
    limit: z.coerce.number().int().min(1).max(50).default(8),
  })
  .strict();

/**
 * The catalogue API answers with ready bytes from the catalogue cache (the same for every country:
 * each product carries all three prices), revalidated by ETag and kept by CDNs for a minute.
 */
export const catalogRoutes =
  (catalog: CatalogService, cache: CatalogCache): ZodRoutes =>
  async (app) => {
    const json = (data: unknown) => ({
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: Buffer.from(JSON.stringify({ data })),
    });
    /** Sends the kept answer for `key`, making it with `load` when missing; `null` from `load` means 404. */
    async function answer(req: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>, missing?: string) {
      const entry = await cache.get(`api ${key}`, async () => {
        const data = await load();
        return data === null ? null : json(data);
      });
      if (!entry) throw notFound(missing);
      return sendCached(req, reply, entry, { 'cache-control': SHARED_CACHE_CONTROL }, { cache, requestKey: apiRequestKey(req.url) });
    }

    app.get('/api/product/list', (req, reply) => answer(req, reply, 'list', () => catalog.listHome()));

    app.get('/api/product/search/all', (req, reply) => answer(req, reply, 'all', () => catalog.listAll()));

    app.get('/api/product/search', { schema: { querystring: searchQuery } }, (req, reply) => {
      const { q, limit } = req.query;
      return answer(req, reply, `search ${limit} ${q.toLowerCase()}`, () => catalog.search(q, limit));
    });

    app.get('/api/product/category/:slug', { schema: { params: slugParams, querystring: categoryQuery } }, (req, reply) => {
      const { slug } = req.params;
      const { limit, offset, ...filters } = req.query;
      const key = `category ${slug} ${limit} ${offset} ${JSON.stringify(Object.entries(filters).sort())}`;
      return answer(req, reply, key, () => catalog.listCategory(slug, { filters, limit, offset }), 'Category not found');
    });

    app.get('/api/product/:slug', { schema: { params: slugParams } }, async (req, reply) => {
      const { slug } = req.params;
      try {
        return await answer(req, reply, `product ${slug}`, () => catalog.getProduct(slug), 'Product not found');
      } catch (err) {
        // A renamed product keeps its old address: 301 to the current slug.
        if (!isKind(err, 'not-found')) throw err;
        const moved = await catalog.currentSlugFor(slug);
        if (moved) return reply.redirect(`/api/product/${encodeURIComponent(moved)}`, 301);
        throw err;
      }
    });
  };
