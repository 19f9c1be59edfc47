import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { products } from '../catalog/schema';
import { ordersByReference, shopBooks } from '../test/shop-books';
import { TEST_PASSWORD } from '../test/customers';
import { openPglite } from './client';

const root = path.resolve(import.meta.dirname, '../..');
const INITIAL_STOCK = 1_000;
const SHOPPERS = 6;
const KILLS = 3;
/** Confirmed payments a round waits for before the kill, with the other shoppers mid-checkout. */
const PAID_PER_ROUND = 4;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** The real embedded shop (`npm start`'s script) on `dataDir`, once it answers /readyz. */
async function startShop(dataDir: string, port: number) {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    AUTH_RATE_LIMIT: '10000',
    LOG_LEVEL: 'warn',
  };
  // One process, as `npm start` runs it (the server built by the tests' global setup): SIGKILL reaches
  // the process that holds the files.
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  const log: string[] = [];
  child.stderr!.on('data', (c: Buffer) => log.push(c.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
  for (const deadline = Date.now() + 120_000; ;) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, exited };
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the shop did not start:\n${log.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** One shopper over HTTP: signs up, then checks out one serum after another until told to stop. */
async function shopper(base: string, productId: number, confirmed: string[], stop: () => boolean) {
  const call = async (url: string, body: unknown, token?: string) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  try {
    const email = `crash.${crypto.randomBytes(5).toString('hex')}@example.com`;
    const signUp = await call('/api/auth/register', {
      first_name: 'Crash',
      last_name: 'Test',
      phone: '+2348030000000',
      email,
      password: TEST_PASSWORD,
    });
    const token = (signUp.json.token as { original: { access_token: string } }).original.access_token;
    while (!stop()) {
      const begun = await call(
        '/api/order/initiate-order',
        {
          country: 'NG',
          cartItems: [{ id: productId, quantity: 1 }],
          isPickup: true,
          idempotency_key: crypto.randomBytes(12).toString('hex'),
        },
        token,
      );
      const reference = begun.json.reference as string;
      await call(`/api/test-payments/${reference}/pay`, {}, token);
      const paid = await call('/api/payments/confirm', { reference }, token);
      // What the shopper is told: this payment succeeded.
      if (paid.json.status === 'processing') confirmed.push(reference);
    }
  } catch {
    // The shop was killed under this shopper: whatever it was told before stands.
  }
}

describe('the embedded database survives being killed mid-checkout', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zaron-kill-'));
  let running: ChildProcess | undefined;
  afterAll(() => {
    running?.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps every confirmed payment and no half-written order across ${KILLS} SIGKILLs`, { timeout: 300_000 }, async () => {
    // The shop's files start as the seeded catalogue, with plenty of stock of one serum.
    const seeded = await openPglite(path.join(dataDir, 'db'), {
      loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplates').seeded)]),
    });
    const [serum] = await seeded.db
      .update(products)
      .set({ stockNg: INITIAL_STOCK })
      .where(eq(products.slug, 'radiance-vitamin-c-serum'))
      .returning();
    await seeded.close();

    const confirmed: string[] = [];
    for (let round = 1; round <= KILLS; round++) {
      const port = await freePort();
      const shop = await startShop(dataDir, port);
      running = shop.child;
      const before = confirmed.length;
      let killed = false;
      const shoppers = Array.from({ length: SHOPPERS }, () => shopper(`http://127.0.0.1:${port}`, serum!.id, confirmed, () => killed));
      for (const deadline = Date.now() + 90_000; confirmed.length < before + PAID_PER_ROUND;) {
        if (Date.now() > deadline) throw new Error(`round ${round}: ${confirmed.length - before} payments confirmed in 90 s`);
        await new Promise((r) => setTimeout(r, 20));
      }
      shop.child.kill('SIGKILL');
      killed = true;
      expect(await shop.exited).toBe('SIGKILL');
      await Promise.all(shoppers);
      running = undefined;
    }

    // Opening the files after the last kill recovers them as the next start would.
    const database = await openPglite(path.join(dataDir, 'db'));
    try {
      const books = await shopBooks(database, serum!.id, INITIAL_STOCK);
      expect(books.problems).toEqual([]);
      const told = await ordersByReference(database, confirmed);
      expect([...told.values()].filter((o) => o.status === 'processing')).toHaveLength(confirmed.length);
      expect(confirmed.length).toBeGreaterThanOrEqual(KILLS * PAID_PER_ROUND);
      console.info(
        `killed ${KILLS} times: ${confirmed.length} confirmed payments kept, ${books.orders} orders (${books.paid} paid), all whole`,
      );
    } finally {
      await database.close();
    }
  });
});
