/**
 * "Tell me when it's back": what the shop says about back-in-stock requests. No zod here: the
 * product page imports it.
 */

/** A request waits this long for the product to come back; then it lapses without a mail. */
export const RESTOCK_WAIT_DAYS = 90;

export const RESTOCK_MESSAGES = {
  saved: "Thank you! We'll email you once, as soon as it's back in stock.",
  inStock: 'Good news: this product is in stock, so you can add it to your bag now.',
  notFound: 'Product not found',
  unsubscribed: 'Done. We will not email you about products coming back in stock.',
  unsubscribeInvalid: 'This link is invalid. Please use the link in your latest back-in-stock email.',
} as const;
