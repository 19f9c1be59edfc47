import { and, eq, gte, lt, sql, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_REFUSED } from '../../domain/admin/access';
import type { ShippingCountry } from '../../domain/country';
import type { TaxRule } from '../../domain/tax/tax';
import type { RateLine, SalesReport } from '../../domain/tax/reports';
import type { Db } from '../db/client';
import { paymentLedger } from '../payments/schema';
import { creditNotes } from './schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { newCustomer } from '../test/customers';
import { productBySlug, testModeOrder } from '../test/orders';
import { newStaff, type TestStaff } from '../test/staff';
import {
  SALES_TAX_NY,
  seedPaidOrder,
  seedRefund,
  seedReversal,
  VAT_GB,
  VAT_NG,
  type SeededOrder,
  type SeedLine,
} from '../test/taxed-orders';

const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}Z`);

/** The ledger's own sum per currency over [start, end): what the report must reconcile to. */
async function ledgerSums(db: Db, start: Date, end: Date) {
  const rows = await db
    .select({ currency: paymentLedger.currency, total: sum(paymentLedger.amountMinor).mapWith(Number) })
    .from(paymentLedger)
    .where(and(gte(paymentLedger.at, start), lt(paymentLedger.at, end)))
    .groupBy(paymentLedger.currency);
  return Object.fromEntries(rows.map((r) => [r.currency, r.total]));
}

interface Place {
  country: ShippingCountry;
  state?: string;
  rule: TaxRule | null;
  unit: number;
  delivery: number;
}
/** Five places: GB and NG VAT included, New York's sales tax added, Texas and France with no tax. */
const PLACES: Place[] = [
  { country: 'GB', rule: VAT_GB, unit: 2_450, delivery: 499 },
  { country: 'NG', rule: VAT_NG, unit: 1_850_000, delivery: 0 },
  { country: 'US', state: 'New York', rule: SALES_TAX_NY, unit: 3_199, delivery: 899 },
  { country: 'US', state: 'TX', rule: null, unit: 2_999, delivery: 899 },
  { country: 'FR', rule: null, unit: 3_499, delivery: 1_299 },
];

describe.each(BACKENDS)('sales reports and the nexus tracker on %s', (backend) => {
  let shop: TestShop;
  let admin: TestStaff;
  let productId: number;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' });
    admin = await newStaff(shop, 'Kemi');
    productId = (await productBySlug(shop)).id;
  });
  afterAll(() => shop.close());

  const seed = (p: Place, paidAt: Date, lines: SeedLine[], discountMinor = 0) =>
    seedPaidOrder(shop.database.db, {
      userId: admin.userId,
      productId,
      country: p.country,
      state: p.state,
      rule: p.rule,
      lines,
      discountMinor,
      deliveryMinor: p.delivery,
      paidAt,
    });

  it('reports a year of orders by country and currency, and its totals equal the ledger per currency to the minor unit', async () => {
    const db = shop.database.db;
    const seeded: SeededOrder[] = [];
    /** Every refund and reversal as the ledger has it: `out` positive for money out, its credit note's tax signed alike. */
    const moves: {
      country: string;
      out: number;
      count: number;
      at: Date;
      tax: { rateBp: number; exempt: boolean; netMinor: number; taxMinor: number }[];
    }[] = [];
    // 2023: four orders a month in each place, some discounted, some with a zero-rated or exempt line;
    // refunds a month on (some not until 2024), returns of one line, and some refunds reversed two weeks on.
    for (let month = 0; month < 12; month++) {
      for (let k = 0; k < PLACES.length * 4; k++) {
        const place = PLACES[k % PLACES.length]!;
        const paidAt = new Date(Date.UTC(2023, month, 1 + k, 9, 30));
        const lines: SeedLine[] = [{ name: 'Radiance Serum', unitMinor: place.unit + k * 7, quantity: 1 + (k % 3) }];
        if (k % 4 === 1) lines.push({ name: 'Gift card', unitMinor: 1_000, quantity: 1, taxClass: (k + month) % 2 ? 'exempt' : 'zero' });
        const order = await seed(place, paidAt, lines, k % 3 === 0 ? 313 + k : 0);
        seeded.push(order);
        const n = seeded.length;
        if (n % 5 !== 0 && n % 7 !== 0) continue;
        const refundAt = new Date(paidAt.getTime() + 31 * 86_400_000);
        const refund = await seedRefund(db, order, { at: refundAt, staffId: admin.userId, itemIndexes: n % 5 === 0 ? undefined : [0] });
        moves.push({ country: place.country, out: -refund.ledger.amountMinor, count: 1, at: refundAt, tax: refund.byRate });
        if (n % 3 !== 0) continue;
        const reversalAt = new Date(refundAt.getTime() + 14 * 86_400_000);
        await seedReversal(db, refund.ledger, reversalAt);
        const back = refund.byRate.map((r) => ({ ...r, netMinor: -r.netMinor, taxMinor: -r.taxMinor }));
        moves.push({ country: place.country, out: refund.ledger.amountMinor, count: -1, at: reversalAt, tax: back });
      }
    }
    // Orders just outside the year change nothing in it.
    await seed(PLACES[0]!, at('2022-12-31', '23:59:59'), [{ name: 'Radiance Serum', unitMinor: 2_450, quantity: 1 }]);
    await seed(PLACES[1]!, at('2024-01-01', '00:00:00'), [{ name: 'Radiance Serum', unitMinor: 1_850_000, quantity: 1 }]);

    const res = await admin.get('/api/admin/reports/sales?from=2023-01-01&to=2023-12-31');
    expect(res.statusCode).toBe(200);
    const report = res.json() as SalesReport;
    const ledger = await ledgerSums(db, at('2023-01-01', '00:00:00'), at('2024-01-01', '00:00:00'));
    expect(report.totals.map((t) => t.currency)).toEqual(['GBP', 'NGN', 'USD']);
    for (const t of report.totals) {
      expect(t.unmatched_minor).toBe(0);
      expect(t.gross_minor - t.discount_minor + t.delivery_minor + t.added_tax_minor - t.refunds_minor).toBe(ledger[t.currency]);
      expect(t.net_minor).toBe(ledger[t.currency]);
    }

    // Each row, figure by figure, from the orders and refunds as seeded.
    const rates = (list: { rateBp: number; exempt: boolean; netMinor: number; taxMinor: number }[]) => {
      const by = new Map<string, RateLine>();
      for (const r of list) {
        const line = by.get(`${r.exempt}${r.rateBp}`) ?? { rate_bp: r.rateBp, exempt: r.exempt, net_minor: 0, tax_minor: 0 };
        line.net_minor += r.netMinor;
        line.tax_minor += r.taxMinor;
        by.set(`${r.exempt}${r.rateBp}`, line);
      }
      return [...by.values()].sort((a, b) => Number(a.exempt) - Number(b.exempt) || b.rate_bp - a.rate_bp);
    };
    const total = <T>(list: T[], f: (x: T) => number) => list.reduce((s, x) => s + f(x), 0);
    expect(report.rows.map((r) => `${r.currency} ${r.country}`)).toEqual(['GBP GB', 'NGN NG', 'USD FR', 'USD US']);
    for (const row of report.rows) {
      const sold = seeded.filter((o) => o.order.country === row.country && o.order.paidAt!.getUTCFullYear() === 2023);
      const moved = moves.filter((m) => m.country === row.country && m.at.getUTCFullYear() === 2023);
      const tax = total(sold, (o) => o.tax.taxMinor);
      const refundTax = total(moved, (m) => total(m.tax, (r) => r.taxMinor));
      expect(row).toEqual({
        country: row.country,
        currency: row.currency,
        orders: sold.length,
        gross_minor: total(sold, (o) => o.order.subtotalMinor),
        discount_minor: total(sold, (o) => o.order.discountMinor),
        delivery_minor: total(sold, (o) => o.order.deliveryMinor),
        added_tax_minor: total(sold, (o) => o.tax.addedMinor),
        sales_minor: total(sold, (o) => o.order.totalMinor),
        unmatched_minor: 0,
        tax_minor: tax,
        tax: rates(sold.flatMap((o) => o.tax.byRate)),
        refunds: total(moved, (m) => m.count),
        refunds_minor: total(moved, (m) => m.out),
        refund_tax_minor: refundTax,
        refund_tax: rates(moved.flatMap((m) => m.tax)),
        refunds_without_credit_note: 0,
        net_minor: total(sold, (o) => o.order.totalMinor) - total(moved, (m) => m.out),
        net_tax_minor: tax - refundTax,
      });
    }
    const gb = report.rows.find((r) => r.country === 'GB')!;
    expect(gb.tax.map((r) => [r.rate_bp, r.exempt])).toEqual([
      [2000, false],
      [0, false],
      [0, true],
    ]);
    expect(gb.refunds).toBeGreaterThan(0);
    const us = report.rows.find((r) => r.country === 'US')!;
    expect(us.added_tax_minor).toBe(us.tax_minor);
    expect(us.added_tax_minor).toBeGreaterThan(0);

    // One month: the refunds recorded in it count there, whenever their order was paid.
    const march = (await admin.get('/api/admin/reports/sales?from=2023-03-01&to=2023-03-31')).json() as SalesReport;
    const marchLedger = await ledgerSums(db, at('2023-03-01', '00:00:00'), at('2023-04-01', '00:00:00'));
    for (const t of march.totals) expect(t.net_minor).toBe(marchLedger[t.currency]);
    const inMarch = moves.filter((m) => m.at.getUTCFullYear() === 2023 && m.at.getUTCMonth() === 2);
    expect(inMarch.length).toBeGreaterThan(0);
    for (const row of march.rows)
      expect(row.refunds_minor).toBe(
        total(
          inMarch.filter((m) => m.country === row.country),
          (m) => m.out,
        ),
      );
  });

  it('writes the report and every invoice and credit note line as CSV, exactly', async () => {
    const db = shop.database.db;
    const gbOrder = await seed(
      PLACES[0]!,
      at('2024-03-05', '10:00:00'),
      [{ name: 'Rose "Glow" Serum', unitMinor: 2_400, quantity: 2 }],
      800,
    );
    const usOrder = await seed(PLACES[2]!, at('2024-03-10', '23:59:59'), [{ name: 'Shea Balm, 50 ml', unitMinor: 1_500, quantity: 1 }]);
    await seedRefund(db, gbOrder, { at: at('2024-03-20'), staffId: admin.userId, itemIndexes: [0] });

    const report = (await admin.get('/api/admin/reports/sales?from=2024-03-01&to=2024-03-31')).json() as SalesReport;
    expect(report.rows).toEqual([
      expect.objectContaining({
        country: 'GB',
        currency: 'GBP',
        orders: 1,
        gross_minor: 4_800,
        discount_minor: 800,
        delivery_minor: 499,
        added_tax_minor: 0,
        sales_minor: 4_499,
        tax_minor: 750,
        tax: [{ rate_bp: 2000, exempt: false, net_minor: 3_749, tax_minor: 750 }],
        refunds: 1,
        refunds_minor: 4_000,
        refund_tax_minor: 667,
        refund_tax: [{ rate_bp: 2000, exempt: false, net_minor: 3_333, tax_minor: 667 }],
        net_minor: 499,
        net_tax_minor: 83,
      }),
      expect.objectContaining({
        country: 'US',
        currency: 'USD',
        orders: 1,
        gross_minor: 1_500,
        delivery_minor: 899,
        added_tax_minor: 213,
        sales_minor: 2_612,
        tax: [{ rate_bp: 888, exempt: false, net_minor: 2_399, tax_minor: 213 }],
        refunds_minor: 0,
        net_minor: 2_612,
      }),
    ]);

    const sales = await admin.get('/api/admin/reports/sales.csv?from=2024-03-01&to=2024-03-31');
    expect(sales.statusCode).toBe(200);
    expect(sales.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(sales.headers['content-disposition']).toBe('attachment; filename="zaron-sales-2024-03-01-to-2024-03-31.csv"');
    expect(sales.body).toBe(
      [
        'Country,Currency,Rate,Orders,Gross sales,Discounts,Delivery,Added tax,Sales,Unmatched payments,Refunds,Net,Taxable,Tax,Refunded taxable,Refund tax',
        'GB,GBP,All rates,1,48.00,8.00,4.99,0.00,44.99,0.00,40.00,4.99,37.49,7.50,33.33,6.67',
        'GB,GBP,20 %,,,,,,,,,,37.49,7.50,33.33,6.67',
        'US,USD,All rates,1,15.00,0.00,8.99,2.13,26.12,0.00,0.00,26.12,23.99,2.13,0.00,0.00',
        'US,USD,8.88 %,,,,,,,,,,23.99,2.13,0.00,0.00',
        'All,GBP,All rates,1,48.00,8.00,4.99,0.00,44.99,0.00,40.00,4.99,37.49,7.50,33.33,6.67',
        'All,GBP,20 %,,,,,,,,,,37.49,7.50,33.33,6.67',
        'All,USD,All rates,1,15.00,0.00,8.99,2.13,26.12,0.00,0.00,26.12,23.99,2.13,0.00,0.00',
        'All,USD,8.88 %,,,,,,,,,,23.99,2.13,0.00,0.00',
        '',
      ].join('\r\n'),
    );

    const lines = await admin.get('/api/admin/reports/invoice-lines.csv?from=2024-03-01&to=2024-03-31');
    expect(lines.statusCode).toBe(200);
    expect(lines.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(lines.headers['content-disposition']).toBe('attachment; filename="zaron-invoice-lines-2024-03-01-to-2024-03-31.csv"');
    const [cn] = await db.select().from(creditNotes).where(eq(creditNotes.orderId, gbOrder.order.id));
    const gb = `${gbOrder.invoice.number},2024-03-05,${gbOrder.order.orderNumber},GB,GBP`;
    const us = `${usOrder.invoice.number},2024-03-10,${usOrder.order.orderNumber},US,USD`;
    expect(lines.body).toBe(
      [
        'Document,Date,Order,Country,Currency,Description,Quantity,Rate,Net,Tax,Gross',
        `${gb},"Rose ""Glow"" Serum",2,20 %,33.33,6.67,40.00`,
        `${gb},Delivery,1,20 %,4.16,0.83,4.99`,
        `${us},"Shea Balm, 50 ml",1,8.88 %,15.00,1.33,16.33`,
        `${us},Delivery,1,8.88 %,8.99,0.80,9.79`,
        `${cn!.number},2024-03-20,${gbOrder.order.orderNumber},GB,GBP,"Rose ""Glow"" Serum",2,20 %,-33.33,-6.67,-40.00`,
        '',
      ].join('\r\n'),
    );
    // A day's range ends at midnight UTC: the US order paid at 23:59:59 is in the 10th, not the 11th.
    const eleventh = (await admin.get('/api/admin/reports/sales?from=2024-03-11&to=2024-03-11')).json() as SalesReport;
    expect(eleventh.rows).toEqual([]);
  });

  it('reads the tax checkout fixed on an order placed and paid through the API', async () => {
    const buyer = await newCustomer(shop, 'Ngozi');
    const order = await testModeOrder(shop, buyer, { quantity: 2 });
    expect(order.taxMinor).toBeGreaterThan(0);
    const today = order.paidAt!.toISOString().slice(0, 10);
    const report = (await admin.get(`/api/admin/reports/sales?from=${today}&to=${today}`)).json() as SalesReport;
    expect(report.rows).toEqual([
      expect.objectContaining({
        country: 'NG',
        currency: 'NGN',
        orders: 1,
        gross_minor: order.subtotalMinor,
        discount_minor: order.discountMinor,
        delivery_minor: order.deliveryMinor,
        added_tax_minor: 0,
        sales_minor: order.totalMinor,
        unmatched_minor: 0,
        tax_minor: order.taxMinor,
        tax: order.taxByRate.map((r) => ({ rate_bp: r.rateBp, exempt: r.exempt, net_minor: r.netMinor, tax_minor: r.taxMinor })),
        net_minor: order.totalMinor,
      }),
    ]);
  });

  it('refuses a backwards range, one over five years and a malformed date with their messages', async () => {
    const ask = async (query: string) => {
      const res = await admin.get(`/api/admin/reports/sales?${query}`);
      return [res.statusCode, res.json().message];
    };
    expect(await ask('from=2025-02-01&to=2025-01-31')).toEqual([400, 'The start date must be on or before the end date']);
    expect(await ask('from=2020-01-01&to=2025-01-01')).toEqual([400, 'A report covers at most five years']);
    expect((await admin.get('/api/admin/reports/sales?from=2020-01-01&to=2024-12-31')).statusCode).toBe(200);
    expect(await ask('from=2025-02-30&to=2025-03-01')).toEqual([400, 'from: The start date must be a real date written YYYY-MM-DD']);
    expect(await ask('from=2025-01-01&to=31/01/2025')).toEqual([400, 'to: The end date must be a real date written YYYY-MM-DD']);
    expect(await ask('from=2025-01-01')).toEqual([400, 'to: Enter the end date as YYYY-MM-DD']);
    const csv = await admin.get('/api/admin/reports/invoice-lines.csv?from=2025-02-01&to=2025-01-31');
    expect([csv.statusCode, csv.json().message]).toEqual([400, 'The start date must be on or before the end date']);
  });

  it('is for admins only: other staff get 403', async () => {
    for (const role of ['support', 'fulfilment', 'catalogue'] as const) {
      const staff = await newStaff(shop, 'Tunde', role);
      for (const path of ['sales', 'sales.csv', 'invoice-lines.csv'].map((p) => `/api/admin/reports/${p}?from=2025-01-01&to=2025-01-31`)) {
        const res = await staff.get(path);
        expect([res.statusCode, res.json()]).toEqual([403, { message: ROLE_REFUSED }]);
      }
      expect((await staff.get('/api/admin/reports/nexus')).statusCode).toBe(403);
    }
  });

  it('tracks US states against their nexus thresholds: near from 80 %, over from 100 %, registered where a rate exists', async () => {
    const db = shop.database.db;
    const year = new Date().getUTCFullYear();
    const inYear = (y: number) => new Date(Date.UTC(y, 0, 10, 12));
    // Thresholds of $1,000 (or 10 orders in Colorado) make the percentages easy to reach.
    await db.execute(sql`update nexus_thresholds set sales_minor = 100000, orders = null where state in ('FL', 'GA', 'WA', 'IL', 'NY')`);
    await db.execute(sql`update nexus_thresholds set sales_minor = 100000, orders = 10 where state = 'CO'`);
    await db.execute(sql`insert into tax_rates (country, region, name, rate_bp, included) values ('US', 'NY', 'Sales tax', 888, false)`);
    const us = (state: string, unitMinor: number, when = inYear(year), rule: TaxRule | null = null) =>
      seed({ country: 'US', state, rule, unit: unitMinor, delivery: 0 }, when, [{ name: 'Serum', unitMinor, quantity: 1 }]);
    await us('Florida', 79_000);
    await us('ga', 80_000);
    await us('WA', 60_000);
    await us('Washington', 40_000);
    for (let i = 0; i < 8; i++) await us('CO', 100);
    await us('IL', 100_000, inYear(year - 1));
    await us('IL', 10_000, inYear(year - 2));
    // New York's sales tax is not part of its sales: $500 of goods and $44.40 of tax is 50 %.
    await us('New York', 50_000, inYear(year), SALES_TAX_NY);
    await us('Atlantis', 5_000);

    const res = await admin.get('/api/admin/reports/nexus');
    expect(res.statusCode).toBe(200);
    const nexus = res.json();
    expect([nexus.current_year, nexus.previous_year]).toEqual([year, year - 1]);
    const row = (state: string) => nexus.states.find((s: { state: string }) => s.state === state);
    const y = (sales: number, orders: number, flag: string | null, which = year) => ({ year: which, sales_minor: sales, orders, flag });
    expect(row('FL')).toEqual({
      state: 'FL',
      name: 'Florida',
      threshold: { sales_minor: 100_000, orders: null },
      current: y(79_000, 1, 'below'),
      previous: y(0, 0, 'below', year - 1),
      flag: 'below',
      registered: false,
    });
    expect(row('GA')).toMatchObject({ current: y(80_000, 1, 'near'), flag: 'near' });
    expect(row('WA')).toMatchObject({ current: y(100_000, 2, 'over'), flag: 'over' });
    expect(row('CO')).toMatchObject({ threshold: { sales_minor: 100_000, orders: 10 }, current: y(800, 8, 'near'), flag: 'near' });
    expect(row('IL')).toMatchObject({ current: y(0, 0, 'below'), previous: y(100_000, 1, 'over', year - 1), flag: 'over' });
    expect(row('NY')).toMatchObject({ current: y(50_000, 1, 'below'), registered: true });
    expect(row('Unknown')).toEqual({
      state: 'Unknown',
      name: 'Unknown',
      threshold: null,
      current: y(5_000, 1, null),
      previous: y(0, 0, null, year - 1),
      flag: null,
      registered: false,
    });
    expect(nexus.states.map((s: { state: string }) => s.state)).toEqual(['WA', 'IL', 'GA', 'CO', 'FL', 'NY', 'Unknown']);
  });
});
