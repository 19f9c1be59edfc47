import { eq } from 'drizzle-orm';
import { products } from '../catalog/schema';
import { orders } from '../checkout/schema';
import type { TestShop } from './app';
import { GB_ADDRESS, newKey, type TestCustomer } from './customers';

const SERUM = 'radiance-vitamin-c-serum';

export async function productBySlug(shop: TestShop, slug = SERUM) {
  return (await shop.database.db.select().from(products).where(eq(products.slug, slug)))[0]!;
}

/**
 * A test-mode NG pickup order of `quantity` serums; paid unless `pay` is false. With `delivered`,
 * a GB order delivered by Royal Mail to the shared GB test address instead.
 */
export async function testModeOrder(
  shop: TestShop,
  customer: TestCustomer,
  options: { pay?: boolean; quantity?: number; discountCode?: string; delivered?: boolean } = {},
) {
  const serum = await productBySlug(shop);
  const where = options.delivered
    ? { country: 'GB', isPickup: false, address: await customer.addAddress(GB_ADDRESS), delivery_method: { name: 'Royal Mail Tracked 24' } }
    : { country: 'NG', isPickup: true };
  const res = await customer.post(options.delivered ? '/api/create-payment-intent' : '/api/order/initiate-order', {
    ...where,
    cartItems: [{ id: serum.id, quantity: options.quantity ?? 1 }],
    idempotency_key: newKey(),
    ...(options.discountCode ? { discountCode: options.discountCode } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`order failed: ${res.body}`);
  const { reference } = res.json() as { reference: string };
  if (options.pay !== false) {
    await customer.post(`/api/test-payments/${reference}/pay`, {});
    const confirmed = await customer.post('/api/payments/confirm', { reference });
    if (confirmed.json().status !== 'processing') throw new Error(`payment failed: ${confirmed.body}`);
  }
  return (await shop.database.db.select().from(orders).where(eq(orders.paymentReference, reference)))[0]!;
}
