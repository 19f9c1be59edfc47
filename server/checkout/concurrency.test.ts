import { and, eq, inArray } from 'drizzle-orm';
import { CHECKOUT_REPLACED } from '../../domain/checkout/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../catalog/schema';
import { createTestShop, type TestShop } from '../test/app';
import { newCustomer, newKey } from '../test/customers';
import { orders } from './schema';

// PGlite has one connection and would serialise these; only a real server shows races.
describe.skipIf(!process.env.TEST_DATABASE_URL)('checkout races on PostgreSQL', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('postgres', { AUTH_RATE_LIMIT: '10000' });
  });
  afterAll(() => shop.close());

  it('sells the last unit once when 20 customers check out at the same time', async () => {
    const [product] = await shop.database.db
      .update(products)
      .set({ stockNg: 1 })
      .where(eq(products.slug, 'radiance-vitamin-c-serum'))
      .returning();
    const customers = await Promise.all(Array.from({ length: 20 }, (_, i) => newCustomer(shop, `Racer${i}`)));
    const results = await Promise.all(
      customers.map((c) =>
        c.post('/api/order/initiate-order', {
          country: 'NG',
          cartItems: [{ id: product!.id, quantity: 1 }],
          isPickup: true,
          idempotency_key: newKey(),
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json()).toEqual({ message: `${product!.name} is out of stock` });
    const [after] = await shop.database.db.select().from(products).where(eq(products.id, product!.id));
    expect(after!.stockNg).toBe(0);
  });

  it('answers one attempt for the last unit sent five times at once with its one order, never "out of stock"', async () => {
    const [product] = await shop.database.db
      .update(products)
      .set({ stockNg: 1 })
      .where(eq(products.slug, 'radiance-vitamin-c-serum'))
      .returning();
    const c = await newCustomer(shop);
    const body = { country: 'NG', cartItems: [{ id: product!.id, quantity: 1 }], isPickup: true, idempotency_key: newKey() };
    const results = await Promise.all(Array.from({ length: 5 }, () => c.post('/api/order/initiate-order', body)));
    for (const r of results) {
      if (r.statusCode !== 200) expect(r.json()).toEqual({ message: 'Your payment is starting. Please wait a moment.' });
    }
    const rows = await shop.database.db.select().from(orders).where(eq(orders.idempotencyKey, body.idempotency_key));
    expect(rows).toHaveLength(1);
  });

  it('places every order when carts hold the same products in opposite orders (no deadlock)', async () => {
    const two = await shop.database.db
      .update(products)
      .set({ stockNg: 500 })
      .where(inArray(products.slug, ['radiance-vitamin-c-serum', 'even-tone-niacinamide-serum']))
      .returning();
    expect(two).toHaveLength(2);
    const [a, b] = two.map((p) => p.id);
    const customers = await Promise.all(Array.from({ length: 20 }, (_, i) => newCustomer(shop, `Pair${i}`)));
    const results = await Promise.all(
      customers.map((c, i) =>
        c.post('/api/order/initiate-order', {
          country: 'NG',
          isPickup: true,
          idempotency_key: newKey(),
          cartItems:
            i % 2
              ? [
                  { id: a, quantity: 1 },
                  { id: b, quantity: 1 },
                ]
              : [
                  { id: b, quantity: 1 },
                  { id: a, quantity: 1 },
                ],
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
  });

  it('makes one order from one checkout attempt sent five times at once', async () => {
    await shop.database.db.update(products).set({ stockNg: 50 }).where(eq(products.slug, 'radiance-vitamin-c-serum'));
    const [product] = await shop.database.db.select().from(products).where(eq(products.slug, 'radiance-vitamin-c-serum'));
    const c = await newCustomer(shop);
    const body = { country: 'NG', cartItems: [{ id: product!.id, quantity: 2 }], isPickup: true, idempotency_key: newKey() };
    const results = await Promise.all(Array.from({ length: 5 }, () => c.post('/api/order/initiate-order', body)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.json().reference)).size).toBe(1);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect(r.json()).toEqual({ message: 'Your payment is starting. Please wait a moment.' });
    const rows = await shop.database.db.select().from(orders).where(eq(orders.idempotencyKey, body.idempotency_key));
    expect(rows).toHaveLength(1);
    const [after] = await shop.database.db.select().from(products).where(eq(products.id, product!.id));
    expect(after!.stockNg).toBe(48);
  });

  it('keeps one open checkout when five devices of one customer start at once with the last unit', async () => {
    const [product] = await shop.database.db
      .update(products)
      .set({ stockNg: 1 })
      .where(eq(products.slug, 'radiance-vitamin-c-serum'))
      .returning();
    const c = await newCustomer(shop);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        c.post('/api/order/initiate-order', {
          country: 'NG',
          cartItems: [{ id: product!.id, quantity: 1 }],
          isPickup: true,
          idempotency_key: newKey(),
        }),
      ),
    );
    // Starts take turns: each replaces the one before, so each device got its page and none is "out of stock".
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const mine = await shop.database.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.paymentReference,
          results.map((r) => r.json().reference),
        ),
      );
    expect(mine.filter((o) => o.status === 'pending')).toHaveLength(1);
    expect(mine.filter((o) => o.status === 'abandoned' && o.replacedById !== null)).toHaveLength(4);
    const [after] = await shop.database.db.select().from(products).where(eq(products.id, product!.id));
    expect(after!.stockNg).toBe(0);
  });

  it('never loses a payment made on the phone while the laptop starts a checkout', async () => {
    const [product] = await shop.database.db
      .update(products)
      .set({ stockNg: 50 })
      .where(eq(products.slug, 'radiance-vitamin-c-serum'))
      .returning();
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const c = await newCustomer(shop, `Twin${round}`);
      const body = () => ({ country: 'NG', cartItems: [{ id: product!.id, quantity: 1 }], isPickup: true, idempotency_key: newKey() });
      const phone = (await c.post('/api/order/initiate-order', body())).json();
      const [paid, laptop] = await Promise.all([
        c.post(`/api/test-payments/${phone.reference}/pay`, {}),
        c.post('/api/order/initiate-order', body()),
      ]);
      const confirm = (await c.post('/api/payments/confirm', { reference: phone.reference })).json();
      if (paid.statusCode === 200) {
        // The phone's payment went through first: its order stands, the laptop is told.
        expect(confirm).toEqual({ status: 'processing', order_number: phone.order_number });
        expect(laptop.statusCode).toBe(409);
        expect(laptop.json()).toEqual({
          message: `Your checkout on another device has just been paid: order ${phone.order_number} is in My Orders.`,
        });
        outcomes.add('phone paid');
      } else {
        // The laptop's start stopped the phone's payment first: nothing was taken, the phone is told.
        expect(paid.statusCode).toBe(409);
        expect(paid.json()).toEqual({ message: CHECKOUT_REPLACED });
        expect(confirm).toEqual({ status: 'abandoned', order_number: phone.order_number, message: CHECKOUT_REPLACED });
        expect(laptop.statusCode).toBe(200);
        outcomes.add('laptop replaced');
      }
      const open = await shop.database.db
        .select()
        .from(orders)
        .where(
          and(
            eq(
              orders.userId,
              (await shop.database.db.select().from(orders).where(eq(orders.paymentReference, phone.reference)))[0]!.userId,
            ),
            eq(orders.status, 'pending'),
          ),
        );
      expect(open.length).toBeLessThanOrEqual(1);
    }
    expect(outcomes.size).toBeGreaterThanOrEqual(1);
  });
});
