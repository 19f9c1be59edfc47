import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../../server/db/client';
import { BACKENDS, freshPostgres } from '../../../server/test/app';
import { loadScale, SCALE_PREFIX } from './load';

const SIZES = { products: 50, customers: 100, orders: 300, reviews: 40, auditEntries: 30 };

describe.each(BACKENDS)('the scale loader (%s)', (backend) => {
  let database: Database;
  let drop = async () => {};
  const one = async (query: ReturnType<typeof sql>) => {
    const result = (await database.db.execute(query)) as unknown as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
    const rows = Array.isArray(result) ? result : result.rows!;
    return rows[0]!;
  };

  beforeAll(async () => {
    if (backend === 'postgres') {
      const fresh = await freshPostgres();
      database = fresh.database;
      drop = fresh.drop;
    } else {
      database = await openPglite(undefined);
      drop = () => database.close();
    }
    await database.migrate();
    await loadScale(database.db, SIZES);
  });
  afterAll(() => drop());

  it('adds the asked numbers of products, customers, orders, reviews and audit entries', async () => {
    const counts = await one(sql`select
      (select count(*)::int from products where slug like ${SCALE_PREFIX + '-%'}) as products,
      (select count(*)::int from users where email like ${SCALE_PREFIX + '.%'}) as customers,
      (select count(*)::int from orders where idempotency_key like ${SCALE_PREFIX + '-%'}) as orders,
      (select count(*)::int from reviews r join products p on p.id = r.product_id where p.slug like ${SCALE_PREFIX + '-%'}) as reviews,
      (select count(*)::int from audit_log) as audit,
      (select count(*)::int from products p where p.slug like ${SCALE_PREFIX + '-%'}
         and not exists (select 1 from product_categories c where c.product_id = p.id)) as uncategorised`);
    expect(counts).toEqual({ products: 50, customers: 100, orders: 300, reviews: 40, audit: 30, uncategorised: 0 });
  });

  it('keeps the money consistent: lines make each order, and the ledger holds exactly the paid orders', async () => {
    const totals = await one(sql`select
      (select count(*)::int from orders o where subtotal_minor <> (select sum(unit_minor * quantity) from order_items i where i.order_id = o.id)) as wrong_subtotals,
      (select count(*)::int from orders where total_minor <> subtotal_minor + delivery_minor - discount_minor) as wrong_totals,
      (select count(*)::int from orders o where not exists (select 1 from order_items i where i.order_id = o.id)) as without_lines,
      (select sum(total_minor)::bigint from orders where paid_at is not null) as paid,
      (select sum(amount_minor)::bigint from payment_ledger where kind = 'payment') as ledger,
      (select count(*)::int from orders where paid_at is not null) as paid_orders,
      (select count(*)::int from payment_ledger) as ledger_entries,
      (select count(*)::int from orders where status in ('cancelled', 'abandoned') and paid_at is not null) as paid_but_unpaid_status`);
    expect(totals.wrong_subtotals).toBe(0);
    expect(totals.wrong_totals).toBe(0);
    expect(totals.without_lines).toBe(0);
    expect(Number(totals.paid)).toBeGreaterThan(0);
    expect(String(totals.ledger)).toBe(String(totals.paid));
    // 300 orders: one in 20 cancelled, one in 20 abandoned, the other 270 paid.
    expect(totals.paid_orders).toBe(270);
    expect(totals.ledger_entries).toBe(270);
    expect(totals.paid_but_unpaid_status).toBe(0);
  });

  it('keeps the ratings equal to the published reviews', async () => {
    const ratings = await one(sql`select
      (select sum(review_count)::int from product_ratings r join products p on p.id = r.product_id where p.slug like ${SCALE_PREFIX + '-%'}) as counted,
      (select count(*)::int from reviews r join products p on p.id = r.product_id where p.slug like ${SCALE_PREFIX + '-%'} and r.status = 'published') as published`);
    expect(ratings).toEqual({ counted: 36, published: 36 });
  });
});
