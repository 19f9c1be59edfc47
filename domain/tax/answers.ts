import { z } from 'zod';
import { dataAnswer, savedAnswer, shapeOf } from '../answers';
import type { NexusView, TaxRuleView, TaxSettings } from './requests';

/** The tax an order was charged, per rate, as its pages and receipts show it (minor units). */
export const orderTaxSchema = z.object({
  name: z.string(),
  /** Inside the prices (VAT) or added on top (US sales tax). */
  included: z.boolean(),
  total_minor: z.number().int(),
  by_rate: z.array(z.object({ rate_bp: z.number().int(), exempt: z.boolean(), net_minor: z.number().int(), tax_minor: z.number().int() })),
});
export type OrderTaxView = z.infer<typeof orderTaxSchema>;

/** Answer schemas of the tax settings routes (a file of its own: pages that only read types stay free of zod). */
const taxRule = shapeOf<TaxRuleView>()(
  z.object({
    country: z.string(),
    region: z.string(),
    name: z.string(),
    rate_bp: z.number().int(),
    included: z.boolean(),
    registration: z.string(),
    updated_at: z.string(),
  }),
);

export const taxSettingsAnswer = dataAnswer(
  shapeOf<TaxSettings>()(
    z.object({
      countries: z.array(taxRule),
      us_states: z.array(taxRule),
      ships_to: z.array(z.object({ code: z.string(), name: z.string() })),
    }),
  ),
);
export const taxRuleSavedAnswer = savedAnswer(taxRule);

const nexus = shapeOf<NexusView>()(
  z.object({ state: z.string(), name: z.string(), sales_minor: z.number().int(), orders: z.number().int().nullable() }),
);
export const nexusAnswer = dataAnswer(z.array(nexus));
export const nexusSavedAnswer = savedAnswer(nexus);
