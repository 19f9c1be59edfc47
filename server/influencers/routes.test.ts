import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts';
import { SPLIT_MESSAGES } from '../../domain/influencers/split';
import { users } from '../accounts/schema';
import { products } from '../catalog/schema';
import { orders } from '../checkout/schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { logIn, newCustomer, newKey, type TestCustomer } from '../test/customers';
import { discountCodes } from './schema';

describe.each(BACKENDS)('influencer API on %s', (backend) => {
  let shop: TestShop;
  let amaka: TestCustomer;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' });
    amaka = await logIn(shop, DEMO_ACCOUNTS.influencer.email, DEMO_PASSWORD);
  });
  afterAll(() => shop.close());

  it('reports the influencer role and shows their dashboard data', async () => {
    expect((await amaka.get('/api/auth/user')).json().role).toBe('influencer');
    const { data } = (await amaka.get('/api/user/influencer-data?country=NG')).json();
    expect(data.discount_code).toEqual({ code: 'AMAKA', discount_to_user: 0.1, discount_to_self: 0.05, total_discount: 0.15 });
    expect(data.wallet).toEqual({ balance: 0, currency: 'NGN' });
    expect(data.total_earned).toBe(0);
  });

  it('refuses influencer endpoints to a customer with 403', async () => {
    const c = await newCustomer(shop);
    const res = await c.get('/api/user/influencer-data');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Only influencers can use this.' });
    expect((await c.post('/api/user/set-influencer-discount', { customer_discount: 0.1, self_discount: 0.05 })).statusCode).toBe(403);
  });

  it('enforces the split: above 15% and empty are refused; the influencer share is what is left', async () => {
    const tooMuch = await amaka.post('/api/user/set-influencer-discount', { customer_discount: 0.16, self_discount: 0 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({ message: 'Discount cannot be more than 15%.' });
    const empty = await amaka.post('/api/user/set-influencer-discount', { customer_discount: '', self_discount: 0.15 });
    expect(empty.json()).toEqual({ message: 'Discount cannot be empty.' });
    const greedy = await amaka.post('/api/user/set-influencer-discount', { customer_discount: 0.12, self_discount: 0.15 });
    expect(greedy.statusCode).toBe(200);
    expect(greedy.json().data).toEqual({ code: 'AMAKA', discount_to_user: 0.12, discount_to_self: 0.03, total_discount: 0.15 });
  });

  it('keeps the split consistent under concurrent updates', async () => {
    const shares = [0.01, 0.02, 0.05, 0.07, 0.1, 0.13, 0.15, 0];
    const results = await Promise.all(
      shares.map((s) => amaka.post('/api/user/set-influencer-discount', { customer_discount: s, self_discount: 0.15 - s })),
    );
    for (const r of results) expect(r.statusCode).toBe(200);
    const [row] = await shop.database.db.select().from(discountCodes).where(eq(discountCodes.code, 'AMAKA'));
    expect(row!.customerBp + row!.selfBp).toBe(1500);
    expect(shares.map((s) => Math.round(s * 10_000))).toContain(row!.customerBp);
  });

  it('credits commission at the split of the order time, once, and lists the order', async () => {
    await amaka.post('/api/user/set-influencer-discount', { customer_discount: 0.1, self_discount: 0.05 });
    const [serum] = await shop.database.db.select().from(products).where(eq(products.slug, 'radiance-vitamin-c-serum'));
    const buyer = await newCustomer(shop, 'Ngozi');
    const res = await buyer.post('/api/order/initiate-order', {
      country: 'NG',
      cartItems: [{ id: serum!.id, quantity: 1 }],
      isPickup: true,
      discountCode: 'AMAKA',
      idempotency_key: newKey(),
    });
    const { reference, order_number } = res.json();
    // A later change of split does not alter this order's commission.
    await amaka.post('/api/user/set-influencer-discount', { customer_discount: 0, self_discount: 0.15 });
    await buyer.post(`/api/test-payments/${reference}/pay`, {});
    await Promise.all([1, 2].map(() => buyer.post('/api/payments/confirm', { reference })));

    const { data } = (await amaka.get('/api/user/influencer-data?country=NG')).json();
    const order = data.orders.find((o: { order_number: string }) => o.order_number === order_number);
    expect(order).toMatchObject({ user: { first_name: 'Ngozi' }, influencer_code_id: expect.any(Number) });
    const expected = (Math.round((order.total * 100 * 0.05) / 100) * 100) / 100;
    expect(data.total_earned).toBe(expected);
    expect(data.wallet.balance).toBe(expected);
    expect(data.earnings_by_month).toHaveLength(1);
  });

  it('answers any customer share above 15% with SPLIT_MESSAGES.tooMuch, however it is written', async () => {
    for (const customer_discount of [1.5, 15, 1e300]) {
      const res = await amaka.post('/api/user/set-influencer-discount', { customer_discount, self_discount: 0 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: SPLIT_MESSAGES.tooMuch });
    }
  });

  it('counts every paid order in Total Orders, beyond the 100 the table lists', async () => {
    const [influencer] = await shop.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.influencer.email));
    const buyer = await newCustomer(shop, 'Chioma');
    const [buyerRow] = await shop.database.db.select().from(users).where(eq(users.email, buyer.email));
    const before = (await amaka.get('/api/user/influencer-data?country=NG')).json().data.total_orders as number;
    await shop.database.db.insert(orders).values(
      Array.from({ length: 101 }, (_, i) => ({
        orderNumber: `ZR-BULK${i}`,
        userId: buyerRow!.id,
        idempotencyKey: `bulk-order-key-${i}`,
        status: 'completed' as const,
        country: 'NG' as const,
        currency: 'NGN',
        subtotalMinor: 100_000,
        deliveryMinor: 0,
        discountMinor: 10_000,
        totalMinor: 90_000,
        influencerId: influencer!.id,
        customerBp: 1000,
        selfBp: 500,
        isPickup: true,
        deliveryMethod: 'Pickup',
        address: {},
        paymentProvider: 'test',
        paymentReference: `zr_BULK${String(i).padStart(8, '0')}`,
      })),
    );
    const { data } = (await amaka.get('/api/user/influencer-data?country=NG')).json();
    expect(data.orders).toHaveLength(100);
    expect(data.total_orders).toBe(before + 101);
  });

  it('gives every customer a referral link and counts the sign-ups through it', async () => {
    const c = await newCustomer(shop);
    const before = (await c.get('/api/user/referrals')).json().data;
    expect(before.link).toBe(`http://shop.test/signup?referral=${before.code}`);
    expect(before).toMatchObject({ signups: 0, earnings: 0 });
    await shop.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        first_name: 'Bisi',
        last_name: 'A',
        phone: '+2348030000001',
        email: `bisi${Date.now()}@example.com`,
        password: 'Glow-Up-2026',
        referral: before.code,
      },
    });
    expect((await c.get('/api/user/referrals')).json().data.signups).toBe(1);
  });
});
