import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../catalog/schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { newCustomer, newKey } from '../test/customers';
import { orders } from './schema';
import { changeOrderStatus, statusHistory, SYSTEM } from './status';

describe.each(BACKENDS)('order status history on %s', (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' });
  });
  afterAll(() => shop.close());

  async function pendingOrder() {
    const [product] = await shop.database.db.select().from(products).where(eq(products.slug, 'radiance-vitamin-c-serum'));
    const c = await newCustomer(shop);
    const res = await c.post('/api/order/initiate-order', {
      country: 'NG',
      cartItems: [{ id: product!.id, quantity: 1 }],
      isPickup: true,
      idempotency_key: newKey(),
    });
    expect(res.statusCode).toBe(200);
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.paymentReference, res.json().reference));
    return order!;
  }

  it('records the start of a checkout and each change, with who made it', async () => {
    const order = await pendingOrder();
    const db = shop.database.db;
    const moved = await db.transaction((tx) =>
      changeOrderStatus(tx, { orderId: order.id, from: 'pending', to: 'processing', actor: SYSTEM, note: 'Payment confirmed' }),
    );
    expect(moved?.status).toBe('processing');
    const refused = await db.transaction((tx) =>
      changeOrderStatus(tx, { orderId: order.id, from: 'pending', to: 'abandoned', actor: SYSTEM }),
    );
    expect(refused).toBeNull();
    const staff = await db.transaction((tx) =>
      changeOrderStatus(tx, {
        orderId: order.id,
        from: ['processing'],
        to: 'completed',
        actor: { kind: 'staff', staffUserId: order.userId },
      }),
    );
    expect(staff?.status).toBe('completed');
    const history = (await statusHistory(db, order.id)).map((e) => [e.fromStatus, e.toStatus, e.actorKind, e.staffUserId, e.note]);
    expect(history).toEqual([
      [null, 'pending', 'customer', null, 'Checkout started'],
      ['pending', 'processing', 'system', null, 'Payment confirmed'],
      ['processing', 'completed', 'staff', order.userId, null],
    ]);
  });

  it('moves an order once when ten changes from the same status race, with one event', async () => {
    const order = await pendingOrder();
    const db = shop.database.db;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        db.transaction((tx) =>
          changeOrderStatus(tx, { orderId: order.id, from: 'pending', to: i % 2 ? 'abandoned' : 'processing', actor: SYSTEM }),
        ),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await statusHistory(db, order.id)).filter((e) => e.fromStatus === 'pending')).toHaveLength(1);
  });
});
