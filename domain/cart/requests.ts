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

const formQuantity = (min: number) =>
  z.coerce
    .number({ error: QUANTITY_RANGE })
    .int({ error: QUANTITY_RANGE })
    .min(min, { error: QUANTITY_RANGE })
    .max(MAX_QUANTITY, { error: QUANTITY_RANGE });

/**
 * What the bag's forms post to the bag page (form-encoded, so they work before or without the
 * page's scripts): add units of a product, set a line's quantity (0 takes it out), take a line
 * out, or empty the bag.
 */
export const bagForm = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('add'), product_id: bagLineParams.shape.productId, quantity: formQuantity(1) }),
    z.object({ intent: z.literal('set'), product_id: bagLineParams.shape.productId, quantity: formQuantity(0) }),
    z.object({ intent: z.literal('remove'), product_id: bagLineParams.shape.productId }),
    z.object({ intent: z.literal('clear') }),
  ],
  { error: 'This change of the bag is not one we know.' },
);
export type BagForm = z.output<typeof bagForm>;
