import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { products } from '../catalog/schema';
import type { Db } from '../db/client';
import { enqueueMail } from '../mail/outbox';
import type { RestockLinks } from './links';
import { backInStockMail } from './mails';
import { stockRequests } from './schema';
import { lapsedBefore, stockOfMarket, waitingAt } from './waiting';

/** Requests handled per read; the job reads again until none is left. */
const BATCH = 200;

export interface BackInStockSettings {
  publicUrl: string;
  /** The one-click unsubscribe every back-in-stock mail carries. */
  links: RestockLinks;
}

/** The request can be mailed now: waiting, and its product on sale with stock in her market. */
const mailable = (now: Date) =>
  and(
    waitingAt(now),
    sql`exists (select 1 from ${products} where ${products.id} = ${stockRequests.productId} and ${products.archivedAt} is null and ${stockOfMarket} > 0)`,
  );

/**
 * Mails every waiting request whose product is in stock again in her market: one mail per request,
 * ever, with the product's link. Each request is claimed by setting `mailed_at` (only while it is
 * null) in the transaction that queues its mail, so stock that empties and fills again finds it
 * already mailed, and of several instances running this at once exactly one sends it. Lapsed
 * requests (older than RESTOCK_WAIT_DAYS) are deleted first and never mailed.
 * Returns the number of mails queued.
 */
export async function sendBackInStockMails(db: Db, settings: BackInStockSettings, now = new Date()): Promise<number> {
  await purgeLapsedStockRequests(db, now);
  let sent = 0;
  for (let lastId = 0; ;) {
    const due = await db
      .select({ id: stockRequests.id })
      .from(stockRequests)
      .where(and(gt(stockRequests.id, lastId), mailable(now)))
      .orderBy(asc(stockRequests.id))
      .limit(BATCH);
    for (const { id } of due) if (await mailOnce(db, id, settings, now)) sent++;
    if (due.length < BATCH) return sent;
    lastId = due.at(-1)!.id;
  }
}

async function mailOnce(db: Db, id: number, { publicUrl, links }: BackInStockSettings, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(stockRequests)
      .set({ mailedAt: now })
      .where(and(eq(stockRequests.id, id), mailable(now)))
      .returning({ email: stockRequests.email, productId: stockRequests.productId });
    if (!claimed) return false;
    const [product] = await tx
      .select({ name: products.name, slug: products.slug })
      .from(products)
      .where(eq(products.id, claimed.productId));
    const url = `${publicUrl}/product/${encodeURIComponent(product!.slug)}`;
    await enqueueMail(tx, backInStockMail(claimed.email, { name: product!.name, url }, links.forMail(claimed.email), publicUrl));
    return true;
  });
}

/** Deletes requests made RESTOCK_WAIT_DAYS or more ago, mailed or not: a lapsed request is never mailed. */
export async function purgeLapsedStockRequests(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(stockRequests)
    .where(lte(stockRequests.createdAt, lapsedBefore(now)))
    .returning({ id: stockRequests.id });
  return gone.length;
}
