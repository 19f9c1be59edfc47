import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestShop } from './app';
import { fakePaystackTransfers } from './fake-paystack-transfers';

interface Txn {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  email: string;
  status: 'ongoing' | 'abandoned' | 'success' | 'failed' | 'reversed';
}
interface PaystackRefund {
  id: number;
  transaction_reference: string;
  amount: number;
  currency: string;
  status: 'pending' | 'processing' | 'processed' | 'failed';
  merchant_note: string | null;
  createdAt: string;
}

/**
 * A local stand-in for Paystack's API, following its documented contract: bearer secret key,
 * POST /transaction/initialize → data.authorization_url, GET /transaction/verify/:reference →
 * data.status / amount (kobo) / currency, POST /refund { transaction, amount? } → a refund queued
 * as `pending` (Paystack processes refunds later and tells by the refund.processed or
 * refund.failed webhook), GET /refund/:id → the refund as it stands (`transaction` is the
 * transaction's numeric id), GET /refund?transaction=<numeric id> → its refunds with their
 * merchant notes, responses wrapped as { status, message, data }.
 */
export async function startFakePaystack(secretKey: string) {
  const txns = new Map<string, Txn>();
  const refunds = new Map<number, PaystackRefund>();
  let failNextRefund = false;
  let loseNextRefundAnswer = false;
  let nextId = 1000;
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  // Transfers (influencer payouts) are served apart: see fake-paystack-transfers.ts.
  const payouts = fakePaystackTransfers(send);
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.headers.authorization !== `Bearer ${secretKey}`) return send(res, 401, { status: false, message: 'Invalid key' });
      if (req.method === 'POST' && req.url === '/transaction/initialize') {
        const body = JSON.parse(raw) as { reference: string; amount: number; currency: string; email: string };
        if (txns.has(body.reference)) return send(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
        if (!Number.isInteger(body.amount) || body.amount <= 0) return send(res, 400, { status: false, message: 'Invalid Amount Sent' });
        txns.set(body.reference, { id: nextId++, ...body, status: 'ongoing' });
        return send(res, 200, {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `https://checkout.paystack.test/${body.reference}`,
            access_code: `ac_${body.reference}`,
            reference: body.reference,
          },
        });
      }
      if (req.method === 'POST' && req.url === '/refund') {
        const body = JSON.parse(raw) as { transaction: string; amount?: number; merchant_note?: string };
        const t = txns.get(body.transaction);
        if (!t) return send(res, 404, { status: false, message: 'Transaction not found' });
        if (failNextRefund) {
          failNextRefund = false;
          return send(res, 500, { status: false, message: 'An error occurred' });
        }
        if (t.status !== 'success') return send(res, 400, { status: false, message: 'Transaction has been fully reversed' });
        const already = [...refunds.values()]
          .filter((r) => r.transaction_reference === t.reference && r.status !== 'failed')
          .reduce((a, r) => a + r.amount, 0);
        const amount = body.amount ?? t.amount - already;
        if (amount > t.amount - already)
          return send(res, 400, { status: false, message: 'Refund amount cannot be more than the transaction amount' });
        const refund: PaystackRefund = {
          id: nextId++,
          transaction_reference: t.reference,
          amount,
          currency: t.currency,
          status: 'pending',
          merchant_note: body.merchant_note ?? null,
          createdAt: new Date().toISOString(),
        };
        refunds.set(refund.id, refund);
        if (loseNextRefundAnswer) {
          loseNextRefundAnswer = false;
          return send(res, 500, { status: false, message: 'An error occurred' });
        }
        return send(res, 200, {
          status: true,
          message: 'Refund has been queued for processing',
          data: { ...refund, transaction: { id: t.id, reference: t.reference, amount: t.amount, currency: t.currency } },
        });
      }
      const url = new URL(req.url ?? '/', 'http://paystack.test');
      if (req.method === 'GET' && url.pathname === '/refund') {
        // The transaction's numeric id, as Paystack's list takes it; newest first.
        const id = Number(url.searchParams.get('transaction'));
        const t = [...txns.values()].find((x) => x.id === id);
        const data = [...refunds.values()]
          .filter((r) => !url.searchParams.has('transaction') || r.transaction_reference === t?.reference)
          .reverse()
          .map(({ transaction_reference: reference, ...fields }) => ({ ...fields, transaction: txns.get(reference)!.id, channel: 'card' }));
        return send(res, 200, { status: true, message: 'Refunds retrieved', data, meta: { total: data.length, perPage: 100, page: 1 } });
      }
      const fetchRefund = /^\/refund\/([^/]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && fetchRefund) {
        const r = refunds.get(Number(fetchRefund[1]));
        if (!r) return send(res, 404, { status: false, message: 'Refund not found' });
        const t = txns.get(r.transaction_reference)!;
        const { transaction_reference: _reference, ...fields } = r;
        return send(res, 200, {
          status: true,
          message: 'Refund retrieved',
          data: { ...fields, integration: 1, domain: 'test', transaction: t.id, deducted_amount: r.amount, channel: 'card' },
        });
      }
      const verify = /^\/transaction\/verify\/([^/]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && verify) {
        const t = txns.get(decodeURIComponent(verify[1]!));
        if (!t) return send(res, 400, { status: false, message: 'Transaction reference not found' });
        return send(res, 200, {
          status: true,
          message: 'Verification successful',
          data: { ...t, status: t.status === 'ongoing' ? 'ongoing' : t.status },
        });
      }
      if (payouts.handle(req, raw, res)) return;
      send(res, 404, { status: false, message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    txns,
    refunds,
    /** The shopper pays (or fails) on Paystack's page. */
    settle(reference: string, status: 'abandoned' | 'success' | 'failed', amountOverride?: number) {
      const t = txns.get(reference)!;
      t.status = status;
      if (amountOverride !== undefined) t.amount = amountOverride;
      return t;
    },
    /** The next POST /refund fails as if Paystack were having trouble. */
    failNextRefund() {
      failNextRefund = true;
    },
    /** The next POST /refund queues the refund but its answer is lost (the shop sees a 500). */
    loseNextRefundAnswer() {
      loseNextRefundAnswer = true;
    },
    /** Paystack finishes the refund: the body of its refund.processed webhook. */
    processRefund(id: number) {
      const r = refunds.get(id)!;
      r.status = 'processed';
      txns.get(r.transaction_reference)!.status = 'reversed';
      return { event: 'refund.processed', data: { ...r, refund_reference: null, integration: 1, domain: 'test' } };
    },
    /** Paystack could not complete the refund (e.g. the bank refused it): the body of its refund.failed webhook. */
    failRefund(id: number) {
      const r = refunds.get(id)!;
      r.status = 'failed';
      return { event: 'refund.failed', data: { ...r, refund_reference: null, integration: 1, domain: 'test' } };
    },
    /** Transfers: balance, answer mode, recipients, and their webhooks. */
    transfers: payouts.transfers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Posts `body` to the shop's Paystack webhook, signed with `secretKey` as Paystack signs (or with `signature`). */
export function paystackWebhook(shop: TestShop, secretKey: string, body: object, signature?: string) {
  const raw = JSON.stringify(body);
  const sig = signature ?? crypto.createHmac('sha512', secretKey).update(raw).digest('hex');
  return shop.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/paystack',
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-paystack-signature': sig },
  });
}
