import { describe, it, expect } from 'vitest';
import { resolveCountry } from './country';
import { formatMoney } from './money';
import { inStockFor, priceFor, stockKey, type CatalogPrices, type StockByCountry } from './pricing';

const serum: CatalogPrices = {
  ngn: 1500000, // ₦15,000
  usd: 2499, // $24.99
  gbp: 1800, // £18.00
  isDiscounted: false,
  discountPercentage: null,
};
const discounted: CatalogPrices = { ...serum, isDiscounted: true, discountPercentage: 10 };

describe('priceFor: price pick', () => {
  it('NG uses the naira price', () => {
    expect(priceFor(serum, 'NG')).toEqual({
      currency: 'NGN',
      unitMinor: 1500000,
      originalMinor: 1500000,
      discountPercentage: 0,
      savedMinor: 0,
    });
  });

  it('GB and UK (parsed as GB) use UK_price and show £18.00', () => {
    for (const country of ['GB', 'UK', 'gb'].map(resolveCountry)) {
      const price = priceFor(serum, country);
      expect(price).toEqual({ currency: 'GBP', unitMinor: 1800, originalMinor: 1800, discountPercentage: 0, savedMinor: 0 });
      expect(formatMoney(price.unitMinor, country)).toBe('£18.00');
    }
  });

  it.each(['US', 'FR', 'CA', 'bogus'])('%s uses US_price', (country) => {
    expect(priceFor(serum, resolveCountry(country))).toMatchObject({ currency: 'USD', unitMinor: 2499, originalMinor: 2499 });
  });

  it('GH is priced from US_price, rounded to whole dollars, shown with $', () => {
    const price = priceFor(serum, 'GH');
    expect(price).toEqual({ currency: 'USD', unitMinor: 2500, originalMinor: 2500, discountPercentage: 0, savedMinor: 0 });
    expect(formatMoney(price.unitMinor, 'GH')).toBe('$25');
  });

  it('rounds NG prices to whole naira', () => {
    const price = priceFor({ ...serum, ngn: 1234567 }, 'NG');
    expect(price.unitMinor).toBe(1234600);
    expect(price.originalMinor).toBe(1234600);
  });

  it('rejects a price that is not integer minor units', () => {
    expect(() => priceFor({ ...serum, usd: 24.99 }, 'US')).toThrow('USD price must be an integer of minor units');
  });
});

describe('priceFor: NG-only discount', () => {
  it('NG 10 % off ₦15,000 → ₦13,500, saving ₦1,500', () => {
    const price = priceFor(discounted, 'NG');
    expect(price).toEqual({
      currency: 'NGN',
      unitMinor: 1350000,
      originalMinor: 1500000,
      discountPercentage: 10,
      savedMinor: 150000,
    });
    expect(formatMoney(price.unitMinor, 'NG')).toBe('₦13,500');
    expect(formatMoney(price.savedMinor, 'NG')).toBe('₦1,500');
  });

  it('rounds the discounted NG price to whole naira', () => {
    // ₦12,345 − 7.5 % = ₦11,419.125 → ₦11,419
    const price = priceFor({ ...discounted, ngn: 1234500, discountPercentage: 7.5 }, 'NG');
    expect(price.unitMinor).toBe(1141900);
    expect(price.savedMinor).toBe(92600);
    expect(price.discountPercentage).toBe(7.5);
  });

  it.each(['US', 'GB', 'UK', 'GH', 'FR'])('%s is never discounted', (country) => {
    const price = priceFor(discounted, resolveCountry(country));
    expect(price.discountPercentage).toBe(0);
    expect(price.savedMinor).toBe(0);
    expect(price.unitMinor).toBe(price.originalMinor);
  });

  it.each([
    ['not flagged', { isDiscounted: false, discountPercentage: 10 }],
    ['no percentage', { isDiscounted: true, discountPercentage: null }],
    ['zero percent', { isDiscounted: true, discountPercentage: 0 }],
    ['negative percent', { isDiscounted: true, discountPercentage: -5 }],
    ['NaN percent', { isDiscounted: true, discountPercentage: NaN }],
  ])('no discount when %s', (_label, flags) => {
    expect(priceFor({ ...serum, ...flags }, 'NG')).toMatchObject({
      unitMinor: 1500000,
      discountPercentage: 0,
      savedMinor: 0,
    });
  });

  it('caps a discount above 100 % at free, never negative', () => {
    expect(priceFor({ ...discounted, discountPercentage: 150 }, 'NG')).toMatchObject({
      unitMinor: 0,
      discountPercentage: 100,
      savedMinor: 1500000,
    });
  });
});

describe('stock', () => {
  const stock: StockByCountry = { NG: 3, US: 0, GB: 5 };

  it.each([
    ['US', 'US'],
    ['us', 'US'],
    ['GB', 'GB'],
    ['UK', 'GB'],
    ['NG', 'NG'],
    ['FR', 'NG'],
    ['GH', 'NG'],
    ['CA', 'NG'],
    ['', 'US'],
    ['bogus', 'US'],
  ] as const)('stockKey(%j) = %s, as parsed', (country, key) => {
    expect(stockKey(resolveCountry(country))).toBe(key);
  });

  it('is in stock when the quantity for the market is above 0', () => {
    expect(inStockFor(stock, 'NG')).toBe(true);
    expect(inStockFor(stock, 'GB')).toBe(true);
    expect(inStockFor(stock, resolveCountry('UK'))).toBe(true);
    expect(inStockFor(stock, 'US')).toBe(false);
    expect(inStockFor(stock, 'FR')).toBe(true);
    expect(inStockFor({ NG: 0, US: 1, GB: 1 }, 'DE')).toBe(false);
    expect(inStockFor({ NG: -1, US: 1, GB: 1 }, 'NG')).toBe(false);
  });
});
