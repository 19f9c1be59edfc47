/** An influencer's code gives away 15 % in total, split between the customer and the influencer. */
export const TOTAL_DISCOUNT_PERCENT = 15;
/** The same 15 % in basis points (hundredths of a percent), the unit the split is stored and checked in. */
export const TOTAL_DISCOUNT_BP = TOTAL_DISCOUNT_PERCENT * 100;

/** The messages of the discount settings form; the form and the server say the same words. */
export const SPLIT_MESSAGES = {
  tooMuch: 'Discount cannot be more than 15%.',
  empty: 'Discount cannot be empty.',
  negative: 'Discount cannot be negative.',
} as const;

/** A fraction as the API sends it (0.1) in basis points (1000), exactly. */
export const fractionToBp = (fraction: number) => Math.round(fraction * 10_000);
/** A percent as typed in the form (12.5) in basis points (1250). */
export const percentToBp = (percent: number) => Math.round(percent * 100);
/** A fraction as a percent with at most two decimals: 0.1 → 10, 0.125 → 12.5. */
export const toPercent = (fraction: number) => Math.round(fraction * 10_000) / 100;

/** What is wrong with a customer's share in basis points (null = left empty), or null when it can be saved. */
export function splitProblem(customerBp: number | null): string | null {
  if (customerBp === null || !Number.isFinite(customerBp)) return SPLIT_MESSAGES.empty;
  if (customerBp > TOTAL_DISCOUNT_BP) return SPLIT_MESSAGES.tooMuch;
  if (customerBp < 0) return SPLIT_MESSAGES.negative;
  return null;
}
