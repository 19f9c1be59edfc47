import { and, eq, inArray } from 'drizzle-orm';
import { ORDER_MESSAGES as M } from '../../domain/admin/orders';
import { formatMoney, toMinor } from '../../domain/money';
import type { Db, Tx } from '../db/client';
import { creditCommission } from '../influencers/ledger';
import { uniqueViolation } from '../db/errors';
import { DomainError } from '../domain-error';
import { netPaid } from '../payments/ledger';
import type { PaymentProvider } from '../payments/provider';
import { hasReturns } from '../returns/lines';
import { recordAudit } from '../staff/audit';
import type { StaffSession } from '../staff/two-factor';
import { orderDeliveredMail } from './mails';
import { holdsStock, releaseStock, type OrderRow } from './orders';
import { askRefund, endAttempt, openAttempt } from './refund-attempts';
import { completeRefund, isRefundable } from './refunds';
import { orderRefunds, orders } from './schema';
import { findStaffOrder, mailOrderCustomer, staffActor, staffMove, statusWord } from './staff-move';

interface StaffOrderDeps {
  db: Db;
  publicUrl: string;
  providerNamed: (name: string) => PaymentProvider;
  /** Stops an unpaid order's payment at its provider; 'paid' when the money had already arrived. */
  stopPayment: (order: OrderRow) => Promise<'stopped' | 'paid'>;
  /** Queues the order's confirmation mail in the caller's transaction. */
  queueConfirmation: (tx: Tx, order: OrderRow) => Promise<void>;
  /** Told once an order's delivery (or collection) has committed: its review invitation may be due at once. */
  delivered: () => void;
  log: (err: unknown) => void;
}

/** Staff moves of an order: complete (delivered), accept one held for review, cancel an unpaid one, refund a paid one. */
export function createStaffOrderService(deps: StaffOrderDeps) {
  const { db } = deps;

  const find = (orderNumber: string) => findStaffOrder(db, orderNumber);

  /** Processing, shipped or ready for pickup → completed (delivered or collected); the customer is told. */
  async function complete(staff: StaffSession, orderNumber: string) {
    const order = await find(orderNumber);
    const moved = await db.transaction(async (tx) => {
      const [now] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
      const from = now!.status;
      if (from !== 'processing' && from !== 'shipped' && from !== 'ready_for_pickup')
        throw new DomainError('conflict', M.completeOnlyProcessing(statusWord(from)));
      const note = order.isPickup ? 'Collected' : 'Delivered';
      const moved = await staffMove(tx, staff, now!, { from, to: 'completed', note, action: 'order.complete' });
      if (!moved) throw new DomainError('conflict', M.stillChanging);
      await mailOrderCustomer(tx, moved, (email, name) => orderDeliveredMail(email, name, moved, deps.publicUrl));
      return moved;
    });
    deps.delivered();
    return moved;
  }

  /**
   * Review → processing: staff let an order held for review go ahead as paid (say the amount that
   * arrived differed a little). Only while it still holds its stock; the influencer's commission is
   * credited and the customer gets the confirmation, as when a payment settles.
   */
  async function accept(staff: StaffSession, orderNumber: string) {
    const order = await find(orderNumber);
    if (order.status !== 'review') throw new DomainError('conflict', M.acceptOnlyReview(statusWord(order.status)));
    if (!(await holdsStock(db, order))) throw new DomainError('conflict', M.acceptStockGone);
    return db.transaction(async (tx) => {
      const moved = await staffMove(tx, staff, order, {
        from: 'review',
        to: 'processing',
        note: 'Payment accepted by staff',
        action: 'order.accept',
        set: { confirmationSentAt: new Date() },
      });
      if (!moved) throw new DomainError('conflict', M.stillChanging);
      await creditCommission(tx, moved);
      await deps.queueConfirmation(tx, moved);
      return moved;
    });
  }

  /** An unpaid order is cancelled (its reserved stock goes back); a paid one is refunded. */
  async function cancel(staff: StaffSession, orderNumber: string, amount?: number) {
    const order = await find(orderNumber);
    if (order.status === 'pending') {
      // The payment is stopped first, so the shopper cannot pay for an order that is no longer coming.
      if ((await deps.stopPayment(order)) === 'paid')
        throw new DomainError('conflict', M.paidMeanwhile(statusWord((await find(orderNumber)).status)));
      return cancelUnpaid(staff, order);
    }
    if (isRefundable(order.status)) return refund(staff, order, amount);
    if (order.status === 'refunded') throw new DomainError('conflict', M.alreadyRefunded);
    throw new DomainError('conflict', M.cannotCancel(statusWord(order.status)));
  }

  async function cancelUnpaid(staff: StaffSession, order: OrderRow) {
    return db.transaction(async (tx) => {
      const moved = await staffMove(tx, staff, order, {
        from: 'pending',
        to: 'cancelled',
        note: 'Cancelled by staff before payment',
        action: 'order.cancel',
      });
      if (!moved) throw new DomainError('conflict', M.stillChanging);
      await releaseStock(tx, moved);
      return moved;
    });
  }

  /**
   * The refund claim (one row per order, under the order's lock) decides which of several staff
   * refunds; the provider is then asked with the key of this attempt (`order-refund-<id>-<attempt>`),
   * and its confirmation, now, by the refund's event or by the reconciliation, completes the refund
   * once. A refund under way refuses another (409); a failed one, or one whose request got no answer,
   * may be asked again (a late payment's failed refund too: staff then take it over).
   */
  async function refund(staff: StaffSession, order: OrderRow, amount?: number) {
    // What the shop holds of the order's money (the ledger): its total once paid, or what arrived
    // for an order held for review.
    if (await hasReturns(db, order.id)) throw new DomainError('conflict', M.hasReturns);
    const heldMinor = await netPaid(db, order.id);
    const paid = formatMoney(heldMinor, order.country);
    const asked = amount === undefined ? heldMinor : toMinor(amount);
    if (asked > heldMinor) throw new DomainError('conflict', M.moreThanPaid(paid));
    if (asked !== heldMinor) throw new DomainError('conflict', M.wholeOrderOnly(paid));
    let claim;
    try {
      claim = await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
        if (!locked || !isRefundable(locked.status)) {
          throw new DomainError('conflict', locked?.status === 'refunded' ? M.alreadyRefunded : M.cannotCancel(statusWord(locked!.status)));
        }
        const [existing] = await tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
        const again = ['failed', 'unanswered'] as const;
        if (existing && !(again as readonly string[]).includes(existing.status))
          throw new DomainError('conflict', existing.status === 'succeeded' ? M.alreadyRefunded : M.refundUnderWay);
        const [row] = existing
          ? await tx
              .update(orderRefunds)
              .set({
                status: 'requested',
                kind: 'staff',
                staffId: staff.userId,
                amountMinor: asked,
                createdAt: new Date(),
                providerRefundId: null,
              })
              .where(and(eq(orderRefunds.id, existing.id), inArray(orderRefunds.status, again)))
              .returning()
          : await tx
              .insert(orderRefunds)
              .values({
                orderId: order.id,
                amountMinor: asked,
                currency: order.currency,
                provider: order.paymentProvider,
                staffId: staff.userId,
              })
              .returning();
        if (!row) throw new DomainError('conflict', M.refundUnderWay);
        await recordAudit(tx, {
          staffId: staff.userId,
          ip: staff.ip,
          action: 'order.refund',
          targetType: 'order',
          targetId: order.orderNumber,
          before: { status: locked.status },
          after: { refund: formatMoney(asked, order.country), provider: order.paymentProvider },
        });
        return row;
      });
    } catch (err) {
      // Two staff at once: the second insert meets the unique order key.
      if (uniqueViolation(err) === 'order_refunds_order_key') throw new DomainError('conflict', M.refundUnderWay);
      throw err;
    }
    const provider = deps.providerNamed(order.paymentProvider);
    const requested = openAttempt(claim, ['requested']);
    let result;
    try {
      result = await askRefund(db, provider, { ...order, amountMinor: asked, currency: order.currency }, claim);
    } catch (err) {
      // No answer: the attempt (and its key) stays for the retry, which the provider answers from
      // its record; the refund's event may still complete it.
      deps.log(err);
      throw new DomainError('unavailable', M.providerFailed);
    }
    if (result.status === 'failed') {
      // Refused: nothing was refunded, so the next attempt is a new refund with a new key.
      await endAttempt(db, claim, result.refundId, ['requested']);
      throw new DomainError('unavailable', M.providerRefused);
    }
    // Its event may have come first and moved the refund on: each step is conditional.
    await db.update(orderRefunds).set({ status: 'pending', providerRefundId: result.refundId }).where(requested);
    if (result.status === 'succeeded') await completeRefund(db, claim.id, result.refundId, staffActor(staff), deps.publicUrl);
    return find(order.orderNumber);
  }

  return { complete, accept, cancel };
}

export type StaffOrderService = ReturnType<typeof createStaffOrderService>;
