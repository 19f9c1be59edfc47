import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { seedCatalog } from '../catalog/seed';
import { PGLITE_EXTENSIONS, pgliteDatabase } from '../db/client';
import { CATEGORIES, PRODUCTS } from '../seed/catalog-data';
import { seedDemoAccounts } from '../seed/demo-accounts';

export interface PgliteTemplates {
  /** All migrations applied, no rows. */
  migrated: string;
  /** Migrated, with the demo catalogue and the demo accounts. */
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: PgliteTemplates;
  }
}

/**
 * Vitest global setup: a new embedded database costs seconds of WebAssembly start-up (initdb), far
 * more on a busy machine, and most test files open several. It is done once per run here; tests
 * start theirs from these dumps (`server/test/memory-db.ts`).
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zaron-pglite-'));
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = pgliteDatabase(client);
  const dump = async (name: keyof PgliteTemplates) => {
    const file = path.join(dir, `${name}.tar`);
    fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  await database.migrate();
  const migrated = await dump('migrated');
  await seedCatalog(database.db, { categories: CATEGORIES, products: PRODUCTS });
  await seedDemoAccounts(database.db);
  const seeded = await dump('seeded');
  await database.close();
  project.provide('pgliteTemplates', { migrated, seeded });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
