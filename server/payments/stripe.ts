import Stripe from 'stripe';
import { WebhookSignatureError, type PaymentProvider, type RefundNotice, type RefundState, type Verification } from './provider';

/** The Refund object's metadata field that names the shop's attempt (its idempotency key). */
const REFUND_KEY = 'refund_key';
/** Stripe's events about one refund; each carries the Refund object. */
const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'refund.failed']);

/**
 * A webhook's event once its Stripe-Signature (HMAC-SHA256 of `t.payload`, within Stripe's tolerance)
 * is checked under the endpoint's secret; a missing or wrong signature throws WebhookSignatureError.
 */
export function verifiedStripeEvent(
  stripe: Stripe,
  webhookSecret: string,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Stripe.Event {
  const signature = headers['stripe-signature'];
  if (typeof signature !== 'string') throw new WebhookSignatureError('Missing signature');
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch {
    throw new WebhookSignatureError('Invalid signature');
  }
}

/** Where the Stripe client sends requests; tests point it at a local server speaking Stripe's API. */
interface StripeEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/**
 * Stripe for card payments outside NG, through the official client: a PaymentIntent per order
 * (created with an idempotency key), confirmed in the browser by Stripe Elements, verified by
 * retrieving the intent, and `payment_intent.succeeded` and `refund.*` webhooks checked with Stripe-Signature.
 * A refund is asked with its attempt's key as idempotency key and in its metadata, so an attempt
 * whose answer was lost is found again among the intent's refunds.
 */
export function createStripeProvider(options: {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  endpoint?: StripeEndpoint;
}): PaymentProvider {
  const stripe = new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 15_000, ...(options.endpoint ?? {}) });

  const toVerification = (pi: Stripe.PaymentIntent, eventId: string): Verification => ({
    status: pi.status === 'succeeded' ? 'succeeded' : pi.status === 'canceled' ? 'failed' : 'pending',
    amountMinor: pi.amount_received || pi.amount,
    currency: pi.currency.toUpperCase(),
    eventId,
  });

  const refundState = (status: string | null): RefundState =>
    status === 'succeeded' ? 'succeeded' : status === 'failed' || status === 'canceled' ? 'failed' : 'pending';

  const toNotice = (refund: Stripe.Refund, eventId: string): RefundNotice['refund'] => ({
    status: refundState(refund.status),
    reference: null,
    providerPaymentId: typeof refund.payment_intent === 'string' ? refund.payment_intent : (refund.payment_intent?.id ?? null),
    refundId: refund.id,
    attemptKey: refund.metadata?.[REFUND_KEY] ?? null,
    amountMinor: refund.amount,
    currency: refund.currency.toUpperCase(),
    eventId,
  });

  return {
    name: 'stripe',
    flow: 'card',
    publishableKey: options.publishableKey,
    async start(req, { idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: req.amountMinor,
          currency: req.currency.toLowerCase(),
          receipt_email: req.email,
          automatic_payment_methods: { enabled: true },
          metadata: { reference: req.reference, order_number: req.orderNumber },
        },
        { idempotencyKey },
      );
      return { clientSecret: intent.client_secret ?? undefined, providerPaymentId: intent.id };
    },
    async verify(_reference, providerPaymentId) {
      if (!providerPaymentId) return { status: 'failed', amountMinor: 0, currency: '', eventId: 'stripe:missing' };
      const intent = await stripe.paymentIntents.retrieve(providerPaymentId);
      return toVerification(intent, `stripe:${intent.id}:${intent.status}`);
    },
    async cancel(_reference, providerPaymentId) {
      if (!providerPaymentId) return 'cancelled';
      try {
        const intent = await stripe.paymentIntents.cancel(providerPaymentId, { cancellation_reason: 'abandoned' });
        return intent.status === 'succeeded' ? 'succeeded' : 'cancelled';
      } catch (err) {
        // Stripe refuses to cancel an intent that is already paid (or already cancelled): ask it which.
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
        const intent = await stripe.paymentIntents.retrieve(providerPaymentId);
        if (intent.status === 'succeeded') return 'succeeded';
        if (intent.status === 'canceled') return 'cancelled';
        throw err;
      }
    },
    async refund(req) {
      if (!req.providerPaymentId) throw new Error('Stripe refund without a PaymentIntent id');
      const refund = await stripe.refunds.create(
        { payment_intent: req.providerPaymentId, amount: req.amountMinor, metadata: { [REFUND_KEY]: req.idempotencyKey } },
        { idempotencyKey: req.idempotencyKey },
      );
      return { status: refundState(refund.status), refundId: refund.id };
    },
    async refundStatus(refundId) {
      const refund = await stripe.refunds.retrieve(refundId);
      return toNotice(refund, `stripe:${refund.id}:${refund.status}`);
    },
    async findRefund({ providerPaymentId, idempotencyKey }) {
      if (!providerPaymentId) return null;
      // GET /v1/refunds?payment_intent=…, every page: the attempt's key is in its refund's metadata.
      for await (const refund of stripe.refunds.list({ payment_intent: providerPaymentId, limit: 100 })) {
        if (refund.metadata?.[REFUND_KEY] === idempotencyKey) return toNotice(refund, `stripe:${refund.id}:${refund.status}`);
      }
      return null;
    },
    parseWebhook(rawBody, headers) {
      const event = verifiedStripeEvent(stripe, options.webhookSecret, rawBody, headers);
      // A refund's own events carry the Refund object: matched by its id (or the attempt's key in its
      // metadata). `charge.refunded` speaks of the charge's running total, so it is left unread.
      if (REFUND_EVENTS.has(event.type)) return { refund: toNotice(event.data.object as Stripe.Refund, `stripe:${event.id}`) };
      if (event.type !== 'payment_intent.succeeded') return null;
      const intent = event.data.object;
      const reference = intent.metadata?.reference;
      return reference ? { reference, verification: toVerification(intent, `stripe:${event.id}`) } : null;
    },
  };
}
