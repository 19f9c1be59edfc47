import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/schema';
import { nubanCheckDigit } from '../payments/nuban';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { logIn, type TestCustomer } from '../test/customers';
import { newStaff, type TestStaff } from '../test/staff';
import { createSealer } from '../security/sealed';
import { resealBankAccounts } from './sealed-accounts';
import { commissionEntries, influencerPayoutAccounts } from './schema';

const UNRESOLVED = 'Could not resolve account name. Check parameters or try again.';

describe('the NUBAN check digit', () => {
  it('follows the CBN weights over the bank code and the first nine digits', () => {
    // 0·3+5·7+8·3 + 0·3+1·7+2·3+3·3+4·7+5·3+6·3+7·7+8·3 = 215 → 10 − 5 = 5.
    expect(nubanCheckDigit('058', '012345678')).toBe(5);
    // A sum ending in 0 gives 0, not 10.
    expect(nubanCheckDigit('000', '000000000')).toBe(0);
  });
});

describe.each(BACKENDS)('influencer payouts in test mode on %s', (backend) => {
  let shop: TestShop;
  let admin: TestStaff;
  let amaka: TestCustomer;
  let id: number;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' });
    admin = await newStaff(shop, 'Funmi');
    amaka = await logIn(shop, DEMO_ACCOUNTS.influencer.email, DEMO_PASSWORD);
    const [row] = await shop.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.influencer.email));
    id = row!.id;
    await shop.database.db.insert(commissionEntries).values([
      { influencerId: id, orderId: 820_001, amountMinor: 1_250_000, currency: 'NGN' },
      { influencerId: id, orderId: 820_002, amountMinor: 1000, currency: 'USD' },
    ]);
  });
  afterAll(() => shop.close());

  it('lists real banks and resolves only numbers that pass the NUBAN check for the chosen bank', async () => {
    const banks = (await amaka.get('/api/user/payout-details/banks')).json().data;
    expect(banks).toContainEqual({ name: 'Guaranty Trust Bank', code: '058' });
    expect(banks).toContainEqual({ name: 'Zenith Bank', code: '057' });
    expect(banks.every((b: { code: string }) => /^\d{3}$/.test(b.code))).toBe(true);
    const good = await amaka.post('/api/user/payout-details/resolve', { bank_code: '058', account_number: '0123456785' });
    expect(good.json()).toEqual({ data: { bank_name: 'Guaranty Trust Bank', account_name: 'ZARON TEST ACCOUNT' } });
    for (const [bank_code, account_number] of [
      ['058', '0123456789'],
      ['044', '0123456785'],
    ]) {
      const bad = await amaka.post('/api/user/payout-details/resolve', { bank_code, account_number });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: UNRESOLVED, fields: { account_number: UNRESOLVED } });
    }
    const refused = await amaka.call('PUT', '/api/user/payout-details/bank', {
      bank_code: '058',
      account_number: '0123456789',
      account_name: 'ZARON TEST ACCOUNT',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('re-seals bank account numbers under the new key when the key is rotated', async () => {
    await amaka.call('PUT', '/api/user/payout-details/bank', {
      bank_code: '058',
      account_number: '0123456785',
      account_name: 'ZARON TEST ACCOUNT',
    });
    const db = shop.database.db;
    const [row] = await db.select().from(influencerPayoutAccounts).where(eq(influencerPayoutAccounts.influencerId, id));
    const oldKey = crypto.randomBytes(32);
    const newKey = crypto.randomBytes(32);
    const old = createSealer({ current: oldKey });
    await db
      .update(influencerPayoutAccounts)
      .set({ accountNumberSealed: old.seal('0123456785') })
      .where(eq(influencerPayoutAccounts.id, row!.id));
    expect(await resealBankAccounts(db, createSealer({ current: newKey, previous: oldKey }))).toBe(1);
    const [after] = await db.select().from(influencerPayoutAccounts).where(eq(influencerPayoutAccounts.id, row!.id));
    expect(createSealer({ current: newKey }).open(after!.accountNumberSealed!)).toBe('0123456785');
    // Put back the shop's own seal for the tests that follow.
    await db
      .update(influencerPayoutAccounts)
      .set({ accountNumberSealed: row!.accountNumberSealed })
      .where(eq(influencerPayoutAccounts.id, row!.id));
  });

  it('completes Stripe onboarding at once and pays both currencies at once, saying so', async () => {
    await amaka.call('PUT', '/api/user/payout-details/bank', {
      bank_code: '058',
      account_number: '0123456785',
      account_name: 'ZARON TEST ACCOUNT',
    });
    const stripe = await amaka.post('/api/user/payout-details/stripe', { country: 'US' });
    expect(stripe.json()).toEqual({
      message: 'Test mode: your Stripe account is ready at once; no real account was opened.',
      data: { url: null, stripe: { country: 'US', ready: true, needs: [] } },
    });
    const details = (await amaka.get('/api/user/payout-details')).json().data;
    expect(details.test_mode).toEqual({ bank: true, stripe: true });
    expect(details.bank.account_number_masked).toBe('•••• 6785');

    const res = await admin.post('/api/admin/influencer-payouts', {
      batch: 'test-mode-batch-1',
      items: [
        { influencer_id: id, currency: 'NGN', amount: 2500 },
        { influencer_id: id, currency: 'USD', amount: 10 },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('2 payouts approved. Test mode: paid out at once; no money moved.');
    expect(res.json().data.payouts.map((p: { method: string; state: string }) => [p.method, p.state])).toEqual([
      ['test', 'paid'],
      ['test', 'paid'],
    ]);
    const data = (await amaka.get('/api/user/influencer-data')).json().data;
    expect(data.balances).toEqual([
      { currency: 'NGN', available: 10_000, total_earned: 12_500, paid_out: 2500 },
      { currency: 'USD', available: 0, total_earned: 10, paid_out: 10 },
    ]);
    expect(data.payouts[0]).toMatchObject({ state: 'paid', method: 'test' });
  });
});
