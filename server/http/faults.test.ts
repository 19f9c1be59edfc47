import crypto from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { seedCatalog } from '../catalog/seed';
import { loadConfig } from '../config';
import { openPostgres, type Database } from '../db/client';
import { memoryDatabase } from '../test/memory-db';
import { CATEGORIES, PRODUCTS } from '../seed/catalog-data';
import { freshPostgres } from '../test/app';
import { fakeServer, jsonLog, shopWithPages, UNAVAILABLE, watchStderr } from '../test/faults';

afterEach(() => vi.restoreAllMocks());

describe('pages and API on a working database', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const log = jsonLog();
  beforeAll(async () => {
    database = await memoryDatabase('seeded');
    app = await shopWithPages(database, log);
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each(['/product/%00', '/category/x%00', '/product/radiance%00serum', '/category/face?page=%00', '/%00'])(
    'answers %s with 400 JSON',
    async (url) => {
      const noStderr = watchStderr();
      const res = await app.inject(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The address of this request is not valid.' });
      noStderr();
    },
  );

  it('still renders pages whose addresses are fine', async () => {
    const res = await app.inject('/product/radiance-vitamin-c-serum');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope/deeper'],
    ['GET', '/api'],
    ['DELETE', '/api/auth/login'],
    ['GET', '/api/auth/login'],
  ] as const)('answers an unknown API path (%s %s) with 404 JSON, not the HTML page', async (method, url) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('logs a page that fails as one JSON line with its stack, and prints nothing else', async () => {
    const noStderr = watchStderr();
    const listHome = app.services.catalog.listHome;
    app.services.catalog.listHome = () => Promise.reject(new Error('home shelf broke'));
    try {
      const res = await app.inject('/');
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).not.toContain('home shelf broke');
    } finally {
      app.services.catalog.listHome = listHome;
    }
    const failed = log.lines.filter((l) => l.msg === 'page failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ level: 50, err: { message: 'home shelf broke', type: 'Error' } });
    expect((failed[0]!.err as { stack: string }).stack).toContain('home shelf broke');
    expect(log.raw.every((l) => !l.includes('\n'))).toBe(true);
    noStderr();
  });
});

describe('database refusing connections', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const log = jsonLog();
  beforeAll(async () => {
    // Nothing listens on port 1: every connection is refused.
    database = openPostgres('postgres://postgres@127.0.0.1:1/none');
    app = await shopWithPages(database, log);
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each(['/', '/product/radiance-vitamin-c-serum', '/category/face', '/api/product/list', '/api/product/radiance-vitamin-c-serum'])(
    'answers %s with 503 JSON and Retry-After',
    async (url) => {
      const noStderr = watchStderr();
      const res = await app.inject(url);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual(UNAVAILABLE);
      noStderr();
    },
  );

  it('logs each as one "database unavailable" line and tells the load balancer', async () => {
    const before = log.lines.filter((l) => l.msg === 'database unavailable').length;
    await app.inject('/category/face');
    const lines = log.lines.filter((l) => l.msg === 'database unavailable');
    expect(lines).toHaveLength(before + 1);
    expect(lines.at(-1)).toMatchObject({ level: 50, reason: 'ECONNREFUSED', err: { type: 'DrizzleQueryError' } });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: 'Database unavailable', database: 'unavailable' });
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });
});

describe('a database that accepts connections and never answers', () => {
  it('answers 503 after the connection timeout instead of hanging the request', async () => {
    const hung = await fakeServer();
    const database = openPostgres(`postgres://postgres@127.0.0.1:${hung.port}/none`, { timeouts: { connectMs: 300 } });
    const log = jsonLog();
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: os.tmpdir() }),
      database,
      logger: log.logger,
      mailWorker: false,
    });
    const res = await app.inject('/api/product/list');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual(UNAVAILABLE);
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    await app.close();
    await database.close().catch(() => {});
    await hung.close();
  }, 10_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a statement stuck behind a lock on PostgreSQL', () => {
  it('is cancelled by the statement timeout and answers 503', async () => {
    const fresh = await freshPostgres();
    await fresh.database.migrate();
    await seedCatalog(fresh.database.db, { categories: CATEGORIES, products: PRODUCTS });
    const database = openPostgres(fresh.url, { timeouts: { statementMs: 300 } });
    const log = jsonLog();
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: os.tmpdir() }),
      database,
      logger: log.logger,
      mailWorker: false,
    });
    const locker = new pg.Client({ connectionString: fresh.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table products in access exclusive mode');
      const res = await app.inject('/api/product/list');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual(UNAVAILABLE);
      expect(log.lines.find((l) => l.msg === 'database unavailable')).toMatchObject({ level: 50, reason: '57014' });
      await locker.query('rollback');
      expect((await app.inject('/api/product/list')).statusCode).toBe(200);
    } finally {
      await locker.end();
      await app.close();
      await database.close();
      await fresh.drop();
    }
  }, 30_000);
});

describe('a client that hangs up mid-request', () => {
  it('is logged as a closed request, never as "database unavailable"', async () => {
    const database = await memoryDatabase();
    await database.migrate();
    const log = jsonLog();
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'info', DATA_DIR: path.join(os.tmpdir(), `zaron-abort-${crypto.randomBytes(4).toString('hex')}`) }),
      database,
      logger: log.logger,
      mailWorker: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    for (const [url, type] of [
      ['/api/forms/ambassador', 'multipart/form-data; boundary=XyZ'],
      ['/api/forms/wholesale', 'application/json'],
    ] as const) {
      await new Promise<void>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(`POST ${url} HTTP/1.1\r\nHost: shop.test\r\nContent-Type: ${type}\r\nContent-Length: 100000\r\n\r\n`);
          socket.write(
            type.startsWith('multipart')
              ? '--XyZ\r\nContent-Disposition: form-data; name="portraitPhoto"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n' +
                  'x'.repeat(5000)
              : '{"businessName": "',
          );
          setTimeout(() => socket.resetAndDestroy(), 150);
        });
        socket.on('error', () => {});
        socket.on('close', () => resolve());
      });
    }
    await new Promise((r) => setTimeout(r, 300));
    await app.close();
    await database.close();
    expect(log.lines.filter((l) => l.msg === 'client closed the request').length).toBeGreaterThanOrEqual(1);
    expect(log.lines.filter((l) => l.msg === 'database unavailable')).toEqual([]);
    expect(log.lines.filter((l) => typeof l.level === 'number' && l.level >= 50)).toEqual([]);
  });
});
