import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedCatalog } from '../catalog/seed';
import { openPostgres, type Database } from '../db/client';
import { CATEGORIES, PRODUCTS } from '../seed/catalog-data';
import { freshPostgres } from '../test/app';
import { fakeServer, jsonLog, shopWithPages, UNAVAILABLE, watchStderr } from '../test/faults';

/**
 * Every way the database can be unavailable answers 503 with Retry-After, from an API route and
 * from a page alike, never 500; a read whose connection broke is tried once more first.
 */

const API = '/api/product/radiance-vitamin-c-serum';
const PAGE = '/product/radiance-vitamin-c-serum';
const PRODUCT_READ = /^select .* from "products"/;

type Shop = Awaited<ReturnType<typeof shopWithPages>>;

afterEach(() => vi.restoreAllMocks());

/** Asks for `url` with nothing kept from before, so the database is read. */
async function fresh(app: Shop, url: string, init: { method?: 'GET' | 'POST'; payload?: object } = {}) {
  app.services.catalogCache.clear();
  return app.inject({ method: init.method ?? 'GET', url, payload: init.payload });
}

function expectUnavailable(res: Awaited<ReturnType<Shop['inject']>>) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toEqual(UNAVAILABLE);
}

/** An error as node-postgres reports one the server sent: a DatabaseError with its SQLSTATE `code`. */
function serverError(code: string, message: string) {
  return Object.assign(new pg.DatabaseError(message, message.length, 'error'), { severity: 'FATAL', code });
}

/** A socket error as Node reports it. */
function socketError(code: string) {
  return Object.assign(new Error(`read ${code}`), { code, errno: -104, syscall: 'read' });
}

/**
 * Makes the next `times` statements matching `statement` fail on their connection with `error()`,
 * where node-postgres would report it (the connection's query callback). Returns each attempt of
 * a matching statement: its text, the server process of its connection and whether it failed.
 */
function failStatements(statement: RegExp, error: () => Error, times = Infinity) {
  const attempts: { text: string; pid: number; failed: boolean }[] = [];
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  let left = times;
  vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const config = args[0];
    const text = typeof config === 'string' ? config : String((config as { text?: unknown } | undefined)?.text ?? '');
    if (!statement.test(text)) return query.apply(this, args);
    const failed = left > 0;
    attempts.push({ text, pid: (this as unknown as { processID: number }).processID, failed });
    if (!failed) return query.apply(this, args);
    left--;
    const callback = args.find((a) => typeof a === 'function') as ((err: Error) => void) | undefined;
    if (callback) {
      setImmediate(callback, error());
      return undefined;
    }
    return Promise.reject(error());
  } as never);
  return attempts;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('database trouble on PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof freshPostgres>>;
  let database: Database;
  let app: Shop;
  const log = jsonLog();
  const reasons = () => log.lines.filter((l) => l.msg === 'database unavailable').map((l) => l.reason);
  beforeAll(async () => {
    db = await freshPostgres();
    await db.database.migrate();
    await seedCatalog(db.database.db, { categories: CATEGORIES, products: PRODUCTS });
    database = openPostgres(db.url);
    app = await shopWithPages(database, log);
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await database.close();
    await db.drop();
  });

  describe.each([
    ['08000', 'connection_exception'],
    ['08001', 'could not establish connection'],
    ['08003', 'connection does not exist'],
    ['08004', 'the server rejected the connection'],
    ['08006', 'connection failure'],
    ['08P01', 'invalid frontend message type 0'],
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection because of crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['53300', 'sorry, too many clients already'],
    ['55000', 'database "shop" is not currently accepting connections'],
  ])('SQLSTATE %s (%s)', (code, message) => {
    it.each([API, PAGE])('answers %s with 503 and Retry-After after one more try on another connection', async (url) => {
      const noStderr = watchStderr();
      const before = reasons().length;
      const attempts = failStatements(PRODUCT_READ, () => serverError(code, message));
      expectUnavailable(await fresh(app, url));
      // The product's own row is read first: both tries fail, and nothing else is asked.
      expect(attempts.map((a) => a.failed)).toEqual([true, true]);
      expect(attempts[0]!.text).toBe(attempts[1]!.text);
      expect(reasons().slice(before)).toEqual([code]);
      noStderr();
    });
  });

  it.each([
    ['ECONNRESET', () => socketError('ECONNRESET')],
    ['Connection terminated unexpectedly', () => new Error('Connection terminated unexpectedly')],
  ] as const)('answers 503 with Retry-After for node-postgres reporting %s, from the API and a page', async (reason, error) => {
    for (const url of [API, PAGE]) {
      const before = reasons().length;
      const attempts = failStatements(PRODUCT_READ, error);
      expectUnavailable(await fresh(app, url));
      expect(attempts).toHaveLength(2);
      expect(reasons().slice(before)).toEqual([reason]);
      vi.restoreAllMocks();
    }
  });

  it.each([API, PAGE])('serves %s when the read fails once and its second try, on a fresh connection, succeeds', async (url) => {
    const attempts = failStatements(PRODUCT_READ, () => serverError('57P01', 'terminating connection due to administrator command'), 1);
    const before = reasons().length;
    const res = await fresh(app, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['retry-after']).toBeUndefined();
    if (url === API) expect(res.json().data).toMatchObject({ slug: 'radiance-vitamin-c-serum' });
    else expect(res.body).toContain('<h1');
    expect(attempts.map((a) => a.failed)).toEqual([true, false]);
    expect(attempts[1]!.text).toBe(attempts[0]!.text);
    // The broken connection was dropped: the second try ran on another server process.
    expect(attempts[1]!.pid).not.toBe(attempts[0]!.pid);
    expect(reasons()).toHaveLength(before);
  });

  it('never repeats a write whose connection broke: it answers 503 after one try', async () => {
    const attempts = failStatements(/^insert into "newsletter_subscribers"/, () =>
      serverError('57P01', 'terminating connection due to administrator command'),
    );
    const res = await fresh(app, '/api/newsletter', {
      method: 'POST',
      payload: { email: `nneka.${crypto.randomBytes(3).toString('hex')}@example.com` },
    });
    expectUnavailable(res);
    expect(attempts).toHaveLength(1);
  });

  it('answers 500 for a 55000 that is not about connections, without trying again', async () => {
    const attempts = failStatements(PRODUCT_READ, () => serverError('55000', 'cannot refresh materialized view concurrently'));
    const res = await fresh(app, API);
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.json()).toEqual({ message: 'Something went wrong. Please try again.' });
    expect(attempts).toHaveLength(1);
  });

  describe('PostgreSQL ending the connection of a running read (57P01, as in a restart or failover)', () => {
    // One holds the lock in its transaction; the other watches (the activity view is a snapshot per transaction).
    let locker: pg.Client;
    let watcher: pg.Client;
    beforeAll(async () => {
      locker = new pg.Client({ connectionString: db.url });
      watcher = new pg.Client({ connectionString: db.url });
      await Promise.all([locker.connect(), watcher.connect()]);
    });
    afterAll(() => Promise.all([locker.end(), watcher.end()]));

    /** The server process of the shop's read of the products that waits for the lock, once there is one. */
    async function waiting(other?: number): Promise<number> {
      for (let i = 0; i < 400; i++) {
        const { rows } = await watcher.query<{ pid: number }>(
          `select pid from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query like $1 and pid <> $2`,
          ['select %"products"%', other ?? 0],
        );
        if (rows[0]) return rows[0].pid;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('no statement waits for the lock');
    }
    const terminate = (pid: number) => watcher.query('select pg_terminate_backend($1)', [pid]);

    it.each([API, PAGE])('answers %s with 503 and Retry-After when both tries are ended', async (url) => {
      const before = reasons().length;
      await locker.query('begin');
      await locker.query('lock table products in access exclusive mode');
      try {
        const answer = fresh(app, url);
        const first = await waiting();
        await terminate(first);
        await terminate(await waiting(first));
        expectUnavailable(await answer);
        expect(reasons().slice(before)).toEqual(['57P01']);
      } finally {
        await locker.query('rollback');
      }
    });

    it.each([API, PAGE])('serves %s when the first try is ended and the second gets its answer', async (url) => {
      const before = reasons().length;
      await locker.query('begin');
      await locker.query('lock table products in access exclusive mode');
      let released = false;
      try {
        const answer = fresh(app, url);
        const first = await waiting();
        await terminate(first);
        const second = await waiting(first);
        expect(second).not.toBe(first);
        await locker.query('rollback');
        released = true;
        expect((await answer).statusCode).toBe(200);
        expect(reasons()).toHaveLength(before);
      } finally {
        if (!released) await locker.query('rollback');
      }
    });
  });

  it('answers 503 with Retry-After while the database does not accept connections (55000)', async () => {
    const closed = await freshPostgres();
    const name = new URL(closed.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`alter database ${name} allow_connections false`);
    const shut = openPostgres(closed.url);
    const shutLog = jsonLog();
    const shop = await shopWithPages(shut, shutLog);
    try {
      for (const url of [API, PAGE]) expectUnavailable(await fresh(shop, url));
      expect(shutLog.lines.filter((l) => l.msg === 'database unavailable').map((l) => l.reason)).toEqual(['55000', '55000']);
      expect((await shop.inject('/readyz')).statusCode).toBe(503);
    } finally {
      await shop.close();
      await shut.close();
      await admin.query(`alter database ${name} allow_connections true`);
      await admin.end();
      await closed.drop();
    }
  });

  it('answers 503 with Retry-After while the server has no connection to spare (53300)', async () => {
    const role = `zaron_full_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create role ${role} login connection limit 0`);
    const url = new URL(db.url);
    url.username = role;
    const full = openPostgres(url.toString());
    const fullLog = jsonLog();
    const shop = await shopWithPages(full, fullLog);
    try {
      for (const page of [API, PAGE]) expectUnavailable(await fresh(shop, page));
      expect(fullLog.lines.filter((l) => l.msg === 'database unavailable').map((l) => l.reason)).toEqual(['53300', '53300']);
    } finally {
      await shop.close();
      await full.close();
      await admin.query(`drop role ${role}`);
      await admin.end();
    }
  });
});

describe('a database server that closes every connection at once', () => {
  it('answers 503 with Retry-After, from the API and a page ("Connection terminated unexpectedly")', async () => {
    const closing = await fakeServer((socket) => socket.destroy());
    const database = openPostgres(`postgres://postgres@127.0.0.1:${closing.port}/none`);
    const log = jsonLog();
    const app = await shopWithPages(database, log);
    try {
      for (const url of [API, PAGE]) expectUnavailable(await fresh(app, url));
      expect(log.lines.filter((l) => l.msg === 'database unavailable').map((l) => l.reason)).toEqual([
        'Connection terminated unexpectedly',
        'Connection terminated unexpectedly',
      ]);
    } finally {
      await app.close();
      await database.close();
      await closing.close();
    }
  });
});
