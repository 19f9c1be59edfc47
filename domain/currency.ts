import type { CountryCode } from './country';

/** Every amount in the shop is an integer of minor units (kobo, pence, cents) in one of these. */
export type Currency = 'NGN' | 'GBP' | 'USD';

/** Price pick: NG price, GB/UK UK_price (UK is parsed as GB), everyone else (US and default) US_price. */
export function currencyFor(country: CountryCode): Currency {
  if (country === 'NG') return 'NGN';
  if (country === 'GB') return 'GBP';
  return 'USD';
}

const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = { NGN: '₦', GBP: '£', USD: '$' };

/**
 * Currency symbols: US $, GB and UK £, NG ₦, anything else $ — each the symbol of the
 * currency whose price is picked. A symbol by country alone would give GH ₦, but GH is priced from US_price,
 * so showing ₦ would label a dollar amount as naira. Decision: the symbol always follows the
 * picked price's currency, so GH shows $.
 */
export function currencySymbol(country: CountryCode): string {
  return CURRENCY_SYMBOLS[currencyFor(country)];
}

/** Prices round to whole major units and show 0 decimals in these countries. */
const WHOLE_NUMBER_COUNTRIES: readonly CountryCode[] = [
  'NG',
  'GH',
  'KE',
  'ZA',
  'TZ',
  'UG',
  'ZM',
  'ZW',
  'RW',
  'MW',
  'LS',
  'LR',
  'SL',
  'BW',
  'SZ',
  'NA',
  'GM',
  'GQ',
  'SC',
  'ST',
  'SH',
  'SO',
  'SD',
  'SS',
  'TG',
  'TN',
  'TD',
];

const WHOLE_NUMBERS = new Set<CountryCode>(WHOLE_NUMBER_COUNTRIES);

export const usesWholeNumbers = (country: CountryCode): boolean => WHOLE_NUMBERS.has(country);
