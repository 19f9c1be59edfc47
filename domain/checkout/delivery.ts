import type { CountryCode } from '../country';

/**
 * Pickup from the Lekki station is offered in Nigeria only, and NG delivery is priced
 * by the address; everywhere else the shopper chooses a delivery method and there is no pickup.
 */
export const offersPickup = (country: CountryCode) => country === 'NG';
export const choosesDeliveryMethod = (country: CountryCode) => country !== 'NG';

export const PICKUP_ONLY_IN_NIGERIA = 'Pickup is only available in Nigeria';

/** One of GET /api/order/get-international-delivery-methods/:countryCode (price in major units). */
export interface DeliveryMethod {
  id: number;
  name: string;
  price: number;
  duration: string;
}

/** POST /api/order/quote: the server's pricing of a checkout, in major and minor units of `currency`. */
export interface Quote {
  currency: string;
  subtotal: number;
  delivery_fee: number;
  discount: number;
  total: number;
  subtotal_minor: number;
  delivery_fee_minor: number;
  discount_minor: number;
  total_minor: number;
  /** The tax in the total: inside the prices when `tax_included`, added on top (US sales tax) otherwise. */
  tax_name: string;
  tax_included: boolean;
  tax: number;
  tax_minor: number;
}
