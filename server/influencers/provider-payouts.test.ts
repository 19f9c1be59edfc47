import { and, eq, like } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/schema';
import { mailOutbox } from '../mail/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts';
import { auditLog } from '../staff/schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { logIn, newCustomer, type TestCustomer } from '../test/customers';
import { paystackWebhook, startFakePaystack } from '../test/fake-paystack';
import { startFakeStripe } from '../test/fake-stripe';
import { newStaff, type TestStaff } from '../test/staff';
import { commissionEntries, influencerPayoutAccounts, influencerPayouts } from './schema';

const PAYSTACK_KEY = 'sk_test_paystack_payouts';
const STRIPE_KEY = 'sk_test_stripe_payouts';
const WEBHOOK_SECRET = 'whsec_payouts';
const UNRESOLVED = 'Could not resolve account name. Check parameters or try again.';
const HOUR = 60 * 60_000;

let batchNo = 0;
const newBatch = () => `batch-${Date.now().toString(36)}-${++batchNo}`;

describe.each(BACKENDS)('influencer payouts through Paystack and Stripe on %s', (backend) => {
  let shop: TestShop;
  let paystack: Awaited<ReturnType<typeof startFakePaystack>>;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let admin: TestStaff;
  let amaka: TestCustomer;
  let id: number;
  let orderId = 800_000;

  const available = async (currency: string) =>
    ((await amaka.get('/api/user/influencer-data')).json().data.balances as { currency: string; available: number }[]).find(
      (b) => b.currency === currency,
    )?.available ?? 0;
  const approve = (items: { currency: string; amount: number }[], batch = newBatch(), by = admin) =>
    by.post('/api/admin/influencer-payouts', { batch, items: items.map((i) => ({ influencer_id: id, ...i })) });
  const payoutRow = async (payoutId: number) =>
    (await shop.database.db.select().from(influencerPayouts).where(eq(influencerPayouts.id, payoutId)))[0]!;
  const paidMails = async (reference: string) =>
    (
      await shop.database.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.text, `%${reference}%`))
    ).length;
  const webhook = (body: object) => paystackWebhook(shop, PAYSTACK_KEY, body);
  const stripeWebhook = (event: object, timestamp?: number) => {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
    return shop.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
  };

  beforeAll(async () => {
    [paystack, stripe] = await Promise.all([startFakePaystack(PAYSTACK_KEY), startFakeStripe(STRIPE_KEY)]);
    shop = await createTestShop(backend, {
      AUTH_RATE_LIMIT: '10000',
      PAYSTACK_SECRET_KEY: PAYSTACK_KEY,
      PAYSTACK_BASE_URL: paystack.baseUrl,
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_payouts',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
    admin = await newStaff(shop, 'Adaeze');
    amaka = await logIn(shop, DEMO_ACCOUNTS.influencer.email, DEMO_PASSWORD);
    const [row] = await shop.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.influencer.email));
    id = row!.id;
    // Commission as the ledger holds it after paid orders: ₦100,000 and £20.
    await shop.database.db.insert(commissionEntries).values([
      { influencerId: id, orderId: orderId++, amountMinor: 10_000_000, currency: 'NGN' },
      { influencerId: id, orderId: orderId++, amountMinor: 2000, currency: 'GBP' },
    ]);
  });
  afterAll(async () => {
    await shop.close();
    await Promise.all([paystack.close(), stripe.close()]);
  });

  it('AMAKA adds her bank: Paystack’s list, the name it resolves and she confirms, sealed at rest, shown masked', async () => {
    expect((await amaka.get('/api/user/payout-details/banks')).json().data).toEqual([
      { name: 'Guaranty Trust Bank', code: '058' },
      { name: 'Access Bank', code: '044' },
    ]);
    const resolved = await amaka.post('/api/user/payout-details/resolve', { bank_code: '058', account_number: '0123456789' });
    expect(resolved.json()).toEqual({ data: { bank_name: 'Guaranty Trust Bank', account_name: 'AMAKA OKAFOR' } });
    const wrong = await amaka.post('/api/user/payout-details/resolve', { bank_code: '058', account_number: '0000000001' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: UNRESOLVED, fields: { account_number: UNRESOLVED } });
    const noBank = await amaka.post('/api/user/payout-details/resolve', { bank_code: '999', account_number: '0123456789' });
    expect(noBank.json()).toEqual({
      message: 'bank_code: Choose a bank from the list',
      fields: { bank_code: 'Choose a bank from the list' },
    });
    const short = await amaka.post('/api/user/payout-details/resolve', { bank_code: '058', account_number: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ account_number: 'Enter the 10-digit account number' });
    const otherName = await amaka.call('PUT', '/api/user/payout-details/bank', {
      bank_code: '058',
      account_number: '0123456789',
      account_name: 'SOMEONE ELSE',
    });
    expect(otherName.statusCode).toBe(409);

    const saved = await amaka.call('PUT', '/api/user/payout-details/bank', {
      bank_code: '058',
      account_number: '0123456789',
      account_name: 'AMAKA OKAFOR',
    });
    expect(saved.json()).toEqual({
      message: 'Your bank details have been saved.',
      data: { bank_name: 'Guaranty Trust Bank', bank_code: '058', account_name: 'AMAKA OKAFOR', account_number_masked: '•••• 6789' },
    });
    const [row] = await shop.database.db.select().from(influencerPayoutAccounts).where(eq(influencerPayoutAccounts.influencerId, id));
    expect(row!.accountNumberSealed).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain('0123456789');
    const details = (await amaka.get('/api/user/payout-details')).json().data;
    expect(details).toEqual({ bank: saved.json().data, stripe: null, test_mode: { bank: false, stripe: false } });
  });

  it('an admin approves: Paystack pays, her balance falls by exactly that, one recipient, a mail, every step audited', async () => {
    paystack.transfers.state.mode = 'success';
    const batch = (await admin.get('/api/admin/influencer-payouts')).json().data;
    expect(batch.test_mode).toEqual({ bank: false, stripe: false });
    expect(batch.lines).toContainEqual({
      influencer_id: id,
      name: 'Amaka Nwosu',
      code: 'AMAKA',
      currency: 'NGN',
      available: 100_000,
      destination: 'Guaranty Trust Bank •••• 6789',
      ready: true,
    });
    const key = newBatch();
    const res = await approve([{ currency: 'NGN', amount: 25_000 }], key);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Payout approved',
      data: {
        payouts: [
          {
            id: expect.any(Number),
            created_at: expect.any(String),
            amount: 25_000,
            currency: 'NGN',
            reference: expect.stringMatching(/^zpo_[0-9a-f]{32}$/),
            method: 'paystack',
            state: 'paid',
            reversed_amount: 0,
            destination: 'Guaranty Trust Bank •••• 6789',
          },
        ],
      },
    });
    const payout = res.json().data.payouts[0];
    expect(await available('NGN')).toBe(75_000);
    expect(paystack.transfers.recipients.size).toBe(1);
    expect(paystack.transfers.list.get(payout.reference)).toMatchObject({ amount: 2_500_000, status: 'success' });
    expect((await amaka.get(`/api/user/payouts/${payout.id}`)).json().data).toEqual(payout);
    const [mail] = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.text, `%${payout.reference}%`));
    expect(mail).toMatchObject({ recipient: DEMO_ACCOUNTS.influencer.email, subject: 'Your Zaron payout of ₦25,000 has been paid' });
    const audits = await shop.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(payout.id)));
    expect(audits.map((a) => [a.action, a.ip === 'approval' ? 'approval' : 'admin'])).toEqual([
      ['influencer.payout.approve', 'admin'],
      ['influencer.payout.paid', 'approval'],
    ]);
    // The same batch approved again pays nothing more.
    const again = await approve([{ currency: 'NGN', amount: 25_000 }], key);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('This batch was already approved; nothing was paid twice.');
    expect(paystack.transfers.list.size).toBe(1);
    expect(await available('NGN')).toBe(75_000);
  });

  it('a reversed payout brings exactly its amount back; a replayed, unsigned or forged webhook gets a 4xx and moves nothing', async () => {
    paystack.transfers.state.mode = 'success';
    const payout = (await approve([{ currency: 'NGN', amount: 10_000 }])).json().data.payouts[0];
    expect(await available('NGN')).toBe(65_000);
    const event = paystack.transfers.settle(payout.reference, 'reversed');
    expect((await webhook(event)).json()).toEqual({ received: true, outcome: 'payout reversed' });
    expect(await available('NGN')).toBe(75_000);
    expect((await payoutRow(payout.id)).state).toBe('reversed');
    const replay = await webhook(event);
    expect([replay.statusCode, replay.json()]).toEqual([409, { message: 'This event was already received.' }]);
    const unsigned = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/paystack',
      payload: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    });
    expect([unsigned.statusCode, unsigned.json()]).toEqual([400, { message: 'Missing or malformed signature' }]);
    const wrong = await paystackWebhook(shop, PAYSTACK_KEY, event, 'a'.repeat(128));
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { message: 'Invalid signature' }]);
    const forged = await paystackWebhook(shop, 'sk_wrong', { ...event, event: 'transfer.failed' });
    expect([forged.statusCode, forged.json()]).toEqual([400, { message: 'Invalid signature' }]);
    expect(await available('NGN')).toBe(75_000);
    expect((await payoutRow(payout.id)).state).toBe('reversed');
    const audits = await shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(payout.id)), eq(auditLog.action, 'influencer.payout.reversed')));
    expect(audits).toHaveLength(1);
  });

  it('a webhook before, after or instead of the direct answer settles once', async () => {
    // Before: Paystack's webhook lands while the transfer call is still answering.
    paystack.transfers.state.mode = 'pending';
    paystack.transfers.state.beforeAnswer = async (t) => {
      paystack.transfers.state.beforeAnswer = null;
      expect((await webhook(paystack.transfers.settle(t.reference, 'success'))).json().outcome).toBe('payout paid');
    };
    const before = (await approve([{ currency: 'NGN', amount: 1000 }])).json().data.payouts[0];
    expect(before.state).toBe('paid');
    // After: the answer said success; the webhook that follows changes nothing.
    paystack.transfers.state.mode = 'success';
    const after = (await approve([{ currency: 'NGN', amount: 1000 }])).json().data.payouts[0];
    expect(after.state).toBe('paid');
    expect((await webhook(paystack.transfers.settle(after.reference, 'success'))).json().outcome).toBe('unchanged');
    // Instead: the answer said pending; only the webhook tells.
    paystack.transfers.state.mode = 'pending';
    const instead = (await approve([{ currency: 'NGN', amount: 1000 }])).json().data.payouts[0];
    expect(instead.state).toBe('pending');
    expect(await available('NGN')).toBe(72_000);
    expect((await webhook(paystack.transfers.settle(instead.reference, 'success'))).json().outcome).toBe('payout paid');
    for (const p of [before, after, instead]) {
      expect((await payoutRow(p.id)).state).toBe('paid');
      expect(await paidMails(p.reference)).toBe(1);
      const paid = await shop.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, String(p.id)), eq(auditLog.action, 'influencer.payout.paid')));
      expect(paid).toHaveLength(1);
    }
    expect(await available('NGN')).toBe(72_000);
  });

  it('a transfer that asks for the OTP waits for it; a wrong OTP is refused', async () => {
    paystack.transfers.state.mode = 'otp';
    const payout = (await approve([{ currency: 'NGN', amount: 2000 }])).json().data.payouts[0];
    expect(payout.state).toBe('otp');
    expect(await available('NGN')).toBe(70_000);
    const wrong = await admin.post(`/api/admin/influencer-payouts/${payout.id}/finalize`, { otp: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Paystack refused the OTP: OTP could not be verified');
    const ok = await admin.post(`/api/admin/influencer-payouts/${payout.id}/finalize`, { otp: '123456' });
    expect(ok.json()).toMatchObject({ message: 'OTP accepted', data: { id: payout.id, state: 'paid' } });
    const twice = await admin.post(`/api/admin/influencer-payouts/${payout.id}/finalize`, { otp: '123456' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'This payout is not waiting for an OTP' });
    expect(await available('NGN')).toBe(70_000);
    expect(await paidMails(payout.reference)).toBe(1);
  });

  it('refuses naira payouts the Paystack balance cannot cover, writing nothing', async () => {
    const count = (await shop.database.db.select().from(influencerPayouts)).length;
    paystack.transfers.state.balance = 100_000;
    const res = await approve([{ currency: 'NGN', amount: 5000 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'The Paystack balance (₦1,000) is too low for these naira payouts (₦5,000). Top it up and approve again.',
    });
    expect((await shop.database.db.select().from(influencerPayouts)).length).toBe(count);
    expect(await available('NGN')).toBe(70_000);
    paystack.transfers.state.balance = 10_000_000;
  });

  it('the reconcile run settles a payout whose webhook was missed, and one whose answer was lost', async () => {
    paystack.transfers.state.mode = 'pending';
    const missed = (await approve([{ currency: 'NGN', amount: 3000 }])).json().data.payouts[0];
    paystack.transfers.settle(missed.reference, 'success'); // no webhook reaches the shop
    paystack.transfers.state.mode = 'success';
    paystack.transfers.state.loseNextAnswer = true;
    const lost = (await approve([{ currency: 'NGN', amount: 4000 }])).json().data.payouts[0];
    expect(lost.state).toBe('pending');
    expect((await payoutRow(lost.id)).lastError).toContain('502');
    expect(await available('NGN')).toBe(63_000);
    const early = await shop.app.services.influencerPayouts.sync.reconcile();
    expect(early.checked).toBe(0);
    const summary = await shop.app.services.influencerPayouts.sync.reconcile(Date.now() + HOUR);
    expect(summary).toEqual({ checked: 2, settled: 2, resent: 0, stillOpen: 0, errors: 0 });
    for (const p of [missed, lost]) {
      expect((await payoutRow(p.id)).state).toBe('paid');
      expect(await paidMails(p.reference)).toBe(1);
    }
    expect(paystack.transfers.list.get(lost.reference)!.amount).toBe(400_000);
    expect(await available('NGN')).toBe(63_000);
  });

  it('bad input gets a clear 4xx and moves no money', async () => {
    const transfers = paystack.transfers.list.size;
    const over = await approve([{ currency: 'NGN', amount: 63_000.01 }]);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ message: 'The payout is more than the available balance of Amaka Nwosu (₦63,000)' });
    const usd = await approve([{ currency: 'USD', amount: 1 }]);
    expect(usd.statusCode).toBe(409);
    expect(usd.json()).toEqual({ message: 'Amaka Nwosu has no earnings in USD' });
    const twice = await approve([
      { currency: 'NGN', amount: 1 },
      { currency: 'NGN', amount: 1 },
    ]);
    expect(twice.json()).toEqual({ message: 'Each influencer and currency may appear once in a batch' });
    const bad = await admin.post('/api/admin/influencer-payouts', { batch: 'x', items: [] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['batch', 'items']);
    const nobody = await admin.post('/api/admin/influencer-payouts', {
      batch: newBatch(),
      items: [{ influencer_id: 999_999, currency: 'NGN', amount: 1 }],
    });
    expect(nobody.json()).toEqual({ message: 'Influencer not found' });
    // Staff who are not admins may not approve.
    const support = await newStaff(shop, 'Bisi', 'support');
    expect((await approve([{ currency: 'NGN', amount: 1 }], newBatch(), support)).statusCode).toBe(403);
    // Another influencer cannot read her payout; a customer cannot reach payout details at all.
    const tomi = await newCustomer(shop, 'Tomi');
    expect((await admin.post('/api/admin/influencers', { email: tomi.email, code: 'TOMIPAY' })).statusCode).toBe(201);
    const [mine] = await shop.database.db.select().from(influencerPayouts).where(eq(influencerPayouts.influencerId, id)).limit(1);
    const theirs = await tomi.get(`/api/user/payouts/${mine!.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Payout not found' });
    const customer = await newCustomer(shop);
    expect((await customer.get('/api/user/payout-details')).statusCode).toBe(403);
    expect(paystack.transfers.list.size).toBe(transfers);
    expect(await available('NGN')).toBe(63_000);
  });

  it('pounds go to her Stripe account once it is ready; a whole reversal gives them back; a stale event is refused', async () => {
    const started = await amaka.post('/api/user/payout-details/stripe', { country: 'GB' });
    expect(started.json()).toEqual({
      data: {
        url: expect.stringMatching(/^https:\/\/connect\.stripe\.test\/setup\/e\/acct_/),
        stripe: { country: 'GB', ready: false, needs: ['a bank account for payouts', 'date of birth', 'acceptance of Stripe’s terms'] },
      },
    });
    const notReady = await approve([{ currency: 'GBP', amount: 5 }]);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().message).toBe(
      "Amaka Nwosu's Stripe account cannot receive payouts yet (still needs: a bank account for payouts, date of birth, acceptance of Stripe’s terms)",
    );
    const [account] = [...stripe.connect.accounts.values()];
    stripe.connect.completeOnboarding(account!.id);
    expect((await amaka.get('/api/user/payout-details')).json().data.stripe).toEqual({ country: 'GB', ready: true, needs: [] });

    const res = await approve([{ currency: 'GBP', amount: 12.5 }]);
    expect(res.statusCode).toBe(201);
    const payout = res.json().data.payouts[0];
    expect(payout).toMatchObject({ method: 'stripe', state: 'paid', amount: 12.5, currency: 'GBP', destination: `Stripe ${account!.id}` });
    const [transfer] = [...stripe.connect.transfers.values()];
    expect(transfer).toMatchObject({ amount: 1250, currency: 'gbp', destination: account!.id, metadata: { reference: payout.reference } });
    expect(await available('GBP')).toBe(7.5);
    expect(await paidMails(payout.reference)).toBe(1);
    expect((await stripeWebhook(stripe.connect.createdEvent(transfer!.id))).json()).toEqual({ received: true, outcome: 'unchanged' });

    const event = stripe.connect.reverse(transfer!.id);
    // Signed, but an hour ago: outside Stripe's five-minute tolerance, as a captured request replayed later.
    const stale = await stripeWebhook(event, Math.floor(Date.now() / 1000) - 3600);
    expect([stale.statusCode, stale.json()]).toEqual([400, { message: 'Invalid signature' }]);
    const unsigned = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      payload: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    });
    expect([unsigned.statusCode, unsigned.json()]).toEqual([400, { message: 'Missing signature' }]);
    expect(await available('GBP')).toBe(7.5);
    const reversed = await stripeWebhook(event);
    expect(reversed.json()).toEqual({ received: true, outcome: 'payout reversed' });
    expect(await available('GBP')).toBe(20);
    expect((await amaka.get(`/api/user/payouts/${payout.id}`)).json().data).toMatchObject({ state: 'reversed', reversed_amount: 12.5 });
    const replay = await stripeWebhook(event);
    expect([replay.statusCode, replay.json()]).toEqual([409, { message: 'This event was already received.' }]);
    expect(await available('GBP')).toBe(20);
  });

  it('checks the Stripe balance (GET /v1/balance) before pound payouts and refuses, writing nothing, when it is short', async () => {
    const count = (await shop.database.db.select().from(influencerPayouts)).length;
    const transfers = stripe.connect.transfers.size;
    stripe.connect.balance.gbp = 300;
    const res = await approve([{ currency: 'GBP', amount: 12.5 }]);
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { message: 'The Stripe balance (£3.00) is too low for these pound payouts (£12.50). Top it up and approve again.' },
    ]);
    expect((await shop.database.db.select().from(influencerPayouts)).length).toBe(count);
    expect(stripe.connect.transfers.size).toBe(transfers);
    expect(await available('GBP')).toBe(20);
    stripe.connect.balance.gbp = 1_000_000;
  });

  it('a partial reversal gives back exactly the part reversed, once per reversal, until the rest is reversed', async () => {
    const payout = (await approve([{ currency: 'GBP', amount: 20 }])).json().data.payouts[0];
    expect(payout).toMatchObject({ state: 'paid', amount: 20, reversed_amount: 0 });
    expect(await available('GBP')).toBe(0);
    const transfer = [...stripe.connect.transfers.values()].find((t) => t.metadata.reference === payout.reference)!;

    const part = stripe.connect.reverse(transfer.id, 750);
    expect((await stripeWebhook(part)).json()).toEqual({ received: true, outcome: 'payout partly_reversed' });
    expect(await available('GBP')).toBe(7.5);
    const view = { ...payout, state: 'partly_reversed', reversed_amount: 7.5 };
    expect((await amaka.get(`/api/user/payouts/${payout.id}`)).json().data).toEqual(view);
    expect((await amaka.get('/api/user/influencer-data')).json().data.payouts[0]).toEqual(view);
    expect((await admin.get('/api/admin/influencer-payouts')).json().data.payouts[0]).toEqual({
      ...view,
      influencer_id: id,
      name: 'Amaka Nwosu',
    });
    // The same reversal again moves nothing: replayed (409), or told again under another event id.
    const replay = await stripeWebhook(part);
    expect([replay.statusCode, replay.json()]).toEqual([409, { message: 'This event was already received.' }]);
    expect((await stripeWebhook({ ...part, id: `${part.id}_again` })).json()).toEqual({ received: true, outcome: 'unchanged' });
    expect(await available('GBP')).toBe(7.5);

    const rest = stripe.connect.reverse(transfer.id);
    expect((await stripeWebhook(rest)).json()).toEqual({ received: true, outcome: 'payout reversed' });
    expect(await available('GBP')).toBe(20);
    expect((await amaka.get(`/api/user/payouts/${payout.id}`)).json().data).toEqual({ ...view, state: 'reversed', reversed_amount: 20 });
    for (const event of [part, rest]) expect((await stripeWebhook(event)).statusCode).toBe(409);
    // The first reversal arriving late cannot undo the whole one.
    expect((await stripeWebhook({ ...part, id: `${part.id}_late` })).json()).toEqual({ received: true, outcome: 'unchanged' });
    expect(await available('GBP')).toBe(20);
    expect((await payoutRow(payout.id)).reversedMinor).toBe(2000);

    const audits = await shop.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(payout.id)))
      .orderBy(auditLog.id);
    expect(audits.map((a) => [a.action, a.ip, a.after])).toEqual([
      ['influencer.payout.approve', expect.any(String), expect.any(Object)],
      ['influencer.payout.paid', 'approval', expect.any(Object)],
      [
        'influencer.payout.partly_reversed',
        'stripe webhook',
        { state: 'partly_reversed', amount: '£20.00', currency: 'GBP', reference: payout.reference, back: '£7.50', reversed: '£7.50' },
      ],
      [
        'influencer.payout.reversed',
        'stripe webhook',
        { state: 'reversed', amount: '£20.00', currency: 'GBP', reference: payout.reference, back: '£12.50', reversed: '£20.00' },
      ],
    ]);
  });

  it('her "Download my data" lists her payout details masked and every payout, never the sealed number', async () => {
    const res = await amaka.get('/api/auth/my-data');
    expect(res.statusCode).toBe(200);
    const { influencer } = res.json();
    const [account] = [...stripe.connect.accounts.values()];
    expect(influencer.payout_accounts).toEqual([
      {
        rail: 'bank',
        bank_name: 'Guaranty Trust Bank',
        account_name: 'AMAKA OKAFOR',
        account_number: '•••• 6789',
        added_at: expect.any(String),
        updated_at: expect.any(String),
      },
      {
        rail: 'stripe',
        stripe_account_id: account!.id,
        country: 'GB',
        ready: true,
        needs: [],
        added_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
    const rows = await shop.database.db
      .select()
      .from(influencerPayouts)
      .where(eq(influencerPayouts.influencerId, id))
      .orderBy(influencerPayouts.id);
    expect(influencer.payouts).toEqual(
      rows.map((r) => ({
        amount: -r.amountMinor / 100,
        currency: r.currency,
        state: r.state,
        reversed_amount: r.reversedMinor / 100,
        method: r.method,
        destination: r.destination,
        reference: r.reference,
        at: r.createdAt.toISOString(),
        settled_at: r.settledAt?.toISOString() ?? null,
      })),
    );
    expect(influencer.payouts[0]).toEqual({
      amount: 25_000,
      currency: 'NGN',
      state: 'paid',
      reversed_amount: 0,
      method: 'paystack',
      destination: 'Guaranty Trust Bank •••• 6789',
      reference: expect.stringMatching(/^zpo_/),
      at: expect.any(String),
      settled_at: expect.any(String),
    });
    expect(influencer.payouts.at(-1)).toMatchObject({
      amount: 20,
      currency: 'GBP',
      state: 'reversed',
      reversed_amount: 20,
      method: 'stripe',
    });
    const [bank] = await shop.database.db.select().from(influencerPayoutAccounts).where(eq(influencerPayoutAccounts.influencerId, id));
    for (const secret of ['0123456789', bank!.accountNumberSealed!, 'v1:', bank!.recipientCode!]) expect(res.body).not.toContain(secret);
  });
});

// PGlite has one connection and would serialise these; only a real server shows races.
describe.skipIf(!process.env.TEST_DATABASE_URL)('payout approvals racing on PostgreSQL', () => {
  let shop: TestShop;
  let paystack: Awaited<ReturnType<typeof startFakePaystack>>;
  beforeAll(async () => {
    paystack = await startFakePaystack(PAYSTACK_KEY);
    paystack.transfers.state.mode = 'success';
    shop = await createTestShop('postgres', {
      AUTH_RATE_LIMIT: '10000',
      PAYSTACK_SECRET_KEY: PAYSTACK_KEY,
      PAYSTACK_BASE_URL: paystack.baseUrl,
    });
  });
  afterAll(async () => {
    await shop.close();
    await paystack.close();
  });

  it('two admins approving at once pay once, whether they approve the same batch or each their own', async () => {
    const admins = await Promise.all([newStaff(shop, 'Ngozi'), newStaff(shop, 'Kemi')]);
    const amaka = await logIn(shop, DEMO_ACCOUNTS.influencer.email, DEMO_PASSWORD);
    const [row] = await shop.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.influencer.email));
    const id = row!.id;
    await shop.database.db
      .insert(commissionEntries)
      .values({ influencerId: id, orderId: 810_001, amountMinor: 1_000_000, currency: 'NGN' });
    await amaka.call('PUT', '/api/user/payout-details/bank', {
      bank_code: '058',
      account_number: '0123456789',
      account_name: 'AMAKA OKAFOR',
    });
    const items = [{ influencer_id: id, currency: 'NGN', amount: 10_000 }];

    const batch = newBatch();
    const same = await Promise.all(
      Array.from({ length: 6 }, (_, i) => admins[i % 2]!.post('/api/admin/influencer-payouts', { batch, items })),
    );
    expect(same.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(paystack.transfers.list.size).toBe(1);

    await shop.database.db
      .insert(commissionEntries)
      .values({ influencerId: id, orderId: 810_002, amountMinor: 1_000_000, currency: 'NGN' });
    const own = await Promise.all(
      Array.from({ length: 6 }, (_, i) => admins[i % 2]!.post('/api/admin/influencer-payouts', { batch: newBatch(), items })),
    );
    expect(own.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of own.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe('The payout is more than the available balance of Amaka Nwosu (₦0)');
    expect(paystack.transfers.list.size).toBe(2);
    const rows = await shop.database.db.select().from(influencerPayouts).where(eq(influencerPayouts.influencerId, id));
    expect(rows.reduce((s, r) => s + r.amountMinor, 0)).toBe(-2_000_000);
    expect(((await amaka.get('/api/user/influencer-data')).json().data.wallet as { balance: number }).balance).toBe(0);
  });
});
