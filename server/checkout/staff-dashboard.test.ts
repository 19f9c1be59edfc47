import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../domain/money';
import { products } from '../catalog/schema';
import { auditLog } from '../staff/schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { logIn, newCustomer, type TestCustomer } from '../test/customers';
import { productBySlug, testModeOrder } from '../test/orders';
import { newStaff, type TestStaff } from '../test/staff';

describe.each(BACKENDS)('dashboard and customers on %s', (backend) => {
  let shop: TestShop;
  let staff: TestStaff;
  let buyer: TestCustomer;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' });
    staff = await newStaff(shop, 'Kemi');
    buyer = await newCustomer(shop, 'Ngozi');
  });
  afterAll(() => shop.close());

  it('shows sales per currency as paid orders less refunds, the 30-day chart, orders waiting and low stock', async () => {
    const empty = (await staff.get('/api/admin/dashboard')).json();
    expect(empty.sales).toEqual({ today: [], week: [], month: [] });
    const kept = await testModeOrder(shop, buyer, { quantity: 2 });
    const refunded = await testModeOrder(shop, buyer);
    await testModeOrder(shop, buyer, { pay: false });
    expect((await staff.post(`/api/admin/orders/${refunded.orderNumber}/cancel`, {})).json().status).toBe('refunded');
    const serum = await productBySlug(shop);
    await shop.database.db.update(products).set({ stockGb: 3 }).where(eq(products.id, serum.id));

    const d = (await staff.get('/api/admin/dashboard')).json();
    const ngn = { currency: 'NGN', minor: kept.totalMinor, text: formatMoney(kept.totalMinor, 'NG') };
    expect(d.sales).toEqual({ today: [ngn], week: [ngn], month: [ngn] });
    expect(d.chart).toHaveLength(1);
    expect(d.chart[0].days).toHaveLength(30);
    expect(d.chart[0].days.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), minor: kept.totalMinor });
    expect(d.chart[0].days.slice(0, -1).every((p: { minor: number }) => p.minor === 0)).toBe(true);
    expect(d.waiting).toEqual({
      count: 1,
      oldest: [{ order_number: kept.orderNumber, paid_at: kept.paidAt!.toISOString(), total: formatMoney(kept.totalMinor, 'NG') }],
    });
    expect(d.low_stock).toContainEqual({
      id: serum.id,
      name: serum.name,
      slug: serum.slug,
      stock: { NG: serum.stockNg, GB: 3, US: serum.stockUs },
      threshold: { NG: 5, GB: 5, US: 5 },
    });
    // Each product is at or below its own threshold in at least one market.
    for (const p of d.low_stock) expect((['NG', 'GB', 'US'] as const).some((c) => p.stock[c] <= p.threshold[c])).toBe(true);
  });

  it('finds customers by name or email and shows their orders and addresses', async () => {
    const amara = await newCustomer(shop, 'Amarachi');
    await amara.addAddress({ country: 'NG', state: 'Lagos', city: 'Ikeja', address: '12 Allen Avenue', phone: '+2348030000001' });
    const order = await testModeOrder(shop, amara);
    const found = (await staff.get('/api/admin/customers?q=amarachi%20test')).json();
    expect(found.data.map((c: { email: string }) => c.email)).toEqual([amara.email]);
    expect((await staff.get(`/api/admin/customers?q=${encodeURIComponent(amara.email)}`)).json().total).toBe(1);
    const id = found.data[0].id;
    const page = (await staff.get(`/api/admin/customers/${id}`)).json();
    expect(page).toMatchObject({ id, name: 'Amarachi Test', email: amara.email, role: 'customer', active_sessions: 1 });
    expect(page.addresses).toEqual([expect.objectContaining({ city: 'Ikeja', address: '12 Allen Avenue', is_default: true })]);
    expect(page.orders.map((o: { order_number: string }) => o.order_number)).toEqual([order.orderNumber]);
    expect((await staff.get('/api/admin/customers/999999')).json()).toEqual({ message: 'Customer not found' });
    expect((await staff.get('/api/admin/customers/abc')).statusCode).toBe(400);
  });

  it("ends all of a customer's sessions and records it", async () => {
    const c = await logIn(shop, buyer.email, 'Glow-Up-2026');
    const [row] = (await staff.get(`/api/admin/customers?q=${encodeURIComponent(buyer.email)}`)).json().data;
    const res = await staff.post(`/api/admin/customers/${row.id}/end-sessions`, {});
    expect(res.json()).toEqual({ ended: 2 });
    expect((await c.get('/api/auth/user')).statusCode).toBe(401);
    expect((await buyer.get('/api/auth/user')).statusCode).toBe(401);
    const entries = await shop.database.db.select().from(auditLog).where(eq(auditLog.action, 'customer.sessions.end'));
    expect(entries).toEqual([
      expect.objectContaining({
        staffId: staff.userId,
        targetType: 'customer',
        targetId: String(row.id),
        before: { sessions: 2 },
        after: { sessions: 0 },
      }),
    ]);
  });
});
