import { z } from 'zod';
import { normalizeCountry } from '../country';
import { emailSchema } from '../validation';

const INVALID_PRODUCT = 'Invalid product id';

/** `/api/products/:id/stock-requests`. */
export const stockRequestParams = z
  .object({
    id: z.coerce
      .number({ error: INVALID_PRODUCT })
      .int({ error: INVALID_PRODUCT })
      .min(1, { error: INVALID_PRODUCT })
      .max(2_147_483_647, { error: INVALID_PRODUCT }),
  })
  .strict();
export type StockRequestParams = z.output<typeof stockRequestParams>;

/**
 * POST /api/products/:id/stock-requests: the address to tell, and the country she shops from
 * (its stock is the one watched); left out, the visitor's stored country as pages use it.
 */
export const stockRequestBody = z
  .object({
    email: emailSchema,
    country: z
      .string()
      .transform((s, ctx) => normalizeCountry(s) ?? (ctx.addIssue({ code: 'custom', message: 'Invalid country' }), z.NEVER))
      .optional(),
  })
  .strict();
export type StockRequestBody = z.output<typeof stockRequestBody>;
