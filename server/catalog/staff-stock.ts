import { asc, lte, sql } from 'drizzle-orm';
import { LOW_STOCK } from '../../domain/admin/dashboard';
import type { Db } from '../db/client';
import { products } from './schema';

/** A product's lowest stock of the three markets (products_low_stock_idx is on it). */
const emptiest = sql<number>`least(${products.stockNg}, ${products.stockGb}, ${products.stockUs})`;

/** Products with at most LOW_STOCK units in any of NG, GB and US, the emptiest first. */
export async function lowStock(db: Db, limit = 20) {
  const rows = await db
    .select({ id: products.id, name: products.name, slug: products.slug, ng: products.stockNg, gb: products.stockGb, us: products.stockUs })
    .from(products)
    .where(lte(emptiest, LOW_STOCK))
    .orderBy(emptiest, asc(products.name))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, stock: { NG: r.ng, GB: r.gb, US: r.us } }));
}
