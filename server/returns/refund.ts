import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
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

/** Why a return's refund failed when the provider had no record of an unanswered request. */
export const RETURN_REFUND_NOT_MADE = 'The provider has no record of the refund: nothing was refunded';

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
      .where(and(eq(returnRequests.id, returnId), inArray(returnRequests.status, ['received', 'refund_failed'])))
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
 * happen is answered from the provider's record instead of refunding again, and the reconciliation
 * looks for it by that key after an hour (`refund_asked_at` stays set until an answer comes).
 */
export async function askReturnRefund(
  db: Db,
  deps: { providerNamed: (name: string) => PaymentProvider; publicUrl: string; log: (err: unknown) => void },
  r: ReturnRow,
  actor: Actor,
): Promise<'refunded' | 'pending' | 'failed'> {
  const [order] = await db.select().from(orders).where(eq(orders.id, r.orderId));
  if (!order) return 'failed';
  const received = and(eq(returnRequests.id, r.id), eq(returnRequests.status, 'received'));
  const fail = async (message: string, answered: boolean) => {
    await db
      .update(returnRequests)
      .set({
        status: 'refund_failed',
        refundError: message,
        refundAttempt: answered ? r.refundAttempt + 1 : r.refundAttempt,
        ...(answered ? { refundAskedAt: null } : {}),
      })
      .where(received);
    return 'failed' as const;
  };
  if ((r.refundMinor ?? 0) === 0) return (await completeReturnRefund(db, r.id, null, actor, deps.publicUrl)) ? 'refunded' : 'pending';
  await db.update(returnRequests).set({ refundAskedAt: new Date() }).where(received);
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
  await db.update(returnRequests).set({ providerRefundId: result.refundId, refundAskedAt: null }).where(received);
  if (result.status === 'pending') return 'pending';
  await completeReturnRefund(db, r.id, result.refundId, actor, deps.publicUrl);
  return 'refunded';
}

/**
 * The return a provider's refund notice is about: by the provider's refund id; else by the attempt's
 * key the provider kept (Stripe's metadata), only while that attempt is the current one; else, for a
 * success that came before the direct answer named the refund (Paystack), a return of that order
 * waiting for that answer, of exactly the notice's amount.
 */
async function returnOf(db: Db, notice: RefundNotice['refund']) {
  if (notice.refundId) {
    const [byId] = await db.select().from(returnRequests).where(eq(returnRequests.providerRefundId, notice.refundId)).limit(1);
    if (byId) return byId;
  }
  const key = notice.attemptKey ? /^return-(\d+)-(\d+)$/.exec(notice.attemptKey) : null;
  if (key) {
    const [byKey] = await db
      .select()
      .from(returnRequests)
      .where(and(eq(returnRequests.id, Number(key[1])), eq(returnRequests.refundAttempt, Number(key[2]))));
    return byKey ?? null;
  }
  if (notice.status !== 'succeeded' || !notice.reference || notice.attemptKey) return null;
  const [waiting] = await db
    .select({ r: returnRequests })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(
      and(
        eq(orders.paymentReference, notice.reference),
        isNull(returnRequests.providerRefundId),
        inArray(returnRequests.status, ['received', 'refund_failed']),
        eq(returnRequests.refundMinor, notice.amountMinor),
      ),
    )
    .orderBy(returnRequests.id)
    .limit(1);
  return waiting?.r ?? null;
}

/**
 * A provider's word on a return's refund (its event, or its record read by the reconciliation);
 * null when it is not a return's. Pending names the refund (and a request that got no answer is
 * under way again); failed leaves the return `refund_failed`
 * and moves on to a new attempt key; succeeded completes it once, whatever the amount compared to
 * the charge. Only the current attempt is changed: unanswered, under way, or failed without an answer.
 */
export async function applyReturnRefundNotice(db: Db, notice: RefundNotice['refund'], actor: Actor, publicUrl: string) {
  const match = await returnOf(db, notice);
  if (!match) return null;
  if (match.status === 'refunded') return 'already-refunded' as const;
  // A refund the provider reported failed stays so, whatever news of it comes after.
  if (match.status === 'refund_failed' && match.providerRefundId) return 'already-failed' as const;
  const current = and(
    eq(returnRequests.id, match.id),
    eq(returnRequests.refundAttempt, match.refundAttempt),
    or(eq(returnRequests.status, 'received'), and(eq(returnRequests.status, 'refund_failed'), isNull(returnRequests.providerRefundId))),
  );
  const refundId = notice.refundId ?? match.providerRefundId;
  if (notice.status === 'pending') {
    // Under way at the provider: a request that got no answer is no longer a failure to retry.
    await db
      .update(returnRequests)
      .set({ status: 'received', providerRefundId: refundId, refundError: null, refundAskedAt: null })
      .where(current);
    return 'pending' as const;
  }
  if (notice.status === 'failed') {
    const [failed] = await db
      .update(returnRequests)
      .set({
        status: 'refund_failed',
        refundError: 'The provider reported the refund as failed',
        providerRefundId: refundId,
        refundAttempt: match.refundAttempt + 1,
      })
      .where(current)
      .returning();
    return failed ? ('failed' as const) : ('already-failed' as const);
  }
  return (await completeReturnRefund(db, match.id, refundId, actor, publicUrl)) ? ('refunded' as const) : ('already-refunded' as const);
}

/** Returns whose refund the provider took but has not finished, received before `before`: the reconciliation asks about them. */
export async function pendingReturnRefunds(db: Db, before: Date) {
  return db
    .select({ provider: orders.paymentProvider, refundId: returnRequests.providerRefundId })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(and(eq(returnRequests.status, 'received'), isNotNull(returnRequests.providerRefundId), lt(returnRequests.receivedAt, before)))
    .orderBy(returnRequests.receivedAt)
    .limit(200);
}

/**
 * Returns whose refund request got no answer, asked for before `before`: the reconciliation looks
 * for each refund at the provider by its attempt's key.
 */
export async function unansweredReturnRefunds(db: Db, before: Date) {
  return db
    .select({
      r: returnRequests,
      provider: orders.paymentProvider,
      reference: orders.paymentReference,
      providerPaymentId: orders.providerPaymentId,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(
      and(
        inArray(returnRequests.status, ['received', 'refund_failed']),
        isNull(returnRequests.providerRefundId),
        lt(returnRequests.refundAskedAt, before),
      ),
    )
    .orderBy(returnRequests.refundAskedAt)
    .limit(200);
}

/**
 * The provider has no record of the refund an unanswered attempt asked for: nothing was refunded.
 * The return is left `refund_failed` (staff may retry) and the next attempt gets a new key. Only
 * that attempt moves; false when news of it came meanwhile.
 */
export async function endUnansweredReturnRefund(db: Db, r: ReturnRow) {
  const [ended] = await db
    .update(returnRequests)
    .set({
      status: 'refund_failed',
      refundError: RETURN_REFUND_NOT_MADE,
      refundAttempt: r.refundAttempt + 1,
      refundAskedAt: null,
    })
    .where(
      and(
        eq(returnRequests.id, r.id),
        eq(returnRequests.refundAttempt, r.refundAttempt),
        inArray(returnRequests.status, ['received', 'refund_failed']),
        isNull(returnRequests.providerRefundId),
      ),
    )
    .returning();
  return Boolean(ended);
}
