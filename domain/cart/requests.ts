import { z } from 'zod';
import { MAX_QUANTITY } from '../cart';
import { normalizeCountry } from '../country';
import { QUANTITY_RANGE } from './messages';

/** `?country=XX`: the country the bag is priced and its stock checked for; left out, the visitor's stored country. */
export const bagQuery = z
  .object({
    country: z
      .string()
      .transform((s, ctx) => normalizeCountry(s) ?? (ctx.addIssue({ code: 'custom', message: 'Invalid country' }), z.NEVER))
      .optional(),
  })
  .strict();
export type BagQuery = z.output<typeof bagQuery>;

/** `/api/cart/lines/:productId`. */
export const bagLineParams = z.object({
  productId: z.coerce
    .number({ error: 'Invalid product id' })
    .int({ error: 'Invalid product id' })
    .min(1, { error: 'Invalid product id' })
    .max(2_147_483_647, { error: 'Invalid product id' }),
});
export type BagLineParams = z.output<typeof bagLineParams>;

/** PUT /api/cart/lines/:productId: the line's new quantity; 0 takes the line out. */
export const setBagLineBody = z
  .object({
    quantity: z
      .number({ error: QUANTITY_RANGE })
      .int({ error: QUANTITY_RANGE })
      .min(0, { error: QUANTITY_RANGE })
      .max(MAX_QUANTITY, { error: QUANTITY_RANGE }),
  })
  .strict();
export type SetBagLineBody = z.output<typeof setBagLineBody>;

/** `?token=…` of a bag reminder's link (decision 0054). */
export const restoreQuery = z.object({ token: z.string().min(1).max(200) }).strict();
export type RestoreQuery = z.output<typeof restoreQuery>;

/** What the link's page posts (form-encoded): its one button; an API client sends nothing. */
export const restoreBody = z.object({ restore: z.literal('1').optional() }).strict();
