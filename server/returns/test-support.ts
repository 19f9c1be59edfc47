import { and, eq } from 'drizzle-orm';
import { orderStatusEvents, orders } from '../checkout/schema';
import { multipart, type UploadFile } from '../forms/test-support';
import type { TestShop } from '../test/app';
import { GB_ADDRESS, newKey, type TestCustomer } from '../test/customers';
import { productBySlug } from '../test/orders';
import type { TestStaff } from '../test/staff';

export const SERUM = 'radiance-vitamin-c-serum';
export const TONER = 'glycolic-glow-toner';

/**
 * A paid and delivered test-mode GB order of two serums and one toner (Royal Mail Tracked 24),
 * with `discountCode` when given; staff mark it delivered.
 */
export async function deliveredGbOrder(shop: TestShop, customer: TestCustomer, staff: TestStaff, discountCode?: string) {
  const [serum, toner] = await Promise.all([productBySlug(shop, SERUM), productBySlug(shop, TONER)]);
  const address = await customer.addAddress(GB_ADDRESS);
  const res = await customer.post('/api/create-payment-intent', {
    country: 'GB',
    cartItems: [
      { id: serum.id, quantity: 2 },
      { id: toner.id, quantity: 1 },
    ],
    address,
    delivery_method: { name: 'Royal Mail Tracked 24' },
    isPickup: false,
    idempotency_key: newKey(),
    ...(discountCode ? { discountCode } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`order failed: ${res.body}`);
  const { reference } = res.json() as { reference: string };
  await customer.post(`/api/test-payments/${reference}/pay`, {});
  const confirmed = await customer.post('/api/payments/confirm', { reference });
  if (confirmed.json().status !== 'processing') throw new Error(`payment failed: ${confirmed.body}`);
  const [order] = await shop.database.db.select().from(orders).where(eq(orders.paymentReference, reference));
  const done = await staff.post(`/api/admin/orders/${order!.orderNumber}/complete`, {});
  if (done.statusCode !== 200) throw new Error(`complete failed: ${done.body}`);
  return (await shop.database.db.select().from(orders).where(eq(orders.id, order!.id)))[0]!;
}

/** Moves the order's delivery (its `completed` event) to `at`. */
export async function deliveredOn(shop: TestShop, orderId: number, at: Date) {
  await shop.database.db
    .update(orderStatusEvents)
    .set({ at })
    .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.toStatus, 'completed')));
}

/** The shopper's return request, as the order page sends it (multipart, optional photo). */
export function askReturn(
  shop: TestShop,
  customer: TestCustomer,
  orderNumber: string,
  fields: { lines: unknown; reason?: string; note?: string },
  photo?: UploadFile,
) {
  const { lines, ...rest } = fields;
  const body = multipart(
    { lines: typeof lines === 'string' ? lines : JSON.stringify(lines), reason: 'changed_mind', ...rest },
    photo ? { photo } : {},
  );
  return shop.app.inject({
    method: 'POST',
    url: `/api/order/my-orders/${orderNumber}/returns`,
    ...body,
    headers: { ...body.headers, authorization: `Bearer ${customer.token}` },
  });
}
