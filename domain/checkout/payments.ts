/** The payment providers: Paystack takes naira, Stripe takes cards, `test` stands in for either in test mode. */
export type ProviderName = 'paystack' | 'stripe' | 'test';

/** GET /api/payments/config: which provider takes cards and naira payments, and Stripe's public key. */
export interface PaymentsConfig {
  card: ProviderName;
  publishable_key: string | null;
  ng: ProviderName;
}

/**
 * POST /api/create-payment-intent: what the card form needs to take the payment. A card
 * provider always sends a client secret; a redirect provider (Paystack) has none.
 */
export interface IntentResponse {
  client_secret: string | null;
  reference: string;
  order_number: string;
  provider: ProviderName;
  publishable_key: string | null;
}

/** What the card step says until its provider's form runs in the page's scripts (or when they never do). */
export const CARD_NEEDS_SCRIPTS =
  'The card form opens once this page has finished loading. If it does not, JavaScript may be turned off in your browser: card payment needs it. Turn it on and reload this page to pay; your bag and delivery choices are kept.';

/** Told to the device whose checkout a newer one (started on another device) replaced. */
export const CHECKOUT_REPLACED = 'This checkout was replaced by a newer one started on another device, so no payment was taken here.';
/** Told about a checkout attempt that ended otherwise (it lapsed, or staff cancelled it). */
export const CHECKOUT_ENDED = 'This checkout attempt has ended. Please try again.';
/** Why a checkout attempt no longer takes payment: `replaced` by a newer one, or otherwise ended. */
export const endedCheckoutMessage = (replaced: boolean) => (replaced ? CHECKOUT_REPLACED : CHECKOUT_ENDED);

/** Told to the shopper who paid on a checkout that had already been replaced or had lapsed. */
export const lateRefundMessage = (amount: string) =>
  `This checkout had been replaced by a newer one (or had lapsed) when your payment arrived, so we refunded ${amount} in full. Refunds take 5-10 business days.`;
