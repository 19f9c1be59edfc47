import type { ShippingCountry } from '../country';
import { stockKey, type StockKey } from '../pricing';

/** Who sells, as invoices name it: the company and the address of the warehouse that ships the order. */
export interface Seller {
  name: string;
  address: readonly string[];
}

/** One company, with the address of each of the shop's three warehouses (the rest of Europe ships from GB). */
const SELLER: Record<StockKey, Seller> = {
  NG: { name: 'Zaron Beauty Ltd', address: ['14 Admiralty Way', 'Lekki Phase 1, Lagos', 'Nigeria'] },
  GB: { name: 'Zaron Beauty Ltd', address: ['Unit 4, 21 Westfield Road', 'London W12 7GF', 'United Kingdom'] },
  US: { name: 'Zaron Beauty Ltd', address: ['350 5th Avenue, Suite 4100', 'New York, NY 10118', 'United States'] },
};

export const sellerFor = (country: ShippingCountry): Seller => SELLER[stockKey(country)];
