import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiscountSplit, InfluencerData } from '../../../domain/influencers/dashboard';
import { percentToBp, TOTAL_DISCOUNT_BP } from '../../../domain/influencers/split';
import { api } from '../../lib/api';
import { useCountry } from '../../lib/country';

const INFLUENCER_QUERY_KEY = ['influencer-data'] as const;

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
 * what is left of 15%. Both go as fractions; errors keep the server's words.
 */
export function useSetSplit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customerPercent: number) => {
      const customerBp = percentToBp(customerPercent);
      return api<{ message: string; data: DiscountSplit }>('/api/user/set-influencer-discount', {
        body: { customer_discount: customerBp / 10_000, self_discount: (TOTAL_DISCOUNT_BP - customerBp) / 10_000 },
        errorStyle: 'raw',
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INFLUENCER_QUERY_KEY }),
  });
}
