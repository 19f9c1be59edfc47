import { percentOfMinor, roundForCountry } from '../../domain/money';
import type { Db } from '../db/client';
import { commissionEntries } from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Credits the influencer's commission for a paid order: the discounted subtotal times their
 * share at the time of the order. The unique order id makes a second credit impossible.
 */
export async function creditCommission(tx: Tx | Db, order: {
  id: number; influencerId: number | null; selfBp: number; subtotalMinor: number; discountMinor: number; currency: string; country: string;
}) {
  if (!order.influencerId || order.selfBp <= 0) return;
  const base = order.subtotalMinor - order.discountMinor;
  const amountMinor = roundForCountry(percentOfMinor(base, order.selfBp / 100), order.country);
  await tx.insert(commissionEntries)
    .values({ influencerId: order.influencerId, orderId: order.id, amountMinor, currency: order.currency })
    .onConflictDoNothing();
}
