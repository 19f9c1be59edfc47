import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts';
import { users } from '../accounts/schema';
import { auditLog } from '../staff/schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { logIn, newCustomer, type TestCustomer } from '../test/customers';
import { newStaff, type TestStaff } from '../test/staff';
import { commissionEntries, influencerPayouts } from './schema';

async function influencerId(shop: TestShop) {
  const [row] = await shop.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.influencer.email));
  return row!.id;
}

/** Commission as the ledger holds it after paid orders (kobo / cents). */
async function credit(shop: TestShop, id: number, amountMinor: number, currency: string, orderId: number) {
  await shop.database.db.insert(commissionEntries).values({ influencerId: id, orderId, amountMinor, currency });
}

describe.each(BACKENDS)('influencer payouts on %s', (backend) => {
  let shop: TestShop;
  let staff: TestStaff;
  let amaka: TestCustomer;
  let id: number;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' });
    staff = await newStaff(shop);
    amaka = await logIn(shop, DEMO_ACCOUNTS.influencer.email, DEMO_PASSWORD);
    id = await influencerId(shop);
    await credit(shop, id, 1_250_000, 'NGN', 900_001);
    await credit(shop, id, 750, 'GBP', 900_002);
  });
  afterAll(() => shop.close());

  it('shows naira earnings in naira whatever the visitor country (no ?country → not 0)', async () => {
    const { data } = (await amaka.get('/api/user/influencer-data')).json();
    expect(data.wallet).toEqual({ balance: 12_500, currency: 'NGN' });
    expect(data.total_earned).toBe(12_500);
    expect(data.balances).toEqual([
      { currency: 'NGN', available: 12_500, total_earned: 12_500, paid_out: 0 },
      { currency: 'GBP', available: 7.5, total_earned: 7.5, paid_out: 0 },
    ]);
    // A GB visitor sees the pound ledger first.
    expect((await amaka.get('/api/user/influencer-data?country=GB')).json().data.wallet).toEqual({ balance: 7.5, currency: 'GBP' });
  });

  it('records a payout as a negative entry: available lowered, all-time unchanged, listed, audited', async () => {
    const res = await staff.post(`/api/admin/influencers/${id}/payouts`, { currency: 'NGN', amount: 5000, reference: 'GTB-TRF-0042' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Payout recorded',
      data: { id: expect.any(Number), currency: 'NGN', amount: 5000, available: 7500 },
    });
    const [entry] = await shop.database.db.select().from(influencerPayouts).where(eq(influencerPayouts.influencerId, id));
    expect(entry).toMatchObject({ amountMinor: -500_000, currency: 'NGN', reference: 'GTB-TRF-0042', staffId: staff.userId });
    const { data } = (await amaka.get('/api/user/influencer-data?country=NG')).json();
    expect(data.wallet).toEqual({ balance: 7500, currency: 'NGN' });
    expect(data.total_earned).toBe(12_500);
    expect(data.payouts).toEqual([
      {
        id: entry!.id,
        created_at: expect.any(String),
        amount: 5000,
        currency: 'NGN',
        reference: 'GTB-TRF-0042',
        method: 'manual',
        state: 'paid',
        reversed_amount: 0,
        destination: null,
      },
    ]);
    const [audit] = await shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'influencer.payout'), eq(auditLog.targetId, String(id))));
    expect(audit).toMatchObject({
      staffId: staff.userId,
      targetType: 'user',
      before: { currency: 'NGN', available: 12_500 },
      after: { currency: 'NGN', available: 7500, amount: 5000, reference: 'GTB-TRF-0042' },
    });
    const detail = (await staff.get(`/api/admin/influencers/${id}`)).json().data;
    expect(detail.balances).toContainEqual({ currency: 'NGN', available: 7500, total_earned: 12_500, paid_out: 5000 });
    expect(detail.ledger[0]).toMatchObject({ kind: 'payout', amount: -5000, currency: 'NGN', label: 'GTB-TRF-0042' });
  });

  it('refuses more than the available balance of that currency, and bad input, with 4xx', async () => {
    const over = await staff.post(`/api/admin/influencers/${id}/payouts`, { currency: 'GBP', amount: 7.51, reference: 'BARCLAYS-1' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      message: 'The payout is more than the available balance (£7.50)',
      fields: { amount: 'The payout is more than the available balance (£7.50)' },
    });
    const usd = await staff.post(`/api/admin/influencers/${id}/payouts`, { currency: 'USD', amount: 1, reference: 'X' });
    expect(usd.json().message).toBe('The payout is more than the available balance ($0.00)');
    const bad = await staff.post(`/api/admin/influencers/${id}/payouts`, { currency: 'EUR', amount: -3, reference: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['currency', 'amount', 'reference']);
    expect((await staff.post('/api/admin/influencers/999999/payouts', { currency: 'NGN', amount: 1, reference: 'X' })).json()).toEqual({
      message: 'Influencer not found',
    });
    const customer = await newCustomer(shop);
    const [row] = await shop.database.db.select().from(users).where(eq(users.email, customer.email));
    expect((await staff.get(`/api/admin/influencers/${row!.id}`)).statusCode).toBe(404);
  });

  it('makes a customer an influencer with a code, audited; the code must be free', async () => {
    const c = await newCustomer(shop, 'Tomi');
    const res = await staff.post('/api/admin/influencers', { email: c.email, code: 'tomi' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.code).toBe('TOMI');
    expect((await c.get('/api/auth/user')).json().role).toBe('influencer');
    expect((await staff.post('/api/admin/influencers', { email: (await newCustomer(shop)).email, code: 'AMAKA' })).statusCode).toBe(409);
    expect((await staff.post('/api/admin/influencers', { email: 'nobody@example.com', code: 'NOBODY' })).statusCode).toBe(404);
    expect((await staff.post('/api/admin/influencers', { email: staff.email, code: 'STAFFCODE' })).statusCode).toBe(404);
    expect((await staff.get('/api/admin/influencers')).json().data.map((i: { code: string }) => i.code)).toEqual(
      expect.arrayContaining(['AMAKA', 'TOMI']),
    );
  });
});

// PGlite has one connection and would serialise these; only a real server shows races.
describe.skipIf(!process.env.TEST_DATABASE_URL)('payout races on PostgreSQL', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('postgres', { AUTH_RATE_LIMIT: '10000' });
  });
  afterAll(() => shop.close());

  it('pays out a balance once when 10 staff record it at the same time', async () => {
    const staff = await Promise.all(Array.from({ length: 3 }, (_, i) => newStaff(shop, `Payer${i}`)));
    const id = await influencerId(shop);
    await credit(shop, id, 300_000, 'NGN', 900_010);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        staff[i % 3]!.post(`/api/admin/influencers/${id}/payouts`, { currency: 'NGN', amount: 1000, reference: `RACE-${i}` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    for (const r of results.filter((x) => x.statusCode !== 201))
      expect(r.json().message).toBe('The payout is more than the available balance (₦0)');
    const rows = await shop.database.db.select().from(influencerPayouts).where(eq(influencerPayouts.influencerId, id));
    expect(rows.reduce((s, r) => s + r.amountMinor, 0)).toBe(-300_000);
  });
});
