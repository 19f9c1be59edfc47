import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiscountSplit, InfluencerData } from '../../../domain/influencers/dashboard';
import { percentToBp, TOTAL_DISCOUNT_BP } from '../../../domain/influencers/split';
import { api } from '../../lib/api';
import type { PageQuery } from '../../lib/page-queries';
import { useCountry } from '../../lib/country';

const INFLUENCER_QUERY_KEY = ['influencer-data'] as const;

/** The dashboard's data for a country: earnings in the currency they were earned in (the country's first when the ledger has it). */
export const influencerDataQuery = (country: string) =>
  ({
    key: [...INFLUENCER_QUERY_KEY, country],
    path: `/api/user/influencer-data?country=${encodeURIComponent(country)}`,
    pick: (body: { data: InfluencerData }) => body.data,
  }) satisfies PageQuery;

export function useInfluencerData(enabled: boolean) {
  const { country } = useCountry();
  const data = influencerDataQuery(country);
  const query = useQuery({
    queryKey: data.key,
    queryFn: async () => data.pick(await api<{ data: InfluencerData }>(data.path)),
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
