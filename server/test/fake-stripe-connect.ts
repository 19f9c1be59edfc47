import type http from 'node:http';

interface FakeAccount {
  id: string;
  object: 'account';
  type: 'express';
  country: string;
  email: string;
  capabilities: { transfers: 'inactive' | 'pending' | 'active' };
  payouts_enabled: boolean;
  requirements: { currently_due: string[]; past_due: string[]; eventually_due: string[] };
  metadata: Record<string, string>;
}

interface FakeTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  reversed: boolean;
  transfer_group: string | null;
  metadata: Record<string, string>;
  created: number;
}

type Send = (res: http.ServerResponse, status: number, body: unknown) => void;

const metadataOf = (form: URLSearchParams) => {
  const metadata: Record<string, string> = {};
  for (const [k, v] of form) {
    const m = /^metadata\[(.+)\]$/.exec(k);
    if (m) metadata[m[1]!] = v;
  }
  return metadata;
};

/**
 * Stripe Connect as the fake serves it: POST /v1/accounts (Express, with requirements still due),
 * POST /v1/account_links, GET /v1/accounts/:id, GET /v1/balance (what is available per currency),
 * POST /v1/transfers honouring Idempotency-Key (refused while the destination cannot receive
 * transfers, or with code balance_insufficient when the balance in its currency is short; a
 * transfer takes its amount from it), GET /v1/transfers/:id; reversals, whole or in part, give the
 * amount back to the balance and send transfer.reversed with the running total reversed.
 */
export function fakeStripeConnect(send: Send) {
  const accounts = new Map<string, FakeAccount>();
  const transfers = new Map<string, FakeTransfer>();
  const byKey = new Map<string, string>();
  /** The shop's available balance per currency (lower-case, as Stripe writes it), in minor units. */
  const balance: Record<string, number> = { gbp: 1_000_000, usd: 1_000_000 };
  let n = 0;
  const error = (res: http.ServerResponse, status: number, message: string) =>
    send(res, status, { error: { type: 'invalid_request_error', message } });

  function handle(req: http.IncomingMessage, raw: string, res: http.ServerResponse): boolean {
    const path = (req.url ?? '').split('?')[0]!;
    const key = req.headers['idempotency-key'] as string | undefined;
    const form = new URLSearchParams(raw);
    if (req.method === 'POST' && path === '/v1/accounts') {
      if (key && byKey.has(key)) return (send(res, 200, accounts.get(byKey.get(key)!)), true);
      const account: FakeAccount = {
        id: `acct_${(++n).toString(36)}fake`,
        object: 'account',
        type: 'express',
        country: form.get('country') ?? 'US',
        email: form.get('email') ?? '',
        capabilities: { transfers: 'inactive' },
        payouts_enabled: false,
        requirements: {
          currently_due: ['external_account', 'individual.dob.day', 'tos_acceptance.date'],
          past_due: [],
          eventually_due: [],
        },
        metadata: metadataOf(form),
      };
      accounts.set(account.id, account);
      if (key) byKey.set(key, account.id);
      send(res, 200, account);
      return true;
    }
    if (req.method === 'POST' && path === '/v1/account_links') {
      const account = accounts.get(form.get('account') ?? '');
      if (!account) return (error(res, 400, `No such account: '${form.get('account')}'`), true);
      send(res, 200, { object: 'account_link', url: `https://connect.stripe.test/setup/e/${account.id}`, created: 1, expires_at: 301 });
      return true;
    }
    const account = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && account) {
      const found = accounts.get(account[1]!);
      if (!found) error(res, 404, `No such account: '${account[1]}'`);
      else send(res, 200, found);
      return true;
    }
    if (req.method === 'GET' && path === '/v1/balance') {
      const lines = Object.entries(balance).map(([currency, amount]) => ({ amount, currency, source_types: { card: amount } }));
      send(res, 200, { object: 'balance', available: lines, pending: lines.map((l) => ({ ...l, amount: 0 })), livemode: false });
      return true;
    }
    if (req.method === 'POST' && path === '/v1/transfers') {
      if (key && byKey.has(key)) return (send(res, 200, transfers.get(byKey.get(key)!)), true);
      const currency = form.get('currency')!;
      if (Number(form.get('amount')) > (balance[currency] ?? 0)) {
        send(res, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'balance_insufficient',
            message: 'You have insufficient available funds in your Stripe account. Try adding funds directly to your available balance.',
          },
        });
        return true;
      }
      const destination = accounts.get(form.get('destination') ?? '');
      if (!destination || destination.capabilities.transfers !== 'active') {
        error(
          res,
          400,
          'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        );
        return true;
      }
      const transfer: FakeTransfer = {
        id: `tr_${(++n).toString(36)}fake`,
        object: 'transfer',
        amount: Number(form.get('amount')),
        amount_reversed: 0,
        currency: form.get('currency')!,
        destination: destination.id,
        reversed: false,
        transfer_group: form.get('transfer_group'),
        metadata: metadataOf(form),
        created: Math.floor(Date.now() / 1000),
      };
      transfers.set(transfer.id, transfer);
      balance[currency] = (balance[currency] ?? 0) - transfer.amount;
      if (key) byKey.set(key, transfer.id);
      send(res, 200, transfer);
      return true;
    }
    const transfer = /^\/v1\/transfers\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && transfer) {
      const found = transfers.get(transfer[1]!);
      if (!found) error(res, 404, `No such transfer: '${transfer[1]}'`);
      else send(res, 200, found);
      return true;
    }
    return false;
  }

  return {
    handle,
    connect: {
      accounts,
      transfers,
      /** She finishes Stripe's onboarding: the account can receive transfers. */
      completeOnboarding(id: string) {
        const a = accounts.get(id)!;
        a.capabilities.transfers = 'active';
        a.payouts_enabled = true;
        a.requirements.currently_due = [];
      },
      balance,
      /**
       * Sends back `amount` of a transfer (all that is left when not given): the transfer.reversed
       * event Stripe sends (to be signed by the test), with the running total reversed.
       */
      reverse(id: string, amount?: number) {
        const t = transfers.get(id)!;
        const back = amount ?? t.amount - t.amount_reversed;
        t.amount_reversed += back;
        t.reversed = t.amount_reversed === t.amount;
        balance[t.currency] = (balance[t.currency] ?? 0) + back;
        return {
          id: `evt_${(++n).toString(36)}`,
          object: 'event',
          type: 'transfer.reversed',
          created: Math.floor(Date.now() / 1000),
          data: { object: { ...t } },
        };
      },
      /** The transfer.created event of a transfer. */
      createdEvent(id: string) {
        return {
          id: `evt_${(++n).toString(36)}`,
          object: 'event',
          type: 'transfer.created',
          created: Math.floor(Date.now() / 1000),
          data: { object: { ...transfers.get(id)! } },
        };
      },
    },
  };
}
