import { z } from 'zod';

// The storefront catalogue API's paths and queries. Kept apart from catalog.ts, which the
// catalogue pages import and which therefore holds no zod.

export const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/, 'Invalid slug') });

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

/** GET /api/product/category/:slug: paging and the filters. */
export const categoryQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).optional(),
    offset: z.coerce.number().int().min(0).max(100_000).optional(),
    'for-whom': optionList.optional(),
    'skin-concerns': optionList.optional(),
    benefits: optionList.optional(),
    'skin-type': optionList.optional(),
  })
  .strict();

/** GET /api/product/search. */
export const searchQuery = z
  .object({
    q: z.string().trim().min(1, 'Enter a search term').max(100),
    limit: z.coerce.number().int().min(1).max(50).default(8),
  })
  .strict();
