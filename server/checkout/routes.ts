import { z } from 'zod';
import { normalizeCountry } from '../../domain/country';
import { toMajor } from '../../domain/money';
import type { SessionStore } from '../accounts/sessions';
import { authOf, signedIn } from '../http/auth';
import { notFound } from '../domain-error';
import type { ZodRoutes } from '../http/validate';
import type { DeliveryService } from './delivery';
import type { DeliveryMethod } from '../../domain/checkout/delivery';
import type { IntentResponse } from '../../domain/checkout/payments';
import { checkoutBody, discountBody, quoteBody } from '../../domain/checkout/requests';
import type { CheckoutService } from './service';

const place = z.string().trim().min(1).max(80);
const feeParams = z.object({ country: z.string().length(2), state: place, city: place });
const countryParams = z.object({ countryCode: z.string().regex(/^[A-Za-z]{2}$/, 'Invalid country code') });
const orderNumberParams = z.object({ orderNumber: z.string().regex(/^ZR-[A-Z0-9]{4,12}$/, 'Invalid order number') });

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

    app.get('/api/order/location-fee/:country/:state/:city', { schema: { params: feeParams } }, async (req) => {
      const { country, state, city } = req.params;
      const fee = normalizeCountry(country) === 'NG' ? await delivery.ngFee(state, city) : null;
      if (!fee) throw notFound('We do not deliver to this location yet');
      return { data: { deliveryData: { state: fee.state, city: fee.city, duration: fee.duration }, fee: toMajor(fee.feeMinor) } };
    });

    app.get('/api/order/get-international-delivery-methods/:countryCode', { schema: { params: countryParams } }, async (req) => {
      const { countryCode } = req.params;
      const methods = await delivery.methodsFor(countryCode);
      return { data: methods.map((m): DeliveryMethod => ({ id: m.id, name: m.name, price: toMajor(m.priceMinor), duration: m.duration })) };
    });

    app.post('/api/order/add-discount-code', { schema: { body: discountBody } }, async (req, reply) => {
      const { user } = authOf(req);
      const { code, country } = req.body;
      // The response is the customer's percent as a number.
      const percent = await checkout.applyCode(user, code, country);
      return reply.type('application/json').send(JSON.stringify(percent));
    });

    app.post('/api/order/quote', { schema: { body: quoteBody } }, async (req) => {
      const { user } = authOf(req);
      const input = req.body;
      return { data: await checkout.quote(user, { ...input, idempotency_key: input.idempotency_key ?? 'quote-only-request' }) };
    });

    app.post('/api/order/initiate-order', { schema: { body: checkoutBody } }, async (req) => {
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

    app.post('/api/create-payment-intent', { schema: { body: checkoutBody } }, async (req): Promise<IntentResponse> => {
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
    });

    app.get('/api/order/my-orders', async (req) => {
      const { user } = authOf(req);
      return { data: await checkout.myOrders(user.id) };
    });

    app.get('/api/order/my-orders/:orderNumber', { schema: { params: orderNumberParams } }, async (req) => {
      const { user } = authOf(req);
      const { orderNumber } = req.params;
      const order = await checkout.orderDetail(user.id, orderNumber);
      if (!order) throw notFound('Order not found');
      return { data: order };
    });
  };
