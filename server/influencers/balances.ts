import { and, eq, inArray, sql, sum } from 'drizzle-orm';
import { HOLDING_STATES } from '../../domain/influencers/payouts';
import { CURRENCIES, type CurrencyBalance } from '../../domain/admin/influencers';
import type { Currency } from '../../domain/currency';
import { toMajor } from '../../domain/money';
import type { Db, Tx } from '../db/client';
import { commissionEntries, influencerPayouts } from './schema';

/** Payouts that keep their amount out of the balance: a failed or reversed one gives it back. */
const holding = inArray(influencerPayouts.state, [...HOLDING_STATES]);
/** What a holding payout keeps out (negative): its amount less what was reversed of it. */
const heldOut = sql`${influencerPayouts.amountMinor} + ${influencerPayouts.reversedMinor}`;

interface MinorBalance {
  currency: Currency;
  earnedMinor: number;
  paidMinor: number;
  availableMinor: number;
}

/**
 * The influencer's ledger summed per currency: commission entries (all-time earnings, less any
 * reversal) and payouts still holding their amount (negative entries, less what was reversed of
 * them). Currencies never mix: naira stays naira.
 */
export async function minorBalances(db: Db | Tx, influencerId: number): Promise<MinorBalance[]> {
  const [earned, paid] = await Promise.all([
    db
      .select({ currency: commissionEntries.currency, total: sum(commissionEntries.amountMinor).mapWith(Number) })
      .from(commissionEntries)
      .where(eq(commissionEntries.influencerId, influencerId))
      .groupBy(commissionEntries.currency),
    db
      .select({ currency: influencerPayouts.currency, total: sum(heldOut).mapWith(Number) })
      .from(influencerPayouts)
      .where(and(eq(influencerPayouts.influencerId, influencerId), holding))
      .groupBy(influencerPayouts.currency),
  ]);
  return CURRENCIES.map((currency) => {
    const earnedMinor = earned.find((e) => e.currency === currency)?.total ?? 0;
    const paidMinor = -(paid.find((p) => p.currency === currency)?.total ?? 0);
    return { currency, earnedMinor, paidMinor, availableMinor: earnedMinor - paidMinor };
  }).filter((b) => b.earnedMinor !== 0 || b.paidMinor !== 0);
}

export const balanceView = (b: MinorBalance): CurrencyBalance => ({
  currency: b.currency,
  available: toMajor(b.availableMinor),
  total_earned: toMajor(b.earnedMinor),
  paid_out: toMajor(b.paidMinor),
});

/** Available balance of one currency, in minor units. */
export async function availableMinor(db: Db | Tx, influencerId: number, currency: Currency) {
  const [row] = await db
    .select({
      total: sql<number>`coalesce((select sum(${commissionEntries.amountMinor}) from ${commissionEntries}
      where ${commissionEntries.influencerId} = ${influencerId} and ${commissionEntries.currency} = ${currency}), 0)
      + coalesce((select sum(${heldOut}) from ${influencerPayouts}
      where ${influencerPayouts.influencerId} = ${influencerId} and ${influencerPayouts.currency} = ${currency} and ${holding}), 0)`.mapWith(
        Number,
      ),
    })
    .from(sql`(select 1) as one`);
  return row?.total ?? 0;
}

export async function payoutsOf(db: Db, influencerId: number) {
  return db
    .select()
    .from(influencerPayouts)
    .where(and(eq(influencerPayouts.influencerId, influencerId)))
    .orderBy(sql`${influencerPayouts.createdAt} desc, ${influencerPayouts.id} desc`);
}

/** Whether any currency still holds commission not paid out (an account with it is not erased yet). */
export async function hasUnpaidEarnings(db: Db | Tx, influencerId: number) {
  return (await minorBalances(db, influencerId)).some((b) => b.availableMinor > 0);
}
