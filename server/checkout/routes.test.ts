import { eq, inArray } from 'drizzle-orm';
import { ORDER_NUMBER_PATTERN, orderDetailSchema } from '../../domain/orders';
import { CHECKOUT_REPLACED } from '../../domain/checkout/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OUT_OF_STOCK, PRODUCTS } from '../seed/catalog-data';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts';
import { products } from '../catalog/schema';
import { commissionEntries } from '../influencers/schema';
import { orders as ordersTable } from './schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { GB_ADDRESS, logIn, newCustomer, newKey, US_ADDRESS } from '../test/customers';
import { invalidBody } from '../test/invalid';

const seed = (slug: string) => PRODUCTS.find((p) => p.slug === slug)!;

describe.each(BACKENDS)('checkout API on %s (test-mode payments)', (backend) => {
  let shop: TestShop;
  const ids = new Map<string, number>();
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' });
    for (const row of await shop.database.db.select({ id: products.id, slug: products.slug }).from(products)) ids.set(row.slug, row.id);
  });
  afterAll(() => shop.close());

  const serum = 'radiance-vitamin-c-serum';
  const line = (slug: string, quantity = 1, extra = {}) => ({ id: ids.get(slug)!, quantity, ...extra });

  it('returns Lagos area fees and delivery methods per country', async () => {
    const c = await newCustomer(shop);
    const fee = await c.get('/api/order/location-fee/NG/Lagos/Ikeja');
    expect(fee.json()).toEqual({
      data: { deliveryData: { state: 'Lagos', city: 'Ikeja', duration: 'Same or next working day' }, fee: 2000 },
    });
    expect((await c.get('/api/order/location-fee/NG/Kano/Kano')).json().data.fee).toBe(7500);
    expect((await c.get('/api/order/location-fee/NG/Atlantis/Nowhere')).statusCode).toBe(404);
    const gb = (await c.get('/api/order/get-international-delivery-methods/GB')).json().data;
    expect(gb[0]).toEqual({ id: expect.any(Number), name: 'Royal Mail Tracked 48', price: 3.99, duration: '2-3 working days' });
    expect((await c.get('/api/order/get-international-delivery-methods/FR')).json().data.map((m: { name: string }) => m.name)).toEqual([
      'International Standard',
      'International Express',
    ]);
    expect((await c.get('/api/order/get-international-delivery-methods/CA')).json().data).toEqual([]);
  });

  it('answers add-discount-code with the percent as a number, and refuses unknown and own codes', async () => {
    const c = await newCustomer(shop);
    const ok = await c.post('/api/order/add-discount-code', { code: 'amaka' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('10');
    const bad = await c.post('/api/order/add-discount-code', { code: 'NOPE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Invalid discount code' });
    const influencer = await logIn(shop, DEMO_ACCOUNTS.influencer.email, DEMO_PASSWORD);
    const own = await influencer.post('/api/order/add-discount-code', { code: 'AMAKA' });
    expect(own.json()).toEqual({ message: 'You cannot use your own discount code' });
  });

  it('reprices from the catalogue and ignores client prices, fees and totals', async () => {
    const c = await newCustomer(shop);
    const address = await c.addAddress(GB_ADDRESS);
    const res = await c.post('/api/order/quote', {
      country: 'GB',
      cartItems: [line(serum, 2, { price: 0.01, UK_price: 0.01 })],
      address,
      delivery_method: { name: 'Royal Mail Tracked 24' },
      delivery_fee: 0,
      total: 1,
      isPickup: false,
    });
    expect(res.statusCode).toBe(200);
    const unit = seed(serum).prices.gbp;
    expect(res.json().data).toMatchObject({
      currency: 'GBP',
      subtotal_minor: unit * 2,
      delivery_fee_minor: 599,
      discount_minor: 0,
      total_minor: unit * 2 + 599,
    });
  });

  it.each([
    [-1, 'cartItems.0.quantity'],
    [0, 'cartItems.0.quantity'],
    [1.5, 'cartItems.0.quantity'],
    ['1e9', 'cartItems.0.quantity'],
    [2 ** 31, 'cartItems.0.quantity'],
    [[1], 'cartItems.0.quantity'],
    [{ $gt: 0 }, 'cartItems.0.quantity'],
  ])('refuses quantity %j with 400', async (quantity, field) => {
    const c = await newCustomer(shop);
    const res = await c.post('/api/order/quote', { country: 'NG', cartItems: [{ id: ids.get(serum), quantity }], isPickup: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}: `));
  });

  it('refuses an out-of-stock product for the order country with 409', async () => {
    const c = await newCustomer(shop);
    const address = await c.addAddress(GB_ADDRESS);
    const slug = DEMO_OUT_OF_STOCK.GB;
    const res = await c.post('/api/order/quote', {
      country: 'GB',
      cartItems: [line(slug)],
      address,
      delivery_method: 'Royal Mail Tracked 48',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: `${seed(slug).name} is out of stock` });
  });

  it('shows the Shipping Not Available text for an unsupported country', async () => {
    const c = await newCustomer(shop);
    const res = await c.post('/api/order/quote', { country: 'CA', cartItems: [line(serum)], isPickup: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "We currently don't support shipping to your country. Please check back later as we're expanding our delivery network.",
    });
  });

  it('makes US delivery free from $80 and charges the method below it', async () => {
    const c = await newCustomer(shop);
    const address = await c.addAddress(US_ADDRESS);
    const unit = seed(serum).prices.usd;
    const small = (
      await c.post('/api/order/quote', { country: 'US', cartItems: [line(serum, 1)], address, delivery_method: 'USPS Ground Advantage' })
    ).json().data;
    expect(unit).toBeLessThan(8000);
    expect(small.delivery_fee_minor).toBe(699);
    const qty = Math.ceil(8000 / unit);
    const big = (
      await c.post('/api/order/quote', { country: 'US', cartItems: [line(serum, qty)], address, delivery_method: 'USPS Ground Advantage' })
    ).json().data;
    expect(big.subtotal_minor).toBe(unit * qty);
    expect(big.delivery_fee_minor).toBe(0);
    expect(big.total_minor).toBe(unit * qty);
  });

  it('places an NG pickup order with AMAKA, pays in test mode once, and credits the influencer once', async () => {
    const c = await newCustomer(shop);
    const key = newKey();
    const body = { country: 'NG', cartItems: [line(serum, 2)], isPickup: true, discountCode: 'AMAKA', idempotency_key: key };
    const first = await c.post('/api/order/initiate-order', body);
    expect(first.statusCode).toBe(200);
    const again = await c.post('/api/order/initiate-order', body);
    expect(again.json().reference).toBe(first.json().reference);
    const { payment_url, reference, order_number } = first.json();
    expect(payment_url).toBe(`http://shop.test/test-payment/${reference}`);

    // NG price with the 10% NG discount, then AMAKA's 10% off the subtotal; pickup is free.
    const unit = Math.round((seed(serum).prices.ngn * 0.9) / 100) * 100;
    const subtotal = unit * 2;
    const discount = Math.round((subtotal * 0.1) / 100) * 100;
    const page = (await c.get(`/api/test-payments/${reference}`)).json();
    expect(page).toMatchObject({ amount_minor: subtotal - discount, currency: 'NGN', status: 'pending', order_number });

    expect((await c.post(`/api/test-payments/${reference}/pay`, {})).json()).toEqual({ status: 'succeeded' });
    const confirms = await Promise.all([1, 2, 3].map(() => c.post('/api/payments/confirm', { reference })));
    for (const r of confirms) expect(r.json()).toEqual({ status: 'processing', order_number });

    const orders = (await c.get('/api/order/my-orders')).json().data;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      order_number,
      status: 'processing',
      total: (subtotal - discount) / 100,
      refunded: 0,
      is_pickup: true,
    });
    expect(orders[0].products).toEqual([
      { name: seed(serum).name, image: `/media/products/${serum}-1-480.webp`, price: unit / 100, quantity: 2 },
    ]);

    const [order] = await shop.database.db.select().from(ordersTable).where(eq(ordersTable.orderNumber, order_number));
    const credits = await shop.database.db.select().from(commissionEntries).where(eq(commissionEntries.orderId, order!.id));
    // AMAKA's default split: 5% of the discounted subtotal, rounded to whole naira.
    expect(credits.map((e) => [e.amountMinor, e.currency])).toEqual([[Math.round(((subtotal - discount) * 0.05) / 100) * 100, 'NGN']]);
  });

  it('declined test card ends the attempt and gives the stock back', async () => {
    const c = await newCustomer(shop);
    const address = await c.addAddress(GB_ADDRESS);
    const [before] = await shop.database.db.select().from(products).where(eq(products.slug, serum));
    const res = await c.post('/api/create-payment-intent', {
      country: 'GB',
      cartItems: [line(serum, 3)],
      address,
      delivery_method: { name: 'DPD Next Day' },
      idempotency_key: newKey(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'test', publishable_key: null, client_secret: expect.stringMatching(/^test_secret_zr_/) });
    const [reserved] = await shop.database.db.select().from(products).where(eq(products.slug, serum));
    expect(reserved!.stockGb).toBe(before!.stockGb - 3);
    await c.post(`/api/test-payments/${res.json().reference}/decline`, {});
    expect((await c.post('/api/payments/confirm', { reference: res.json().reference })).json()).toEqual({
      status: 'abandoned',
      order_number: res.json().order_number,
    });
    expect((await c.get('/api/order/my-orders')).json()).toEqual({ data: [] });
    const [after] = await shop.database.db.select().from(products).where(eq(products.slug, serum));
    expect(after!.stockGb).toBe(before!.stockGb);
  });

  it("keeps another customer's order private", async () => {
    const owner = await newCustomer(shop);
    const res = await owner.post('/api/order/initiate-order', {
      country: 'NG',
      cartItems: [line(serum)],
      isPickup: true,
      idempotency_key: newKey(),
    });
    const stranger = await newCustomer(shop);
    const peek = await stranger.get(`/api/test-payments/${res.json().reference}`);
    expect(peek.statusCode).toBe(404);
    expect((await stranger.post('/api/payments/confirm', { reference: res.json().reference })).statusCode).toBe(404);
    expect((await stranger.get('/api/order/my-orders')).json()).toEqual({ data: [] });
  });

  it('refuses the wrong flow for a country and an address that is not the customer’s', async () => {
    const c = await newCustomer(shop);
    const ng = await c.post('/api/create-payment-intent', {
      country: 'NG',
      cartItems: [line(serum)],
      isPickup: true,
      idempotency_key: newKey(),
    });
    expect(ng.json()).toEqual({ message: 'Orders in Nigeria are paid with Paystack' });
    const other = await newCustomer(shop);
    const theirs = await other.addAddress(GB_ADDRESS);
    const res = await c.post('/api/order/quote', {
      country: 'GB',
      cartItems: [line(serum)],
      address: theirs,
      delivery_method: 'DPD Next Day',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Address not found' });
  });

  it('replaces an earlier unpaid attempt: it is abandoned, its stock returned, and neither shows in My Orders', async () => {
    const c = await newCustomer(shop);
    const [before] = await shop.database.db.select().from(products).where(eq(products.slug, serum));
    const firstBody = { country: 'NG', cartItems: [line(serum, 2)], isPickup: true, idempotency_key: newKey() };
    const first = (await c.post('/api/order/initiate-order', firstBody)).json();
    const second = (
      await c.post('/api/order/initiate-order', {
        country: 'NG',
        cartItems: [line(serum, 1)],
        isPickup: true,
        discountCode: 'AMAKA',
        idempotency_key: newKey(),
      })
    ).json();
    expect((await c.get('/api/order/my-orders')).json()).toEqual({ data: [] });
    const rows = await shop.database.db
      .select()
      .from(ordersTable)
      .where(inArray(ordersTable.orderNumber, [first.order_number, second.order_number]));
    const byNumber = new Map(rows.map((r) => [r.orderNumber, r]));
    expect(byNumber.get(first.order_number)).toMatchObject({ status: 'abandoned', replacedById: byNumber.get(second.order_number)!.id });
    expect(byNumber.get(second.order_number)).toMatchObject({ status: 'pending', replacedById: null });
    const [after] = await shop.database.db.select().from(products).where(eq(products.slug, serum));
    expect(after!.stockNg).toBe(before!.stockNg - 1);
    // The replaced attempt's page is told plainly, and its payment page refuses to take money.
    expect((await c.post('/api/payments/confirm', { reference: first.reference })).json()).toEqual({
      status: 'abandoned',
      order_number: first.order_number,
      message: CHECKOUT_REPLACED,
    });
    const late = await c.post(`/api/test-payments/${first.reference}/pay`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: CHECKOUT_REPLACED });
    // Sending the replaced attempt again (same key) says so too, rather than starting it anew.
    const again = await c.post('/api/order/initiate-order', firstBody);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: CHECKOUT_REPLACED });
  });

  it('shows an order in My Orders only once it is paid', async () => {
    const c = await newCustomer(shop);
    const started = (
      await c.post('/api/order/initiate-order', { country: 'NG', cartItems: [line(serum)], isPickup: true, idempotency_key: newKey() })
    ).json();
    expect((await c.get('/api/order/my-orders')).json()).toEqual({ data: [] });
    await c.post(`/api/test-payments/${started.reference}/pay`, {});
    expect((await c.post('/api/payments/confirm', { reference: started.reference })).json()).toEqual({
      status: 'processing',
      order_number: started.order_number,
    });
    expect(
      (await c.get('/api/order/my-orders')).json().data.map((o: { order_number: string; status: string }) => [o.order_number, o.status]),
    ).toEqual([[started.order_number, 'processing']]);
  });

  it('shows a paid order in full: lines, subtotal, delivery, discount, total, address and status history', async () => {
    const c = await newCustomer(shop);
    const address = await c.addAddress(GB_ADDRESS);
    const started = (
      await c.post('/api/create-payment-intent', {
        country: 'GB',
        cartItems: [line(serum, 2)],
        address,
        delivery_method: { name: 'Royal Mail Tracked 48' },
        discountCode: 'AMAKA',
        idempotency_key: newKey(),
      })
    ).json();
    // Numbered as the one pattern of order numbers says, so the order's own address is accepted.
    expect(started.order_number).toMatch(ORDER_NUMBER_PATTERN);
    expect((await c.get(`/api/order/my-orders/${started.order_number}`)).json()).toEqual({ message: 'Order not found' });
    await c.post(`/api/test-payments/${started.reference}/pay`, {});
    await c.post('/api/payments/confirm', { reference: started.reference });
    const res = await c.get(`/api/order/my-orders/${started.order_number}`);
    expect(res.statusCode).toBe(200);
    const detail = orderDetailSchema.parse(res.json().data);
    const unit = seed(serum).prices.gbp;
    const subtotal = unit * 2;
    const discount = Math.round(subtotal * 0.1);
    expect(detail).toMatchObject({
      order_number: started.order_number,
      status: 'processing',
      country: 'GB',
      currency: 'GBP',
      subtotal_minor: subtotal,
      delivery_fee_minor: 399,
      discount_minor: discount,
      total_minor: subtotal + 399 - discount,
      refunded_minor: 0,
      is_pickup: false,
      delivery_method: 'Royal Mail Tracked 48',
      address: {
        address: '5 Brixton Road',
        city: 'London',
        state: 'Greater London',
        country: 'GB',
        zip_code: 'SW9 6DE',
        phone: '+447700900123',
      },
      products: [
        { name: seed(serum).name, image: `/media/products/${serum}-1-480.webp`, unit_minor: unit, quantity: 2, line_total_minor: subtotal },
      ],
    });
    expect(detail.history.map((h) => h.status)).toEqual(['pending', 'processing']);
    const stranger = await newCustomer(shop);
    expect((await stranger.get(`/api/order/my-orders/${started.order_number}`)).statusCode).toBe(404);
    const bad = await c.get('/api/order/my-orders/not-an-order');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(invalidBody('orderNumber: Invalid order number'));
  });

  it('returns the same order when an attempt that took the last unit is sent again', async () => {
    const slug = 'radiance-vitamin-c-serum';
    const [before] = await shop.database.db.select().from(products).where(eq(products.slug, slug));
    await shop.database.db.update(products).set({ stockNg: 1 }).where(eq(products.slug, slug));
    try {
      const c = await newCustomer(shop);
      const body = { country: 'NG', cartItems: [line(slug)], isPickup: true, idempotency_key: newKey() };
      const first = await c.post('/api/order/initiate-order', body);
      const again = await c.post('/api/order/initiate-order', body);
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
    } finally {
      await shop.database.db.update(products).set({ stockNg: before!.stockNg }).where(eq(products.slug, slug));
    }
  });

  it.each([
    [
      'a row id beyond PostgreSQL integers',
      { cartItems: [{ id: 2 ** 31, quantity: 1 }] },
      'cartItems.0.id: Too big: expected number to be <=2147483647',
    ],
    [
      'an address id beyond PostgreSQL integers',
      { isPickup: false, address: { id: 2 ** 53 - 1 } },
      'address.id: Too big: expected number to be <=2147483647',
    ],
    ['a NUL in the discount code', { discountCode: 'AMA\u0000KA' }, 'discountCode: contains characters we cannot store'],
  ])('answers %s with 400, never a 500', async (_name, extra, message) => {
    const c = await newCustomer(shop);
    const res = await c.post('/api/order/quote', { country: 'NG', cartItems: [line(serum)], isPickup: true, ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidBody(message));
  });

  it('answers NUL characters in a code or a place with 400, never a 500', async () => {
    const c = await newCustomer(shop);
    const code = await c.post('/api/order/add-discount-code', { code: 'A\u0000' });
    expect(code.statusCode).toBe(400);
    expect(code.json()).toEqual(invalidBody('code: contains characters we cannot store'));
    const fee = await c.get('/api/order/location-fee/NG/Lagos/Ike%00ja');
    expect(fee.statusCode).toBe(400);
    expect(fee.json()).toEqual(invalidBody('city: contains characters we cannot store'));
  });

  it('requires a signed-in customer', async () => {
    expect((await shop.app.inject({ method: 'POST', url: '/api/order/initiate-order', payload: {} })).statusCode).toBe(401);
  });
});
