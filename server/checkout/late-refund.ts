import { and, eq, ne } from 'drizzle-orm';
import { formatMoney } from '../../domain/money';
import { users } from '../accounts/schema';
import { uniqueViolation } from '../db/errors';
import type { Db, Tx } from '../db/client';
import { enqueueMail } from '../mail/outbox';
import { netPaid, paymentOf, recordRefund, recordReversal, refundEntry } from '../payments/ledger';
import type { PaymentProvider, RefundNotice } from '../payments/provider';
import { creditRefund } from '../tax/credit-notes';
import { lateRefundMail } from './mails';
import type { OrderRow } from './orders';
import { askRefund, endAttempt, type OrderRefundRow } from './refund-attempts';
import { orderRefunds, orders } from './schema';
import { changeOrderStatus, SYSTEM } from './status';

const NOTE = 'Paid after the checkout had ended: refunded in full';

/**
 * The attempt at a late payment's refund this caller may ask for: a new row, or the next attempt
 * after a failed one (its key is new). Null while an attempt is being asked, is under way, got no
 * answer (the reconciliation looks it up: asking again could refund twice) or succeeded.
 */
async function claim(db: Db, order: OrderRow, amountMinor: number, currency: string): Promise<OrderRefundRow | null> {
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id)).for('update');
      if (!existing) {
        const [row] = await tx
          .insert(orderRefunds)
          .values({ orderId: order.id, kind: 'late', amountMinor, currency, provider: order.paymentProvider })
          .returning();
        return row!;
      }
      if (existing.kind !== 'late' || existing.status !== 'failed') return null;
      const [row] = await tx
        .update(orderRefunds)
        .set({ status: 'requested', amountMinor, providerRefundId: null, createdAt: new Date(), completedAt: null })
        .where(and(eq(orderRefunds.id, existing.id), eq(orderRefunds.status, 'failed')))
        .returning();
      return row ?? null;
    });
  } catch (err) {
    // The webhook and the shopper's return at once: the other one claimed it.
    if (uniqueViolation(err) === 'order_refunds_order_key') return null;
    throw err;
  }
}

/**
 * Gives back the money paid for a checkout attempt that had ended (replaced by a newer one, or
 * lapsed): claims the order's refund (`order_refunds`, kind `late`) and asks the provider with the
 * attempt's key. Once the provider takes it (done or under way), its refund is written
 * (`acceptLateRefund`). A refusal ends the attempt, so the reconciliation asks again with a new key;
 * an error without an answer leaves it `unanswered` for the reconciliation to look up by its key.
 * Returns the refunded order, or null when nothing was due or nothing changed.
 */
export async function refundEndedAttempt(db: Db, provider: PaymentProvider, order: OrderRow, publicUrl: string): Promise<OrderRow | null> {
  if (order.status !== 'abandoned') return null;
  const payment = await paymentOf(db, order.id);
  if (!payment) return null;
  const due = await netPaid(db, order.id);
  if (due <= 0) return null;
  const row = await claim(db, order, due, payment.currency);
  if (!row) return null;
  const result = await askRefund(db, provider, { ...order, amountMinor: due, currency: payment.currency }, row);
  if (result.status === 'failed') {
    await endAttempt(db, row, result.refundId);
    throw new Error(`Refund of ${order.orderNumber} was refused by the provider`);
  }
  return (await acceptLateRefund(db, row, result.refundId, result.status, publicUrl)).order;
}

/**
 * The provider took a late payment's refund (done, or under way): in one transaction, once, the
 * refund row names it, the refund entry is written to the ledger and the attempt moves to
 * `refunded`, with a credit note only if it had an invoice (it has none unless it was once paid as
 * an order) and the shopper's mail. Only while the attempt is still the current one and not
 * reported failed. `wrote`: whether this call wrote the refund (a second word on it writes nothing).
 */
async function acceptLateRefund(db: Db, row: OrderRefundRow, refundId: string, state: 'pending' | 'succeeded', publicUrl: string) {
  return db.transaction(async (tx) => {
    const [now] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, row.id)).for('update');
    if (!now || now.attempt !== row.attempt || now.status === 'failed') return { wrote: false, order: null };
    if (now.providerRefundId && now.providerRefundId !== refundId) return { wrote: false, order: null };
    const done = state === 'succeeded' || now.status === 'succeeded';
    await tx
      .update(orderRefunds)
      .set({
        status: done ? 'succeeded' : 'pending',
        providerRefundId: refundId,
        completedAt: done ? (now.completedAt ?? new Date()) : null,
      })
      .where(eq(orderRefunds.id, now.id));
    const [order] = await tx.select().from(orders).where(eq(orders.id, now.orderId));
    if (!(await recordRefund(tx, order!, { amountMinor: now.amountMinor, currency: now.currency, refundId, note: NOTE })))
      return { wrote: false, order: null };
    const payment = await paymentOf(tx, order!.id);
    const refunded = await changeOrderStatus(tx, {
      orderId: order!.id,
      from: 'abandoned',
      to: 'refunded',
      actor: SYSTEM,
      note: NOTE,
      set: { paidAt: payment?.at ?? new Date() },
    });
    if (refunded) {
      await creditRefund(tx, refunded, `late-refund:${refunded.id}`, now.amountMinor);
      await queueLateRefundMail(tx, refunded, now.amountMinor, publicUrl);
    }
    return { wrote: true, order: refunded };
  });
}

/** The "we refunded your payment" mail, in the refund's transaction. */
async function queueLateRefundMail(tx: Tx, order: OrderRow, amountMinor: number, publicUrl: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, order.userId));
  if (user) await enqueueMail(tx, lateRefundMail(user.email, user.firstName, order, formatMoney(amountMinor, order.country), publicUrl));
}

/**
 * A refund written when the provider took it failed after all (Paystack queues refunds: the
 * shopper's bank may refuse one). In one transaction, once, the ledger gets the refund's reversal
 * and the attempt is held for review, where staff see what to do: the money stayed with the shop.
 */
async function reverseLateRefund(tx: Tx, refund: NonNullable<Awaited<ReturnType<typeof refundEntry>>>) {
  if (!(await recordReversal(tx, refund, 'Refund failed at the provider: the money was not returned'))) return;
  const [order] = await tx.select({ country: orders.country }).from(orders).where(eq(orders.id, refund.orderId));
  const reviewReason = `The refund of ${formatMoney(-refund.amountMinor, order!.country)} (paid after the checkout had ended) failed at the provider, so the money is still held: refund the customer from the provider's dashboard.`;
  await changeOrderStatus(tx, {
    orderId: refund.orderId,
    from: 'refunded',
    to: 'review',
    actor: SYSTEM,
    note: 'Refund failed',
    set: { reviewReason },
  });
}

/**
 * A provider's word on a late payment's refund (its event, or its record read by the
 * reconciliation), matched to its row by the refund's id or the attempt's key. Pending or
 * succeeded: the refund is written once (`acceptLateRefund`). Failed: a refund already written is
 * reversed and the attempt held for review; one never written ends its attempt, and the
 * reconciliation asks again with a new key.
 */
export async function settleLateRefund(db: Db, row: OrderRefundRow, notice: RefundNotice['refund'], publicUrl: string) {
  const refundId = notice.refundId ?? row.providerRefundId;
  if (notice.status !== 'failed') {
    // A refund the provider refused, reported failed or never made stays so, whatever news of it comes after.
    if (row.status === 'failed') return 'already-failed' as const;
    if (!refundId) return 'pending' as const;
    const { wrote } = await acceptLateRefund(db, row, refundId, notice.status, publicUrl);
    if (wrote) return 'refunded' as const;
    return notice.status === 'pending' && row.status !== 'succeeded' ? ('pending' as const) : ('already-refunded' as const);
  }
  const written = refundId ? await refundEntry(db, refundId) : null;
  if (!written) return (await endAttempt(db, row, refundId)) ? ('failed' as const) : ('already-failed' as const);
  await db.transaction(async (tx) => {
    await tx
      .update(orderRefunds)
      .set({ status: 'failed', completedAt: null, attempt: row.attempt + 1 })
      .where(and(eq(orderRefunds.id, row.id), eq(orderRefunds.attempt, row.attempt), ne(orderRefunds.status, 'failed')));
    await reverseLateRefund(tx, written);
  });
  return 'failed' as const;
}

/**
 * News of a late payment's refund written before refunds had their row (matched by the ledger's
 * refund entry alone): a failure reverses it as above; any other news changes nothing.
 */
export async function applyLateRefundNotice(
  db: Db,
  notice: RefundNotice['refund'],
): Promise<'failed' | 'already-refunded' | 'unknown-refund'> {
  const refund = notice.refundId ? await refundEntry(db, notice.refundId) : null;
  if (!refund) return 'unknown-refund';
  if (notice.status !== 'failed') return 'already-refunded';
  await db.transaction((tx) => reverseLateRefund(tx, refund));
  return 'failed';
}
