import { z } from 'zod';
import type { Currency } from '../currency';
import { majorPrice } from './products';

export const CURRENCIES = ['NGN', 'GBP', 'USD'] as const satisfies readonly Currency[];

export const PAYOUT_MESSAGES = {
  overBalance: 'The payout is more than the available balance',
  notInfluencer: 'Influencer not found',
} as const;

export const payoutBody = z
  .object({
    currency: z.enum(CURRENCIES),
    /** Major units, e.g. 1500 naira or 12.50 pounds. */
    amount: majorPrice,
    reference: z.string().trim().min(1, 'Enter the payment reference').max(120, 'At most 120 characters'),
  })
  .strict();
export type PayoutInput = z.output<typeof payoutBody>;

export const promoteBody = z
  .object({
    email: z.string().trim().toLowerCase().email('Enter an e-mail address').max(254),
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{3,20}$/, 'The code must be 3 to 20 letters or digits'),
  })
  .strict();

/** Per currency, in major units: what is left to pay out, and everything ever earned. */
export interface CurrencyBalance {
  currency: Currency;
  available: number;
  total_earned: number;
  paid_out: number;
}

export interface InfluencerRow {
  id: number;
  name: string;
  email: string;
  code: string | null;
  balances: CurrencyBalance[];
}

export interface LedgerLine {
  kind: 'commission' | 'payout';
  created_at: string;
  /** Signed, major units. */
  amount: number;
  currency: Currency;
  /** The order number of a commission, or the reference of a payout. */
  label: string;
}

export interface InfluencerDetail extends InfluencerRow {
  orders: { order_number: string; created_at: string; status: string; total: number; currency: string; customer: string }[];
  ledger: LedgerLine[];
}

/** POST /api/admin/influencer-payouts: a batch key made when the page opened, and the lines approved. */
export const batchBody = z
  .object({
    batch: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'Invalid batch'),
    items: z
      .array(
        z
          .object({
            influencer_id: z.number().int().positive().max(2_147_483_647),
            currency: z.enum(CURRENCIES),
            amount: majorPrice,
          })
          .strict(),
      )
      .min(1, 'Choose at least one payout')
      .max(200, 'At most 200 payouts at once'),
  })
  .strict();

/** POST /api/admin/influencer-payouts/:id/finalize: the OTP Paystack sent to the shop. */
export const otpBody = z
  .object({
    otp: z
      .string()
      .trim()
      .regex(/^\d{4,8}$/, 'Enter the OTP Paystack sent'),
  })
  .strict();
