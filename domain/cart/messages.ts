import { MAX_QUANTITY } from '../cart';

// What the bag kept by the server says, in the shop's words. No zod here: the storefront reads it.

export const PRODUCT_NOT_FOUND = 'Product not found';
export const QUANTITY_RANGE = `Quantity must be a whole number from 0 to ${MAX_QUANTITY}`;

/** The storefront's stock refusal (as checkout words it): none left, or how many are. */
export const stockRefusal = (name: string, inStock: number) =>
  inStock <= 0 ? `${name} is out of stock` : `Only ${inStock} of ${name} left in stock`;

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
