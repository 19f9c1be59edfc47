import { and, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { Verification } from './provider';
import { paymentEvents, paymentLedger } from './schema';

/** The order fields a ledger entry names. */
interface LedgerOrder {
  id: number;
  paymentProvider: string;
  paymentReference: string;
}

/**
 * The ledger row of money received for an order, in the transaction of the status change it
 * causes: one per order (unique), so a redelivery adds none.
 */
export async function recordPayment(tx: Tx, order: LedgerOrder, v: Verification) {
  await tx
    .insert(paymentLedger)
    .values({
      orderId: order.id,
      kind: 'payment',
      amountMinor: v.amountMinor,
      currency: v.currency.toUpperCase(),
      provider: order.paymentProvider,
      providerRef: order.paymentReference,
      note: 'Payment received',
    })
    .onConflictDoNothing();
}

/** The refund row (negative) of money given back; false when the provider's refund was already written. */
export async function recordRefund(
  tx: Tx,
  order: LedgerOrder,
  refund: { amountMinor: number; currency: string; refundId: string; note: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentLedger)
    .values({
      orderId: order.id,
      kind: 'refund',
      amountMinor: -refund.amountMinor,
      currency: refund.currency,
      provider: order.paymentProvider,
      providerRef: refund.refundId,
      note: refund.note,
    })
    .onConflictDoNothing()
    .returning({ id: paymentLedger.id });
  return inserted.length > 0;
}

/**
 * The reversal (positive) of a refund the provider reported as failed after it was written: the
 * money stayed with the shop. One per refund (unique); false when it was already written.
 */
export async function recordReversal(tx: Tx, refund: typeof paymentLedger.$inferSelect, note: string): Promise<boolean> {
  const inserted = await tx
    .insert(paymentLedger)
    .values({
      orderId: refund.orderId,
      kind: 'reversal',
      amountMinor: -refund.amountMinor,
      currency: refund.currency,
      provider: refund.provider,
      providerRef: refund.providerRef,
      note,
    })
    .onConflictDoNothing()
    .returning({ id: paymentLedger.id });
  return inserted.length > 0;
}

/** The ledger's refund entry written for a provider's refund id, if any. */
export async function refundEntry(db: Db, refundId: string) {
  const [row] = await db
    .select()
    .from(paymentLedger)
    .where(and(eq(paymentLedger.kind, 'refund'), eq(paymentLedger.providerRef, refundId)));
  return row ?? null;
}

/** The payment received for an order, if any. */
export async function paymentOf(db: Db | Tx, orderId: number) {
  const [row] = await db
    .select()
    .from(paymentLedger)
    .where(and(eq(paymentLedger.orderId, orderId), eq(paymentLedger.kind, 'payment')));
  return row ?? null;
}

/** What is still held of an order's money: payments in less refunds out, in minor units. */
export async function netPaid(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(paymentLedger.amountMinor) })
    .from(paymentLedger)
    .where(eq(paymentLedger.orderId, orderId));
  return Number(row?.total ?? 0);
}

/** What went back of an order's payment, in minor units (positive): its refunds less the reversed ones. */
export async function refundedOut(db: Db, orderId: number): Promise<number> {
  return (await refundedOutOf(db, [orderId])).get(orderId) ?? 0;
}

/** `refundedOut` of several orders in one query; an order nothing went back of is absent. */
export async function refundedOutOf(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: paymentLedger.orderId, total: sum(paymentLedger.amountMinor) })
    .from(paymentLedger)
    .where(and(inArray(paymentLedger.orderId, orderIds), inArray(paymentLedger.kind, ['refund', 'reversal'])))
    .groupBy(paymentLedger.orderId);
  return new Map(rows.map((r) => [r.orderId, -Number(r.total)]));
}

/** Money in less money out per currency and UTC day since `since` (the back office's sales), in minor units. */
export async function netByDay(db: Db, since: Date) {
  // Grouped by the UTC date, which is written out once per group rather than once per row.
  const date = sql`(${paymentLedger.at} at time zone 'UTC')::date`;
  return db
    .select({
      currency: paymentLedger.currency,
      day: sql<string>`to_char(${date}, 'YYYY-MM-DD')`,
      minor: sum(paymentLedger.amountMinor).mapWith(Number),
    })
    .from(paymentLedger)
    .where(gte(paymentLedger.at, since))
    .groupBy(paymentLedger.currency, date);
}

/** Whether a provider event was already handled (a redelivery needs no work). */
export async function eventSeen(db: Db, provider: string, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)))
    .limit(1);
  return rows.length > 0;
}

/** Records a handled provider event; the unique key keeps one row per event. */
export async function recordEvent(db: Db, provider: string, eventId: string) {
  await db.insert(paymentEvents).values({ provider, eventId }).onConflictDoNothing();
}
