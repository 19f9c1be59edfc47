import { choosesDeliveryMethod, offersPickup } from '../../../domain/checkout/delivery';
import { useEffect } from 'react';
import { deliveryFeeMinor } from '../../../domain/cart';
import { toMinor } from '../../../domain/money';
import { useOrderData } from '../../lib/order-data';
import { useDeliveryMethods, useNgFee } from './queries';
import type { CountryCode } from '../../../domain/country';

export interface DeliveryFee {
  /** Minor units; null while unknown (loading, nothing chosen, or no fee for the address). */
  feeMinor: number | null;
  loading: boolean;
  duration: string | null;
  /** Set when we do not deliver to the chosen NG address. */
  unavailable: boolean;
}

/**
 * 0 for pickup; 0 for US orders of $80 or more; else the chosen method's fee, or the fee
 * looked up for the NG address. Shown on the delivery page and saved to order data; the server
 * prices the order again on its own.
 */
export function useDeliveryFee(country: CountryCode, subtotalMinor: number): DeliveryFee {
  const { orderData, setDeliveryFee, ready } = useOrderData();
  const isNg = !choosesDeliveryMethod(country);
  const isPickup = offersPickup(country) && orderData.isPickup;
  const ngFee = useNgFee(orderData.address, ready && isNg && !isPickup);
  const methods = useDeliveryMethods(country, ready && !isNg);

  let result: DeliveryFee;
  if (isPickup) {
    result = { feeMinor: 0, loading: false, duration: null, unavailable: false };
  } else if (isNg) {
    result = orderData.address
      ? {
          feeMinor: ngFee.data?.feeMinor ?? null,
          loading: ngFee.isPending,
          duration: ngFee.data?.duration ?? null,
          unavailable: ngFee.isError,
        }
      : { feeMinor: null, loading: false, duration: null, unavailable: false };
  } else {
    const method = methods.data?.find((m) => m.name === orderData.delivery_method?.name);
    result = {
      feeMinor: method ? deliveryFeeMinor({ country, subtotalMinor, isPickup: false, methodFeeMinor: toMinor(method.price) }) : null,
      loading: methods.isPending,
      duration: method?.duration ?? null,
      unavailable: false,
    };
  }

  useEffect(() => {
    if (ready && result.feeMinor !== null && result.feeMinor !== orderData.delivery_fee) setDeliveryFee(result.feeMinor);
  }, [ready, result.feeMinor, orderData.delivery_fee, setDeliveryFee]);

  return result;
}
