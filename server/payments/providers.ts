import type { Config } from '../config';
import type { Db } from '../db/client';
import { createPaystackProvider } from './paystack';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe';
import { createTestProvider } from './test-provider';

/** Real providers when their keys are set; otherwise the built-in test mode for that flow. */
export function createProviders(db: Db, config: Config): { ng: PaymentProvider; card: PaymentProvider } {
  const stripeUrl = config.stripe?.apiUrl ? new URL(config.stripe.apiUrl) : null;
  return {
    ng: config.paystack ? createPaystackProvider(config.paystack) : createTestProvider(db, 'redirect', config.publicUrl),
    card: config.stripe
      ? createStripeProvider({
          ...config.stripe,
          endpoint: stripeUrl
            ? {
                host: stripeUrl.hostname,
                port: Number(stripeUrl.port || (stripeUrl.protocol === 'https:' ? 443 : 80)),
                protocol: stripeUrl.protocol === 'https:' ? 'https' : 'http',
              }
            : undefined,
        })
      : createTestProvider(db, 'card', config.publicUrl),
  };
}

/** Origins the checkout page needs for Stripe Elements, when Stripe is on. */
export const stripeCsp = (on: boolean) => ({
  script: on ? ['https://js.stripe.com'] : [],
  frame: on ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [],
  connect: on ? ['https://api.stripe.com'] : [],
});
