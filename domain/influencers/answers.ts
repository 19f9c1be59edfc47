import { z } from 'zod';
import { dataAnswer, savedAnswer, shapeOf } from '../answers';
import { CURRENCIES } from '../admin/influencers';
import {
  PAYOUT_STATES,
  STRIPE_COUNTRIES,
  type Bank,
  type BankDetailsView,
  type PayoutBatchView,
  type PayoutDetails,
  type PayoutView,
  type StripeDetailsView,
} from './payouts';
import { currencyBalance } from '../admin/answers';
import { SHIPPING_COUNTRIES } from '../country';
import type { DiscountSplit, InfluencerData } from './dashboard';

// Answers of the influencer's dashboard and of any customer's referral link.

export const payoutView = shapeOf<PayoutView>()(
  z.object({
    id: z.number().int(),
    created_at: z.string(),
    amount: z.number(),
    currency: z.string(),
    reference: z.string(),
    method: z.enum(['manual', 'paystack', 'stripe', 'test']),
    state: z.enum(PAYOUT_STATES),
    reversed_amount: z.number(),
    destination: z.string().nullable(),
  }),
);

const bankView = shapeOf<BankDetailsView>()(
  z.object({ bank_name: z.string(), bank_code: z.string(), account_name: z.string(), account_number_masked: z.string() }),
);
const stripeView = shapeOf<StripeDetailsView>()(
  z.object({ country: z.enum(STRIPE_COUNTRIES), ready: z.boolean(), needs: z.array(z.string()) }),
);
const testMode = z.object({ bank: z.boolean(), stripe: z.boolean() });

/** GET /api/user/payout-details. */
export const payoutDetailsAnswer = dataAnswer(
  shapeOf<PayoutDetails>()(z.object({ bank: bankView.nullable(), stripe: stripeView.nullable(), test_mode: testMode })),
);
/** GET /api/user/payout-details/banks. */
export const banksAnswer = dataAnswer(z.array(shapeOf<Bank>()(z.object({ name: z.string(), code: z.string() }))));
/** POST /api/user/payout-details/resolve. */
export const resolvedAnswer = dataAnswer(z.object({ bank_name: z.string(), account_name: z.string() }));
/** PUT /api/user/payout-details/bank. */
export const bankSavedAnswer = savedAnswer(bankView);
/** POST /api/user/payout-details/stripe: Stripe's onboarding page, or null when test mode completed it at once. */
export const stripeStartedAnswer = z.object({
  message: z.string().optional(),
  data: z.object({ url: z.string().nullable(), stripe: stripeView }),
});
/** GET /api/user/payouts/:id. */
export const payoutAnswer = dataAnswer(payoutView);
/** The back office's batch (GET /api/admin/influencer-payouts). */
export const payoutBatchAnswer = dataAnswer(
  shapeOf<PayoutBatchView>()(
    z.object({
      lines: z.array(
        z.object({
          influencer_id: z.number().int(),
          name: z.string(),
          code: z.string().nullable(),
          currency: z.enum(CURRENCIES),
          available: z.number(),
          destination: z.string().nullable(),
          ready: z.boolean(),
        }),
      ),
      payouts: z.array(payoutView.extend({ influencer_id: z.number().int(), name: z.string() })),
      test_mode: testMode,
    }),
  ),
);
/** POST /api/admin/influencer-payouts: what the batch holds now. */
export const batchApprovedAnswer = savedAnswer(z.object({ payouts: z.array(payoutView) }));
/** POST /api/admin/influencer-payouts/:id/finalize. */
export const payoutFinalizedAnswer = savedAnswer(payoutView);

const discountSplit = shapeOf<DiscountSplit>()(
  z.object({ code: z.string(), discount_to_user: z.number(), discount_to_self: z.number(), total_discount: z.number() }),
);

export const influencerDataAnswer = dataAnswer(
  shapeOf<InfluencerData>()(
    z.object({
      orders: z.array(
        z.object({
          created_at: z.string(),
          order_number: z.string(),
          user: z.object({ first_name: z.string() }),
          total: z.number(),
          currency: z.string(),
          country: z.enum(SHIPPING_COUNTRIES),
          influencer_code_id: z.number().int().nullable(),
        }),
      ),
      discount_code: discountSplit.nullable(),
      wallet: z.object({ balance: z.number(), currency: z.string() }),
      total_earned: z.number(),
      total_orders: z.number().int(),
      earnings_by_month: z.array(z.object({ month: z.string(), total: z.number() })),
      balances: z.array(currencyBalance),
      payouts: z.array(payoutView),
    }),
  ),
);

/** POST /api/user/set-influencer-discount: the new split. */
export const splitSavedAnswer = z.object({ message: z.string(), data: discountSplit });

/** GET /api/user/referrals: the customer's own link and the sign-ups it brought (no reward is paid). */
export const referralsAnswer = dataAnswer(
  z.object({ code: z.string(), link: z.string(), signups: z.number().int(), earnings: z.number() }),
);
export type Referrals = z.output<typeof referralsAnswer>['data'];
