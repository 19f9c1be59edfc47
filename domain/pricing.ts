import type { CountryCode } from './country';
import { currencyFor, type Currency } from './currency';
import { assertMinor, percentOfMinor, roundForCountry } from './money';

/** A product's three catalogue prices (price, US_price, UK_price), in minor units. */
export interface CatalogPrices {
  ngn: number;
  usd: number;
  gbp: number;
  isDiscounted: boolean;
  discountPercentage: number | null;
}

interface CountryPrice {
  currency: Currency;
  /** What the shopper pays for one unit, after any discount. */
  unitMinor: number;
  /** Price before discount; equals unitMinor when there is none. */
  originalMinor: number;
  /** Percent actually applied; 0 when not discounted. */
  discountPercentage: number;
  /** originalMinor − unitMinor, shown as 'You save'. */
  savedMinor: number;
}

const PRICE_BY_CURRENCY: Record<Currency, (p: CatalogPrices) => number> = {
  NGN: (p) => p.ngn,
  GBP: (p) => p.gbp,
  USD: (p) => p.usd,
};

/** The discount applies only in NG, only when is_discounted and a percentage are set. */
function appliedPercent(prices: CatalogPrices, country: CountryCode): number {
  if (country !== 'NG' || !prices.isDiscounted) return 0;
  const pct = prices.discountPercentage;
  if (pct === null || !Number.isFinite(pct) || pct <= 0) return 0;
  return Math.min(pct, 100);
}

/**
 * Price pick: NG price, GB/UK UK_price, anything else US_price. Whole-number
 * countries (NG, GH, …) get both prices rounded with roundForCountry.
 */
export function priceFor(prices: CatalogPrices, country: CountryCode): CountryPrice {
  const currency = currencyFor(country);
  const picked = PRICE_BY_CURRENCY[currency](prices);
  assertMinor(picked, `${currency} price`);
  const originalMinor = roundForCountry(picked, country);
  const discountPercentage = appliedPercent(prices, country);
  const unitMinor =
    discountPercentage > 0 ? roundForCountry(originalMinor - percentOfMinor(originalMinor, discountPercentage), country) : originalMinor;
  return {
    currency,
    unitMinor,
    originalMinor,
    discountPercentage,
    savedMinor: originalMinor - unitMinor,
  };
}

/** Stock quantities per market (in_stock, instock_us, instock_uk). */
export interface StockByCountry {
  NG: number;
  US: number;
  GB: number;
}

export type StockKey = keyof StockByCountry;

/**
 * US instock_us, GB instock_uk, NG and others in_stock (so FR is priced in USD but
 * uses NG stock).
 */
export function stockKey(country: CountryCode): StockKey {
  if (country === 'US') return 'US';
  if (country === 'GB') return 'GB';
  return 'NG';
}

/** Out-of-stock products cannot be added to the cart. */
export function inStockFor(stock: StockByCountry, country: CountryCode): boolean {
  return stock[stockKey(country)] > 0;
}
