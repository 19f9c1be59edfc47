import { normalizeCountry } from '../../domain/country';
import { toMajor } from '../../domain/money';
import type { SessionStore } from '../accounts/sessions';
import { authOf, signedIn } from '../http/auth';
import { notFound } from '../domain-error';
import { answers, type ZodRoutes } from '../http/validate';
import type { DeliveryService } from './delivery';
import type { DeliveryMethod } from '../../domain/checkout/delivery';
import type { IntentResponse } from '../../domain/checkout/payments';
import {
  deliveryMethodsAnswer,
  discountPercentAnswer,
  initiateAnswer,
  intentAnswer,
  locationFeeAnswer,
  myOrdersAnswer,
  orderDetailAnswer,
  quoteAnswer,
} from '../../domain/checkout/answers';
import { checkoutBody, countryParams, discountBody, feeParams, quoteBody } from '../../domain/checkout/requests';
import { orderNumberParams } from '../../domain/orders';
import type { CheckoutService } from './service';

interface Deps {
  checkout: CheckoutService;
  delivery: DeliveryService;
  sessions: SessionStore;
}

/** Delivery choices, pricing, starting a payment and My Orders: every route needs a signed-in customer. */
export const checkoutRoutes =
  ({ checkout, delivery, sessions }: Deps): ZodRoutes =>
  async (app) => {
    signedIn(app, sessions);

    app.get(
      '/api/order/location-fee/:country/:state/:city',
      { schema: { params: feeParams, response: answers({ 200: locationFeeAnswer }) } },
      async (req) => {
        const { country, state, city } = req.params;
        const fee = normalizeCountry(country) === 'NG' ? await delivery.ngFee(state, city) : null;
        if (!fee) throw notFound('We do not deliver to this location yet');
        return { data: { deliveryData: { state: fee.state, city: fee.city, duration: fee.duration }, fee: toMajor(fee.feeMinor) } };
      },
    );

    app.get(
      '/api/order/get-international-delivery-methods/:countryCode',
      { schema: { params: countryParams, response: answers({ 200: deliveryMethodsAnswer }) } },
      async (req) => {
        const { countryCode } = req.params;
        const methods = await delivery.methodsFor(countryCode);
        return {
          data: methods.map((m): DeliveryMethod => ({ id: m.id, name: m.name, price: toMajor(m.priceMinor), duration: m.duration })),
        };
      },
    );

    // The answer is the customer's percent as a bare number.
    app.post(
      '/api/order/add-discount-code',
      { schema: { body: discountBody, response: answers({ 200: discountPercentAnswer }) } },
      async (req) => {
        const { user } = authOf(req);
        const { code, country } = req.body;
        return checkout.applyCode(user, code, country);
      },
    );

    app.post('/api/order/quote', { schema: { body: quoteBody, response: answers({ 200: quoteAnswer }) } }, async (req) => {
      const { user } = authOf(req);
      const input = req.body;
      return { data: await checkout.quote(user, { ...input, idempotency_key: input.idempotency_key ?? 'quote-only-request' }) };
    });

    app.post('/api/order/initiate-order', { schema: { body: checkoutBody, response: answers({ 200: initiateAnswer }) } }, async (req) => {
      const { user } = authOf(req);
      const order = await checkout.begin(user, req.body, 'redirect');
      return {
        status: true,
        message: 'Order created',
        payment_url: order.paymentUrl,
        reference: order.paymentReference,
        order_number: order.orderNumber,
      };
    });

    app.post(
      '/api/create-payment-intent',
      { schema: { body: checkoutBody, response: answers({ 200: intentAnswer }) } },
      async (req): Promise<IntentResponse> => {
        const { user } = authOf(req);
        const order = await checkout.begin(user, req.body, 'card');
        const provider = checkout.providerNamed(order.paymentProvider);
        return {
          client_secret: order.clientSecret,
          reference: order.paymentReference,
          order_number: order.orderNumber,
          provider: provider.name,
          publishable_key: provider.publishableKey ?? null,
        };
      },
    );

    app.get('/api/order/my-orders', { schema: { response: answers({ 200: myOrdersAnswer }) } }, async (req) => {
      const { user } = authOf(req);
      return { data: await checkout.myOrders(user.id) };
    });

    app.get(
      '/api/order/my-orders/:orderNumber',
      { schema: { params: orderNumberParams, response: answers({ 200: orderDetailAnswer }) } },
      async (req) => {
        const { user } = authOf(req);
        const { orderNumber } = req.params;
        const order = await checkout.orderDetail(user.id, orderNumber);
        if (!order) throw notFound('Order not found');
        return { data: order };
      },
    );
  };
