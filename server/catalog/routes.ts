import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound } from '../http/errors';
import { parse } from '../http/validate';
import type { CatalogService } from './service';

const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/, 'Invalid slug') });

/** A comma-separated list of filter option slugs. */
const optionList = z.string().max(500)
  .transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^[a-z0-9-]{1,40}$/, 'Invalid filter option')).max(20));

export const categoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).optional(),
  'for-whom': optionList.optional(),
  'skin-concerns': optionList.optional(),
  benefits: optionList.optional(),
  'skin-type': optionList.optional(),
}).strict();

const searchQuery = z.object({
  q: z.string().trim().min(1, 'Enter a search term').max(100),
  limit: z.coerce.number().int().min(1).max(50).default(8),
}).strict();

export const catalogRoutes = (catalog: CatalogService): FastifyPluginAsync => async (app) => {
  app.get('/api/product/list', async () => ({ data: await catalog.listHome() }));

  app.get('/api/product/search/all', async () => ({ data: await catalog.listAll() }));

  app.get('/api/product/search', async (req) => {
    const { q, limit } = parse(searchQuery, req.query);
    return { data: await catalog.search(q, limit) };
  });

  app.get('/api/product/category/:slug', async (req) => {
    const { slug } = parse(slugParams, req.params);
    const { limit, offset, ...filters } = parse(categoryQuery, req.query);
    const result = await catalog.listCategory(slug, { filters, limit, offset });
    if (!result) throw notFound('Category not found');
    return { data: result };
  });

  app.get('/api/product/:slug', async (req, reply) => {
    const { slug } = parse(slugParams, req.params);
    const product = await catalog.getProduct(slug);
    if (!product) {
      const moved = await catalog.currentSlugFor(slug);
      if (moved) return reply.redirect(`/api/product/${encodeURIComponent(moved)}`, 301);
      throw notFound('Product not found');
    }
    return { data: product };
  });
};
