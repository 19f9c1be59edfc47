import { and, eq, sql } from 'drizzle-orm';
import { formatMoney } from '../../domain/money';
import { users } from '../accounts/schema';
import { orderRefundedMail } from '../checkout/mails';
import type { OrderRow } from '../checkout/orders';
import { orderItems, orders } from '../checkout/schema';
import { changeOrderStatus, type Actor } from '../checkout/status';
import type { Db, Tx } from '../db/client';
import { reverseReturnedCommission } from '../influencers/ledger';
import { enqueueMail } from '../mail/outbox';
import { recordRefund } from '../payments/ledger';
import { issueCreditNote } from '../tax/credit-notes';
import { mailedDocument } from '../tax/documents';
import type { PaymentProvider, RefundNotice } from '../payments/provider';
import { returnCredit } from './credit';
import { linesOf, unitsBackBefore, unitsInReturns } from './lines';
import { returnRequests, type ReturnRow } from './schema';

/** The provider's key for one attempt at a return's refund: a repeat of the same attempt never refunds twice. */
export const refundKey = (r: ReturnRow) => `return-${r.id}-${r.refundAttempt}`;

/** What the lines of a return refund, without the delivery fee. */
const linesMinor = (r: ReturnRow, order: OrderRow) => (r.refundMinor ?? 0) - (r.refundsDelivery ? order.deliveryMinor : 0);

/** The commission on the refunded lines goes back through the influencers' ledger, from what every refunded return of the order refunded for its lines. */
async function reverseReturnCommission(tx: Tx, order: OrderRow, r: ReturnRow) {
  const refunded = await tx
    .select()
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, order.id), eq(returnRequests.status, 'refunded')));
  const refundedLines = refunded.reduce((total, x) => total + linesMinor(x, order), 0);
  await reverseReturnedCommission(tx, order, r.id, refundedLines);
}

/**
 * What a refunded return writes, in the caller's transaction (the return is `refunded` already):
 * the refund in the payment ledger with its credit note (the returned units, delivery when
 * refunded), the influencer's commission on those lines taken back, and the order `refunded` once
 * every unit is refunded. Returns the credit note, if any.
 */
export async function writeReturnRefund(tx: Tx, order: OrderRow, r: ReturnRow, actor: Actor) {
  const amount = r.refundMinor ?? 0;
  let note = null;
  if (amount > 0) {
    await recordRefund(tx, order, {
      amountMinor: amount,
      currency: order.currency,
      refundId: r.providerRefundId ?? `return-refund:${r.id}`,
      note: `Return #${r.id} refunded`,
    });
    const unitsNow = new Map((await linesOf(tx, [r.id])).map((l) => [l.orderItemId, l.quantity]));
    const credit = await returnCredit(tx, order, {
      unitsBefore: await unitsBackBefore(tx, r),
      unitsNow,
      withDelivery: r.refundsDelivery,
    });
    note = await issueCreditNote(tx, order, `return:${r.id}`, credit);
  }
  await reverseReturnCommission(tx, order, r);
  const [items, refunded] = await Promise.all([
    tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
    unitsInReturns(tx, order.id, ['refunded']),
  ]);
  if (items.every((i) => (refunded.get(i.id) ?? 0) >= i.quantity))
    await changeOrderStatus(tx, {
      orderId: order.id,
      from: 'completed',
      to: 'refunded',
      actor,
      note: 'Every item returned and refunded',
    });
  return note;
}

/**
 * The provider confirmed a return's refund (its direct answer or a webhook, whichever comes first):
 * in one transaction, under the order's row lock, the return moves `received` → `refunded` (a
 * conditional update: a second confirmation finds nothing to move and changes nothing), what it
 * writes is written (`writeReturnRefund`), and the customer's refund mail is queued.
 */
export async function completeReturnRefund(db: Db, returnId: number, providerRefundId: string | null, actor: Actor, publicUrl: string) {
  return db.transaction(async (tx) => {
    const [r0] = await tx.select({ orderId: returnRequests.orderId }).from(returnRequests).where(eq(returnRequests.id, returnId));
    if (!r0) return null;
    const [order] = await tx.select().from(orders).where(eq(orders.id, r0.orderId)).for('update');
    const [r] = await tx
      .update(returnRequests)
      .set({
        status: 'refunded',
        refundedAt: new Date(),
        refundError: null,
        providerRefundId: sql`coalesce(${returnRequests.providerRefundId}, ${providerRefundId})`,
      })
      .where(and(eq(returnRequests.id, returnId), eq(returnRequests.status, 'received')))
      .returning();
    if (!r || !order) return null;
    const amount = r.refundMinor ?? 0;
    const note = await writeReturnRefund(tx, order, r, actor);
    const [user] = await tx.select().from(users).where(eq(users.id, order.userId));
    const creditNote = mailedDocument(publicUrl, order.orderNumber, note);
    if (user && amount > 0) await enqueueMail(tx, orderRefundedMail(user.email, user.firstName, order, amount, publicUrl, creditNote));
    return r;
  });
}

/**
 * Asks the order's provider for a return's refund (the request must be `received`). A refusal or
 * an error leaves it `refund_failed` with the provider's words; a refusal also moves on to a new
 * attempt key (nothing was refunded), while an error keeps the key, so a retry of a refund that did
 * happen is answered from the provider's record instead of refunding again.
 */
export async function askReturnRefund(
  db: Db,
  deps: { providerNamed: (name: string) => PaymentProvider; publicUrl: string; log: (err: unknown) => void },
  r: ReturnRow,
  actor: Actor,
): Promise<'refunded' | 'pending' | 'failed'> {
  const [order] = await db.select().from(orders).where(eq(orders.id, r.orderId));
  if (!order) return 'failed';
  const fail = async (message: string, nextAttempt: boolean) => {
    await db
      .update(returnRequests)
      .set({ status: 'refund_failed', refundError: message, refundAttempt: nextAttempt ? r.refundAttempt + 1 : r.refundAttempt })
      .where(and(eq(returnRequests.id, r.id), eq(returnRequests.status, 'received')));
    return 'failed' as const;
  };
  if ((r.refundMinor ?? 0) === 0) return (await completeReturnRefund(db, r.id, null, actor, deps.publicUrl)) ? 'refunded' : 'pending';
  let result;
  try {
    result = await deps.providerNamed(order.paymentProvider).refund({
      reference: order.paymentReference,
      providerPaymentId: order.providerPaymentId,
      amountMinor: r.refundMinor!,
      currency: order.currency,
      idempotencyKey: refundKey(r),
    });
  } catch (err) {
    deps.log(err);
    return fail(err instanceof Error ? err.message : 'The provider did not answer', false);
  }
  if (result.status === 'failed') return fail(`Refund ${result.refundId} of ${formatMoney(r.refundMinor!, order.country)} refused`, true);
  await db
    .update(returnRequests)
    .set({ providerRefundId: result.refundId })
    .where(and(eq(returnRequests.id, r.id), eq(returnRequests.status, 'received')));
  if (result.status === 'pending') return 'pending';
  await completeReturnRefund(db, r.id, result.refundId, actor, deps.publicUrl);
  return 'refunded';
}

/**
 * A provider's refund notice that belongs to a return: found by the provider's refund id, or, when
 * the notice came before the direct answer stored that id, by the order and the exact amount of a
 * return waiting for its refund. Null when it is not a return's refund.
 */
export async function applyReturnRefundNotice(db: Db, notice: RefundNotice['refund'], actor: Actor, publicUrl: string) {
  const byOrder = notice.reference
    ? eq(orders.paymentReference, notice.reference)
    : notice.providerPaymentId
      ? eq(orders.providerPaymentId, notice.providerPaymentId)
      : null;
  const [row] = notice.refundId
    ? await db.select().from(returnRequests).where(eq(returnRequests.providerRefundId, notice.refundId)).limit(1)
    : [];
  const [match] = row
    ? [row]
    : byOrder
      ? (
          await db
            .select({ r: returnRequests })
            .from(returnRequests)
            .innerJoin(orders, eq(orders.id, returnRequests.orderId))
            .where(and(byOrder, eq(returnRequests.status, 'received'), eq(returnRequests.refundMinor, notice.amountMinor)))
            .limit(1)
        ).map((x) => x.r)
      : [];
  if (!match) return null;
  if (match.status === 'refunded') return 'already-refunded' as const;
  if (notice.status === 'pending') return 'pending' as const;
  if (notice.status === 'failed') {
    await db
      .update(returnRequests)
      .set({ status: 'refund_failed', refundError: 'The provider reported the refund as failed', refundAttempt: match.refundAttempt + 1 })
      .where(and(eq(returnRequests.id, match.id), eq(returnRequests.status, 'received')));
    return 'failed' as const;
  }
  return (await completeReturnRefund(db, match.id, notice.refundId, actor, publicUrl))
    ? ('refunded' as const)
    : ('already-refunded' as const);
}
