import type { ShippingCountry } from '../../domain/country';
import { percentOfMinor, roundForCountry } from '../../domain/money';
import type { Db, Tx } from '../db/client';
import { and, eq, sum } from 'drizzle-orm';
import { commissionEntries } from './schema';

/**
 * Credits the influencer's commission for a paid order: the discounted subtotal times their
 * share at the time of the order. The unique order id makes a second credit impossible.
 */
export async function creditCommission(
  tx: Tx | Db,
  order: {
    id: number;
    influencerId: number | null;
    selfBp: number;
    subtotalMinor: number;
    discountMinor: number;
    currency: string;
    country: ShippingCountry;
  },
) {
  if (!order.influencerId || order.selfBp <= 0) return;
  const base = order.subtotalMinor - order.discountMinor;
  const amountMinor = roundForCountry(percentOfMinor(base, order.selfBp / 100), order.country);
  await tx
    .insert(commissionEntries)
    .values({ influencerId: order.influencerId, orderId: order.id, amountMinor, currency: order.currency })
    .onConflictDoNothing();
}

/**
 * Takes back the commission of a refunded order with a negative entry of what is left of it (the
 * credit less what returns of some of its lines already took back; the credit itself is never
 * edited). Once per order: the unique (order, kind) key refuses a second.
 */
export async function reverseCommission(tx: Tx | Db, orderId: number) {
  const [credit] = await tx
    .select()
    .from(commissionEntries)
    .where(and(eq(commissionEntries.orderId, orderId), eq(commissionEntries.kind, 'credit')));
  if (!credit) return null;
  const [returned] = await tx
    .select({ total: sum(commissionEntries.amountMinor).mapWith(Number) })
    .from(commissionEntries)
    .where(and(eq(commissionEntries.orderId, orderId), eq(commissionEntries.kind, 'return')));
  const left = credit.amountMinor + (returned?.total ?? 0);
  if (left === 0) return null;
  const [reversal] = await tx
    .insert(commissionEntries)
    .values({ influencerId: credit.influencerId, orderId, kind: 'reversal', amountMinor: -left, currency: credit.currency })
    .onConflictDoNothing()
    .returning();
  return reversal ?? null;
}

/**
 * Takes back the commission on an order's returned lines with one negative entry per return: the
 * credit times the share of the discounted subtotal refunded so far (`refundedLinesMinor`, every
 * refunded return of the order, delivery left out), rounded as the credit was, less what earlier
 * returns took back. Returning everything takes back exactly the credit; the return's unique key
 * refuses a second entry for it.
 */
export async function reverseReturnedCommission(
  tx: Tx | Db,
  order: { id: number; subtotalMinor: number; discountMinor: number; country: ShippingCountry },
  returnId: number,
  refundedLinesMinor: number,
) {
  const [credit] = await tx
    .select()
    .from(commissionEntries)
    .where(and(eq(commissionEntries.orderId, order.id), eq(commissionEntries.kind, 'credit')));
  const base = order.subtotalMinor - order.discountMinor;
  if (!credit || base <= 0) return null;
  const [taken] = await tx
    .select({ total: sum(commissionEntries.amountMinor).mapWith(Number) })
    .from(commissionEntries)
    .where(and(eq(commissionEntries.orderId, order.id), eq(commissionEntries.kind, 'return')));
  const due = Number((BigInt(credit.amountMinor) * BigInt(refundedLinesMinor) * 2n + BigInt(base)) / (2n * BigInt(base)));
  const dueRounded = refundedLinesMinor === base ? credit.amountMinor : Math.min(credit.amountMinor, roundForCountry(due, order.country));
  const amount = dueRounded + (taken?.total ?? 0);
  if (amount === 0) return null;
  const [entry] = await tx
    .insert(commissionEntries)
    .values({
      influencerId: credit.influencerId,
      orderId: order.id,
      kind: 'return',
      returnId,
      amountMinor: -amount,
      currency: credit.currency,
    })
    .returning();
  return entry ?? null;
}
