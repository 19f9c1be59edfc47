import { and, count, gt, inArray, isNull, sql } from 'drizzle-orm';
import { RESTOCK_WAIT_DAYS } from '../../domain/restock/messages';
import type { StockKey } from '../../domain/pricing';
import type { Executor } from '../db/client';
import { products } from '../catalog/schema';
import { stockRequests } from './schema';

const DAY_MS = 86_400_000;

/** Requests made at or before this moment have lapsed: they are never mailed and the job deletes them. */
export const lapsedBefore = (now: Date) => new Date(now.getTime() - RESTOCK_WAIT_DAYS * DAY_MS);

/** The product's stock in the request's market (to be read with `products` joined). */
export const stockOfMarket = sql<number>`case ${stockRequests.market} when 'NG' then ${products.stockNg} when 'GB' then ${products.stockGb} else ${products.stockUs} end`;

/** Still waiting at `now`: not mailed and not lapsed. */
export const waitingAt = (now: Date) => and(isNull(stockRequests.mailedAt), gt(stockRequests.createdAt, lapsedBefore(now)));

export type WaitingCounts = Record<StockKey, number>;

/** How many addresses wait for each of the products, per market (the back office's figures). */
export async function waitingRequestCounts(db: Executor, productIds: number[], now = new Date()): Promise<Map<number, WaitingCounts>> {
  const counts = new Map<number, WaitingCounts>(productIds.map((id) => [id, { NG: 0, GB: 0, US: 0 }]));
  if (productIds.length === 0) return counts;
  const rows = await db
    .select({ productId: stockRequests.productId, market: stockRequests.market, n: count() })
    .from(stockRequests)
    .where(and(inArray(stockRequests.productId, productIds), waitingAt(now)))
    .groupBy(stockRequests.productId, stockRequests.market);
  for (const r of rows) counts.get(r.productId)![r.market] = r.n;
  return counts;
}
