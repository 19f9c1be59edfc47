import { count } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/** A count that stopped at its cap: `total` is exact unless `capped`, when there are more than `total`. */
export interface CountUpTo {
  total: number;
  capped: boolean;
}

/**
 * Counts the rows of `rows` (a dynamic select) but reads at most `cap + 1` of them, so a list's
 * pager costs the same at a hundred matches as at a million: past `cap` it says "more than".
 */
export async function countUpTo(db: Executor, rows: PgSelect, cap: number): Promise<CountUpTo> {
  const [counted] = await db.select({ n: count() }).from(rows.limit(cap + 1).as('counted'));
  const n = counted?.n ?? 0;
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}
