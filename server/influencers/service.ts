import { and, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import { PAID_STATUSES } from '../../domain/orders';
import type { CountryCode } from '../../domain/country';
import { currencyFor } from '../../domain/currency';
import type { InfluencerData } from '../../domain/influencers/dashboard';
import { fractionToBp, SPLIT_MESSAGES, splitProblem, TOTAL_DISCOUNT_BP } from '../../domain/influencers/split';
import { toMajor } from '../../domain/money';
import { users } from '../accounts/schema';
import { orders } from '../checkout/schema';
import type { Db } from '../db/client';
import { invalid, notFound } from '../domain-error';
import { PAYOUT_DETAIL_MESSAGES } from '../../domain/influencers/payouts';
import { balanceView, minorBalances, payoutsOf } from './balances';
import { payoutView } from './payout-batches';
import { commissionEntries, discountCodes, influencerPayouts } from './schema';

const TOTAL_BP = TOTAL_DISCOUNT_BP;

export function createInfluencerService(db: Db) {
  async function codeOf(influencerId: number) {
    const [row] = await db.select().from(discountCodes).where(eq(discountCodes.influencerId, influencerId)).limit(1);
    return row ?? null;
  }

  /** Orders with their code, the code and its split, wallet and earnings (ledger sums). */
  async function dashboard(influencerId: number, country: CountryCode): Promise<InfluencerData> {
    const code = await codeOf(influencerId);
    const visitorCurrency = currencyFor(country);
    const paid = and(eq(orders.influencerId, influencerId), inArray(orders.status, [...PAID_STATUSES]));
    // The table shows the latest 100; the Total Orders card counts them all.
    const paidOrders = await db
      .select({ order: orders, firstName: users.firstName })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(paid)
      .orderBy(desc(orders.createdAt))
      .limit(100);
    const [paidCount] = await db.select({ n: count() }).from(orders).where(paid);
    const [balances, payouts] = await Promise.all([minorBalances(db, influencerId), payoutsOf(db, influencerId)]);
    // Earnings stay in the currency they were earned in: the visitor's currency when the ledger
    // has it, otherwise the one with the most earned (a naira earner seen from the US sees ₦).
    const primary = balances.find((b) => b.currency === visitorCurrency) ??
      [...balances].sort((a, b) => b.earnedMinor - a.earnedMinor)[0] ?? {
        currency: visitorCurrency,
        earnedMinor: 0,
        availableMinor: 0,
        paidMinor: 0,
      };
    const currency = primary.currency;
    const monthly = await db
      .select({
        month: sql<string>`to_char(${commissionEntries.createdAt}, 'YYYY-MM')`,
        total: sum(commissionEntries.amountMinor).mapWith(Number),
      })
      .from(commissionEntries)
      .where(and(eq(commissionEntries.influencerId, influencerId), eq(commissionEntries.currency, currency)))
      .groupBy(sql`1`)
      .orderBy(sql`1`);
    return {
      orders: paidOrders.map(({ order, firstName }) => ({
        created_at: order.createdAt.toISOString(),
        order_number: order.orderNumber,
        user: { first_name: firstName },
        total: toMajor(order.totalMinor),
        currency: order.currency,
        country: order.country,
        influencer_code_id: order.discountCodeId,
      })),
      discount_code: code && {
        code: code.code,
        discount_to_user: code.customerBp / 10_000,
        discount_to_self: code.selfBp / 10_000,
        total_discount: TOTAL_BP / 10_000,
      },
      wallet: { balance: toMajor(primary.availableMinor), currency },
      total_earned: toMajor(primary.earnedMinor),
      /** Every currency with earnings or payouts, in major units. */
      balances: balances.map(balanceView),
      payouts: payouts.map(payoutView),
      total_orders: paidCount?.n ?? 0,
      earnings_by_month: monthly.map((m) => ({ month: m.month, total: toMajor(m.total) })),
    };
  }

  /** Sets the split; the server enforces it whatever the client sends: customer ≤ 15%, sum = 15%. */
  async function setSplit(influencerId: number, customerFraction: number | null) {
    const customerBp = customerFraction === null ? null : fractionToBp(customerFraction);
    const problem = splitProblem(customerBp);
    if (problem || customerBp === null) throw invalid(problem ?? SPLIT_MESSAGES.empty);
    // One statement: concurrent updates each leave a consistent pair (the check constraint agrees).
    const [row] = await db
      .update(discountCodes)
      .set({ customerBp, selfBp: TOTAL_BP - customerBp, updatedAt: new Date() })
      .where(eq(discountCodes.influencerId, influencerId))
      .returning();
    if (!row) throw invalid('You have no discount code yet.');
    return {
      code: row.code,
      discount_to_user: row.customerBp / 10_000,
      discount_to_self: row.selfBp / 10_000,
      total_discount: TOTAL_BP / 10_000,
    };
  }

  /** One of her own payouts; anyone else's is not found. */
  async function payoutOf(influencerId: number, id: number) {
    const [row] = await db
      .select()
      .from(influencerPayouts)
      .where(and(eq(influencerPayouts.id, id), eq(influencerPayouts.influencerId, influencerId)))
      .limit(1);
    if (!row) throw notFound(PAYOUT_DETAIL_MESSAGES.notFound);
    return payoutView(row);
  }

  return { dashboard, setSplit, codeOf, payoutOf };
}

export type InfluencerService = ReturnType<typeof createInfluencerService>;
