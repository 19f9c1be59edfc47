import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Page } from '../../domain/admin/audit';
import type { Executor } from './client';
import type { CountUpTo } from './count';

/** The rows of one page: `limit` of them after the first `offset`. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * Page `page` (from 1) of a list of `size` rows, in the back office's page answer: `rows` reads the
 * page's window and `total` counts the whole list (exactly, or up to a cap with `countUpTo`), at once.
 */
export async function pageOf<T>(
  page: number,
  size: number,
  rows: (window: PageWindow) => Promise<T[]>,
  total: (window: PageWindow) => Promise<number | CountUpTo>,
): Promise<Page<T>> {
  const window = { limit: size, offset: (page - 1) * size };
  const [data, counted] = await Promise.all([rows(window), total(window)]);
  if (typeof counted === 'number') return { data, page, per_page: size, total: counted };
  return { data, page, per_page: size, total: counted.total, ...(counted.capped && { total_capped: true }) };
}

/** How many rows of `table` match `filter` (all of them without one). */
export async function countOf(db: Executor, table: PgTable, filter?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(filter);
  return row?.n ?? 0;
}
