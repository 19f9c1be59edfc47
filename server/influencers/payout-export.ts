import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ConnectedAccountStatus } from '../payments/transfers';
import { toMajor } from '../../domain/money';
import { influencerPayoutAccounts, influencerPayouts } from './schema';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Her payout details and payouts as her data export lists them. A bank account is shown as she sees
 * it (bank, account name, the number masked to its last four digits): the sealed number never
 * leaves. Her Stripe account is named by its id, with whether Stripe lets it receive payouts yet.
 */
export async function exportPayouts(db: Db, influencerId: number, stripeStatus: (accountId: string) => Promise<ConnectedAccountStatus>) {
  const [accounts, payouts] = await Promise.all([
    db
      .select()
      .from(influencerPayoutAccounts)
      .where(eq(influencerPayoutAccounts.influencerId, influencerId))
      .orderBy(asc(influencerPayoutAccounts.id)),
    db.select().from(influencerPayouts).where(eq(influencerPayouts.influencerId, influencerId)).orderBy(asc(influencerPayouts.id)),
  ]);
  const dates = (a: (typeof accounts)[number]) => ({ added_at: iso(a.createdAt), updated_at: iso(a.updatedAt) });
  return {
    payout_accounts: await Promise.all(
      accounts.map(async (a) =>
        a.rail === 'bank'
          ? {
              rail: a.rail,
              bank_name: a.bankName,
              account_name: a.accountName,
              account_number: `•••• ${a.accountLast4}`,
              ...dates(a),
            }
          : {
              rail: a.rail,
              stripe_account_id: a.stripeAccountId,
              country: a.country,
              ...(await stripeStatus(a.stripeAccountId!)),
              ...dates(a),
            },
      ),
    ),
    payouts: payouts.map((p) => ({
      amount: toMajor(-p.amountMinor),
      currency: p.currency,
      state: p.state,
      reversed_amount: toMajor(p.reversedMinor),
      method: p.method,
      destination: p.destination,
      reference: p.reference,
      at: iso(p.createdAt),
      settled_at: iso(p.settledAt),
    })),
  };
}
