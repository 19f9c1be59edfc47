import { describe, it, expect } from 'vitest';
import { resolveCountry } from './country';
import { MINOR_PER_MAJOR, assertMinor, formatMoney, percentOfMinor, roundForCountry, toMajor, toMinor } from './money';

describe('assertMinor', () => {
  it('accepts safe integers', () => {
    expect(() => assertMinor(0)).not.toThrow();
    expect(() => assertMinor(-5)).not.toThrow();
    expect(() => assertMinor(Number.MAX_SAFE_INTEGER)).not.toThrow();
  });

  it.each([1.5, 0.1, NaN, Infinity, 2 ** 53])('rejects %s', (value) => {
    expect(() => assertMinor(value, 'price')).toThrow(RangeError);
    expect(() => assertMinor(value, 'price')).toThrow(/^price must be an integer of minor units/);
  });
});

describe('roundForCountry', () => {
  it('is 100 minor per major for every currency', () => {
    expect(MINOR_PER_MAJOR).toBe(100);
  });

  it.each([
    [1234567, 1234600],
    [1234550, 1234600],
    [1234549, 1234500],
    [1234500, 1234500],
    [50, 100],
    [49, 0],
    [0, 0],
    [-150, -200],
    [-149, -100],
    [-49, 0],
  ])('NG: %i → %i (half away from zero)', (minor, expected) => {
    expect(roundForCountry(minor, 'NG')).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundForCountry(-10, 'NG'), 0)).toBe(true);
  });

  it('rounds every whole-number country, GH included', () => {
    expect(roundForCountry(1299, 'GH')).toBe(1300);
    expect(roundForCountry(1249, resolveCountry('ke'))).toBe(1200);
  });

  it.each(['US', 'GB', 'UK', 'FR', 'CA'])('%s keeps the amount unchanged', (code) => {
    const country = resolveCountry(code);
    expect(roundForCountry(1234567, country)).toBe(1234567);
    expect(roundForCountry(-1, country)).toBe(-1);
  });

  it('stays exact near the largest safe integer', () => {
    expect(roundForCountry(9007199254740950, 'NG')).toBe(9007199254741000);
    expect(roundForCountry(9007199254740949, 'NG')).toBe(9007199254740900);
  });

  it('rejects non-integers', () => {
    expect(() => roundForCountry(12.5, 'NG')).toThrow(RangeError);
  });
});

describe('percentOfMinor', () => {
  it.each([
    [1500000, 10, 150000],
    [1999, 10, 200], // 199.9
    [1995, 10, 200], // 199.5 rounds half up
    [1994, 10, 199], // 199.4
    [1000, 7.5, 75],
    [1001, 7.5, 75], // 75.075
    [1010, 7.5, 76], // 75.75
    [10, 5, 1], // 0.5
    [9, 5, 0], // 0.45
    [2000, 0.1, 2],
    [3333, 33.33, 1111], // 1110.8889
    [1000, 12.345, 124], // percent taken to 0.01 %: 12.35 % → 123.5 → 124
    [1000, 12.344, 123], // 12.34 % → 123.4
    [0, 50, 0],
    [12345, 0, 0],
    [12345, 100, 12345],
    [12345, 150, 18518], // 18517.5
  ])('%i × %s %% → %i', (minor, percent, expected) => {
    expect(percentOfMinor(minor, percent)).toBe(expected);
  });

  it('is symmetric for negative amounts and never gives -0', () => {
    expect(percentOfMinor(-1995, 10)).toBe(-200);
    expect(percentOfMinor(-1994, 10)).toBe(-199);
    expect(Object.is(percentOfMinor(-1, 10), 0)).toBe(true);
  });

  it('does not lose precision on large amounts (the product exceeds 2^53)', () => {
    expect(percentOfMinor(9_000_000_000_000_001, 99.99)).toBe(8_999_100_000_000_001);
  });

  it('absorbs float noise in the percent', () => {
    expect(percentOfMinor(1000, 0.1 + 0.2)).toBe(3);
    expect(percentOfMinor(100000, 14.000000000000002)).toBe(14000);
  });

  it.each([-1, NaN, Infinity])('rejects percent %s', (percent) => {
    expect(() => percentOfMinor(1000, percent)).toThrow(RangeError);
  });

  it('rejects non-integer amounts', () => {
    expect(() => percentOfMinor(10.5, 10)).toThrow(RangeError);
  });
});

describe('toMajor / toMinor', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [1999, 19.99],
    [1250000, 12500],
    [-500, -5],
  ])('toMajor(%i) = %s', (minor, major) => {
    expect(toMajor(minor)).toBe(major);
  });

  it.each([
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [12500, 1250000],
    [80, 8000],
    [0.004, 0],
    [0.005, 1],
    [-5, -500],
    [-19.99, -1999],
    [-0.001, 0],
  ])('toMinor(%s) = %i', (major, minor) => {
    expect(toMinor(major)).toBe(minor);
  });

  it('never returns negative zero', () => {
    expect(Object.is(toMinor(-0.001), 0)).toBe(true);
    expect(Object.is(toMinor(-0), 0)).toBe(true);
  });

  it('round-trips', () => {
    for (const minor of [0, 1, 99, 1999, 123456789, -4321]) {
      expect(toMinor(toMajor(minor))).toBe(minor);
    }
  });

  it('rejects bad input', () => {
    expect(() => toMinor(NaN)).toThrow(RangeError);
    expect(() => toMinor(Infinity)).toThrow(RangeError);
    expect(() => toMajor(1.5)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each([
    [1250000, 'NG', '₦12,500'],
    [1234567, 'NG', '₦12,346'],
    [1234549, 'NG', '₦12,345'],
    [99, 'NG', '₦1'],
    [0, 'NG', '₦0'],
    [100000000, 'ng', '₦1,000,000'],
    [123450, 'US', '$1,234.50'],
    [1800, 'GB', '£18.00'],
    [1800, 'UK', '£18.00'],
    [5, 'US', '$0.05'],
    [0, 'US', '$0.00'],
    [99999999, 'US', '$999,999.99'],
    [-500, 'US', '-$5.00'],
    [-123450, 'GB', '-£1,234.50'],
    [-1250000, 'NG', '-₦12,500'],
    [1299, 'GH', '$13'],
    [1299, 'FR', '$12.99'],
    [1299, 'nowhere', '$12.99'],
  ])('formatMoney(%i, %j as parsed) = %s', (minor, country, expected) => {
    expect(formatMoney(minor, resolveCountry(country))).toBe(expected);
  });

  it('does not show a minus sign for an amount that rounds to zero', () => {
    expect(formatMoney(-40, 'NG')).toBe('₦0');
  });

  it('formats the largest safe integer exactly', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'US')).toBe('$90,071,992,547,409.91');
  });

  it('rejects floats', () => {
    expect(() => formatMoney(12.5, 'US')).toThrow(RangeError);
  });
});
