import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { type LowStockLine, type LowStockThresholds } from '../../domain/admin/low-stock';
import { CATALOG_MESSAGES, STOCK_COUNTRIES, type StockCountry } from '../../domain/admin/products';
import type { Actor, AuditRecorder } from '../audit-port';
import type { Db, Tx } from '../db/client';
import { DomainError } from '../domain-error';
import { products } from './schema';

/**
 * How far the product is above its threshold in its lowest market: at most 0 means it is low
 * somewhere (`products_low_stock_margin_idx` is on this expression, for products on sale).
 */
export const lowMargin = sql<number>`least(${products.stockNg} - ${products.lowStockNg}, ${products.stockGb} - ${products.lowStockGb}, ${products.stockUs} - ${products.lowStockUs})`;

/** What the low-stock reads take of a product. */
export const levelColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  stockNg: products.stockNg,
  stockGb: products.stockGb,
  stockUs: products.stockUs,
  lowStockNg: products.lowStockNg,
  lowStockGb: products.lowStockGb,
  lowStockUs: products.lowStockUs,
};
type Levels = Pick<typeof products.$inferSelect, keyof typeof levelColumns>;

export const stockLevels = (p: Levels): Record<StockCountry, number> => ({ NG: p.stockNg, GB: p.stockGb, US: p.stockUs });
export const thresholdsOf = (p: Levels): LowStockThresholds => ({ NG: p.lowStockNg, GB: p.lowStockGb, US: p.lowStockUs });

/** Products on sale that are at or below their threshold in at least one market. */
export function lowProducts(db: Db | Tx) {
  return db
    .select(levelColumns)
    .from(products)
    .where(and(isNull(products.archivedAt), lte(lowMargin, 0)));
}

/** Each market in which a product is at or below its threshold, as one line. */
export function lowLines(p: Levels): LowStockLine[] {
  const stock = stockLevels(p);
  const threshold = thresholdsOf(p);
  return STOCK_COUNTRIES.filter((c) => stock[c] <= threshold[c]).map((country) => ({
    id: p.id,
    name: p.name,
    slug: p.slug,
    country,
    stock: stock[country],
    threshold: threshold[country],
  }));
}

/** The back office's low-stock list: every product and market at or below its threshold, the emptiest first. */
export async function lowStockList(db: Db): Promise<LowStockLine[]> {
  const rows = await lowProducts(db).orderBy(asc(products.name), asc(products.id));
  // Lines come by name, then NG, GB, US; the sort is stable, so equals keep that order.
  return rows.flatMap(lowLines).sort((a, b) => a.stock - b.stock);
}

/** Staff set a product's thresholds; the change is audited with the values before and after. */
export async function setLowStock(deps: { db: Db; recordAudit: AuditRecorder }, actor: Actor, id: number, input: LowStockThresholds) {
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select(levelColumns).from(products).where(eq(products.id, id)).for('update');
    if (!locked) throw new DomainError('not-found', CATALOG_MESSAGES.notFound);
    await tx.update(products).set({ lowStockNg: input.NG, lowStockGb: input.GB, lowStockUs: input.US }).where(eq(products.id, id));
    await deps.recordAudit(tx, {
      ...actor,
      action: 'product.low_stock',
      targetType: 'product',
      targetId: id,
      before: thresholdsOf(locked),
      after: input,
    });
    return input;
  });
}
