import { and, eq, inArray } from 'drizzle-orm';
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
import { applyLateRefundNotice } from './late-refund';
import { holdsStock, releaseStock } from './orders';
import { orderRefunds, orders } from './schema';
import { changeOrderStatus, SYSTEM, type Actor } from './status';

/** Orders staff can refund: paid ones, and ones held for review (money arrived that was not expected). */
export const REFUNDABLE = [...PAID_STATUSES, 'review'] as const;
export const isRefundable = (status: string) => (REFUNDABLE as readonly string[]).includes(status);

/**
 * The provider confirmed a refund: in one transaction the refund is marked done, the order becomes
 * `refunded`, the refund is written to the payment ledger with its credit note (when the order has
 * an invoice), its stock goes back (when it still held it), the influencer's commission is reversed by a negative entry and the customer's mail is
 * queued. Conditional on the refund still being open, so a second confirmation (webhook after the
 * direct answer, redelivery) changes nothing.
 */
export async function completeRefund(db: Db, refundId: number, actor: Actor, publicUrl: string) {
  return db.transaction(async (tx) => {
    const [refund] = await tx
      .update(orderRefunds)
      .set({ status: 'succeeded', completedAt: new Date() })
      .where(and(eq(orderRefunds.id, refundId), inArray(orderRefunds.status, ['requested', 'pending'])))
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

/** A refund webhook (Paystack `refund.processed` or `refund.failed`, Stripe `charge.refunded`) for one of our refunds. */
export async function applyRefundNotice(
  db: Db,
  notice: RefundNotice['refund'],
  publicUrl: string,
): Promise<'refunded' | 'pending' | 'failed' | 'unknown-refund' | 'already-refunded'> {
  const where = notice.reference
    ? eq(orders.paymentReference, notice.reference)
    : notice.providerPaymentId
      ? eq(orders.providerPaymentId, notice.providerPaymentId)
      : null;
  if (!where) return 'unknown-refund';
  // A partial refund of returned lines is the return's to complete.
  const ofReturn = await applyReturnRefundNotice(db, notice, SYSTEM, publicUrl);
  if (ofReturn) return ofReturn;
  const [row] = await db
    .select({ refund: orderRefunds })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(where)
    .limit(1);
  // No refund of staff's: it may be the refund of a late payment.
  if (!row) return applyLateRefundNotice(db, notice);
  if (row.refund.status === 'succeeded') return 'already-refunded';
  if (notice.status === 'pending') return 'pending';
  if (notice.status === 'failed') {
    await db
      .update(orderRefunds)
      .set({ status: 'failed' })
      .where(and(eq(orderRefunds.id, row.refund.id), inArray(orderRefunds.status, ['requested', 'pending'])));
    return 'failed';
  }
  // Only the refund we asked for (the whole order) completes it.
  if (notice.amountMinor < row.refund.amountMinor) return 'pending';
  const done = await completeRefund(db, row.refund.id, SYSTEM, publicUrl);
  return done ? 'refunded' : 'already-refunded';
}
