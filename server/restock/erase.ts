import { asc, eq } from 'drizzle-orm';
import { products } from '../catalog/schema';
import type { Executor, Tx } from '../db/client';
import { stockRequests } from './schema';

/** Her back-in-stock requests, for "Download my data": the product, the market, when she asked and when she was told. */
export async function exportStockRequestsOf(db: Executor, email: string) {
  const rows = await db
    .select({ product: products.name, market: stockRequests.market, createdAt: stockRequests.createdAt, mailedAt: stockRequests.mailedAt })
    .from(stockRequests)
    .innerJoin(products, eq(products.id, stockRequests.productId))
    .where(eq(stockRequests.email, email))
    .orderBy(asc(stockRequests.id));
  return rows.map((r) => ({
    product: r.product,
    market: r.market,
    asked_at: r.createdAt.toISOString(),
    mailed_at: r.mailedAt?.toISOString() ?? null,
  }));
}

/** An erasure's part here: every request made with her address, waiting or mailed. */
export async function eraseStockRequestsOf(tx: Tx, email: string): Promise<number> {
  const gone = await tx.delete(stockRequests).where(eq(stockRequests.email, email)).returning({ id: stockRequests.id });
  return gone.length;
}
