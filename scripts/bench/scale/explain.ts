// `npm run bench:scale -- --explain`: the query plans of the hot paths, on the loaded data. The
// statements are the shop's own: the services run against a database handle that records each SQL
// text and its parameters, then each is sent again as `EXPLAIN`.
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createStaffCustomerService } from '../../../server/accounts/staff-customers';
import { createCatalogAdmin } from '../../../server/catalog/admin';
import { createCatalogService } from '../../../server/catalog/service';
import { lowStock } from '../../../server/catalog/staff-stock';
import { dashboardSales } from '../../../server/checkout/staff-dashboard';
import { createStaffOrderQueries } from '../../../server/checkout/staff-queries';
import { PGLITE_EXTENSIONS, type Db } from '../../../server/db/client';
import * as schema from '../../../server/db/schema';
import { listAudit } from '../../../server/staff/audit';

/** Tables that grow with the shop: a sequential scan of one of these on a hot path is a finding. */
export const BIG_TABLES = ['products', 'product_categories', 'users', 'orders', 'order_items', 'payment_ledger', 'reviews', 'audit_log'];

export interface Plan {
  path: string;
  sql: string;
  plan: string[];
  /** Big tables this statement reads by a sequential scan. */
  seqScans: string[];
}

type Run = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/** The hot paths, as the shop runs them (`slug` an added product's, `email` a part of a customer's email). */
async function hotPaths(db: Db, sample: { slug: string; email: string }) {
  const catalog = createCatalogService(db);
  const noop = async () => {};
  const catalogAdmin = createCatalogAdmin({ db, recordAudit: noop as never, catalogChanged: noop as never });
  return [
    ['category page', () => catalog.listCategory('skin-care', { limit: 24 })],
    ['filtered category page', () => catalog.listCategory('skin-care', { filters: { 'skin-type': ['dry'] }, limit: 24 })],
    ['search', () => catalog.search('serum', 8)],
    ['product page', () => catalog.getProduct(sample.slug)],
    ['orders by status', () => createStaffOrderQueries(db).list({ status: 'completed', page: 1 } as never)],
    ['customers by email', () => createStaffCustomerService(db).search({ q: sample.email, page: 1 })],
    ['products by name', () => catalogAdmin.list({ q: 'serum no. 12', page: 1 })],
    ['products, first page', () => catalogAdmin.list({ page: 1 })],
    ['related-product choices', () => catalogAdmin.relatedChoices()],
    ['audit log', () => listAudit(db, { page: 1 } as never)],
    ['dashboard', () => Promise.all([dashboardSales(db), lowStock(db)])],
  ] as const;
}

async function explainAll(db: Db, recorded: { text: string; params: unknown[] }[], run: Run, sample: { slug: string; email: string }) {
  const plans: Plan[] = [];
  for (const [path, call] of await hotPaths(db, sample)) {
    recorded.length = 0;
    await call();
    for (const { text, params } of [...recorded]) {
      const rows = await run(`explain ${text}`, params);
      const plan = rows.map((r) => String(r['QUERY PLAN']));
      const seqScans = BIG_TABLES.filter((t) => plan.some((line) => new RegExp(`Seq Scan on ${t}\\b`).test(line)));
      plans.push({ path, sql: text, plan, seqScans });
    }
  }
  return plans;
}

/** The plans of every statement of the hot paths, on PostgreSQL (`url`) or on the embedded database in `dir`. */
export async function explainHotPaths(target: { url: string } | { dir: string }, sample: { slug: string; email: string }): Promise<Plan[]> {
  const recorded: { text: string; params: unknown[] }[] = [];
  const logger: Logger = { logQuery: (text, params) => void recorded.push({ text, params }) };
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 4 });
    try {
      const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
      return await explainAll(db, recorded, async (text, params) => (await pool.query(text, params)).rows, sample);
    } finally {
      await pool.end();
    }
  }
  const client = await PGlite.create(target.dir, { extensions: PGLITE_EXTENSIONS });
  try {
    const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
    return await explainAll(db, recorded, async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows, sample);
  } finally {
    await client.close();
  }
}
