import { bigint, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per finished `npm run backup`, written once its archive is complete: the back office
 * shows the last one. A restored database holds the rows of the backups taken before its own.
 */
export const backups = pgTable('backups', {
  id: serial('id').primaryKey(),
  /** When the database copy in the archive was taken. */
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  /** The archive's file name (where it was written, as the operator gave it). */
  file: text('file').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  /** SHA-256 of the whole archive, to recognise the copy later. */
  sha256: text('sha256').notNull(),
});
