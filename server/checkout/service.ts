import { and, eq, isNotNull } from 'drizzle-orm';
import type { CountryCode } from '../../domain/country';
import { toMajor } from '../../domain/money';
import { CHECKOUT_REPLACED, endedCheckoutMessage, lateRefundMessage } from '../../domain/checkout/payments';
import { formatMoney } from '../../domain/money';
import type { AuthUser } from '../http/auth';
import { DomainError } from '../domain-error';
import type { Tx } from '../db/client';
import { enqueueMail } from '../mail/outbox';
import { netPaid, refundedOut, refundedOutOf } from '../payments/ledger';
import type { RefundNotice, Verification } from '../payments/provider';
import { users } from '../accounts/schema';
import { emptyBagOf } from '../cart/lifecycle';
import { recordBagOrdered } from '../cart/recovery';
import { createBegin } from './begin';
import type { CheckoutDeps } from './deps';
import { refundEndedAttempt } from './late-refund';
import { orderConfirmationMail } from './mails';
import { withCheckoutLock } from './lock';
import { findByReference, heldBy, openAttempts, ordersOfUser, type OrderRow } from './orders';
import { orderCountry, priceCheckout, resolveCode } from './pricing';
import { orderItems, orders } from './schema';
import type { Quote } from '../../domain/checkout/delivery';
import type { CheckoutInput } from '../../domain/checkout/requests';
import { orderDetailView, orderView } from './serialize';
import { documentsOf, mailedDocument } from '../tax/documents';
import { atTransactionEnd } from '../db/end-steps';
import { invoiceOf } from '../tax/invoices';
import { settlePayment, type SettleOutcome } from './settle';
import { orderHistory } from './history';
import { applyRefundNotice } from './refunds';
import { reconcilePendingRefunds } from './refund-reconcile';

export function createCheckoutService(deps: CheckoutDeps) {
  const { db } = deps;
  const providerFor = (country: string) => (country === 'NG' ? deps.providers.ng : deps.providers.card);
  const providerNamed = (name: string) => [deps.providers.ng, deps.providers.card].find((p) => p.name === name) ?? deps.providers.card;

  async function quote(user: AuthUser, input: CheckoutInput): Promise<Quote> {
    const p = await priceCheckout(deps, user.id, input, await heldBy(db, await openAttempts(db, user.id), orderCountry(input)));
    return {
      currency: p.currency,
      subtotal: toMajor(p.subtotalMinor),
      delivery_fee: toMajor(p.deliveryMinor),
      discount: toMajor(p.discountMinor),
      total: toMajor(p.totalMinor),
      subtotal_minor: p.subtotalMinor,
      delivery_fee_minor: p.deliveryMinor,
      discount_minor: p.discountMinor,
      total_minor: p.totalMinor,
      tax_name: p.tax.name,
      tax_included: p.tax.included,
      tax: toMajor(p.tax.taxMinor),
      tax_minor: p.tax.taxMinor,
    };
  }

  /**
   * Stops an open attempt's payment at its provider before it is replaced or given up (decision
   * 0011). 'paid' when it turned out to be paid already (then it is settled as the order it is).
   */
  async function stopPayment(order: OrderRow): Promise<'stopped' | 'paid'> {
    let answer;
    try {
      answer = await providerNamed(order.paymentProvider).cancel(order.paymentReference, order.providerPaymentId);
    } catch (err) {
      // Could not reach the provider: the attempt ends all the same and a late payment is refunded.
      deps.log(err);
      return 'stopped';
    }
    if (answer !== 'succeeded') return 'stopped';
    const { order: after } = await confirm(order.paymentReference);
    return after && after.status !== 'pending' && after.status !== 'abandoned' ? 'paid' : 'stopped';
  }

  const begin = createBegin({ ...deps, providerFor, stopPayment });

  /**
   * Queues the confirmation mail in the transaction that marks the order paid. The mail names the
   * invoice, which is numbered as that transaction ends: the mail is queued after it.
   */
  async function queueConfirmation(tx: Tx, order: OrderRow) {
    const [user] = await tx.select().from(users).where(eq(users.id, order.userId));
    if (!user) return;
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    await atTransactionEnd(tx, async () => {
      const invoice = mailedDocument(deps.publicUrl, order.orderNumber, await invoiceOf(tx, order.id));
      await enqueueMail(tx, orderConfirmationMail(user.email, user.firstName, order, items, deps.publicUrl, invoice));
    });
  }

  /**
   * What happens with the order marked paid, in its transaction: the mail is queued, her bag
   * emptied (decision 0052) and a reminder that brought her back credited (decision 0054).
   */
  async function paid(tx: Tx, order: OrderRow) {
    await queueConfirmation(tx, order);
    await emptyBagOf(tx, order.userId);
    await recordBagOrdered(tx, order);
  }

  /** Applies a verified payment (return, webhook, job) from `provider`; money for an ended attempt goes back. */
  async function applyVerification(reference: string, verification: Verification, provider: string): Promise<SettleOutcome> {
    const outcome = await settlePayment(db, reference, verification, paid);
    deps.metrics.payment(provider, outcome);
    if (outcome !== 'refund-due') return outcome;
    const order = await findByReference(db, reference);
    if (!order) return outcome;
    try {
      await refundEndedAttempt(db, providerNamed(order.paymentProvider), order, deps.publicUrl);
    } catch (err) {
      // Refused: the reconciliation asks again with a new key. No answer: it looks the refund up by its key.
      deps.log(err);
    }
    return outcome;
  }

  /** What the shopper is told about an attempt that is not (or no longer) a paid order. */
  async function messageFor(order: OrderRow): Promise<string | undefined> {
    const lateMoney =
      (order.status === 'refunded' && !order.confirmationSentAt) || (order.status === 'abandoned' && (await netPaid(db, order.id)) > 0);
    // Paid after the attempt had ended: refunded (or being refunded), never kept.
    if (lateMoney) return lateRefundMessage(formatMoney(order.totalMinor, order.country));
    if (order.status === 'abandoned' && order.replacedById) return CHECKOUT_REPLACED;
    return undefined;
  }

  /** Asks the order's provider how its payment went and applies the answer once. */
  async function confirm(reference: string): Promise<{ outcome: SettleOutcome; order: OrderRow | null; message?: string }> {
    const order = await findByReference(db, reference);
    if (!order) return { outcome: 'unknown-order', order: null };
    // An ended attempt is asked too: it may have been paid after it ended (then it is refunded), and
    // so is an order staff cancelled before payment (money that arrives then is held for review).
    const startedPayment = Boolean(order.paymentUrl || order.clientSecret);
    const endedUnpaid = order.status === 'abandoned' || order.status === 'cancelled';
    if (order.status !== 'pending' && !(endedUnpaid && startedPayment)) {
      return { outcome: 'already-paid', order, message: await messageFor(order) };
    }
    let verification;
    try {
      verification = await providerNamed(order.paymentProvider).verify(order.paymentReference, order.providerPaymentId);
    } catch (err) {
      // The provider is unreachable or refused: the order stays pending for a later check.
      deps.log(err);
      throw new DomainError('unavailable', 'We could not check your payment just now. Please try again in a moment.');
    }
    const outcome = await applyVerification(reference, verification, order.paymentProvider);
    const after = await findByReference(db, reference);
    return { outcome, order: after, message: after ? await messageFor(after) : undefined };
  }

  async function myOrders(userId: number) {
    const list = await ordersOfUser(db, userId);
    const refunded = await refundedOutOf(
      db,
      list.map(({ order }) => order.id),
    );
    return list.map(({ order, items }) => orderView(order, items, refunded.get(order.id) ?? 0));
  }

  /** One of the customer's paid orders in full, with its status history; null when not theirs. */
  async function orderDetail(userId: number, orderNumber: string) {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId), isNotNull(orders.paidAt)));
    if (!order) return null;
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
    const history = await orderHistory(db, order.id);
    return orderDetailView(order, items, history, await refundedOut(db, order.id), await documentsOf(db, order, 'shopper'));
  }

  /** Checkout's discount field: the customer's percent for a code. */
  async function applyCode(user: AuthUser, code: string, country: CountryCode | null) {
    return (await resolveCode(deps, code, user.id, country)).percent;
  }

  /** The customer's own checkout attempt or order by payment reference; null when it is not theirs. */
  async function attemptOf(userId: number, reference: string) {
    const order = await findByReference(db, reference);
    return order && order.userId === userId ? order : null;
  }

  /**
   * Why the customer's attempt ended, read once no checkout of hers is starting: a newer attempt
   * stops the old payment before its own transaction marks the old one replaced.
   */
  async function endedMessage(userId: number, reference: string) {
    const order = await withCheckoutLock(db, userId, () => attemptOf(userId, reference));
    return endedCheckoutMessage(order?.replacedById != null);
  }

  /** A provider's refund notification (webhook), applied once. */
  const applyRefund = (notice: RefundNotice['refund']) => applyRefundNotice(db, notice, deps.publicUrl);

  /** Refunds left pending an hour, asked about by their id (the reconciliation). */
  const reconcileRefunds = (now?: number) => reconcilePendingRefunds(db, { providerNamed, publicUrl: deps.publicUrl, log: deps.log }, now);

  return {
    reconcileRefunds,
    applyCode,
    quote,
    begin,
    attemptOf,
    endedMessage,
    orderDetail,
    confirm,
    applyVerification,
    stopPayment,
    myOrders,
    queueConfirmation,
    providerNamed,
    applyRefund,
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
