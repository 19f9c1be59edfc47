import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { documentSeries } from './schema';

/** The books' two series: invoices and credit notes, each numbered from 1 every year. */
export type Series = 'INV' | 'CN';

/** `INV-2026-000001`: the series, the year of issue and the number within it. */
export const documentNumber = (series: Series, year: number, n: number) => `${series}-${year}-${String(n).padStart(6, '0')}`;

/**
 * The next number of a series for the year of `at` (UTC), taken in the transaction of the document
 * it numbers: the upsert locks the series' row until that transaction ends, so numbers are given
 * in commit order and one rolled back is given again.
 */
export async function nextNumber(tx: Tx, series: Series, at: Date): Promise<string> {
  const year = at.getUTCFullYear();
  const [row] = await tx
    .insert(documentSeries)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({ target: [documentSeries.series, documentSeries.year], set: { last: sql`${documentSeries.last} + 1` } })
    .returning({ last: documentSeries.last });
  return documentNumber(series, year, row!.last);
}
