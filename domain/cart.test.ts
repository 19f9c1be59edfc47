import { describe, it, expect } from 'vitest';
import { MAX_QUANTITY, US_FREE_DELIVERY_THRESHOLD_MINOR, cartSubtotalMinor, deliveryFeeMinor, lineTotalMinor, orderTotals } from './cart';
import { resolveCountry } from './country';
import { quantitySchema } from './validation';

describe('lineTotalMinor / cartSubtotalMinor', () => {
  it('multiplies unit price by quantity', () => {
    expect(lineTotalMinor(1350000, 2)).toBe(2700000);
    expect(lineTotalMinor(2499, 3)).toBe(7497);
    expect(lineTotalMinor(2499, 0)).toBe(0);
  });

  it('sums the lines', () => {
    expect(
      cartSubtotalMinor([
        { unitMinor: 2499, quantity: 2 },
        { unitMinor: 1800, quantity: 1 },
        { unitMinor: 1, quantity: 99 },
      ]),
    ).toBe(6897);
    expect(cartSubtotalMinor([])).toBe(0);
  });

  it.each([
    [24.99, 1],
    [2499, 1.5],
    [2499, -1],
    [2499, NaN],
  ])('rejects unit %s × quantity %s', (unit, quantity) => {
    expect(() => lineTotalMinor(unit, quantity)).toThrow(RangeError);
  });

  it('rejects a total beyond safe integers', () => {
    expect(() => lineTotalMinor(Number.MAX_SAFE_INTEGER, 2)).toThrow('line total must be an integer');
  });
});

describe('quantitySchema', () => {
  it('allows 1 to 99', () => {
    expect(MAX_QUANTITY).toBe(99);
    expect(quantitySchema.parse(1)).toBe(1);
    expect(quantitySchema.parse(99)).toBe(99);
  });

  it.each([
    [0, 'Quantity must be at least 1'],
    [100, 'Quantity cannot be more than 99'],
    [1.5, 'Quantity must be a whole number'],
    ['2', 'Quantity must be a number'],
  ])('rejects %j with %s', (value, message) => {
    const result = quantitySchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('deliveryFeeMinor', () => {
  const base = { subtotalMinor: 5000, isPickup: false, methodFeeMinor: 999 };

  it('the US threshold is $80.00', () => {
    expect(US_FREE_DELIVERY_THRESHOLD_MINOR).toBe(8000);
  });

  it('pickup is free everywhere', () => {
    expect(deliveryFeeMinor({ ...base, country: 'NG', isPickup: true, methodFeeMinor: 250000 })).toBe(0);
    expect(deliveryFeeMinor({ ...base, country: 'GB', isPickup: true })).toBe(0);
  });

  it('US orders of $80.00 or more are free', () => {
    expect(deliveryFeeMinor({ ...base, country: 'US', subtotalMinor: 8000 })).toBe(0);
    expect(deliveryFeeMinor({ ...base, country: resolveCountry('us'), subtotalMinor: 12000 })).toBe(0);
  });

  it('US orders under $80.00 pay the method fee', () => {
    expect(deliveryFeeMinor({ ...base, country: 'US', subtotalMinor: 7999 })).toBe(999);
  });

  it('the threshold is for the US only', () => {
    expect(deliveryFeeMinor({ ...base, country: 'GB', subtotalMinor: 8000 })).toBe(999);
    expect(deliveryFeeMinor({ ...base, country: 'NG', subtotalMinor: 8000000, methodFeeMinor: 350000 })).toBe(350000);
    expect(deliveryFeeMinor({ ...base, country: 'FR', subtotalMinor: 9000 })).toBe(999);
  });

  it('rejects non-integer amounts', () => {
    expect(() => deliveryFeeMinor({ ...base, country: 'US', methodFeeMinor: 9.99 })).toThrow(RangeError);
  });
});

describe('orderTotals', () => {
  it('without a discount: subtotal + delivery', () => {
    expect(orderTotals({ country: 'US', subtotalMinor: 7497, deliveryMinor: 999, discountPercent: 0 })).toEqual({
      subtotalMinor: 7497,
      deliveryMinor: 999,
      discountMinor: 0,
      totalMinor: 8496,
    });
  });

  it('US 10 %: discount rounds half up to the cent', () => {
    // 7495 × 10 % = 749.5 → 750
    expect(orderTotals({ country: 'US', subtotalMinor: 7495, deliveryMinor: 0, discountPercent: 10 })).toEqual({
      subtotalMinor: 7495,
      deliveryMinor: 0,
      discountMinor: 750,
      totalMinor: 6745,
    });
  });

  it('NG: discount is rounded to whole naira', () => {
    // ₦27,000 × 7.5 % = ₦2,025; ₦12,345 × 7.5 % = ₦925.875 → ₦926
    expect(orderTotals({ country: 'NG', subtotalMinor: 2700000, deliveryMinor: 350000, discountPercent: 7.5 })).toEqual({
      subtotalMinor: 2700000,
      deliveryMinor: 350000,
      discountMinor: 202500,
      totalMinor: 2847500,
    });
    expect(orderTotals({ country: 'NG', subtotalMinor: 1234500, deliveryMinor: 0, discountPercent: 7.5 }).discountMinor).toBe(92600);
  });

  it('GB 15 %', () => {
    expect(orderTotals({ country: 'GB', subtotalMinor: 1800, deliveryMinor: 495, discountPercent: 15 })).toEqual({
      subtotalMinor: 1800,
      deliveryMinor: 495,
      discountMinor: 270,
      totalMinor: 2025,
    });
  });

  it('the discount never exceeds the subtotal and the total never goes below 0', () => {
    expect(orderTotals({ country: 'US', subtotalMinor: 1000, deliveryMinor: 500, discountPercent: 250 })).toEqual({
      subtotalMinor: 1000,
      deliveryMinor: 500,
      discountMinor: 1000,
      totalMinor: 500,
    });
    // 100 % of ₦12,345.67 rounds up to ₦12,346, capped to the subtotal.
    expect(orderTotals({ country: 'NG', subtotalMinor: 1234567, deliveryMinor: 0, discountPercent: 100 })).toEqual({
      subtotalMinor: 1234567,
      deliveryMinor: 0,
      discountMinor: 1234567,
      totalMinor: 0,
    });
  });

  it.each([NaN, -10, Infinity])('treats a discount percent of %s as no discount', (discountPercent) => {
    expect(orderTotals({ country: 'US', subtotalMinor: 1000, deliveryMinor: 0, discountPercent }).discountMinor).toBe(0);
  });

  it('rejects non-integer amounts', () => {
    expect(() => orderTotals({ country: 'US', subtotalMinor: 10.5, deliveryMinor: 0, discountPercent: 0 })).toThrow(RangeError);
    expect(() => orderTotals({ country: 'US', subtotalMinor: 10, deliveryMinor: 0.5, discountPercent: 0 })).toThrow(RangeError);
  });
});
