import type { CheckoutService } from '../checkout/service';
import type { Db } from '../db/client';
import type { PaymentProvider } from './provider';
import { settleTestPayment } from './test-provider';
import { createWebhookReceiver, type TransferWebhook } from './webhooks';

/** Payments as the routes see them: the configured providers, their webhooks and test mode's stand-in. */
export function createPaymentService(deps: {
  db: Db;
  providers: { ng: PaymentProvider; card: PaymentProvider };
  checkout: CheckoutService;
  /** Transfer events (influencer payouts) arrive on the same webhook addresses. */
  transfers?: TransferWebhook;
}) {
  const { ng, card } = deps.providers;
  return {
    /** Which provider pays each flow, and the card form's public key (`/api/payments/config`). */
    config: () => ({ ng: ng.name, card: card.name, publishable_key: card.publishableKey ?? null }),
    /** Providers that send webhooks (test mode has none). */
    webhookProviders: () => [...new Set([ng, card])].filter((p) => p.name !== 'test'),
    receiveWebhook: createWebhookReceiver(deps),
    /** Test mode's payment page: the shopper pays or the card is declined. */
    settleTest: (reference: string, outcome: 'succeeded' | 'failed') => settleTestPayment(deps.db, reference, outcome),
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
