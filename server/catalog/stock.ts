import { and, eq, gte, sql } from 'drizzle-orm';
import type { StockKey } from '../../domain/pricing';
import type { Tx } from '../db/client';
import { conflict } from '../domain-error';
import { products } from './schema';

const STOCK = { NG: products.stockNg, US: products.stockUs, GB: products.stockGb } as const;
const STOCK_FIELD = { NG: 'stockNg', US: 'stockUs', GB: 'stockGb' } as const;

/** A change of one product's stock in one country's column; negative takes, positive gives back. */
export interface StockChange {
  productId: number;
  key: StockKey;
  delta: number;
  name: string;
}

/**
 * The way other areas move stock (checkout reserving and releasing), in the caller's transaction.
 * Changes are applied in product-id order (here and everywhere stock moves), several changes of one
 * row netted into one update, so two transactions touching the same products wait for each other
 * instead of deadlocking. A take is conditional: it fails with a conflict ("… is out of stock")
 * rather than go below 0, and the caller's transaction is undone with it.
 */
export async function moveStock(tx: Tx, changes: StockChange[]) {
  const net = new Map<string, StockChange>();
  for (const c of changes) {
    const id = `${c.productId}:${c.key}`;
    const seen = net.get(id);
    net.set(id, seen ? { ...seen, delta: seen.delta + c.delta } : { ...c });
  }
  const ordered = [...net.values()].sort((a, b) => a.productId - b.productId || a.key.localeCompare(b.key));
  for (const c of ordered) {
    if (c.delta === 0) continue;
    const column = STOCK[c.key];
    const updated = await tx
      .update(products)
      .set({ [STOCK_FIELD[c.key]]: sql`${column} + ${c.delta}` })
      .where(and(eq(products.id, c.productId), c.delta < 0 ? gte(column, -c.delta) : undefined))
      .returning({ id: products.id });
    if (updated.length === 0) throw conflict(`${c.name} is out of stock`);
  }
}
