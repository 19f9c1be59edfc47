import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestShop } from './app';
import { fakeStripeConnect } from './fake-stripe-connect';

/** Stripe's Refund object, as far as the shop reads it. */
interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  metadata: Record<string, string>;
  created: number;
}

/** What the fake does with the answer to a refund it has made: send it, or lose it (the shop sees a 500). */
type AnswerHook = (refund: Refund) => Promise<'answer' | 'lose'>;

/** Stripe's answer when it has trouble of its own (a 500 it says not to retry). */
const API_ERROR = { error: { type: 'api_error', message: 'An unknown error occurred' } };

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
}

/**
 * A local stand-in for Stripe's PaymentIntents API as the official client calls it:
 * form-encoded POST /v1/payment_intents honouring Idempotency-Key, GET /v1/payment_intents/:id,
 * POST /v1/payment_intents/:id/cancel (refused once succeeded or canceled, code
 * payment_intent_unexpected_state), POST /v1/refunds { payment_intent, amount } honouring
 * Idempotency-Key and keeping `metadata[...]` (a card refund succeeds at once unless told to answer
 * `pending` or `failed`; never more than is left), GET /v1/refunds/:id, GET /v1/refunds?payment_intent=
 * (a list, newest first), bearer secret key; errors as
 * { error: { type, message } }. Its refund events (`refund.created`, `refund.updated`,
 * `refund.failed`) carry the Refund object and are signed as Stripe signs them (`stripeWebhook`).
 */
export async function startFakeStripe(secretKey: string) {
  const intents = new Map<string, Intent>();
  const refunds = new Map<string, Refund>();
  /** The Idempotency-Key of every POST /v1/refunds, in order. */
  const refundKeys: string[] = [];
  let refundStartsAs: Refund['status'] = 'succeeded';
  let beforeAnswer: AnswerHook | null = null;
  const byKey = new Map<string, string>();
  let n = 0;
  let failNextRefund = false;
  const send = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++n}` }).end(JSON.stringify(body));
  const sendApiError = (res: http.ServerResponse) =>
    res.writeHead(500, { 'content-type': 'application/json', 'stripe-should-retry': 'false' }).end(JSON.stringify(API_ERROR));
  /** Answers a refund as it stands, after the test's hook (which may send its event first, or lose the answer). */
  const answerRefund = (res: http.ServerResponse, refund: Refund) => {
    const hook = beforeAnswer;
    beforeAnswer = null;
    void (hook ? hook({ ...refund }) : Promise.resolve('answer' as const)).then((what) =>
      what === 'lose' ? sendApiError(res) : send(res, 200, refunds.get(refund.id)),
    );
  };
  /** A signed-event body about a refund, as Stripe sends it. */
  const refundEvent = (type: 'refund.created' | 'refund.updated' | 'refund.failed', refund: Refund) => ({
    id: `evt_${Date.now().toString(36)}${(++n).toString(36)}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { ...refund } },
  });
  // Connected accounts and transfers (influencer payouts) are served apart: see fake-stripe-connect.ts.
  const connect = fakeStripeConnect(send);
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.headers.authorization !== `Bearer ${secretKey}`)
        return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      if (req.method === 'POST' && req.url === '/v1/payment_intents') {
        const key = req.headers['idempotency-key'] as string | undefined;
        if (key && byKey.has(key)) return send(res, 200, intents.get(byKey.get(key)!));
        const form = new URLSearchParams(raw);
        const metadata: Record<string, string> = {};
        for (const [k, v] of form) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m) metadata[m[1]!] = v;
        }
        const id = `pi_${Date.now().toString(36)}${(++n).toString(36)}`;
        const intent: Intent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          amount_received: 0,
          currency: form.get('currency')!,
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${n}`,
          metadata,
        };
        intents.set(id, intent);
        if (key) byKey.set(key, id);
        return send(res, 200, intent);
      }
      const cancel = /^\/v1\/payment_intents\/([^/?]+)\/cancel$/.exec(req.url ?? '');
      if (req.method === 'POST' && cancel) {
        const intent = intents.get(cancel[1]!);
        if (!intent) return send(res, 404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
        if (['succeeded', 'canceled'].includes(intent.status)) {
          return send(res, 400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              payment_intent: intent,
              message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
            },
          });
        }
        intent.status = 'canceled';
        return send(res, 200, intent);
      }
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        const key = req.headers['idempotency-key'] as string | undefined;
        if (key) refundKeys.push(key);
        if (failNextRefund) {
          failNextRefund = false;
          return sendApiError(res);
        }
        if (key && byKey.has(key)) return answerRefund(res, refunds.get(byKey.get(key)!)!);
        const form = new URLSearchParams(raw);
        const intent = intents.get(form.get('payment_intent') ?? '');
        if (!intent) return send(res, 400, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
        const done = [...refunds.values()]
          .filter((r) => r.payment_intent === intent.id && r.status !== 'failed' && r.status !== 'canceled')
          .reduce((a, r) => a + r.amount, 0);
        const amount = form.has('amount') ? Number(form.get('amount')) : intent.amount_received - done;
        if (intent.status !== 'succeeded')
          return send(res, 400, {
            error: { type: 'invalid_request_error', message: 'This PaymentIntent does not have a successful charge to refund.' },
          });
        if (amount > intent.amount_received - done)
          return send(res, 400, {
            error: {
              type: 'invalid_request_error',
              message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${intent.amount_received - done})`,
            },
          });
        const metadata: Record<string, string> = {};
        for (const [k, v] of form) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m) metadata[m[1]!] = v;
        }
        const refund: Refund = {
          id: `re_${Date.now().toString(36)}${(++n).toString(36)}`,
          object: 'refund',
          amount,
          currency: intent.currency,
          payment_intent: intent.id,
          status: refundStartsAs,
          metadata,
          created: Math.floor(Date.now() / 1000),
        };
        refunds.set(refund.id, refund);
        if (key) byKey.set(key, refund.id);
        return answerRefund(res, refund);
      }
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      if (req.method === 'GET' && url.pathname === '/v1/refunds') {
        // Newest first, filtered by payment_intent; one page is enough for the tests' few refunds.
        const intent = url.searchParams.get('payment_intent');
        const data = [...refunds.values()].filter((r) => !intent || r.payment_intent === intent).reverse();
        return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
      }
      const getRefund = /^\/v1\/refunds\/([^/?]+)/.exec(req.url ?? '');
      if (req.method === 'GET' && getRefund) {
        const refund = refunds.get(getRefund[1]!);
        return refund
          ? send(res, 200, refund)
          : send(res, 404, { error: { type: 'invalid_request_error', message: `No such refund: '${getRefund[1]}'` } });
      }
      const get = /^\/v1\/payment_intents\/([^/?]+)/.exec(req.url ?? '');
      if (req.method === 'GET' && get) {
        const intent = intents.get(get[1]!);
        return intent
          ? send(res, 200, intent)
          : send(res, 404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      }
      if (connect.handle(req, raw, res)) return;
      send(res, 404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    /** The card is charged in the browser (Stripe Elements); a canceled intent cannot be. */
    succeed(id: string) {
      const intent = intents.get(id)!;
      if (intent.status === 'canceled') throw new Error('payment_intent_unexpected_state: this PaymentIntent was canceled');
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      return intent;
    },
    refundKeys,
    /** New refunds start in this state (a card refund usually succeeds at once; some stay `pending`). */
    refundsStartAs(status: Refund['status']) {
      refundStartsAs = status;
    },
    /** The next POST /v1/refunds meets trouble at Stripe: a 500, and no refund is made. */
    failNextRefund() {
      failNextRefund = true;
    },
    /** Runs once before the next refund's answer: e.g. its event reaches the shop first, or the answer is lost. */
    beforeNextRefundAnswer(hook: AnswerHook) {
      beforeAnswer = hook;
    },
    /** The event Stripe sends when a refund is made. */
    refundCreated: (id: string) => refundEvent('refund.created', refunds.get(id)!),
    /** Stripe finishes a pending refund: its status changes and the body of its event is returned. */
    finishRefund(id: string, status: 'succeeded' | 'failed') {
      const refund = refunds.get(id)!;
      refund.status = status;
      return refundEvent(status === 'failed' ? 'refund.failed' : 'refund.updated', refund);
    },
    /** Connected accounts and transfers. */
    connect: connect.connect,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Posts `event` to the shop's Stripe webhook with a Stripe-Signature header made as Stripe makes it:
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload" under the endpoint's secret>`.
 */
export function stripeWebhook(shop: TestShop, secret: string, event: object, options: { signature?: string; at?: number } = {}) {
  const payload = JSON.stringify(event);
  const t = options.at ?? Math.floor(Date.now() / 1000);
  const v1 = crypto.createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex');
  return shop.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    payload,
    headers: {
      'content-type': 'application/json',
      ...(options.signature === '' ? {} : { 'stripe-signature': options.signature ?? `t=${t},v1=${v1}` }),
    },
  });
}
