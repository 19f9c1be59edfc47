import { MAX_QUANTITY } from '../cart';

// What the bag kept by the server says, in the shop's words. No zod here: the storefront reads it.

export const PRODUCT_NOT_FOUND = 'Product not found';
export const QUANTITY_RANGE = `Quantity must be a whole number from 0 to ${MAX_QUANTITY}`;

/** The storefront's stock refusal (as checkout words it): none left, or how many are. */
export const stockRefusal = (name: string, inStock: number) =>
  inStock <= 0 ? `${name} is out of stock` : `Only ${inStock} of ${name} left in stock`;

/** The link of a bag reminder (decision 0054) that names no reminder (404) or no longer works (410). */
export const RESTORE_MESSAGES = {
  unknown: 'This bag link is not valid. Please use the link in your latest email, or add the products again.',
  ordered: 'This bag has been ordered since we sent the link, so the link no longer works.',
  expired: 'This bag link has expired: links last 30 days. Please add the products again.',
} as const;

/**
 * A line of a guest's bag that could not be kept whole when it joined her account's bag:
 * `kept` units are left (0 when none are in stock), `byStock` when stock is what capped it.
 */
export function cappedNote(name: string, kept: number, byStock: boolean): string {
  if (kept === 0) return `We could not keep ${name}: it is out of stock.`;
  return byStock
    ? `We could only keep ${kept} of ${name}: that is all we have.`
    : `We could only keep ${kept} of ${name}: that is the most one bag holds.`;
}
