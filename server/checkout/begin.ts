import { endedCheckoutMessage } from '../../domain/checkout/payments';
import type { AuthUser } from '../http/auth';
import { conflict, DomainError, invalid } from '../domain-error';
import type { PaymentProvider } from '../payments/provider';
import type { CheckoutDeps } from './deps';
import { withCheckoutLock } from './lock';
import { createPendingOrder, endPendingOrder, findByKey, heldBy, openAttempts, recordPaymentStart, type OrderRow } from './orders';
import { orderCountry, priceCheckout, type PricedOrder } from './pricing';
import type { CheckoutInput } from '../../domain/checkout/requests';

const PAYMENT_NOT_STARTED = 'We could not start the payment. Please try again.';

interface BeginDeps extends CheckoutDeps {
  providerFor: (country: string) => PaymentProvider;
  /** Stops an open attempt's payment at its provider; 'paid' when it turned out to be paid. */
  stopPayment: (order: OrderRow) => Promise<'stopped' | 'paid'>;
}

/**
 * Starting a checkout, as named steps: price → replace the open attempt → reserve → start payment.
 * Each step that leaves something behind has its undo, run when a later step fails:
 * - price: reads only, nothing to undo;
 * - replace: stops the open attempt's payment at its provider before anything is written; a stop
 *   cannot be taken back, and the attempt ends in the reserve step's transaction (or stays open);
 * - reserve: places the attempt and takes its stock in one transaction; undo = end the attempt and
 *   give the stock back (`endPendingOrder`);
 * - start payment: asks the provider; when it fails, the reserve step is undone and the shopper
 *   told to try again.
 */
function checkoutSteps(deps: BeginDeps) {
  const { db } = deps;

  const price = {
    /** Reprices the basket from the catalogue; the open attempt's units count as available. */
    run: async (userId: number, input: CheckoutInput, open: OrderRow[]) =>
      priceCheckout(deps, userId, input, await heldBy(db, open, orderCountry(input))),
  };

  const replace = {
    /** Stops the open attempt's payment; refuses when it was paid meanwhile (it is then an order). */
    run: async (open: OrderRow[]) => {
      for (const old of open) {
        if ((await deps.stopPayment(old)) === 'paid')
          throw conflict(`Your checkout on another device has just been paid: order ${old.orderNumber} is in My Orders.`);
      }
    },
  };

  const reserve = {
    /** Places the attempt, ends the open one and takes the stock (and a shop code's use) at once. */
    run: (user: AuthUser, key: string, priced: PricedOrder, provider: PaymentProvider, open: OrderRow[]) =>
      createPendingOrder(db, user.id, key, priced, provider.name, open, async (tx, placed) => {
        if (priced.shopCode) await deps.discounts.redeem(tx, priced.shopCode.id, user.id, placed.id, priced.country);
      }),
    undo: (order: OrderRow, note: string) => endPendingOrder(db, order.id, { note }),
  };

  const startPayment = {
    /** Asks the provider to start the payment and keeps where the shopper pays. */
    run: async (user: AuthUser, order: OrderRow, provider: PaymentProvider) => {
      const started = await provider.start(
        {
          reference: order.paymentReference,
          orderNumber: order.orderNumber,
          amountMinor: order.totalMinor,
          currency: order.currency,
          email: user.email,
        },
        {
          callbackUrl: `${deps.publicUrl}/payment/callback?reference=${order.paymentReference}`,
          idempotencyKey: `order-${order.paymentReference}`,
        },
      );
      return recordPaymentStart(db, order.id, started);
    },
  };

  return { price, replace, reserve, startPayment };
}

/** A repeated checkout attempt (double click, retry) gets its first answer back. */
function resume(order: OrderRow) {
  if (order.status !== 'pending') throw conflict(endedCheckoutMessage(order.status === 'abandoned' && order.replacedById !== null));
  if (order.paymentUrl || order.clientSecret) return order;
  throw conflict('Your payment is starting. Please wait a moment.');
}

/**
 * One checkout attempt per customer: the open one (another device, an earlier code) is stopped
 * at its provider and replaced; the new one reserves its stock and starts its payment. Starts of
 * one customer take turns (a lease), so two devices at once cannot cancel each other's.
 */
export function createBegin(deps: BeginDeps) {
  const steps = checkoutSteps(deps);
  return async function begin(user: AuthUser, input: CheckoutInput, flow: 'redirect' | 'card') {
    return withCheckoutLock(deps.db, user.id, async () => {
      const earlier = await findByKey(deps.db, user.id, input.idempotency_key);
      if (earlier) return resume(earlier);
      const open = await openAttempts(deps.db, user.id);
      const priced = await steps.price.run(user.id, input, open);
      const provider = deps.providerFor(priced.country);
      if (provider.flow !== flow)
        throw invalid(flow === 'redirect' ? 'Orders outside Nigeria are paid by card' : 'Orders in Nigeria are paid with Paystack');
      await steps.replace.run(open);
      const { order, created } = await steps.reserve.run(user, input.idempotency_key, priced, provider, open);
      if (!created) return resume(order);
      deps.metrics.orderPlaced(provider.name);
      try {
        return await steps.startPayment.run(user, order, provider);
      } catch (err) {
        // The provider could not start the payment: give the stock back and say so.
        await steps.reserve.undo(order, 'The payment could not be started');
        deps.log(err);
        throw new DomainError('unavailable', PAYMENT_NOT_STARTED);
      }
    });
  };
}
