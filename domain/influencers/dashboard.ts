import type { CurrencyBalance } from '../admin/influencers';
import type { ShippingCountry } from '../country';
import type { PayoutView } from './payouts';

/** An influencer's figures, as GET /api/user/influencer-data returns it (amounts in major units). */
export interface InfluencerOrder {
  created_at: string;
  order_number: string;
  user: { first_name: string };
  total: number;
  currency: string;
  country: ShippingCountry;
  influencer_code_id: number | null;
}

/** The split of the code's 15% as fractions (0.1 = 10%). */
export interface DiscountSplit {
  code: string;
  discount_to_user: number;
  discount_to_self: number;
  total_discount: number;
}

export interface InfluencerData {
  orders: InfluencerOrder[];
  discount_code: DiscountSplit | null;
  wallet: { balance: number; currency: string };
  total_earned: number;
  total_orders: number;
  earnings_by_month: { month: string; total: number }[];
  /** Every currency earned in (amounts in major units of that currency). */
  balances: CurrencyBalance[];
  /** Newest first, with the state of each (a failed or reversed one is back in the balance). */
  payouts: PayoutView[];
}
