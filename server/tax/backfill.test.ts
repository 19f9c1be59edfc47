import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTax, type TaxRule } from '../../domain/tax/tax';
import { orderItems, orders } from '../checkout/schema';
import { paymentLedger } from '../payments/schema';
import { PROJECT_ROOT } from '../root';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { newCustomer } from '../test/customers';
import { testModeOrder } from '../test/orders';
import { newStaff } from '../test/staff';
import { creditNotes, documentSeries, invoices } from './schema';

const MIGRATION = path.join(PROJECT_ROOT, 'server/db/migrations/0030_books_backfill.sql');
const RULES: Record<string, TaxRule> = {
  GB: { name: 'VAT', rateBp: 2000, included: true, registration: '' },
  NG: { name: 'VAT', rateBp: 750, included: true, registration: '' },
};

describe.each(BACKENDS)('migration 0030 on %s: the tax and invoices of orders placed before them', (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' }, { mailWorker: false });
  });
  afterAll(() => shop.close());

  it('fixes each past order’s tax exactly as orderTax does and numbers its invoice in the order it was paid', async () => {
    const db = shop.database.db;
    const buyer = await newCustomer(shop, 'Ada');
    const staff = await newStaff(shop, 'Kemi');
    const placed = [
      await testModeOrder(shop, buyer, { quantity: 3, discountCode: 'AMAKA' }),
      await testModeOrder(shop, buyer, { delivered: true, quantity: 2, discountCode: 'AMAKA' }),
      await testModeOrder(shop, buyer, { delivered: true, quantity: 1 }),
      await testModeOrder(shop, buyer, { quantity: 1 }),
      await testModeOrder(shop, buyer, { pay: false }),
    ];
    // Refunded after it was paid: still a sale that had its invoice.
    expect((await staff.post(`/api/admin/orders/${placed[3]!.orderNumber}/cancel`, {})).statusCode).toBe(200);
    const ids = placed.map((o) => o.id);
    // Pay them in another order than they were placed, a second apart.
    for (const [position, k] of [2, 0, 3, 1].entries())
      await db
        .update(paymentLedger)
        .set({ at: new Date(Date.UTC(2025, 11, 31, 23, 59, 58) + position * 1000) })
        .where(eq(paymentLedger.orderId, ids[k]!));

    // As they were before the books: no tax fixed, no invoices or credit notes.
    await db.delete(creditNotes);
    await db.update(orderItems).set({ taxRateBp: 0, chargedMinor: 0, taxMinor: 0 }).where(inArray(orderItems.orderId, ids));
    await db.update(orders).set({ taxMinor: 0, taxByRate: [], deliveryTax: [] }).where(inArray(orders.id, ids));
    await db.delete(invoices);
    await db.delete(documentSeries);

    for (const statement of fs.readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    for (const id of ids) {
      const [order] = await db.select().from(orders).where(eq(orders.id, id));
      const items = await db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id));
      const expected = orderTax({
        rule: RULES[order!.country] ?? null,
        lines: items.map((i) => ({ lineMinor: i.unitMinor * i.quantity, taxClass: i.taxClass })),
        discountMinor: order!.discountMinor,
        deliveryMinor: order!.deliveryMinor,
      });
      expect(items.map((i) => ({ rateBp: i.taxRateBp, chargedMinor: i.chargedMinor, taxMinor: i.taxMinor }))).toEqual(expected.lines);
      expect([order!.taxMinor, order!.taxByRate, order!.deliveryTax]).toEqual([expected.taxMinor, expected.byRate, expected.delivery]);
    }
    const discounted = await db.select().from(orders).where(eq(orders.id, ids[1]!));
    expect(discounted[0]!.taxMinor).toBeGreaterThan(0);

    // Paid on 31 December 2025 (two) and 1 January 2026 (two); the unpaid attempt has none.
    const numbered = await db.select({ orderId: invoices.orderId, number: invoices.number }).from(invoices).orderBy(invoices.number);
    expect(numbered).toEqual([
      { orderId: ids[2], number: 'INV-2025-000001' },
      { orderId: ids[0], number: 'INV-2025-000002' },
      { orderId: ids[3], number: 'INV-2026-000001' },
      { orderId: ids[1], number: 'INV-2026-000002' },
    ]);
    expect(await db.select().from(documentSeries).orderBy(documentSeries.year)).toEqual([
      { series: 'INV', year: 2025, last: 2 },
      { series: 'INV', year: 2026, last: 2 },
    ]);
  });
});
