import { count, desc, inArray, sql, type SQL } from 'drizzle-orm';
import { users } from '../accounts/schema';
import { products } from '../catalog/schema';
import { orders } from '../checkout/schema';
import type { Db } from '../db/client';
import { knownMigrations, type Manifest } from './manifest';
import { backups } from './schema';

/** Rows of a raw query: both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What a manifest says of the copied database: its migration level and how much shop it holds. */
export async function describeDatabase(db: Db): Promise<{ level: number; counts: Manifest['counts'] }> {
  // One after another: the PostgreSQL copy asks these on a single connection (its snapshot's).
  const [migrations] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const [o] = await db.select({ n: count() }).from(orders);
  const [c] = await db
    .select({ n: count() })
    .from(users)
    .where(inArray(users.role, ['customer', 'influencer']));
  const [p] = await db.select({ n: count() }).from(products);
  return { level: Number(migrations!.n), counts: { orders: o!.n, customers: c!.n, products: p!.n } };
}

/** The migration a level names, when this version knows it. */
export const migrationAt = (level: number): string | null => (level > 0 ? (knownMigrations()[level - 1] ?? null) : null);

export type BackupRecord = Omit<typeof backups.$inferInsert, 'id'>;

export async function recordBackup(db: Db, entry: BackupRecord) {
  await db.insert(backups).values(entry);
}

/** When the last backup's database copy was taken, or null before the first one. */
export async function lastBackupAt(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: backups.takenAt }).from(backups).orderBy(desc(backups.takenAt)).limit(1);
  return row?.at ?? null;
}
