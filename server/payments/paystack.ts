import crypto from 'node:crypto';
import {
  WebhookSignatureError,
  type PaymentProvider,
  type RefundLookup,
  type RefundNotice,
  type RefundState,
  type Verification,
} from './provider';

interface PaystackTransaction {
  id: number;
  status: string;
  reference: string;
  amount: number;
  currency: string;
}

/** The `data` of Paystack's refund.* webhooks (refund.pending, refund.processed, refund.failed). */
interface PaystackRefund {
  id: number;
  status: string;
  transaction_reference: string;
  amount: number;
  currency: string;
}

/**
 * Paystack for NG, over its documented HTTP API: transaction/initialize returns the page the
 * shopper pays on (amount in kobo); transaction/verify/:reference says how it went; webhooks are
 * signed with HMAC-SHA512 of the raw body using the secret key (x-paystack-signature).
 */
/** Our name for a Paystack refund: its numeric id, marked as Paystack's. */
const refundIdOf = (id: number) => `paystack-refund:${id}`;
/**
 * Paystack takes no idempotency key: the attempt's key goes in the refund's merchant note, which
 * its refund list gives back, so an attempt whose answer was lost can be found again.
 */
const noteOf = (attemptKey: string) => `Order refund ${attemptKey}`;

export function createPaystackProvider(options: { secretKey: string; baseUrl: string }): PaymentProvider {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${options.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${options.secretKey}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json().catch(() => null)) as { status?: boolean; message?: string; data?: T } | null;
    if (!res.ok || !json?.status || json.data === undefined) {
      throw new Error(`Paystack ${path} failed: ${res.status} ${json?.message ?? ''}`.trim());
    }
    return json.data;
  }

  // 'abandoned' means the shopper has not completed the payment yet (a fresh transaction reads so),
  // not that it failed: the order stays pending until it is paid or reconciliation gives it up.
  const toVerification = (t: PaystackTransaction): Verification => ({
    status: t.status === 'success' ? 'succeeded' : ['failed', 'reversed'].includes(t.status) ? 'failed' : 'pending',
    amountMinor: Number(t.amount),
    currency: t.currency,
    eventId: `paystack:${t.id}:${t.status}`,
  });

  // Refunds move pending → processing → processed (or failed).
  const refundState = (status: string): RefundState => (status === 'processed' ? 'succeeded' : status === 'failed' ? 'failed' : 'pending');

  /** The refund one attempt asked for, found by the attempt's key in the refund's merchant note. */
  async function findRefund({ reference, idempotencyKey }: RefundLookup): Promise<RefundNotice['refund'] | null> {
    // GET /refund?transaction= takes the transaction's numeric id, which its verification gives.
    const txn = await call<PaystackTransaction>('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
    const query = new URLSearchParams({ transaction: String(txn.id), perPage: '100' });
    const list = await call<{ id: number; status: string; amount: number; currency: string; merchant_note?: string | null }[]>(
      'GET',
      `/refund?${query}`,
    );
    const r = list.find((x) => x.merchant_note === noteOf(idempotencyKey));
    if (!r) return null;
    return {
      status: refundState(r.status),
      reference,
      providerPaymentId: null,
      refundId: refundIdOf(r.id),
      attemptKey: idempotencyKey,
      amountMinor: Number(r.amount),
      currency: r.currency,
      eventId: `paystack:refund:${r.id}:${r.status}`,
    };
  }

  return {
    name: 'paystack',
    flow: 'redirect',
    async start(req, { callbackUrl }) {
      const data = await call<{ authorization_url: string }>('POST', '/transaction/initialize', {
        email: req.email,
        amount: req.amountMinor,
        currency: req.currency,
        reference: req.reference,
        callback_url: callbackUrl,
        metadata: { order_number: req.orderNumber },
      });
      return { paymentUrl: data.authorization_url };
    },
    async verify(reference) {
      return toVerification(await call<PaystackTransaction>('GET', `/transaction/verify/${encodeURIComponent(reference)}`));
    },
    // Paystack has no way to stop a transaction: the shop refuses the old reference instead.
    async cancel() {
      return 'unsupported';
    },
    async refund(req) {
      // Paystack takes no idempotency key: an attempt asked before (a retry after its answer was
      // lost) is answered from the refund it made, found by its key, instead of refunding again.
      const made = await findRefund(req);
      if (made?.refundId) return { status: made.status, refundId: made.refundId };
      // POST /refund: `transaction` takes the reference; `amount` in kobo.
      const data = await call<{ id: number; status: string }>('POST', '/refund', {
        transaction: req.reference,
        amount: req.amountMinor,
        currency: req.currency,
        merchant_note: noteOf(req.idempotencyKey),
      });
      return { status: refundState(data.status), refundId: refundIdOf(data.id) };
    },
    async refundStatus(refundId) {
      // GET /refund/:id names the transaction by its numeric id only: the refund is matched by its own id.
      const id = refundId.replace(/^paystack-refund:/, '');
      const r = await call<{ id: number; status: string; amount: number; currency: string }>('GET', `/refund/${encodeURIComponent(id)}`);
      return {
        status: refundState(r.status),
        reference: null,
        providerPaymentId: null,
        refundId: refundIdOf(r.id),
        attemptKey: null,
        amountMinor: Number(r.amount),
        currency: r.currency,
        eventId: `paystack:refund:${r.id}:${r.status}`,
      };
    },
    findRefund,
    parseWebhook(rawBody, headers) {
      const given = headers['x-paystack-signature'];
      if (typeof given !== 'string' || !/^[0-9a-f]{128}$/.test(given)) throw new WebhookSignatureError('Missing or malformed signature');
      const expected = crypto.createHmac('sha512', options.secretKey).update(rawBody).digest();
      if (!crypto.timingSafeEqual(expected, Buffer.from(given, 'hex'))) throw new WebhookSignatureError('Invalid signature');
      const event = JSON.parse(rawBody.toString('utf8')) as { event?: string; data?: PaystackTransaction & PaystackRefund };
      if (event.event?.startsWith('refund.') && event.data?.transaction_reference) {
        const r = event.data;
        return {
          refund: {
            status: refundState(r.status),
            reference: r.transaction_reference,
            providerPaymentId: null,
            refundId: refundIdOf(r.id),
            attemptKey: null,
            amountMinor: Number(r.amount),
            currency: r.currency,
            eventId: `paystack:refund:${r.id}:${r.status}`,
          },
        };
      }
      if (event.event !== 'charge.success' || !event.data?.reference) return null;
      return { reference: event.data.reference, verification: toVerification(event.data) };
    },
  };
}
