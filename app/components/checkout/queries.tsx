import { useQuery } from '@tanstack/react-query';
import type { LocationFeeAnswer } from '../../../domain/checkout/answers';
import type { DeliveryMethod, Quote } from '../../../domain/checkout/delivery';
import type { PaymentsConfig } from '../../../domain/checkout/payments';
import { toMinor } from '../../../domain/money';
import { api } from '../../lib/api';
import type { OrderAddress } from '../../lib/order-data';
import type { CheckoutPayload } from './checkout-payload';
import type { CountryCode } from '../../../domain/country';

/** The delivery methods of a country outside Nigeria, under this key (also filled by /shipping's loader). */
export const deliveryMethodsKey = (country: CountryCode) => ['order', 'delivery-methods', country] as const;

export function useDeliveryMethods(country: CountryCode, enabled: boolean) {
  return useQuery({
    queryKey: deliveryMethodsKey(country),
    queryFn: async () => (await api<{ data: DeliveryMethod[] }>(`/api/order/get-international-delivery-methods/${country}`)).data,
    enabled,
  });
}

/** The NG fee for an address's state and city, in kobo; 404 means we do not deliver there yet. */
export function useNgFee(address: OrderAddress | null, enabled: boolean) {
  return useQuery({
    queryKey: ['order', 'location-fee', address?.state, address?.city],
    queryFn: async () => {
      const path = `/api/order/location-fee/NG/${encodeURIComponent(address!.state)}/${encodeURIComponent(address!.city)}`;
      const res = await api<LocationFeeAnswer>(path);
      return { feeMinor: toMinor(res.data.fee), duration: res.data.deliveryData.duration };
    },
    enabled: enabled && Boolean(address),
  });
}

/** The server's own pricing of the checkout (subtotal, delivery, discount, total). */
export function useQuote(payload: CheckoutPayload | null) {
  return useQuery({
    queryKey: ['order', 'quote', payload],
    queryFn: async () => (await api<{ data: Quote }>('/api/order/quote', { body: payload, errorStyle: 'raw' })).data,
    enabled: payload !== null,
  });
}

export function usePaymentsConfig() {
  return useQuery({
    queryKey: ['payments', 'config'],
    queryFn: () => api<PaymentsConfig>('/api/payments/config'),
    staleTime: Infinity,
  });
}
