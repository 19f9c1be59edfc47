import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openPglite, type Database, type Db } from '../db/client';
import * as schema from '../db/schema';
import { askShop, lockDataDir } from './channel';
import type { Manifest } from './manifest';
import { backupMessages, BackupError } from './messages';
import { describeDatabase, recordBackup, rowsOf, type BackupRecord } from './record';

const run = promisify(execFile);

/** A copy of the shop's database written into a folder, and what it holds. */
export interface DatabaseCopy {
  /** Path of the copy inside the folder. */
  file: string;
  takenAt: Date;
  level: number;
  counts: Manifest['counts'];
}

/** Where a backup's database copy comes from, and where its record goes once the archive is written. */
export interface BackupSource {
  kind: 'pglite' | 'postgres';
  copy(dir: string): Promise<DatabaseCopy>;
  record(entry: BackupRecord): Promise<void>;
  close(): Promise<void>;
}

export const PGLITE_FILE = 'database/pglite.tar';
export const POSTGRES_FILE = 'database/postgres.dump';

/**
 * What an embedded dump holds, read from the dump itself in a throw-away in-memory database: the
 * manifest's counts are those of the copy (and a dump that does not open fails the backup here).
 */
export async function describeDump(tar: Uint8Array<ArrayBuffer>) {
  const copy = await openPglite(undefined, { loadDataDir: new Blob([tar]) });
  try {
    return await describeDatabase(copy.db);
  } finally {
    await copy.close();
  }
}

async function writeDump(dir: string, dump: () => Promise<Uint8Array<ArrayBuffer>>): Promise<DatabaseCopy> {
  const takenAt = new Date();
  const tar = await dump();
  fs.mkdirSync(path.join(dir, 'database'), { recursive: true });
  fs.writeFileSync(path.join(dir, PGLITE_FILE), tar);
  return { file: PGLITE_FILE, takenAt, ...(await describeDump(tar)) };
}

/** An open embedded database (a stopped shop's files opened by the backup, or a test's). */
export function pgliteSource(database: Database, close = async () => {}): BackupSource {
  return {
    kind: 'pglite',
    copy: (dir) => writeDump(dir, () => database.dumpDataDir!()),
    record: (entry) => recordBackup(database.db, entry),
    close,
  };
}

/** The shop running on DATA_DIR, asked over its socket. */
function runningShopSource(dataDir: string): BackupSource {
  const ask = async (pathname: '/dump' | '/record', body?: object) => {
    const res = await askShop(dataDir, pathname, body);
    if (!res) throw new Error(`The shop on ${dataDir} stopped answering during the backup.`);
    if (res.status >= 300) throw new Error((JSON.parse(res.body.toString()) as { message: string }).message);
    return res.body;
  };
  return {
    kind: 'pglite',
    copy: (dir) => writeDump(dir, async () => new Uint8Array(await ask('/dump'))),
    record: async (entry) => {
      await ask('/record', entry);
    },
    close: async () => {},
  };
}

/**
 * The embedded shop on DATA_DIR: asked for its copy when it runs; otherwise its files are opened
 * here, with DATA_DIR held so that the shop cannot start meanwhile.
 */
export async function embeddedSource(dataDir: string): Promise<BackupSource> {
  const probe = await askShop(dataDir, '/status');
  if (probe?.status === 200) return runningShopSource(dataDir);
  if (probe) throw new BackupError(backupMessages.busy(dataDir));
  const lock = await lockDataDir(dataDir);
  const dbDir = path.join(dataDir, 'db');
  if (!fs.existsSync(path.join(dbDir, 'PG_VERSION'))) {
    await lock.close();
    throw new BackupError(`No shop database in ${path.resolve(dbDir)}: nothing to back up.`);
  }
  const database = await openPglite(dbDir);
  return pgliteSource(database, async () => {
    await database.close();
    await lock.close();
  });
}

/**
 * PostgreSQL: counts and `pg_dump` read one snapshot, exported by a repeatable-read transaction
 * held open until the dump is done, so the manifest describes exactly the copy.
 */
export function postgresSource(url: string): BackupSource {
  return {
    kind: 'postgres',
    async copy(dir) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('begin isolation level repeatable read read only');
        const { rows } = await client.query<{ snapshot: string; now: Date }>('select pg_export_snapshot() as snapshot, now() as now');
        const described = await describeDatabase(drizzle(client, { schema }) as unknown as Db);
        fs.mkdirSync(path.join(dir, 'database'), { recursive: true });
        await pgTool('pg_dump', [
          '--format=custom',
          `--snapshot=${rows[0]!.snapshot}`,
          `--file=${path.join(dir, POSTGRES_FILE)}`,
          `--dbname=${url}`,
        ]);
        await client.query('commit');
        return { file: POSTGRES_FILE, takenAt: rows[0]!.now, ...described };
      } finally {
        await client.end();
      }
    },
    async record(entry) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await recordBackup(drizzle(client, { schema }) as unknown as Db, entry);
      } finally {
        await client.end();
      }
    },
    close: async () => {},
  };
}

/** Runs a PostgreSQL client tool, saying plainly when it is not installed or what it complained of. */
export async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]) {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT')
      throw new Error(`${tool} was not found: install PostgreSQL's client tools (e.g. apt-get install postgresql-client).`);
    throw new Error(`${tool} failed: ${e.stderr?.trim() || e.message}`);
  }
}

/** Whether a PostgreSQL database holds no tables at all. */
export async function postgresIsEmpty(db: Db): Promise<boolean> {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
  );
  return Number(rows[0]!.n) === 0;
}
