import type { CountryCode } from './country';
import { assertMinor, percentOfMinor, roundForCountry } from './money';

export const MAX_QUANTITY = 99;

function assertQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`quantity must be a whole number ≥ 0, got ${quantity}`);
  }
}

/** A line costs its (already discounted) unit price times quantity. */
export function lineTotalMinor(unitMinor: number, quantity: number): number {
  assertMinor(unitMinor, 'unitMinor');
  assertQuantity(quantity);
  const total = unitMinor * quantity;
  assertMinor(total, 'line total');
  return total;
}

interface PricedLine {
  unitMinor: number;
  quantity: number;
}

/** Cart total is the sum of price times quantity. */
export function cartSubtotalMinor(lines: readonly PricedLine[]): number {
  const total = lines.reduce((sum, line) => sum + lineTotalMinor(line.unitMinor, line.quantity), 0);
  assertMinor(total, 'subtotal');
  return total;
}

/** US orders with a subtotal of $80.00 or more are delivered free; in cents. */
export const US_FREE_DELIVERY_THRESHOLD_MINOR = 8000;

interface DeliveryFeeInput {
  country: CountryCode;
  subtotalMinor: number;
  isPickup: boolean;
  /** Fee of the chosen delivery method, or the fee looked up for the address. */
  methodFeeMinor: number;
}

/** Pickup is free; US orders of $80 or more are free; otherwise the method's fee. */
export function deliveryFeeMinor(input: DeliveryFeeInput): number {
  assertMinor(input.subtotalMinor, 'subtotalMinor');
  assertMinor(input.methodFeeMinor, 'methodFeeMinor');
  if (input.isPickup) return 0;
  const isUs = input.country === 'US';
  if (isUs && input.subtotalMinor >= US_FREE_DELIVERY_THRESHOLD_MINOR) return 0;
  return input.methodFeeMinor;
}

interface OrderTotalsInput {
  country: CountryCode;
  subtotalMinor: number;
  deliveryMinor: number;
  /** Percent returned by add-discount-code; 0 when no code is applied. */
  discountPercent: number;
}

interface OrderTotals {
  subtotalMinor: number;
  deliveryMinor: number;
  /** Shown only when above 0. */
  discountMinor: number;
  totalMinor: number;
}

/**
 * Discount = subtotal × percent / 100 (rounded for the country); total = subtotal +
 * delivery − discount. The discount never exceeds the subtotal and the total never goes below 0.
 */
export function orderTotals(input: OrderTotalsInput): OrderTotals {
  const { country, subtotalMinor, deliveryMinor } = input;
  assertMinor(subtotalMinor, 'subtotalMinor');
  assertMinor(deliveryMinor, 'deliveryMinor');
  const percent = Number.isFinite(input.discountPercent) ? Math.max(input.discountPercent, 0) : 0;
  const rawDiscount = roundForCountry(percentOfMinor(subtotalMinor, percent), country);
  const discountMinor = Math.min(Math.max(rawDiscount, 0), Math.max(subtotalMinor, 0));
  const totalMinor = Math.max(subtotalMinor + deliveryMinor - discountMinor, 0);
  return { subtotalMinor, deliveryMinor, discountMinor, totalMinor };
}
