import { z } from 'zod';
import { dataAnswer, shapeOf } from '../answers';
import { currencyBalance } from '../admin/answers';
import { SHIPPING_COUNTRIES } from '../country';
import type { DiscountSplit, InfluencerData } from './dashboard';

// Answers of the influencer's dashboard and of any customer's referral link.

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
      payouts: z.array(z.object({ created_at: z.string(), amount: z.number(), currency: z.string(), reference: z.string() })),
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
