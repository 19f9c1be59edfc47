import type { Config } from '../config';
import { createPaystackTransfers } from './paystack-transfers';
import { createStripeTransfers } from './stripe-transfers';
import { createTestBankTransfers, createTestConnectTransfers } from './test-transfers';
import type { BankTransfers, ConnectTransfers } from './transfers';

export interface TransferRails {
  bank: BankTransfers;
  connect: ConnectTransfers;
}

/** Real transfers when the provider's keys are set; otherwise test mode, which pays at once and moves nothing. */
export function createTransferRails(config: Config): TransferRails {
  const stripeUrl = config.stripe?.apiUrl ? new URL(config.stripe.apiUrl) : null;
  return {
    bank: config.paystack ? createPaystackTransfers(config.paystack) : createTestBankTransfers(),
    connect: config.stripe
      ? createStripeTransfers({
          secretKey: config.stripe.secretKey,
          webhookSecret: config.stripe.webhookSecret,
          endpoint: stripeUrl
            ? {
                host: stripeUrl.hostname,
                port: Number(stripeUrl.port || (stripeUrl.protocol === 'https:' ? 443 : 80)),
                protocol: stripeUrl.protocol === 'https:' ? 'https' : 'http',
              }
            : undefined,
        })
      : createTestConnectTransfers(),
  };
}
