import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrencyBalance } from '../../../domain/admin/influencers';
import { api } from '../../lib/api';
import { useCountry } from '../../lib/country';

/** Spec §3 Influencer, as GET /api/user/influencer-data returns it (amounts in major units). */
export interface InfluencerOrder {
  created_at: string;
  order_number: string;
  user: { first_name: string };
  total: number;
  currency: string;
  country: string;
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
  payouts: { created_at: string; amount: number; currency: string; reference: string }[];
}

/** Spec §9: the whole discount an influencer code gives away, in percent. */
export const TOTAL_DISCOUNT_PERCENT = 15;

export const INFLUENCER_QUERY_KEY = ['influencer-data'] as const;

/** A fraction as a percent with at most two decimals: 0.1 → 10, 0.125 → 12.5. */
export const toPercent = (fraction: number) => Math.round(fraction * 10_000) / 100;

/** The dashboard's data: earnings in the currency they were earned in (the visitor's first when the ledger has it). */
export function useInfluencerData(enabled: boolean) {
  const { country } = useCountry();
  const query = useQuery({
    queryKey: [...INFLUENCER_QUERY_KEY, country],
    queryFn: async () => (await api<{ data: InfluencerData }>(`/api/user/influencer-data?country=${encodeURIComponent(country)}`)).data,
    enabled,
  });
  return { ...query, country };
}

/**
 * POST /api/user/set-influencer-discount with the customer's share in percent; the commission is
 * what is left of 15%. Both go as fractions (spec §7); errors keep the server's words (spec §8).
 */
export function useSetSplit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customerPercent: number) => {
      const customerBp = Math.round(customerPercent * 100);
      return api<{ message: string; data: DiscountSplit }>('/api/user/set-influencer-discount', {
        body: { customer_discount: customerBp / 10_000, self_discount: (TOTAL_DISCOUNT_PERCENT * 100 - customerBp) / 10_000 },
        errorStyle: 'raw',
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INFLUENCER_QUERY_KEY }),
  });
}
