import { asc, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../db/client';
import { lowProducts, stockLevels, thresholdsOf } from './low-stock';
import { products } from './schema';

/** A product's lowest stock of the markets where it is low (least() passes over the nulls). */
const low = (stock: AnyColumn, threshold: AnyColumn) => sql`case when ${stock} <= ${threshold} then ${stock} end`;
const emptiest = sql<number>`least(${low(products.stockNg, products.lowStockNg)}, ${low(products.stockGb, products.lowStockGb)}, ${low(products.stockUs, products.lowStockUs)})`;

/** The dashboard's panel: products at or below their own threshold in any of NG, GB and US, the emptiest first. */
export async function lowStock(db: Db, limit = 20) {
  const rows = await lowProducts(db).orderBy(emptiest, asc(products.name)).limit(limit);
  return rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, stock: stockLevels(r), threshold: thresholdsOf(r) }));
}
