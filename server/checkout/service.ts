import { eq } from 'drizzle-orm';
import { toMajor } from '../../domain/money';
import type { AddressService } from '../accounts/addresses';
import type { AuthUser } from '../http/auth';
import { badRequest, HttpError } from '../http/errors';
import type { Db, Tx } from '../db/client';
import { enqueueMail } from '../mail/outbox';
import type { PaymentProvider } from '../payments/provider';
import { settlePayment, type SettleOutcome } from '../payments/settle';
import { users } from '../accounts/schema';
import type { DiscountService } from '../discounts/service';
import type { DeliveryService } from './delivery';
import { orderConfirmationMail } from './mails';
import { cancelOtherPendingOrders, cancelPendingOrder, createPendingOrder, findByKey, findByReference, ordersOfUser, type OrderRow } from './orders';
import { priceCheckout, resolveCode } from './pricing';
import { orderItems, orders } from './schema';
import type { CheckoutInput } from './schemas';
import { orderView } from './serialize';
import { applyRefundNotice } from './refunds';
import type { RefundNotice } from '../payments/provider';

export interface CheckoutDeps {
  db: Db;
  delivery: DeliveryService;
  addresses: AddressService;
  discounts: DiscountService;
  publicUrl: string;
  /** Paystack (or test mode) for NG; Stripe (or test mode) for card payments elsewhere. */
  providers: { ng: PaymentProvider; card: PaymentProvider };
  log: (err: unknown) => void;
}

export function createCheckoutService(deps: CheckoutDeps) {
  const { db } = deps;
  const providerFor = (country: string) => (country === 'NG' ? deps.providers.ng : deps.providers.card);
  const providerNamed = (name: string) => [deps.providers.ng, deps.providers.card].find((p) => p.name === name) ?? deps.providers.card;

  async function quote(user: AuthUser, input: CheckoutInput) {
    const p = await priceCheckout(deps, user.id, input);
    return {
      currency: p.currency,
      subtotal: toMajor(p.subtotalMinor), delivery_fee: toMajor(p.deliveryMinor), discount: toMajor(p.discountMinor), total: toMajor(p.totalMinor),
      subtotal_minor: p.subtotalMinor, delivery_fee_minor: p.deliveryMinor, discount_minor: p.discountMinor, total_minor: p.totalMinor,
    };
  }

  /** A repeated checkout attempt (double click, retry) gets its first answer back. */
  function resume(order: OrderRow) {
    if (order.status !== 'pending') throw new HttpError(409, 'This checkout attempt has ended. Please try again.');
    if (order.paymentUrl || order.clientSecret) return order;
    throw new HttpError(409, 'Your payment is starting. Please wait a moment.');
  }

  /** One checkout attempt: a pending order with stock reserved, and the provider's payment started. */
  async function begin(user: AuthUser, input: CheckoutInput, flow: 'redirect' | 'card') {
    let priced;
    try {
      priced = await priceCheckout(deps, user.id, input);
    } catch (err) {
      // This attempt's own order (placed by an earlier or a simultaneous twin request) may hold
      // the last unit: a retry gets that order back rather than "out of stock".
      const earlier = err instanceof HttpError ? await findByKey(db, user.id, input.idempotency_key) : null;
      if (earlier) return resume(earlier);
      throw err;
    }
    const provider = providerFor(priced.country);
    if (provider.flow !== flow) {
      throw badRequest(flow === 'redirect' ? 'Orders outside Nigeria are paid by card' : 'Orders in Nigeria are paid with Paystack');
    }
    const shopCode = priced.shopCode;
    const { order, created } = await createPendingOrder(db, user.id, input.idempotency_key, priced, provider.name, async (tx, placed) => {
      if (shopCode) await deps.discounts.redeem(tx, shopCode.id, user.id, placed.id, priced.country);
    });
    if (!created) return resume(order);
    // A new attempt replaces the customer's earlier unpaid ones (e.g. a code applied after the
    // card secret was made): their reserved stock goes back. A late payment for one goes to review.
    await cancelOtherPendingOrders(db, user.id, order.id);
    try {
      const started = await provider.start(
        { reference: order.paymentReference, orderNumber: order.orderNumber, amountMinor: order.totalMinor, currency: order.currency, email: user.email },
        { callbackUrl: `${deps.publicUrl}/payment/callback?reference=${order.paymentReference}`, idempotencyKey: `order-${order.paymentReference}` },
      );
      const [updated] = await db.update(orders).set({
        paymentUrl: started.paymentUrl ?? null, clientSecret: started.clientSecret ?? null, providerPaymentId: started.providerPaymentId ?? null,
      }).where(eq(orders.id, order.id)).returning();
      return updated!;
    } catch (err) {
      // The provider could not start the payment: give the stock back and say so.
      await cancelPendingOrder(db, order.id);
      deps.log(err);
      throw new HttpError(502, 'We could not start the payment. Please try again.');
    }
  }

  /** Queues the confirmation mail in the transaction that marks the order paid. */
  async function queueConfirmation(tx: Tx, order: OrderRow) {
    const [user] = await tx.select().from(users).where(eq(users.id, order.userId));
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    if (user) await enqueueMail(tx, orderConfirmationMail(user.email, user.firstName, order, items, deps.publicUrl));
  }

  /** Asks the order's provider how its payment went and applies the answer once. */
  async function confirm(reference: string): Promise<{ outcome: SettleOutcome; order: OrderRow | null }> {
    const order = await findByReference(db, reference);
    if (!order) return { outcome: 'unknown-order', order: null };
    if (order.status !== 'pending') return { outcome: 'already-paid', order };
    let verification;
    try {
      verification = await providerNamed(order.paymentProvider).verify(order.paymentReference, order.providerPaymentId);
    } catch (err) {
      // The provider is unreachable or refused: the order stays pending for a later check.
      deps.log(err);
      throw new HttpError(502, 'We could not check your payment just now. Please try again in a moment.');
    }
    const outcome = await settlePayment(db, reference, verification, queueConfirmation);
    return { outcome, order: await findByReference(db, reference) };
  }

  async function myOrders(userId: number) {
    return (await ordersOfUser(db, userId)).map(({ order, items }) => orderView(order, items));
  }

  /** Checkout's discount field: the customer's percent for a code (spec §7 add-discount-code). */
  async function applyCode(user: AuthUser, code: string, country: string | null) {
    return (await resolveCode(deps, code, user.id, country)).percent;
  }

  /** A provider's refund notification (webhook), applied once. */
  const applyRefund = (notice: RefundNotice['refund']) => applyRefundNotice(db, notice, deps.publicUrl);

  return { applyCode, quote, begin, confirm, myOrders, queueConfirmation, providerNamed, applyRefund };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
