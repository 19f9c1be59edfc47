import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const MANIFEST = 'manifest.json';
export const FORMAT = 'zaron-backup/1';

const root = path.resolve(import.meta.dirname, '../..');

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  shop_version: z.string(),
  /** When the database copy was taken (ISO, UTC). */
  taken_at: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The archive's path of the database copy: a PGlite data-folder dump or a pg_dump custom archive. */
    file: z.string(),
    /** How many of the shop's migrations the copied database had applied. */
    migration_level: z.number().int().min(0),
    /** The last of them by name, when this version knows it. */
    migration: z.string().nullable(),
  }),
  counts: z.object({ orders: z.number().int(), customers: z.number().int(), products: z.number().int() }),
  /** Every other file of the archive and its SHA-256. */
  files: z.record(z.string(), z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), size: z.number().int().min(0) })),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** The manifest, or null when the text is not one this version can read. */
export function parseManifest(text: string): Manifest | null {
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The shop's migrations in the order they apply (drizzle-kit's journal). */
export function knownMigrations(): string[] {
  const journal = JSON.parse(fs.readFileSync(path.join(root, 'server/db/migrations/meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((e) => e.tag);
}

export function shopVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
}
