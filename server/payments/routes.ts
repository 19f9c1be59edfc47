import type { FastifyPluginAsync } from 'fastify';
import type { PaymentsConfig } from '../../domain/checkout/payments';
import { z } from 'zod';
import { toMajor } from '../../domain/money';
import { CHECKOUT_REPLACED } from '../../domain/orders';
import type { SessionStore } from '../accounts/sessions';
import { findByReference } from '../checkout/orders';
import type { CheckoutService } from '../checkout/service';
import type { Db } from '../db/client';
import { requireAuth } from '../http/auth';
import { HttpError, notFound } from '../http/errors';
import { parse } from '../http/validate';
import { WebhookSignatureError, type PaymentProvider } from './provider';
import { eventSeen, recordEvent } from './settle';
import { settleTestPayment } from './test-provider';

const referenceSchema = z.string().regex(/^zr_[A-Z0-9]{10,30}$/, 'Invalid payment reference');
const confirmBody = z.object({ reference: referenceSchema }).strict();
const referenceParams = z.object({ reference: referenceSchema, outcome: z.enum(['pay', 'decline']).optional() });

interface Deps { db: Db; checkout: CheckoutService; sessions: SessionStore; providers: { ng: PaymentProvider; card: PaymentProvider } }

export const paymentRoutes = ({ db, checkout, sessions, providers }: Deps): FastifyPluginAsync => async (app) => {
  /** The signed-in customer's own order by payment reference; anyone else's is not found. */
  async function ownOrder(req: Parameters<typeof requireAuth>[0], reference: string) {
    const { user } = await requireAuth(req, sessions);
    const order = await findByReference(db, reference);
    if (!order || order.userId !== user.id) throw notFound('Order not found');
    return order;
  }

  app.get('/api/payments/config', async (): Promise<PaymentsConfig> => ({
    ng: providers.ng.name,
    card: providers.card.name,
    publishable_key: providers.card.publishableKey ?? null,
  }));

  app.post('/api/payments/confirm', async (req) => {
    const { reference } = parse(confirmBody, req.body);
    await ownOrder(req, reference);
    const { order, message } = await checkout.confirm(reference);
    return { status: order!.status, order_number: order!.orderNumber, ...(message ? { message } : {}) };
  });

  // Test mode's stand-in for the provider's payment page and card network.
  app.get('/api/test-payments/:reference', async (req) => {
    const { reference } = parse(referenceParams, req.params);
    const order = await ownOrder(req, reference);
    if (order.paymentProvider !== 'test') throw notFound('Order not found');
    return { reference, amount: toMajor(order.totalMinor), amount_minor: order.totalMinor, currency: order.currency, country: order.country, status: order.status, order_number: order.orderNumber };
  });

  app.post('/api/test-payments/:reference/:outcome', async (req) => {
    const { reference, outcome } = parse(referenceParams, req.params);
    const order = await ownOrder(req, reference);
    if (order.paymentProvider !== 'test') throw notFound('Order not found');
    const row = await settleTestPayment(db, reference, outcome === 'pay' ? 'succeeded' : 'failed');
    if (!row) throw notFound('Payment not found');
    // Stopped because a newer checkout replaced it (or it lapsed): like a cancelled PaymentIntent.
    if (row.status === 'cancelled') throw new HttpError(409, order.replacedById ? CHECKOUT_REPLACED : 'This checkout attempt has ended. Please try again.');
    return { status: row.status };
  });

  // Provider webhooks: authenticated from the raw bytes, so JSON is parsed only after the check.
  await app.register(async (hooks) => {
    hooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    for (const provider of new Set([providers.ng, providers.card])) {
      if (provider.name === 'test') continue;
      hooks.post(`/api/payments/webhooks/${provider.name}`, async (req) => {
        if (!Buffer.isBuffer(req.body)) throw new HttpError(400, 'Expected a JSON body');
        let notice;
        try {
          notice = provider.parseWebhook(req.body, req.headers);
        } catch (err) {
          if (err instanceof WebhookSignatureError) throw new HttpError(400, err.message);
          throw new HttpError(400, 'Malformed webhook');
        }
        if (!notice) return { received: true };
        if ('refund' in notice) {
          if (await eventSeen(db, provider.name, notice.refund.eventId)) return { received: true, outcome: 'duplicate' };
          const outcome = await checkout.applyRefund(notice.refund);
          await recordEvent(db, provider.name, notice.refund.eventId);
          return { received: true, outcome };
        }
        const { eventId } = notice.verification;
        if (await eventSeen(db, provider.name, eventId)) return { received: true, outcome: 'duplicate' };
        // Concurrent redeliveries may both get here; settlePayment's conditional update lets one win.
        const outcome = await checkout.applyVerification(notice.reference, notice.verification);
        await recordEvent(db, provider.name, eventId);
        return { received: true, outcome };
      });
    }
  });
};
