import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../catalog/schema';
import { createTestShop, type TestShop } from '../test/app';
import { newCustomer } from '../test/customers';
import { testModeOrder } from '../test/orders';
import { documentSeries, invoices } from './schema';
import { payTestOrder } from './test-support';

// PGlite has one connection and would serialise these; only a real server shows races.
describe.skipIf(!process.env.TEST_DATABASE_URL)('invoice numbers on PostgreSQL', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('postgres', { AUTH_RATE_LIMIT: '10000' }, { mailWorker: false });
  });
  afterAll(() => shop.close());

  it('numbers 50 payments confirmed at the same time 1 to 50, without a gap or a repeat', async () => {
    await shop.database.db.update(products).set({ stockNg: 1000 }).where(eq(products.slug, 'radiance-vitamin-c-serum'));
    const customers = await Promise.all(Array.from({ length: 50 }, (_, i) => newCustomer(shop, `Payer${i}`)));
    const pending = await Promise.all(customers.map((c) => testModeOrder(shop, c, { pay: false })));
    await Promise.all(customers.map((c, i) => payTestOrder(c, pending[i]!.paymentReference)));

    const rows = await shop.database.db
      .select()
      .from(invoices)
      .where(
        inArray(
          invoices.orderId,
          pending.map((o) => o.id),
        ),
      );
    const year = new Date().getUTCFullYear();
    const numbers = rows.map((r) => r.number).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `INV-${year}-${String(i + 1).padStart(6, '0')}`));
    expect(await shop.database.db.select().from(documentSeries)).toEqual([{ series: 'INV', year, last: 50 }]);
  }, 120_000);
});
