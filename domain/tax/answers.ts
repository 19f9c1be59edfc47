import { z } from 'zod';

/** The tax an order was charged, per rate, as its pages and receipts show it (minor units). */
export const orderTaxSchema = z.object({
  name: z.string(),
  /** Inside the prices (VAT) or added on top (US sales tax). */
  included: z.boolean(),
  total_minor: z.number().int(),
  by_rate: z.array(z.object({ rate_bp: z.number().int(), exempt: z.boolean(), net_minor: z.number().int(), tax_minor: z.number().int() })),
});
export type OrderTaxView = z.infer<typeof orderTaxSchema>;
