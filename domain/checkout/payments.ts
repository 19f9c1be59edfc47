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
