import type { CountryCode, ShippingCountry } from '../country';

/** The one message for an address with a required field left empty (the form and the server say the same). */
export const FILL_ALL_FIELDS = 'Please fill all fields';

/** A saved address as the API sends it. */
export interface AddressView {
  id: number;
  country: ShippingCountry;
  state: string;
  city: string;
  address: string;
  landmark: string;
  phone: string;
  zip_code: string;
  is_default: boolean;
}

/** The fields an address cannot be saved without (landmark and zip code are optional). */
export const REQUIRED_ADDRESS_FIELDS = ['country', 'state', 'city', 'address', 'phone'] as const;

/** The postal code is only asked outside Nigeria, so an NG address never keeps one. */
export const asksZipCode = (country: CountryCode) => country !== 'NG';
