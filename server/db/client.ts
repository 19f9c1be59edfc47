import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { withEndSteps } from './end-steps';
import { brokenConnection } from './errors';
import { PROJECT_ROOT } from '../root';
import * as schema from './schema';

/** One type for both drivers: services are written once against it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either: functions that write "in the same transaction as their cause" take this. */
export type Executor = Db | Tx;

/** What the database says about its connections: a PostgreSQL pool all four figures, PGlite its one connection. */
export interface PoolStats {
  total: number;
  idle?: number;
  inUse?: number;
  /** Queries waiting for a connection of the pool. */
  waiting?: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  pool(): PoolStats;
  migrate(): Promise<void>;
  /** Runs `fn` while no other instance runs a job under the same lock (start-up seeding). */
  exclusive<T>(lockId: number, fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Embedded only: the data folder as a tar, taken while no transaction is open (for backups). */
  dumpDataDir?(): Promise<Uint8Array<ArrayBuffer>>;
}

const migrationsFolder = path.join(PROJECT_ROOT, 'server/db/migrations');
/** Serialises migrations when several instances start at once against one PostgreSQL. */
const MIGRATION_LOCK_ID = 7_202_611;

/** How long the shop waits on PostgreSQL before answering 503 instead of hanging the request. */
export interface PostgresTimeouts {
  /** To get a connection (the server is down, unreachable or full). */
  connectMs: number;
  /** For one statement, enforced by the server (a lock that is never released, a runaway query). */
  statementMs: number;
  /** For one statement's answer, enforced here (a server that stopped answering altogether). */
  queryMs: number;
  /** A transaction left open without work is ended by the server. */
  idleInTransactionMs: number;
}

export const POSTGRES_TIMEOUTS: PostgresTimeouts = { connectMs: 5_000, statementMs: 10_000, queryMs: 15_000, idleInTransactionMs: 30_000 };

export function openPostgres(url: string, options: { max?: number; timeouts?: Partial<PostgresTimeouts> } = {}): Database {
  const t = { ...POSTGRES_TIMEOUTS, ...options.timeouts };
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: t.connectMs,
    statement_timeout: t.statementMs,
    query_timeout: t.queryMs,
    idle_in_transaction_session_timeout: t.idleInTransactionMs,
  });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  retryReadsOnce(pool);
  const db = withEndSteps(drizzlePg(pool, { schema }) as unknown as Db);
  /**
   * Holds a session-level advisory lock while `fn` runs, on a connection of its own without
   * timeouts: waiting for another instance's migrations, or running a long one, is expected.
   */
  async function exclusive<T>(lockId: number, fn: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: t.connectMs });
    client.on('error', () => {});
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [lockId]);
      return await fn(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => {});
      await client.end().catch(() => {});
    }
  }
  return {
    db,
    kind: 'postgres',
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    migrate: () => exclusive(MIGRATION_LOCK_ID, (client) => migratePg(drizzlePg(client, { schema }), { migrationsFolder })),
    exclusive: (lockId, fn) => exclusive(lockId, () => fn()),
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** A statement that only reads: repeating it changes nothing. */
function isRead(config: unknown): boolean {
  const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*select\b/i.test(text);
}

/**
 * A read outside a transaction whose connection was refused or broke (a restart, a failover, a
 * connection the server closed) is run once more on another connection: the pool discards the
 * broken one. Writes are never repeated (whether one ran before its connection broke cannot be
 * known), nor is anything in a transaction (it holds its own connection, not `pool.query`), nor a
 * wait that ran out (it would only double the wait). A second failure goes to the caller as it is.
 */
function retryReadsOnce(pool: pg.Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    if (typeof args.at(-1) === 'function' || !isRead(args[0])) return query(...args);
    return (query(...args) as Promise<unknown>).catch((err: unknown) => {
      if (!brokenConnection(err)) throw err;
      return query(...args);
    });
  }) as typeof pool.query;
}

/** The extensions the migrations create (pg_trgm for "contains" searches), loaded into every embedded database. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Embedded PostgreSQL (WebAssembly) with its files in `dir`; `undefined` keeps it in memory.
 * `loadDataDir` starts it from a data folder dumped earlier (`dumpDataDir`) instead of a new one.
 */
export async function openPglite(dir: string | undefined, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  return pgliteDatabase(await PGlite.create(dir, { ...options, extensions: PGLITE_EXTENSIONS }));
}

/** The shop's database interface over an open PGlite. */
export function pgliteDatabase(client: PGlite): Database {
  const db = withEndSteps(drizzlePglite(client, { schema }) as unknown as Db);
  return {
    db,
    kind: 'pglite',
    // One connection inside this process, which queues its own queries: nothing else to report.
    pool: () => ({ total: 1 }),
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    // One process owns an embedded database: nothing to wait for.
    exclusive: (_lockId, fn) => fn(),
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    // PGlite dumps between two statements; holding the transaction lock as well keeps every
    // transaction out of the copy, not just cut short in it (recovery would undo it, but need not).
    dumpDataDir: () => client._runExclusiveTransaction(async () => new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer())),
  };
}

export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (config.databaseUrl) return Promise.resolve(openPostgres(config.databaseUrl));
  return openPglite(path.join(config.dataDir, 'db'));
}
