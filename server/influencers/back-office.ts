import { and, asc, desc, eq } from 'drizzle-orm';
import {
  PAYOUT_MESSAGES,
  type InfluencerDetail,
  type InfluencerRow,
  type LedgerLine,
  type PayoutInput,
} from '../../domain/admin/influencers';
import type { Currency } from '../../domain/currency';
import { formatMoney, HOME_COUNTRY, toMajor } from '../../domain/money';
import { users } from '../accounts/schema';
import type { Actor, AuditRecorder } from '../audit-port';
import { orders } from '../checkout/schema';
import type { Db } from '../db/client';
import { DomainError } from '../domain-error';
import { promoteToInfluencer } from './admin';
import { availableMinor, balanceView, minorBalances, payoutsOf } from './balances';
import { commissionEntries, discountCodes, influencerPayouts } from './schema';

interface InfluencerAdminDeps {
  db: Db;
  recordAudit: AuditRecorder;
}

/** Staff's view of influencers: their orders, ledger and balances per currency; payouts. */
export function createInfluencerAdmin({ db, recordAudit }: InfluencerAdminDeps) {
  async function influencerRow(
    user: { id: number; firstName: string; lastName: string; email: string },
    code: string | null,
  ): Promise<InfluencerRow> {
    return {
      id: user.id,
      name: `${user.firstName} ${user.lastName}`,
      email: user.email,
      code,
      balances: (await minorBalances(db, user.id)).map(balanceView),
    };
  }

  async function list(): Promise<InfluencerRow[]> {
    const rows = await db
      .select({ user: users, code: discountCodes.code })
      .from(users)
      .leftJoin(discountCodes, eq(discountCodes.influencerId, users.id))
      .where(eq(users.role, 'influencer'))
      .orderBy(asc(users.firstName), asc(users.id));
    return Promise.all(rows.map((r) => influencerRow(r.user, r.code)));
  }

  async function detail(id: number): Promise<InfluencerDetail> {
    const [row] = await db
      .select({ user: users, code: discountCodes.code })
      .from(users)
      .leftJoin(discountCodes, eq(discountCodes.influencerId, users.id))
      .where(and(eq(users.id, id), eq(users.role, 'influencer')))
      .limit(1);
    if (!row) throw new DomainError('not-found', PAYOUT_MESSAGES.notInfluencer);
    const [base, orderRows, commissions, payouts] = await Promise.all([
      influencerRow(row.user, row.code),
      db
        .select({ order: orders, firstName: users.firstName, lastName: users.lastName })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.influencerId, id))
        .orderBy(desc(orders.createdAt))
        .limit(200),
      db
        .select({ entry: commissionEntries, orderNumber: orders.orderNumber })
        .from(commissionEntries)
        .leftJoin(orders, eq(orders.id, commissionEntries.orderId))
        .where(eq(commissionEntries.influencerId, id)),
      payoutsOf(db, id),
    ]);
    const ledger: LedgerLine[] = [
      ...commissions.map((c) => ({
        kind: 'commission' as const,
        created_at: c.entry.createdAt.toISOString(),
        amount: toMajor(c.entry.amountMinor),
        currency: c.entry.currency as Currency,
        label: c.orderNumber ?? `#${c.entry.orderId}`,
      })),
      ...payouts.map((p) => ({
        kind: 'payout' as const,
        created_at: p.createdAt.toISOString(),
        amount: toMajor(p.amountMinor),
        currency: p.currency as Currency,
        // A payout that failed or was reversed gave its amount back (a partly reversed one, part of it): the line says so.
        label:
          p.state === 'failed' || p.state === 'reversed'
            ? `${p.reference} (${p.state}, returned)`
            : p.state === 'partly_reversed'
              ? `${p.reference} (partly reversed, ${formatMoney(p.reversedMinor, HOME_COUNTRY[p.currency as Currency])} returned)`
              : p.reference,
      })),
    ].sort((a, b) => b.created_at.localeCompare(a.created_at));
    return {
      ...base,
      orders: orderRows.map(({ order, firstName, lastName }) => ({
        order_number: order.orderNumber,
        created_at: order.createdAt.toISOString(),
        status: order.status,
        total: toMajor(order.totalMinor),
        currency: order.currency,
        customer: `${firstName} ${lastName}`,
      })),
      ledger,
    };
  }

  /** Makes a customer an influencer with a code (the `npm run influencer` command does the same). */
  async function promote(actor: Actor, email: string, code: string) {
    return db.transaction(async (tx) => {
      const result = await promoteToInfluencer(tx, email, code);
      await recordAudit(tx, {
        ...actor,
        action: 'influencer.promote',
        targetType: 'user',
        targetId: result.userId,
        before: null,
        after: { email, code: result.code },
      });
      return result;
    });
  }

  /**
   * A payout: a negative ledger entry in one currency, at most the available balance. The
   * influencer's code row is locked first, so two payouts at once cannot both spend the balance.
   */
  async function recordPayout(actor: Actor, influencerId: number, input: PayoutInput) {
    return db.transaction(async (tx) => {
      const [code] = await tx
        .select({ id: discountCodes.id })
        .from(discountCodes)
        .where(eq(discountCodes.influencerId, influencerId))
        .for('update');
      if (!code) throw new DomainError('not-found', PAYOUT_MESSAGES.notInfluencer);
      const available = await availableMinor(tx, influencerId, input.currency);
      if (input.amount > available) {
        const message = `${PAYOUT_MESSAGES.overBalance} (${formatMoney(available, HOME_COUNTRY[input.currency])})`;
        throw new DomainError('conflict', message, { amount: message });
      }
      const [entry] = await tx
        .insert(influencerPayouts)
        .values({
          influencerId,
          amountMinor: -input.amount,
          currency: input.currency,
          reference: input.reference,
          staffId: actor.staffId,
        })
        .returning();
      await recordAudit(tx, {
        ...actor,
        action: 'influencer.payout',
        targetType: 'user',
        targetId: influencerId,
        before: { currency: input.currency, available: toMajor(available) },
        after: {
          currency: input.currency,
          available: toMajor(available - input.amount),
          amount: toMajor(input.amount),
          reference: input.reference,
        },
      });
      return { id: entry!.id, currency: input.currency, amount: toMajor(input.amount), available: toMajor(available - input.amount) };
    });
  }

  return { list, detail, promote, recordPayout };
}

export type InfluencerAdmin = ReturnType<typeof createInfluencerAdmin>;
