import fs from 'node:fs';
import { inject } from 'vitest';
import { openPglite, type Database } from '../db/client';

/** A new in-memory embedded database started from one of the run's templates (see pglite-templates.ts). */
export function memoryDatabase(template: 'migrated' | 'seeded' = 'migrated'): Promise<Database> {
  const file = inject('pgliteTemplates')[template];
  return openPglite(undefined, { loadDataDir: new Blob([fs.readFileSync(file)]) });
}
