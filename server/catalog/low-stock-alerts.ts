import { and, asc, eq, inArray, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import type { StockCountry } from '../../domain/admin/products';
import type { Db } from '../db/client';
import { enqueueMail } from '../mail/outbox';
import { staffAddresses } from '../staff/members';
import { lowLines, lowProducts } from './low-stock';
import { lowStockAlertMail, type FallenLine } from './low-stock-mail';
import { lowStockCrossings, lowStockMails, products } from './schema';

export interface LowStockAlertSettings {
  /** The shop's address, for the links to the back office. */
  publicUrl: string;
}

/** Staff who hear of stock running low. */
const ALERTED = ['admin', 'catalogue'] as const;

/** The stock and threshold of a crossing's market, read from its product. */
const level = (which: 'stock' | 'threshold') =>
  which === 'stock'
    ? sql<number>`case ${lowStockCrossings.country} when 'NG' then ${products.stockNg} when 'GB' then ${products.stockGb} else ${products.stockUs} end`
    : sql<number>`case ${lowStockCrossings.country} when 'NG' then ${products.lowStockNg} when 'GB' then ${products.lowStockGb} else ${products.lowStockUs} end`;

/**
 * Notes each product and market that fell to or below its threshold since the last run, and
 * closes the falls whose stock has risen above it again (or whose product left the shop), so the
 * next fall is a new one. An open fall is unique per product and market: several instances
 * noting the same one insert it once.
 */
export async function noteLowStock(db: Db, now: Date) {
  await db
    .update(lowStockCrossings)
    .set({ clearedAt: now })
    .where(
      and(
        isNull(lowStockCrossings.clearedAt),
        inArray(
          lowStockCrossings.productId,
          db
            .select({ id: products.id })
            .from(products)
            .where(
              and(
                eq(products.id, lowStockCrossings.productId),
                sql`(${products.archivedAt} is not null or ${level('stock')} > ${level('threshold')})`,
              ),
            ),
        ),
      ),
    );
  const low = (await lowProducts(db)).flatMap(lowLines);
  if (low.length === 0) return;
  await db
    .insert(lowStockCrossings)
    .values(low.map((l) => ({ productId: l.id, country: l.country, stock: l.stock, threshold: l.threshold, crossedAt: now })))
    .onConflictDoNothing({ target: [lowStockCrossings.productId, lowStockCrossings.country], where: isNull(lowStockCrossings.clearedAt) });
}

/**
 * The job (run every minute): notes the falls, then sends the day's alert if it has not gone yet
 * and there is something to tell. One mail per UTC day: the day is claimed by inserting its
 * `low_stock_mails` row in the transaction that queues the mail, so of several instances one
 * sends it; falls noted after it wait for the next day's. A fall whose stock rose again before
 * the mail is left out (nothing is left to do). Returns the number of mails queued.
 */
export async function sendLowStockAlerts(db: Db, settings: LowStockAlertSettings, now = new Date()): Promise<number> {
  await noteLowStock(db, now);
  const day = now.toISOString().slice(0, 10);
  try {
    return await mailTheDay(db, day, settings, now);
  } catch (err) {
    // Nothing was left to list after all: the day's claim is undone, for a later fall today.
    if (err instanceof TransactionRollbackError) return 0;
    throw err;
  }
}

async function mailTheDay(db: Db, day: string, settings: LowStockAlertSettings, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [waiting] = await tx
      .select({ id: lowStockCrossings.id })
      .from(lowStockCrossings)
      .where(and(isNull(lowStockCrossings.mailedOn), isNull(lowStockCrossings.clearedAt)))
      .limit(1);
    if (!waiting) return 0;
    const to = await staffAddresses(tx, ALERTED);
    if (to.length === 0) return 0;
    const claimed = await tx.insert(lowStockMails).values({ day, sentAt: now, crossings: 0 }).onConflictDoNothing().returning();
    if (claimed.length === 0) return 0;
    // Conditional: a fall another day's mail took at the same moment is not listed twice.
    const taken = await tx
      .update(lowStockCrossings)
      .set({ mailedOn: day })
      .where(and(isNull(lowStockCrossings.mailedOn), isNull(lowStockCrossings.clearedAt)))
      .returning({ id: lowStockCrossings.id });
    if (taken.length === 0) tx.rollback();
    const lines: FallenLine[] = (
      await tx
        .select({
          productId: products.id,
          name: products.name,
          country: lowStockCrossings.country,
          stock: level('stock'),
          threshold: level('threshold'),
        })
        .from(lowStockCrossings)
        .innerJoin(products, eq(products.id, lowStockCrossings.productId))
        .where(
          inArray(
            lowStockCrossings.id,
            taken.map((t) => t.id),
          ),
        )
        .orderBy(asc(level('stock')), asc(products.name), asc(lowStockCrossings.id))
    ).map((l) => ({ ...l, country: l.country as StockCountry }));
    await tx.update(lowStockMails).set({ crossings: lines.length }).where(eq(lowStockMails.day, day));
    for (const address of to) await enqueueMail(tx, lowStockAlertMail(address, lines, settings.publicUrl));
    return to.length;
  });
}
