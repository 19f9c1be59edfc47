import crypto from 'node:crypto';
import { WebhookSignatureError } from './provider';
import { TransferRefused, type BankTransfers, type TransferNotice, type TransferState } from './transfers';

interface PaystackTransfer {
  id: number;
  status: string;
  reference: string;
  transfer_code: string;
  amount: number;
  currency: string;
}

/** Paystack's transfer statuses in the shop's words (`received` and `pending` are both on the way). */
const stateOf = (status: string): TransferState =>
  status === 'success'
    ? 'paid'
    : status === 'otp'
      ? 'otp'
      : status === 'failed' || status === 'abandoned' || status === 'rejected'
        ? 'failed'
        : status === 'reversed'
          ? 'reversed'
          : 'pending';

/**
 * Paystack Transfers over its documented HTTP API: bank list and account-name resolution, transfer
 * recipients, POST /transfer with the shop's reference (answered `otp` when the integration asks
 * for one, then /transfer/finalize_transfer), /transfer/verify/:reference, and transfer.* webhooks
 * signed like every Paystack webhook (HMAC-SHA512 of the raw body with the secret key).
 */
export function createPaystackTransfers(options: { secretKey: string; baseUrl: string }): BankTransfers {
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; data: T | null; message: string }> {
    const res = await fetch(`${options.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${options.secretKey}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json().catch(() => null)) as { status?: boolean; message?: string; data?: T } | null;
    const message = json?.message ?? `HTTP ${res.status}`;
    if (res.status >= 500 || !json) throw new Error(`Paystack ${path} failed: ${res.status} ${message}`);
    return { status: res.status, data: res.ok && json.status && json.data !== undefined ? json.data : null, message };
  }

  /** A 4xx from Paystack is a refusal the shop can show; anything else is trouble to retry. */
  async function must<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const answer = await call<T>(method, path, body);
    if (answer.data === null) throw new TransferRefused(answer.message);
    return answer.data;
  }

  const answerOf = (t: PaystackTransfer) => ({ state: stateOf(t.status), transferId: t.transfer_code ?? null });

  return {
    name: 'paystack',
    async banks() {
      const list = await must<{ name: string; code: string; active: boolean; currency: string }[]>(
        'GET',
        '/bank?country=nigeria&currency=NGN&perPage=100',
      );
      return list.filter((b) => b.active !== false).map((b) => ({ name: b.name, code: b.code }));
    },
    async resolve(accountNumber, bankCode) {
      const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
      const answer = await call<{ account_name: string }>('GET', `/bank/resolve?${query}`);
      return answer.data?.account_name ?? null;
    },
    async balanceMinor() {
      const balances = await must<{ currency: string; balance: number }[]>('GET', '/balance');
      return balances.find((b) => b.currency === 'NGN')?.balance ?? 0;
    },
    async createRecipient({ name, accountNumber, bankCode }) {
      const data = await must<{ recipient_code: string }>('POST', '/transferrecipient', {
        type: 'nuban',
        name,
        account_number: accountNumber,
        bank_code: bankCode,
        currency: 'NGN',
      });
      return data.recipient_code;
    },
    async send({ reference, recipient, amountMinor, reason }) {
      return answerOf(
        await must<PaystackTransfer>('POST', '/transfer', {
          source: 'balance',
          amount: amountMinor,
          currency: 'NGN',
          recipient,
          reference,
          reason,
        }),
      );
    },
    async finalize(transferId, otp) {
      return answerOf(await must<PaystackTransfer>('POST', '/transfer/finalize_transfer', { transfer_code: transferId, otp }));
    },
    async verify(reference) {
      const answer = await call<PaystackTransfer>('GET', `/transfer/verify/${encodeURIComponent(reference)}`);
      return answer.data ? answerOf(answer.data) : null;
    },
    parseWebhook(rawBody, headers): TransferNotice | null {
      const given = headers['x-paystack-signature'];
      if (typeof given !== 'string' || !/^[0-9a-f]{128}$/.test(given)) throw new WebhookSignatureError('Missing or malformed signature');
      const expected = crypto.createHmac('sha512', options.secretKey).update(rawBody).digest();
      if (!crypto.timingSafeEqual(expected, Buffer.from(given, 'hex'))) throw new WebhookSignatureError('Invalid signature');
      const event = JSON.parse(rawBody.toString('utf8')) as { event?: string; data?: PaystackTransfer };
      if (!['transfer.success', 'transfer.failed', 'transfer.reversed'].includes(event.event ?? '') || !event.data?.reference) return null;
      const t = event.data;
      const state = stateOf(event.event === 'transfer.success' ? 'success' : event.event === 'transfer.failed' ? 'failed' : 'reversed');
      return {
        reference: t.reference,
        transferId: t.transfer_code ?? null,
        state,
        amountMinor: Number(t.amount),
        currency: t.currency,
        // Paystack reverses a transfer whole.
        reversedMinor: state === 'reversed' ? Number(t.amount) : 0,
        eventId: `paystack:transfer:${t.id}:${event.event}`,
      };
    },
  };
}
