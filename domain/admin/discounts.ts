import { z } from 'zod';
import { STOCK_COUNTRIES } from './products';

/** What a customer reads when a shop code cannot be used (the server's words, shown unchanged). */
export const DISCOUNT_MESSAGES = {
  invalid: 'Invalid discount code',
  notYet: 'This discount code is not active yet',
  expired: 'This discount code has expired',
  usedUp: 'This discount code has been used up',
  perCustomer: 'You have already used this discount code',
  country: 'This discount code cannot be used in your country',
  codeTaken: 'This code is already in use',
  datesOrder: 'The end date must not be before the start date',
  notFound: 'Discount code not found',
} as const;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'Not a real date');
const limit = z.number().int('Whole numbers only').min(1, 'At least 1').max(1_000_000).nullable().default(null);

export const shopCodeBody = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{3,20}$/, 'The code must be 3 to 20 letters or digits'),
    percent: z.number({ error: 'Enter a percentage' }).int('Whole percent only').min(1, 'Between 1 and 90').max(90, 'Between 1 and 90'),
    starts_on: day.nullable().default(null),
    ends_on: day.nullable().default(null),
    usage_limit: limit,
    per_customer_limit: limit,
    countries: z.array(z.enum(STOCK_COUNTRIES)).min(1, 'Choose at least one country').max(3),
  })
  .strict()
  .refine((b) => !b.starts_on || !b.ends_on || b.starts_on <= b.ends_on, { message: DISCOUNT_MESSAGES.datesOrder, path: ['ends_on'] });
export type ShopCodeInput = z.output<typeof shopCodeBody>;

export interface ShopCodeView {
  id: number;
  code: string;
  percent: number;
  starts_on: string | null;
  ends_on: string | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  countries: string[];
  /** Uses by orders that were not cancelled. */
  uses: number;
  archived: boolean;
}
