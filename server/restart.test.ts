import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from './catalog/seed';
import { newsletterSubscribers } from './newsletter/schema';
import { s3Storage } from './storage/s3';
import { freshPostgres } from './test/app';
import { startS3 } from './test/s3';
import { startProxy } from '../scripts/load-balancer';
import { CATEGORIES, PRODUCTS } from './seed/catalog-data';

const root = path.resolve(import.meta.dirname, '..');
const scale = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

interface Instance {
  port: number;
  child: ChildProcess;
  log: string[];
  exited: Promise<number | null>;
}

/** One request through the proxy on a fresh connection: its status, or the network error. */
function send(port: number, method: string, pathname: string, body?: unknown): Promise<{ status: number } | { error: string }> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        agent: false,
        timeout: 15_000,
        headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode! }));
        res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    req.end(payload);
  });
}

describe.runIf(scale)('rolling restart of two instances behind a load balancer (PostgreSQL, Redis, S3)', () => {
  let pg: Awaited<ReturnType<typeof freshPostgres>>;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let env: NodeJS.ProcessEnv;
  const running = new Set<Instance>();
  const run = crypto.randomBytes(4).toString('hex');

  beforeAll(async () => {
    pg = await freshPostgres();
    await pg.database.migrate();
    await seedCatalog(pg.database.db, { categories: CATEGORIES, products: PRODUCTS });
    s3 = await startS3();
    const storage = s3Storage(s3.settings);
    await storage.put('media', 'products/restart-test-960.webp', Buffer.from('RIFF0000WEBP a picture'));
    await storage.close();
    env = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://shop.test',
      DATA_DIR: await fs.mkdtemp(path.join(os.tmpdir(), 'zaron-restart-')),
      DATABASE_URL: pg.url,
      REDIS_URL: process.env.TEST_REDIS_URL,
      PAYMENTS_TEST_MODE: 'true',
      SECRET_KEY: 'ab'.repeat(32),
      SEED_DEMO_DATA: 'false',
      SHUTDOWN_DELAY_SECONDS: '0.5',
      TRUST_PROXY_HOPS: '1',
      LOG_LEVEL: 'info',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...s3.env,
    };
  }, 120_000);

  afterAll(async () => {
    for (const instance of running) instance.child.kill('SIGKILL');
    await s3?.close();
    await pg?.drop();
    if (env?.DATA_DIR) await fs.rm(env.DATA_DIR, { recursive: true, force: true });
  });

  async function start(port: number): Promise<Instance> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/instance.ts'], {
      cwd: root,
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const instance: Instance = { port, child, log: [], exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))) };
    const keep = (chunk: Buffer) => instance.log.push(...chunk.toString().split('\n').filter(Boolean));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    running.add(instance);
    void instance.exited.then(() => running.delete(instance));
    const deadline = Date.now() + 90_000;
    for (;;) {
      const res = await send(port, 'GET', '/readyz');
      if ('status' in res && res.status === 200) return instance;
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`instance on ${port} did not start:\n${instance.log.join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function stop(instance: Instance) {
    instance.child.kill('SIGTERM');
    const code = await instance.exited;
    expect(code, instance.log.join('\n')).toBe(0);
    expect(instance.log.some((line) => line.includes('"msg":"stopped"'))).toBe(true);
  }

  it('loses no request: SIGTERM one, start it again, then the other, under load', async () => {
    const ports = [await freePort(), await freePort()];
    let a = await start(ports[0]!);
    let b = await start(ports[1]!);
    const proxy = await startProxy(ports);

    // The load: fixed work per round, six clients, until the restarts are over (at most 3 minutes).
    const failures: string[] = [];
    const subscribed: string[] = [];
    let total = 0;
    let done = false;
    const stopAt = Date.now() + 180_000;
    const client = async (id: number) => {
      for (let i = 0; !done && Date.now() < stopAt; i++) {
        const kind = i % 4;
        const email = `restart-${run}-${id}-${i}@example.com`;
        const res =
          kind === 0
            ? await send(proxy.port, 'GET', '/api/product/radiance-vitamin-c-serum')
            : kind === 1
              ? await send(proxy.port, 'GET', '/media/products/restart-test-960.webp')
              : kind === 2
                ? await send(proxy.port, 'GET', '/test/slow')
                : await send(proxy.port, 'POST', '/api/newsletter', { email });
        total += 1;
        const ok = 'status' in res && res.status === (kind === 3 ? 201 : 200);
        if (!ok) failures.push(`${kind} ${JSON.stringify(res)}`);
        else if (kind === 3) subscribed.push(email);
      }
    };
    const load = Promise.all([0, 1, 2, 3, 4, 5].map(client));

    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await pause(1_500);
    const before = total;
    await stop(a);
    a = await start(ports[0]!);
    await pause(1_000);
    await stop(b);
    b = await start(ports[1]!);
    await pause(1_500);
    done = true;
    await load;
    const stats = proxy.stats();
    await proxy.close();
    await stop(a);
    await stop(b);

    console.info(
      `rolling restart: ${total} requests (${before} before the first SIGTERM), ${failures.length} failed, proxy ${JSON.stringify(stats)}`,
    );
    expect(failures).toEqual([]);
    expect(before).toBeGreaterThan(0);
    expect(total).toBeGreaterThan(before);
    expect(stats.served[ports[0]!]).toBeGreaterThan(0);
    expect(stats.served[ports[1]!]).toBeGreaterThan(0);
    // Every sign-up that was answered 201 is stored: nothing acknowledged was lost.
    const [row] = await pg.database.db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(like(newsletterSubscribers.email, `restart-${run}-%`));
    expect(row!.n).toBe(subscribed.length);
  }, 300_000);
});
