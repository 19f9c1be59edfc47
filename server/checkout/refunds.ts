import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatMoney } from '../../domain/money';
import { PAID_STATUSES } from '../../domain/orders';
import { users } from '../accounts/schema';
import type { Db } from '../db/client';
import { reverseCommission } from '../influencers/ledger';
import { enqueueMail } from '../mail/outbox';
import { recordRefund } from '../payments/ledger';
import type { RefundNotice } from '../payments/provider';
import { applyReturnRefundNotice } from '../returns/refund';
import { creditRefund } from '../tax/credit-notes';
import { mailedDocument } from '../tax/documents';
import { orderRefundedMail } from './mails';
import { applyLateRefundNotice, settleLateRefund } from './late-refund';
import { holdsStock, releaseStock } from './orders';
import { endAttempt, OPEN_ATTEMPT, openAttempt, type OrderRefundRow } from './refund-attempts';
import { orderRefunds, orders } from './schema';
import { changeOrderStatus, SYSTEM, type Actor } from './status';

/** Orders staff can refund: paid ones, and ones held for review (money arrived that was not expected). */
export const REFUNDABLE = [...PAID_STATUSES, 'review'] as const;
export const isRefundable = (status: string) => (REFUNDABLE as readonly string[]).includes(status);

/**
 * The provider confirmed a refund: in one transaction the refund is marked done, the order becomes
 * `refunded`, the refund is written to the payment ledger with its credit note (when the order has
 * an invoice), its stock goes back (when it still held it), the influencer's commission is reversed by a negative entry and the customer's mail is
 * queued. Conditional on the refund still being open, so a second confirmation (its event before or
 * after the direct answer, a redelivery, the reconciliation) changes nothing.
 */
export async function completeRefund(db: Db, refundId: number, providerRefundId: string | null, actor: Actor, publicUrl: string) {
  return db.transaction(async (tx) => {
    // `unanswered` too: the event of an attempt whose answer was lost can still confirm it.
    const [refund] = await tx
      .update(orderRefunds)
      .set({
        status: 'succeeded',
        completedAt: new Date(),
        providerRefundId: sql`coalesce(${orderRefunds.providerRefundId}, ${providerRefundId})`,
      })
      .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.kind, 'staff'), inArray(orderRefunds.status, OPEN_ATTEMPT)))
      .returning();
    if (!refund) return null;
    const [before] = await tx.select().from(orders).where(eq(orders.id, refund.orderId));
    const stockHeld = await holdsStock(tx, before!);
    const order = await changeOrderStatus(tx, {
      orderId: refund.orderId,
      from: REFUNDABLE,
      to: 'refunded',
      actor,
      note: `Refunded ${formatMoney(refund.amountMinor, before!.country)}`,
    });
    if (!order) return null;
    await recordRefund(tx, order, {
      amountMinor: refund.amountMinor,
      currency: refund.currency,
      refundId: refund.providerRefundId ?? `order-refund:${refund.id}`,
      note: 'Refunded by staff',
    });
    const note = await creditRefund(tx, order, `refund:${refund.id}`, refund.amountMinor);
    if (stockHeld) await releaseStock(tx, order);
    await reverseCommission(tx, order.id);
    const [user] = await tx.select().from(users).where(eq(users.id, order.userId));
    const creditNote = mailedDocument(publicUrl, order.orderNumber, note);
    if (user) await enqueueMail(tx, orderRefundedMail(user.email, user.firstName, order, refund.amountMinor, publicUrl, creditNote));
    return order;
  });
}

/**
 * The order's refund (staff's, or a late payment's) a provider's notice is about: by the provider's refund id; else by the attempt's
 * key the provider kept (Stripe's metadata), only while that attempt is the current one; else, for a
 * success that came before the direct answer named the refund (Paystack), the order's refund still
 * waiting for that answer, of exactly the notice's amount.
 */
async function orderRefundOf(db: Db, notice: RefundNotice['refund']) {
  if (notice.refundId) {
    const [byId] = await db.select().from(orderRefunds).where(eq(orderRefunds.providerRefundId, notice.refundId)).limit(1);
    if (byId) return byId;
  }
  const key = notice.attemptKey ? /^order-refund-(\d+)-(\d+)$/.exec(notice.attemptKey) : null;
  if (key) {
    const [byKey] = await db
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.id, Number(key[1])), eq(orderRefunds.attempt, Number(key[2]))));
    return byKey ?? null;
  }
  if (notice.status !== 'succeeded' || !notice.reference || notice.attemptKey) return null;
  const [waiting] = await db
    .select({ refund: orderRefunds })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(
      and(
        eq(orders.paymentReference, notice.reference),
        isNull(orderRefunds.providerRefundId),
        inArray(orderRefunds.status, ['requested', 'unanswered']),
        eq(orderRefunds.amountMinor, notice.amountMinor),
      ),
    )
    .limit(1);
  return waiting?.refund ?? null;
}

/**
 * A provider's word on an order's refund (its event, or its record read by the reconciliation): a
 * late payment's refund is settled by its own rules; for staff's, pending names the refund and keeps
 * it under way, failed ends the attempt (the next one gets a new key), succeeded completes the
 * refund once, whatever the amount compared to the charge.
 */
async function settleOrderRefund(db: Db, row: OrderRefundRow, notice: RefundNotice['refund'], publicUrl: string) {
  if (row.kind === 'late') return settleLateRefund(db, row, notice, publicUrl);
  if (row.status === 'succeeded') return 'already-refunded' as const;
  // A refund the provider refused, reported failed or never made stays so, whatever news of it comes after.
  if (row.status === 'failed') return 'already-failed' as const;
  const refundId = notice.refundId ?? row.providerRefundId;
  if (notice.status === 'pending') {
    await db.update(orderRefunds).set({ status: 'pending', providerRefundId: refundId }).where(openAttempt(row));
    return 'pending' as const;
  }
  if (notice.status === 'failed') return (await endAttempt(db, row, refundId)) ? ('failed' as const) : ('already-failed' as const);
  return (await completeRefund(db, row.id, refundId, SYSTEM, publicUrl)) ? ('refunded' as const) : ('already-refunded' as const);
}

export type RefundOutcome = 'refunded' | 'pending' | 'failed' | 'already-failed' | 'unknown-refund' | 'already-refunded';

/**
 * A provider's word on one of the shop's refunds, matched by the refund's own id (decision 0059):
 * a staff refund of an order, a return's refund, or the refund of a late payment. Every change is
 * conditional, so a redelivery, a replay or the direct answer arriving too changes nothing twice.
 */
export async function applyRefundNotice(db: Db, notice: RefundNotice['refund'], publicUrl: string): Promise<RefundOutcome> {
  const row = await orderRefundOf(db, notice);
  if (row) return settleOrderRefund(db, row, notice, publicUrl);
  const ofReturn = await applyReturnRefundNotice(db, notice, SYSTEM, publicUrl);
  if (ofReturn) return ofReturn;
  return applyLateRefundNotice(db, notice);
}
