import { and, eq } from 'drizzle-orm';
import { users } from '../accounts/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopCodeBody } from '../../domain/admin/discounts';
import { products } from '../catalog/schema';
import { orders } from '../checkout/schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { newCustomer, newKey, type TestCustomer } from '../test/customers';
import { shopCodeRedemptions } from './schema';

const ACTOR = { staffId: 1, ip: '203.0.113.9' };

async function serum(shop: TestShop, stockNg = 500) {
  const [row] = await shop.database.db.update(products).set({ stockNg }).where(eq(products.slug, 'radiance-vitamin-c-serum')).returning();
  return row!;
}

const checkout = (c: TestCustomer, productId: number, discountCode: string, country = 'NG') =>
  c.post('/api/order/initiate-order', {
    country,
    cartItems: [{ id: productId, quantity: 1 }],
    isPickup: true,
    discountCode,
    idempotency_key: newKey(),
  });

describe.each(BACKENDS)('shop discount codes on %s', (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' });
  });
  afterAll(() => shop.close());
  const create = (body: Record<string, unknown>) => shop.app.services.discounts.create(ACTOR, shopCodeBody.parse(body));

  it('applies WELCOME10 at checkout: 10 % off the subtotal, once per customer', async () => {
    await create({ code: 'welcome10', percent: 10, per_customer_limit: 1, countries: ['NG', 'GB', 'US'] });
    const product = await serum(shop);
    const c = await newCustomer(shop);
    const applied = await c.post('/api/order/add-discount-code', { code: 'welcome10', country: 'NG' });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toBe(10);
    const placed = await checkout(c, product.id, 'WELCOME10');
    expect(placed.statusCode).toBe(200);
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.orderNumber, placed.json().order_number));
    expect(order!.discountMinor).toBe(Math.round((order!.subtotalMinor * 0.1) / 100) * 100);
    expect(order!.influencerId).toBeNull();
    // Paying makes the use final; a second order by the same customer is refused.
    await c.post(`/api/test-payments/${placed.json().reference}/pay`, {});
    await c.post('/api/payments/confirm', { reference: placed.json().reference });
    const again = await c.post('/api/order/add-discount-code', { code: 'WELCOME10' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'You have already used this discount code' });
    expect((await checkout(c, product.id, 'WELCOME10')).json()).toEqual({ message: 'You have already used this discount code' });
    // Another customer may still use it.
    expect((await checkout(await newCustomer(shop), product.id, 'WELCOME10')).statusCode).toBe(200);
  });

  it('lets a customer retry checkout with the code while their earlier attempt is unpaid', async () => {
    await create({ code: 'RETRY5', percent: 5, per_customer_limit: 1, countries: ['NG'] });
    const product = await serum(shop);
    const c = await newCustomer(shop);
    expect((await checkout(c, product.id, 'RETRY5')).statusCode).toBe(200);
    expect((await checkout(c, product.id, 'RETRY5')).statusCode).toBe(200);
    const [code] = (await shop.app.services.discounts.list()).filter((d) => d.code === 'RETRY5');
    // The first attempt was cancelled by the second: one use counts.
    expect(code!.uses).toBe(1);
  });

  it('answers each rule with its message: dates, countries, total limit, unknown', async () => {
    await create({ code: 'LATER', percent: 20, starts_on: '2099-01-01', countries: ['NG'] });
    await create({ code: 'GONE', percent: 20, ends_on: '2020-01-31', countries: ['NG'] });
    await create({ code: 'UKONLY', percent: 15, countries: ['GB'] });
    await create({ code: 'ONCE', percent: 30, usage_limit: 1, countries: ['NG'] });
    const product = await serum(shop);
    const c = await newCustomer(shop);
    const apply = async (code: string, country?: string) =>
      (await c.post('/api/order/add-discount-code', { code, ...(country ? { country } : {}) })).json();
    expect(await apply('LATER')).toEqual({ message: 'This discount code is not active yet' });
    expect(await apply('GONE')).toEqual({ message: 'This discount code has expired' });
    expect(await apply('UKONLY', 'NG')).toEqual({ message: 'This discount code cannot be used in your country' });
    expect(await apply('UKONLY')).toBe(15);
    expect((await checkout(c, product.id, 'UKONLY')).json()).toEqual({ message: 'This discount code cannot be used in your country' });
    expect(await apply('NOPE')).toEqual({ message: 'Invalid discount code' });
    expect((await checkout(c, product.id, 'ONCE')).statusCode).toBe(200);
    expect((await checkout(await newCustomer(shop), product.id, 'ONCE')).json()).toEqual({
      message: 'This discount code has been used up',
    });
  });

  it('refuses bad codes in the form, and a code an influencer already has', async () => {
    const issues = (body: unknown) => shopCodeBody.safeParse(body).error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ code: 'A', percent: 91, countries: [] })).toEqual([
      ['code', 'The code must be 3 to 20 letters or digits'],
      ['percent', 'Between 1 and 90'],
      ['countries', 'Choose at least one country'],
    ]);
    expect(issues({ code: 'DATES', percent: 5, starts_on: '2026-05-02', ends_on: '2026-05-01', countries: ['NG'] })).toEqual([
      ['ends_on', 'The end date must not be before the start date'],
    ]);
    expect(issues({ code: 'DATES', percent: 5, starts_on: '2026-02-30', countries: ['NG'] })).toEqual([['starts_on', 'Not a real date']]);
    await expect(create({ code: 'AMAKA', percent: 5, countries: ['NG'] })).rejects.toMatchObject({
      kind: 'conflict',
      message: 'This code is already in use',
    });
    await create({ code: 'TWICE', percent: 5, countries: ['NG'] });
    await expect(create({ code: 'twice', percent: 6, countries: ['NG'] })).rejects.toMatchObject({
      kind: 'conflict',
      fields: { code: 'This code is already in use' },
    });
  });

  it('an archived code is invalid', async () => {
    const made = await create({ code: 'SHELVED', percent: 5, countries: ['NG'] });
    await shop.app.services.discounts.setArchived(ACTOR, made.id, true);
    const c = await newCustomer(shop);
    expect((await c.post('/api/order/add-discount-code', { code: 'SHELVED' })).json()).toEqual({ message: 'Invalid discount code' });
  });
});

// PGlite has one connection and would serialise these; only a real server shows races.
describe.skipIf(!process.env.TEST_DATABASE_URL)('shop code limits raced on PostgreSQL', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('postgres', { AUTH_RATE_LIMIT: '10000' });
  });
  afterAll(() => shop.close());

  it('gives the last 3 uses to exactly 3 of 20 customers checking out at once', async () => {
    const code = await shop.app.services.discounts.create(
      ACTOR,
      shopCodeBody.parse({ code: 'LAST3', percent: 25, usage_limit: 3, countries: ['NG'] }),
    );
    const product = await serum(shop);
    const customers = await Promise.all(Array.from({ length: 20 }, (_, i) => newCustomer(shop, `Code${i}`)));
    const results = await Promise.all(customers.map((c) => checkout(c, product.id, 'LAST3')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect(r.json()).toEqual({ message: 'This discount code has been used up' });
    const uses = await shop.database.db.select().from(shopCodeRedemptions).where(eq(shopCodeRedemptions.codeId, code.id));
    expect(uses).toHaveLength(3);
    const [after] = await shop.database.db.select().from(products).where(eq(products.id, product.id));
    // Refused checkouts gave their reserved stock back with their order.
    expect(after!.stockNg).toBe(500 - 3);
  });

  it('gives one customer racing five tabs with a once-per-customer code one order with it', async () => {
    await shop.app.services.discounts.create(
      ACTOR,
      shopCodeBody.parse({ code: 'ONEEACH', percent: 10, per_customer_limit: 1, countries: ['NG'] }),
    );
    const product = await serum(shop);
    const c = await newCustomer(shop);
    const results = await Promise.all(Array.from({ length: 5 }, () => checkout(c, product.id, 'ONEEACH')));
    // Each tab is a new attempt replacing the earlier unpaid ones; at most one stays pending.
    expect(results.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    const [user] = await shop.database.db.select().from(users).where(eq(users.email, c.email));
    const mine = await shop.database.db
      .select()
      .from(orders)
      .innerJoin(shopCodeRedemptions, eq(shopCodeRedemptions.orderId, orders.id))
      .where(and(eq(orders.status, 'pending'), eq(shopCodeRedemptions.userId, user!.id)));
    expect(mine).toHaveLength(1);
  });
});
