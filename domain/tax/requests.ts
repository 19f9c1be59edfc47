import { z } from 'zod';
import { MAX_RATE_BP } from './tax';

/** What the back office reads when a tax setting is refused (the server's words, shown unchanged). */
export const TAX_MESSAGES = {
  rateRange: 'Enter a rate from 0 to 100 %',
  ratePrecision: 'Enter the rate to at most 2 decimal places',
  name: 'Enter the name of the tax',
  registration: 'At most 40 characters',
  unknownCountry: 'Unknown country',
  unknownState: 'Unknown US state',
  usPerState: 'US sales tax is set per state',
  noRule: 'This country has no tax rule',
  notRegistered: 'This state is not registered',
  noStateTax: 'This state has no sales tax',
  sales: 'Enter sales above $0',
  salesMax: 'At most $20,000,000',
  cents: 'At most two decimals',
  orders: 'Enter a whole number of orders from 1, or leave it empty',
} as const;

/** The largest sales threshold: the column holds cents in a 32-bit integer. */
const MAX_SALES_DOLLARS = 20_000_000;

/**
 * A percentage as typed (20, 7.5, 8.88) in exact basis points: a rate finer than a basis point
 * (8.875) is refused rather than rounded, so the rate charged is the rate entered.
 */
export function percentToBp(percent: number): number | null {
  const bp = Math.round(percent * 100);
  return Math.abs(percent * 100 - bp) < 1e-6 ? bp : null;
}

export const percentRate = z
  .number({ error: TAX_MESSAGES.rateRange })
  .min(0, TAX_MESSAGES.rateRange)
  .max(MAX_RATE_BP / 100, TAX_MESSAGES.rateRange)
  .refine((n) => percentToBp(n) !== null, TAX_MESSAGES.ratePrecision);

const registration = z.string().trim().max(40, TAX_MESSAGES.registration).default('');

/** `PUT /api/admin/settings/tax/:country`: a country's tax (VAT in GB and NG). */
export const countryTaxBody = z
  .object({
    name: z.string({ error: TAX_MESSAGES.name }).trim().min(1, TAX_MESSAGES.name).max(30, 'At most 30 characters'),
    rate: percentRate,
    included: z.boolean({ error: 'Say whether prices include the tax' }),
    registration,
  })
  .strict();
export type CountryTaxInput = z.output<typeof countryTaxBody>;

/** `PUT /api/admin/settings/tax/US/:state`: a state where the shop is registered for sales tax, at its combined rate. */
export const stateTaxBody = z.object({ rate: percentRate, registration }).strict();
export type StateTaxInput = z.output<typeof stateTaxBody>;

/** `PUT /api/admin/settings/tax/nexus/:state`: sales in dollars, and orders (null where the state counts sales only). */
export const nexusBody = z
  .object({
    sales: z
      .number({ error: TAX_MESSAGES.sales })
      .positive(TAX_MESSAGES.sales)
      .max(MAX_SALES_DOLLARS, TAX_MESSAGES.salesMax)
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, TAX_MESSAGES.cents),
    orders: z.number({ error: TAX_MESSAGES.orders }).int(TAX_MESSAGES.orders).min(1, TAX_MESSAGES.orders).max(1_000_000).nullable(),
  })
  .strict();
export type NexusInput = z.output<typeof nexusBody>;

/** Path parameters, checked against the shop's lists by the service (an unknown one is a 404). */
export const countryParams = z.object({ country: z.string().max(20) });
export const stateParams = z.object({ state: z.string().max(20) });

/** A tax rule as the back office shows it. */
export interface TaxRuleView {
  country: string;
  /** The US state's code; empty for a whole country. */
  region: string;
  name: string;
  rate_bp: number;
  included: boolean;
  registration: string;
  updated_at: string;
}

/** The tax settings page: each country's rule, the registered US states, and where the shop ships. */
export interface TaxSettings {
  countries: TaxRuleView[];
  us_states: TaxRuleView[];
  ships_to: { code: string; name: string }[];
}

/** A state's economic-nexus threshold, sales in cents. */
export interface NexusView {
  state: string;
  name: string;
  sales_minor: number;
  orders: number | null;
}
