import type { CountryCode } from './country';
import { currencySymbol, usesWholeNumbers, type Currency } from './currency';

/** 100 kobo to the naira, 100 pence to the pound, 100 cents to the dollar. */
export const MINOR_PER_MAJOR = 100;

/** Throws when an amount is not an integer of minor units: floats must never reach money code. */
export function assertMinor(value: number, name = 'amount'): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be an integer of minor units, got ${value}`);
  }
}

/** Integer division of a non-negative dividend, rounding the half up. */
function divideRoundHalfUp(dividend: bigint, divisor: bigint): bigint {
  const quotient = dividend / divisor;
  return (dividend % divisor) * 2n >= divisor ? quotient + 1n : quotient;
}

/** Applies a rounding of the magnitude symmetrically, so -x rounds like x and -0 never appears. */
function symmetric(minor: number, roundMagnitude: (abs: bigint) => bigint): number {
  const rounded = Number(roundMagnitude(BigInt(Math.abs(minor))));
  return minor < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * The one rounding function: in whole-number countries amounts round to whole major
 * units, half away from zero (1234567 kobo → 1234600); elsewhere they are kept as they are.
 */
export function roundForCountry(minor: number, country: CountryCode): number {
  assertMinor(minor);
  if (!usesWholeNumbers(country)) return minor;
  const per = BigInt(MINOR_PER_MAJOR);
  return symmetric(minor, (abs) => divideRoundHalfUp(abs, per) * per);
}

/**
 * `percent` % of an amount as an integer of minor units, the half rounded up (away from zero
 * for negative amounts). Percent is taken to 0.01 % precision (7.5 → 750 hundredths) so the
 * arithmetic stays in integers.
 */
export function percentOfMinor(minor: number, percent: number): number {
  assertMinor(minor);
  if (!Number.isFinite(percent) || percent < 0) {
    throw new RangeError(`percent must be a finite number ≥ 0, got ${percent}`);
  }
  const hundredths = BigInt(Math.round(percent * 100));
  return symmetric(minor, (abs) => divideRoundHalfUp(abs * hundredths, 10_000n));
}

/** Exact conversion for display or APIs that speak major units. */
export function toMajor(minor: number): number {
  assertMinor(minor);
  return minor / MINOR_PER_MAJOR;
}

/** Major to minor units; 15 significant digits absorb float noise (19.99 → 1999, 1.005 → 101). */
export function toMinor(major: number): number {
  if (!Number.isFinite(major)) throw new RangeError(`major amount must be finite, got ${major}`);
  const abs = Math.round(Number((Math.abs(major) * MINOR_PER_MAJOR).toPrecision(15)));
  return major < 0 && abs !== 0 ? -abs : abs;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Symbol + amount with en-US grouping: '₦12,500' (whole-number countries, rounded
 * with roundForCountry), '$1,234.50', '£18.00', '-$5.00'.
 */
export function formatMoney(minor: number, country: CountryCode): string {
  const whole = usesWholeNumbers(country);
  const amount = roundForCountry(minor, country);
  const abs = Math.abs(amount);
  const rest = abs % MINOR_PER_MAJOR;
  const major = groupThousands(String((abs - rest) / MINOR_PER_MAJOR));
  const cents = String(rest).padStart(2, '0');
  const sign = amount < 0 ? '-' : '';
  return `${sign}${currencySymbol(country)}${whole ? major : `${major}.${cents}`}`;
}

/** The shop country whose prices are in each currency: amounts in a currency are formatted as there. */
export const HOME_COUNTRY: Readonly<Record<Currency, CountryCode>> = { NGN: 'NG', GBP: 'GB', USD: 'US' };

/** A major-unit amount in its own currency (₦12,500 · £7.50 · $3.00), whatever the visitor's country. */
export const formatInCurrency = (major: number, currency: string) =>
  formatMoney(toMinor(major), HOME_COUNTRY[currency as Currency] ?? 'US');
