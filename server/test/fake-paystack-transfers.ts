import type http from 'node:http';

interface FakeTransfer {
  id: number;
  transfer_code: string;
  reference: string;
  amount: number;
  currency: string;
  recipient: string;
  status: 'otp' | 'pending' | 'success' | 'failed' | 'reversed';
}

type Send = (res: http.ServerResponse, status: number, body: unknown) => void;

/**
 * Paystack's Transfers API as the fake serves it, following the documented contract: GET
 * /bank?country=nigeria, GET /bank/resolve (422 "Could not resolve account name…" for an account
 * the bank does not know), GET /balance, POST /transferrecipient, POST /transfer (the shop's
 * reference, refused when the balance is short; answered `otp` when OTP is on), POST
 * /transfer/finalize_transfer, GET /transfer/verify/:reference.
 */
export function fakePaystackTransfers(send: Send) {
  const accounts = new Map<string, string>([
    ['058:0123456789', 'AMAKA OKAFOR'],
    ['044:0690000031', 'TOMI ADEYEMI'],
  ]);
  const banks = [
    { id: 9, name: 'Guaranty Trust Bank', slug: 'guaranty-trust-bank', code: '058', active: true, currency: 'NGN', type: 'nuban' },
    { id: 1, name: 'Access Bank', slug: 'access-bank', code: '044', active: true, currency: 'NGN', type: 'nuban' },
  ];
  const recipients = new Map<string, { account_number: string; bank_code: string; name: string }>();
  const transfers = new Map<string, FakeTransfer>();
  const state = {
    balance: 10_000_000,
    /** What POST /transfer answers: `pending` (queued), `success`, or `otp` (the integration asks for one). */
    mode: 'pending' as 'pending' | 'success' | 'otp',
    otp: '123456',
    /** Runs before POST /transfer answers (a webhook arriving first). */
    beforeAnswer: null as null | ((t: FakeTransfer) => Promise<void>),
    /** The next POST /transfer is made but its answer is lost (a 502). */
    loseNextAnswer: false,
  };
  let nextId = 50_000;

  function handle(req: http.IncomingMessage, raw: string, res: http.ServerResponse): boolean {
    const url = new URL(req.url ?? '/', 'http://paystack.test');
    if (req.method === 'GET' && url.pathname === '/bank') {
      send(res, 200, { status: true, message: 'Banks retrieved', data: banks });
      return true;
    }
    if (req.method === 'GET' && url.pathname === '/bank/resolve') {
      const name = accounts.get(`${url.searchParams.get('bank_code')}:${url.searchParams.get('account_number')}`);
      if (!name) send(res, 422, { status: false, message: 'Could not resolve account name. Check parameters or try again.' });
      else
        send(res, 200, {
          status: true,
          message: 'Account number resolved',
          data: { account_number: url.searchParams.get('account_number'), account_name: name, bank_id: 9 },
        });
      return true;
    }
    if (req.method === 'GET' && url.pathname === '/balance') {
      send(res, 200, { status: true, message: 'Balances retrieved', data: [{ currency: 'NGN', balance: state.balance }] });
      return true;
    }
    if (req.method === 'POST' && url.pathname === '/transferrecipient') {
      const body = JSON.parse(raw) as { name: string; account_number: string; bank_code: string };
      if (!accounts.has(`${body.bank_code}:${body.account_number}`)) {
        send(res, 400, { status: false, message: 'Account number is invalid' });
        return true;
      }
      const code = `RCP_${(nextId++).toString(36)}`;
      recipients.set(code, body);
      send(res, 201, {
        status: true,
        message: 'Transfer recipient created successfully',
        data: { recipient_code: code, type: 'nuban', currency: 'NGN' },
      });
      return true;
    }
    if (req.method === 'POST' && url.pathname === '/transfer') {
      const body = JSON.parse(raw) as { amount: number; recipient: string; reference: string; currency: string };
      if (!recipients.has(body.recipient)) {
        send(res, 400, { status: false, message: 'Recipient specified is invalid' });
        return true;
      }
      if (transfers.has(body.reference)) {
        send(res, 400, { status: false, message: 'Duplicate Transfer Reference' });
        return true;
      }
      if (body.amount > state.balance) {
        send(res, 400, { status: false, message: 'Your balance is not enough to fulfil this request' });
        return true;
      }
      state.balance -= body.amount;
      const transfer: FakeTransfer = {
        id: nextId++,
        transfer_code: `TRF_${(nextId++).toString(36)}`,
        reference: body.reference,
        amount: body.amount,
        currency: body.currency ?? 'NGN',
        recipient: body.recipient,
        status: state.mode,
      };
      transfers.set(body.reference, transfer);
      void (async () => {
        if (state.beforeAnswer) await state.beforeAnswer(transfer);
        if (state.loseNextAnswer) {
          state.loseNextAnswer = false;
          return send(res, 502, { status: false, message: 'Bad gateway' });
        }
        send(res, 200, {
          status: true,
          message: transfer.status === 'otp' ? 'Transfer requires OTP to continue' : 'Transfer has been queued',
          data: { ...transfer },
        });
      })();
      return true;
    }
    if (req.method === 'POST' && url.pathname === '/transfer/finalize_transfer') {
      const body = JSON.parse(raw) as { transfer_code: string; otp: string };
      const transfer = [...transfers.values()].find((t) => t.transfer_code === body.transfer_code);
      if (!transfer) send(res, 404, { status: false, message: 'Transfer not found' });
      else if (transfer.status !== 'otp') send(res, 400, { status: false, message: 'Transfer is not currently awaiting OTP' });
      else if (body.otp !== state.otp) send(res, 400, { status: false, message: 'OTP could not be verified' });
      else {
        transfer.status = 'success';
        send(res, 200, { status: true, message: 'Transfer has been queued', data: { ...transfer } });
      }
      return true;
    }
    const verify = /^\/transfer\/verify\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && verify) {
      const transfer = transfers.get(decodeURIComponent(verify[1]!));
      if (!transfer) send(res, 404, { status: false, message: 'Transfer not found' });
      else send(res, 200, { status: true, message: 'Transfer retrieved', data: { ...transfer } });
      return true;
    }
    return false;
  }

  return {
    handle,
    transfers: {
      state,
      accounts,
      recipients,
      list: transfers,
      /** Paystack finishes a transfer (the bank paid, refused or sent it back): the body of its webhook. */
      settle(reference: string, status: 'success' | 'failed' | 'reversed') {
        const t = transfers.get(reference)!;
        t.status = status;
        if (status !== 'success') state.balance += t.amount;
        return { event: `transfer.${status}`, data: { ...t, integration: 1, domain: 'test', reason: 'Zaron influencer commission' } };
      },
    },
  };
}
