import Stripe from 'stripe';
import { verifiedStripeEvent } from './stripe';
import { TransferRefused, type ConnectTransfers, type TransferAnswer, type TransferNotice } from './transfers';

/** Stripe's requirement names in words an influencer understands (others: their last part, spaced). */
const NEED_WORDS: Record<string, string> = {
  external_account: 'a bank account for payouts',
  'tos_acceptance.date': 'acceptance of Stripe’s terms',
  'tos_acceptance.ip': 'acceptance of Stripe’s terms',
  'individual.verification.document': 'an identity document',
  'individual.id_number': 'an ID number',
  'individual.ssn_last_4': 'the last 4 digits of a Social Security number',
  'business_profile.url': 'a website or social profile',
  'business_profile.mcc': 'what the business does',
};

export const needWords = (requirements: string[]) => [
  ...new Set(
    requirements.map(
      (r) =>
        NEED_WORDS[r] ??
        (r.startsWith('individual.dob')
          ? 'date of birth'
          : r.startsWith('individual.address')
            ? 'home address'
            : (r.split('.').pop() ?? r).replace(/_/g, ' ')),
    ),
  ),
];

/**
 * Stripe Connect for pounds and dollars, through the official client: an Express connected account
 * per influencer (POST /v1/accounts), its onboarding link (POST /v1/account_links), its
 * requirements; the balance available per currency (GET /v1/balance); transfers from the shop's balance (POST /v1/transfers) with the payout's reference
 * as idempotency key and transfer group; transfer.created / transfer.reversed webhooks (a partial
 * reversal included, with the amount reversed so far).
 */
export function createStripeTransfers(options: {
  secretKey: string;
  webhookSecret: string;
  endpoint?: { host: string; port: number; protocol: 'http' | 'https' };
}): ConnectTransfers {
  const stripe = new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 15_000, ...(options.endpoint ?? {}) });

  const answerOf = (t: Stripe.Transfer): TransferAnswer => ({ state: t.reversed ? 'reversed' : 'paid', transferId: t.id });

  /** Stripe's own refusals (bad request, insufficient funds…) are shown; connection trouble is retried later. */
  async function refusing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError || err instanceof Stripe.errors.StripeCardError)
        throw new TransferRefused(err.message);
      throw err;
    }
  }

  return {
    name: 'stripe',
    async openAccount({ influencerId, email, country }) {
      const account = await refusing(() =>
        stripe.accounts.create(
          {
            type: 'express',
            country,
            email,
            capabilities: { transfers: { requested: true } },
            metadata: { influencer_id: String(influencerId) },
          },
          { idempotencyKey: `influencer-account-${influencerId}-${country}` },
        ),
      );
      return account.id;
    },
    async onboardingLink(accountId, urls) {
      const link = await refusing(() =>
        stripe.accountLinks.create({ account: accountId, refresh_url: urls.refresh, return_url: urls.return, type: 'account_onboarding' }),
      );
      return link.url;
    },
    async status(accountId) {
      const account = await stripe.accounts.retrieve(accountId);
      const due = [...(account.requirements?.currently_due ?? []), ...(account.requirements?.past_due ?? [])];
      const ready = account.capabilities?.transfers === 'active' && due.length === 0;
      return { ready, needs: ready ? [] : due.length ? needWords(due) : ['Stripe to finish checking the account'] };
    },
    async balanceMinor(currency) {
      // GET /v1/balance: what is available now, per currency (pending funds cannot be transferred yet).
      const balance = await stripe.balance.retrieve();
      return balance.available.filter((b) => b.currency === currency.toLowerCase()).reduce((sum, b) => sum + b.amount, 0);
    },
    async send({ reference, destination, amountMinor, currency }) {
      const transfer = await refusing(() =>
        stripe.transfers.create(
          { amount: amountMinor, currency: currency.toLowerCase(), destination, transfer_group: reference, metadata: { reference } },
          { idempotencyKey: reference },
        ),
      );
      return answerOf(transfer);
    },
    async verify(_reference, transferId) {
      if (!transferId) return null;
      return answerOf(await stripe.transfers.retrieve(transferId));
    },
    parseWebhook(rawBody, headers): TransferNotice | null {
      const event = verifiedStripeEvent(stripe, options.webhookSecret, rawBody, headers);
      if (event.type !== 'transfer.created' && event.type !== 'transfer.reversed') return null;
      const transfer = event.data.object;
      // Each reversal (a part or the rest) sends transfer.reversed with the running total reversed.
      const reversed = event.type === 'transfer.reversed';
      const whole = transfer.reversed || transfer.amount_reversed >= transfer.amount;
      return {
        reference: transfer.metadata?.reference ?? transfer.transfer_group ?? null,
        transferId: transfer.id,
        state: !reversed ? 'paid' : whole ? 'reversed' : 'partly_reversed',
        amountMinor: transfer.amount,
        currency: transfer.currency.toUpperCase(),
        reversedMinor: reversed ? transfer.amount_reversed : 0,
        eventId: `stripe:${event.id}`,
      };
    },
  };
}
