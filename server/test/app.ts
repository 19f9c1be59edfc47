import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type AppOptions } from '../app';
import { seedCatalog } from '../catalog/seed';
import { loadConfig, type Config } from '../config';
import { openPostgres, type Database } from '../db/client';
import { memoryDatabase } from './memory-db';
import { CATEGORIES, PRODUCTS } from '../seed/catalog-data';
import { seedDemoAccounts } from '../seed/demo-accounts';

type Backend = 'pglite' | 'postgres';

/** PGlite always; the real PostgreSQL server too when TEST_DATABASE_URL is set (CI sets it). */
export const BACKENDS: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A throw-away database on the PostgreSQL server, so test files never share tables. */
export async function freshPostgres(): Promise<{ database: Database; url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `zaron_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), { max: 30 });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestShop {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  /** The throw-away PostgreSQL database's address (undefined on PGlite). */
  databaseUrl?: string;
  config: Config;
  close: () => Promise<void>;
}

/** The whole API in-process on a migrated database holding the demo catalogue. */
export async function createTestShop(
  backend: Backend,
  env: NodeJS.ProcessEnv = {},
  options: Pick<AppOptions, 'mailWorker' | 'scheduler' | 'web'> = {},
): Promise<TestShop> {
  const { database, drop, url } =
    backend === 'postgres' ? await freshPostgres() : { database: await memoryDatabase('seeded'), drop: async () => {}, url: undefined };
  if (backend === 'postgres') {
    await database.migrate();
    await seedCatalog(database.db, { categories: CATEGORIES, products: PRODUCTS });
    await seedDemoAccounts(database.db);
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), `zaron-api-${crypto.randomBytes(4).toString('hex')}`),
    PUBLIC_URL: 'http://shop.test',
    LOG_LEVEL: 'silent',
    ...env,
  });
  // Timed jobs run only in the tests that ask for them: the others call a job when they mean it.
  const app = await buildApp({ config, database, logger: false, scheduler: false, ...options });
  return {
    app,
    database,
    databaseUrl: url,
    config,
    close: async () => {
      await app.close();
      if (backend === 'pglite') await database.close();
      await drop();
    },
  };
}
