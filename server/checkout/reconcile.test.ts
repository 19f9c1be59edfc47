import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_ENDED } from '../../domain/checkout/payments';
import { products } from '../catalog/schema';
import { settleTestPayment } from '../payments/test-provider';
import { createServices, createInfrastructure } from '../services';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { newCustomer, newKey } from '../test/customers';
import { reconcilePendingOrders } from './reconcile';
import { orders } from './schema';

describe.each(BACKENDS)('reconciliation on %s', (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' });
  });
  afterAll(() => shop.close());

  it('pays an order whose customer closed the tab after paying, and ends an abandoned one', async () => {
    const db = shop.database.db;
    const [serum] = await db.select().from(products).where(eq(products.slug, 'radiance-vitamin-c-serum'));
    const attempt = (idempotency_key: string) => ({
      country: 'NG',
      cartItems: [{ id: serum!.id, quantity: 1 }],
      isPickup: true,
      idempotency_key,
    });
    const paid = (await (await newCustomer(shop)).post('/api/order/initiate-order', attempt(newKey()))).json().reference as string;
    const shopper = await newCustomer(shop);
    const key = newKey();
    const abandoned = (await shopper.post('/api/order/initiate-order', attempt(key))).json().reference as string;
    await settleTestPayment(db, paid, 'succeeded');
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await db.update(orders).set({ createdAt: twoDaysAgo }).where(eq(orders.paymentReference, paid));
    await db.update(orders).set({ createdAt: twoDaysAgo }).where(eq(orders.paymentReference, abandoned));
    const [before] = await db.select().from(products).where(eq(products.id, serum!.id));

    const log = { info: () => {}, error: () => {} };
    const services = createServices(db, shop.config, createInfrastructure(shop.config, log), log);
    const summary = await reconcilePendingOrders(db, services.checkout);
    expect(summary).toMatchObject({ checked: 2, paid: 1, cancelled: 1, refunded: 0, errors: 0 });
    const status = async (ref: string) => (await db.select().from(orders).where(eq(orders.paymentReference, ref)))[0]!.status;
    expect(await status(paid)).toBe('processing');
    expect(await status(abandoned)).toBe('abandoned');
    const [after] = await db.select().from(products).where(eq(products.id, serum!.id));
    expect(after!.stockNg).toBe(before!.stockNg + 1);
    // The ended attempt's payment page no longer takes money, and sending the attempt again says so.
    const late = await shopper.post(`/api/test-payments/${abandoned}/pay`, {});
    expect([late.statusCode, late.json()]).toEqual([409, { message: CHECKOUT_ENDED }]);
    const again = await shopper.post('/api/order/initiate-order', attempt(key));
    expect([again.statusCode, again.json()]).toEqual([409, { message: CHECKOUT_ENDED }]);
  });

  it('gives back the stock of an order whose payment never started (process stopped mid-checkout)', async () => {
    const db = shop.database.db;
    const [serum] = await db.select().from(products).where(eq(products.slug, 'radiance-vitamin-c-serum'));
    const reference = (
      await (
        await newCustomer(shop)
      ).post('/api/order/initiate-order', {
        country: 'NG',
        cartItems: [{ id: serum!.id, quantity: 2 }],
        isPickup: true,
        idempotency_key: newKey(),
      })
    ).json().reference as string;
    // As if the process died after the order was placed but before the provider was asked.
    await db
      .update(orders)
      .set({ paymentUrl: null, createdAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(orders.paymentReference, reference));
    const [before] = await db.select().from(products).where(eq(products.id, serum!.id));

    const log = { info: () => {}, error: () => {} };
    const services = createServices(db, shop.config, createInfrastructure(shop.config, log), log);
    expect(await reconcilePendingOrders(db, services.checkout)).toMatchObject({ checked: 1, cancelled: 1, errors: 0 });
    expect((await db.select().from(orders).where(eq(orders.paymentReference, reference)))[0]!.status).toBe('abandoned');
    const [after] = await db.select().from(products).where(eq(products.id, serum!.id));
    expect(after!.stockNg).toBe(before!.stockNg + 2);
  });
});
