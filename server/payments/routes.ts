import type { FastifyRequest } from 'fastify';
import type { PaymentsConfig } from '../../domain/checkout/payments';
import { confirmAnswer, paymentsConfigAnswer, testOutcomeAnswer, testPaymentAnswer, webhookAnswer } from '../../domain/checkout/answers';
import { confirmBody, testPaymentParams } from '../../domain/checkout/requests';
import { toMajor } from '../../domain/money';
import type { SessionStore } from '../accounts/sessions';
import type { CheckoutService } from '../checkout/service';
import { conflict, notFound } from '../domain-error';
import { authOf, signedIn } from '../http/auth';
import { HttpError } from '../http/errors';
import { answers, type ZodApp, type ZodRoutes } from '../http/validate';
import type { PaymentService } from './service';

/** A webhook's description in the OpenAPI document: its body is the provider's, never checked by a schema. */
const WEBHOOK =
  'Called by the payment provider, not by shop clients: its signed event, read as JSON only once the signature over the raw bytes checks out.';

interface Deps {
  payments: PaymentService;
  checkout: CheckoutService;
  sessions: SessionStore;
}

export const paymentRoutes =
  ({ payments, checkout, sessions }: Deps): ZodRoutes =>
  async (app) => {
    app.get('/api/payments/config', { schema: { response: answers({ 200: paymentsConfigAnswer }) } }, async (): Promise<PaymentsConfig> =>
      payments.config(),
    );

    // The signed-in customer's own payments.
    await app.register(async (customer: ZodApp) => {
      signedIn(customer, sessions);

      /** The customer's own order by payment reference; anyone else's is not found. */
      async function ownOrder(req: FastifyRequest, reference: string) {
        const order = await checkout.attemptOf(authOf(req).user.id, reference);
        if (!order) throw notFound('Order not found');
        return order;
      }

      customer.post('/api/payments/confirm', { schema: { body: confirmBody, response: answers({ 200: confirmAnswer }) } }, async (req) => {
        const { reference } = req.body;
        await ownOrder(req, reference);
        const { order, message } = await checkout.confirm(reference);
        return { status: order!.status, order_number: order!.orderNumber, ...(message ? { message } : {}) };
      });

      // Test mode's stand-in for the provider's payment page and card network.
      customer.get(
        '/api/test-payments/:reference',
        { schema: { params: testPaymentParams, response: answers({ 200: testPaymentAnswer }) } },
        async (req) => {
          const { reference } = req.params;
          const order = await ownOrder(req, reference);
          if (order.paymentProvider !== 'test') throw notFound('Order not found');
          return {
            reference,
            amount: toMajor(order.totalMinor),
            amount_minor: order.totalMinor,
            currency: order.currency,
            country: order.country,
            status: order.status,
            order_number: order.orderNumber,
          };
        },
      );

      customer.post(
        '/api/test-payments/:reference/:outcome',
        { schema: { params: testPaymentParams, response: answers({ 200: testOutcomeAnswer }) } },
        async (req) => {
          const { reference, outcome } = req.params;
          const order = await ownOrder(req, reference);
          if (order.paymentProvider !== 'test') throw notFound('Order not found');
          const row = await payments.settleTest(reference, outcome === 'pay' ? 'succeeded' : 'failed');
          if (!row) throw notFound('Payment not found');
          // Stopped because a newer checkout replaced it (or it lapsed): like a cancelled PaymentIntent.
          if (row.status === 'cancelled') throw conflict(await checkout.endedMessage(authOf(req).user.id, reference));
          return { status: row.status };
        },
      );
    });

    // Provider webhooks: authenticated from the raw bytes, so JSON is parsed only after the check.
    await app.register(async (hooks: ZodApp) => {
      hooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
      const schema = { tags: ['webhooks'], description: WEBHOOK, response: answers({ 200: webhookAnswer }) };
      for (const provider of payments.webhookProviders()) {
        hooks.post(`/api/payments/webhooks/${provider.name}`, { schema }, async (req) => {
          if (!Buffer.isBuffer(req.body)) throw new HttpError(400, 'Expected a JSON body');
          return payments.receiveWebhook(provider, req.body, req.headers);
        });
      }
    });
  };
