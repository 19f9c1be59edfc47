import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressView } from '../../../domain/accounts/addresses';
import type { AddAddressInput } from '../../../domain/accounts/requests';
import { api } from '../../lib/api';
import type { PageQuery } from '../../lib/page-queries';

export type Address = AddressView;
type NewAddress = Omit<AddAddressInput, 'is_default'> & { is_default?: boolean };

const ADDRESSES_KEY = ['addresses'] as const;

/** The signed-in customer's saved addresses, default first (GET /api/order/addresses). */
export const ADDRESSES_QUERY = {
  key: ADDRESSES_KEY,
  path: '/api/order/addresses',
  pick: (body: { data: Address[] }) => body.data,
} satisfies PageQuery;

export function useAddresses() {
  return useQuery({
    queryKey: ADDRESSES_QUERY.key,
    queryFn: async () => ADDRESSES_QUERY.pick(await api<{ data: Address[] }>(ADDRESSES_QUERY.path)),
  });
}

/** Lagos delivery areas (GET /api/order/get-lagos), fetched only once Lagos is the chosen state. */
export function useLagosAreas(enabled: boolean) {
  return useQuery({
    queryKey: ['lagos-areas'],
    queryFn: async () => (await api<{ data: { id: number; name: string }[] }>('/api/order/get-lagos')).data,
    enabled,
    staleTime: 60 * 60 * 1000,
  });
}

/** POST /api/order/add-address; the address list is refetched once it is saved. */
export function useAddAddress(onSaved: (address: Address) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewAddress) => (await api<{ data: Address }>('/api/order/add-address', { body })).data,
    onSuccess: async (address) => {
      await queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY });
      onSaved(address);
    },
  });
}
