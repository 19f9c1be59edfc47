import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../catalog/schema';
import { orderItems, orders } from '../checkout/schema';
import { mailOutbox } from '../mail/schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { GB_ADDRESS, newCustomer, newKey, US_ADDRESS, type TestCustomer } from '../test/customers';
import { productBySlug, testModeOrder } from '../test/orders';
import { newStaff } from '../test/staff';
import { taxRates } from './schema';

// The Radiance Vitamin C Serum costs ₦18,500 (10 % off in NG: ₦16,650), £26 and $32.
describe.each(BACKENDS)('tax at checkout on %s', (backend) => {
  let shop: TestShop;
  let serumId: number;
  beforeAll(async () => {
    shop = await createTestShop(backend);
    serumId = (await productBySlug(shop)).id;
  });
  afterAll(() => shop.close());

  const quote = async (c: TestCustomer, body: Record<string, unknown>) => {
    const res = await c.post('/api/order/quote', { cartItems: [{ id: serumId, quantity: 2 }], idempotency_key: newKey(), ...body });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const gbQuote = async (c: TestCustomer) =>
    quote(c, {
      country: 'GB',
      isPickup: false,
      address: await c.addAddress(GB_ADDRESS),
      delivery_method: { name: 'Royal Mail Tracked 24' },
    });
  const usQuote = async (c: TestCustomer, state: string) =>
    quote(c, {
      country: 'US',
      isPickup: false,
      address: await c.addAddress({ ...US_ADDRESS, state }),
      delivery_method: { name: 'USPS Ground Advantage' },
    });

  it('shows the VAT inside a GB price, per line and on delivery, before she pays', async () => {
    const q = await gbQuote(await newCustomer(shop));
    // £52.00 of serums holds 866.67p of VAT (867p); £5.99 of delivery 99.83p (100p).
    expect(q).toMatchObject({
      subtotal_minor: 5200,
      delivery_fee_minor: 599,
      total_minor: 5799,
      tax_name: 'VAT',
      tax_included: true,
      tax_minor: 967,
      tax: 9.67,
    });
  });

  it('takes 7.5 % out of a Nigerian price', async () => {
    const q = await quote(await newCustomer(shop), { country: 'NG', isPickup: true });
    // 2 × ₦16,650 = ₦33,300 holds ₦2,323.26 of VAT.
    expect(q).toMatchObject({ subtotal_minor: 3_330_000, total_minor: 3_330_000, tax_included: true, tax_minor: 232_326 });
  });

  it('adds sales tax in a registered US state only, delivery included', async () => {
    const c = await newCustomer(shop);
    expect(await usQuote(c, 'NY')).toMatchObject({ total_minor: 7099, tax_minor: 0, tax_included: true });
    await shop.database.db.insert(taxRates).values({ country: 'US', region: 'NY', name: 'Sales tax', rateBp: 888, included: false });
    // $64.00 → $5.6832 ($5.68); USPS $6.99 → $0.6207 ($0.62); added to $70.99.
    expect(await usQuote(c, 'New York')).toMatchObject({
      total_minor: 7099 + 630,
      tax_name: 'Sales tax',
      tax_included: false,
      tax_minor: 630,
    });
    expect(await usQuote(c, 'CA')).toMatchObject({ total_minor: 7099, tax_minor: 0 });
    await shop.database.db.delete(taxRates).where(eq(taxRates.country, 'US'));
  });

  it('charges no VAT on a zero-rated product, nor on the delivery that carries it', async () => {
    await shop.database.db.update(products).set({ taxClass: 'zero' }).where(eq(products.id, serumId));
    const q = await gbQuote(await newCustomer(shop));
    await shop.database.db.update(products).set({ taxClass: 'standard' }).where(eq(products.id, serumId));
    expect(q).toMatchObject({ total_minor: 5799, tax_minor: 0 });
  });

  it('keeps what a paid order was charged when the rates change, in My Orders and its mail', async () => {
    const c = await newCustomer(shop);
    const order = await testModeOrder(shop, c, { delivered: true, quantity: 2 });
    const [line] = await shop.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({ taxClass: 'standard', taxRateBp: 2000, chargedMinor: 5200, taxMinor: 867 });
    expect(order).toMatchObject({ taxName: 'VAT', taxIncluded: true, taxMinor: 967 });
    expect(order.deliveryTax).toEqual([{ rateBp: 2000, exempt: false, chargedMinor: 599, taxMinor: 100 }]);

    await shop.database.db.update(taxRates).set({ rateBp: 500 }).where(eq(taxRates.country, 'GB'));
    const detail = (await c.get(`/api/order/my-orders/${order.orderNumber}`)).json().data;
    await shop.database.db.update(taxRates).set({ rateBp: 2000 }).where(eq(taxRates.country, 'GB'));
    expect(detail.tax).toEqual({
      name: 'VAT',
      included: true,
      total_minor: 967,
      by_rate: [{ rate_bp: 2000, exempt: false, net_minor: 4832, tax_minor: 967 }],
    });
    const [mail] = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'order-confirmation'), eq(mailOutbox.recipient, c.email)));
    expect(mail!.text).toContain('Subtotal £52.00 · Delivery £5.99 · Total £57.99 · incl. VAT 20 % £9.67');
    const staff = await newStaff(shop, 'Ngozi', 'support');
    const staffView = (await staff.get(`/api/admin/orders/${order.orderNumber}`)).json();
    expect(staffView.tax).toEqual([{ label: 'VAT 20 %', amount: '£9.67', added: false }]);
  });

  it('stores US sales tax on top of the total the shopper paid', async () => {
    await shop.database.db.insert(taxRates).values({ country: 'US', region: 'NY', name: 'Sales tax', rateBp: 888, included: false });
    const c = await newCustomer(shop);
    const res = await c.post('/api/create-payment-intent', {
      country: 'US',
      isPickup: false,
      address: await c.addAddress(US_ADDRESS),
      delivery_method: { name: 'USPS Ground Advantage' },
      cartItems: [{ id: serumId, quantity: 1 }],
      idempotency_key: newKey(),
    });
    await shop.database.db.delete(taxRates).where(eq(taxRates.country, 'US'));
    expect(res.statusCode).toBe(200);
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.paymentReference, res.json().reference));
    // $32.00 → $2.8416; $6.99 → $0.6207.
    expect(order).toMatchObject({
      subtotalMinor: 3200,
      deliveryMinor: 699,
      taxIncluded: false,
      taxName: 'Sales tax',
      taxMinor: 346,
      totalMinor: 4245,
    });
  });
});
