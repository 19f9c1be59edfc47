import { z } from 'zod';
import { resolveCountry } from '../country';
import { STRIPE_COUNTRIES } from './payouts';

/** Any number: the split rule (split.ts) answers a share above 15 % with its own message, not a schema's. */
const fraction = z.union([z.number(), z.literal(''), z.null()]).optional();

/** POST /api/user/set-influencer-discount: the shares as fractions (0.1 = 10 %); the customer's decides. */
export const splitBody = z.object({ self_discount: fraction, customer_discount: fraction }).strict();

/** GET /api/user/influencer-data?country=: the visitor's country picks the currency shown first (unreadable or none: US). */
export const dataQuery = z.object({ country: z.string().max(2).optional().transform(resolveCountry) }).strict();

/** A bank code from the list (CBN codes are 3 to 6 digits) and a 10-digit NUBAN account number. */
const bankCode = z
  .string()
  .trim()
  .regex(/^\d{3,6}$/, 'Choose a bank from the list');
const accountNumber = z
  .string()
  .trim()
  .regex(/^\d{10}$/, 'Enter the 10-digit account number');

/** POST /api/user/payout-details/resolve: the account's name, for her to confirm. */
export const resolveBody = z.object({ bank_code: bankCode, account_number: accountNumber }).strict();

/** PUT /api/user/payout-details/bank: the account she confirmed, with the name she saw. */
export const bankBody = z
  .object({
    bank_code: bankCode,
    account_number: accountNumber,
    account_name: z.string().trim().min(1, 'Check the account name first').max(200),
  })
  .strict();

/** POST /api/user/payout-details/stripe: where her Stripe account is (pounds: GB; dollars: US). */
export const stripeBody = z
  .object({ country: z.enum(STRIPE_COUNTRIES, { error: 'Choose the United Kingdom or the United States' }) })
  .strict();

/** `:id` of one of her payouts. */
export const payoutParams = z.object({
  id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id').max(2_147_483_647, 'Invalid id'),
});
