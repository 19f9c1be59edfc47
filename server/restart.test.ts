import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from './catalog/seed';
import { products } from './catalog/schema';
import { newsletterSubscribers } from './newsletter/schema';
import { addStaff } from './staff/members';
import { stepAt, totpCode } from './staff/totp';
import { s3Storage } from './storage/s3';
import { freshPostgres } from './test/app';
import { TEST_PASSWORD } from './test/customers';
import { checkHaproxyConfig, haproxyEnv, requireHaproxy, startHaproxy } from './test/haproxy';
import { freePort, instances, send, type Answer, type Instance } from './test/instances';
import { startS3 } from './test/s3';
import { CATEGORIES, DEMO_OUT_OF_STOCK, PRODUCTS } from './seed/catalog-data';

const scale = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

/** The answer, or the test fails naming the network error. */
function answered(res: Answer | { error: string }): Answer {
  if ('error' in res) throw new Error(`no answer: ${res.error}`);
  return res;
}

/** Checks `done` every 20 ms, for at most `ms`: a change that travels through Redis, a health check. */
async function until(done: () => boolean | Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await done()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe.runIf(scale)('two instances behind HAProxy (PostgreSQL, Redis, S3)', () => {
  let pg: Awaited<ReturnType<typeof freshPostgres>>;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let env: NodeJS.ProcessEnv;
  let lb: Awaited<ReturnType<typeof startHaproxy>>;
  let a: Instance;
  let b: Instance;
  const shop = instances(() => env);
  const run = crypto.randomBytes(4).toString('hex');

  beforeAll(async () => {
    requireHaproxy();
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
      // Shorter than the second HAProxy takes to see /readyz fail: the port closes while requests are
      // still sent to it, and only the retries keep them from failing.
      SHUTDOWN_DELAY_SECONDS: '0.5',
      TRUST_PROXY_HOPS: '1',
      LOG_LEVEL: 'info',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...s3.env,
    };
    const ports = [await freePort(), await freePort()] as const;
    [a, b] = await Promise.all([shop.start(ports[0]), shop.start(ports[1])]);
    lb = await startHaproxy(await freePort(), [...ports]);
  }, 180_000);

  afterAll(async () => {
    await lb?.close();
    shop.killAll();
    await s3?.close();
    await pg?.drop();
    if (env?.DATA_DIR) await fs.rm(env.DATA_DIR, { recursive: true, force: true });
  });

  it('ships a configuration haproxy -c accepts with its addresses set, and refuses without them', async () => {
    const valid = await checkHaproxyConfig(haproxyEnv(3040, [3041, 3042]));
    expect(valid.output).toContain('Configuration file is valid');
    expect(valid.code).toBe(0);
    const unset = await checkHaproxyConfig({});
    expect(unset.code).toBe(1);
    expect(unset.output).toContain("missing port specification in '127.0.0.1:'");
  });

  it('counts the client address HAProxy adds, not one the client wrote in X-Forwarded-For', async () => {
    const forged = { 'x-forwarded-for': '203.0.113.7' };
    const through = answered(await send(lb.port, 'GET', '/test/client', { headers: forged }));
    expect([through.status, JSON.parse(through.body)]).toEqual([200, { ip: '127.0.0.1' }]);
    // Straight to an instance the forged address would count: the one hop trusted is HAProxy's.
    const direct = answered(await send(a.port, 'GET', '/test/client', { headers: forged }));
    expect([direct.status, JSON.parse(direct.body)]).toEqual([200, { ip: '203.0.113.7' }]);
  });

  it('keeps a session made through it on both instances', async () => {
    const email = `session-${run}@example.com`;
    const body = { first_name: 'Amara', last_name: 'Test', phone: '+2348030000000', email, password: TEST_PASSWORD };
    const signUp = answered(await send(lb.port, 'POST', '/api/auth/session/register', { body }));
    expect(signUp.status).toBe(201);
    const cookie = (signUp.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    expect(cookie).toContain('zaron_session=');

    // The instance that did not make the session knows it too: asked straight, and through HAProxy.
    const made = Number(signUp.headers['x-instance']);
    const other = [a.port, b.port].find((port) => port !== made)!;
    expect(made).not.toBe(other);
    for (const port of [made, other]) {
      const res = answered(await send(port, 'GET', '/api/auth/user', { headers: { cookie } }));
      expect([res.status, JSON.parse(res.body).user.email]).toEqual([200, email]);
    }
    const servedBy = new Set<number>();
    for (let i = 0; i < 4; i++) {
      const res = answered(await send(lb.port, 'GET', '/api/auth/user', { headers: { cookie } }));
      expect([res.status, JSON.parse(res.body).user.email]).toEqual([200, email]);
      servedBy.add(Number(res.headers['x-instance']));
    }
    expect(servedBy).toEqual(new Set([a.port, b.port]));
  });

  it('forgets on one instance a product kept there when staff change its stock on the other', async () => {
    const slug = DEMO_OUT_OF_STOCK.GB;
    const product = async (port: number) => {
      const res = answered(await send(port, 'GET', `/api/product/${slug}`));
      expect(res.status).toBe(200);
      return JSON.parse(res.body).data as { id: number; instock_uk: boolean; UK_price: number };
    };
    const kept = await product(b.port);
    expect(kept.instock_uk).toBe(false);

    // A catalogue manager, two-factor set up, adjusts stock on a.
    const email = `stock-${run}@example.com`;
    const body = { first_name: 'Folake', last_name: 'Test', phone: '+2348030000000', email, password: TEST_PASSWORD };
    const register = answered(await send(a.port, 'POST', '/api/auth/register', { body }));
    expect(register.status).toBe(201);
    await addStaff(pg.database.db, email, 'catalogue');
    const bearer = { authorization: `Bearer ${JSON.parse(register.body).token.original.access_token}` };
    const post = async (pathname: string, json: unknown) => answered(await send(a.port, 'POST', pathname, { body: json, headers: bearer }));
    const { secret } = JSON.parse((await post('/api/admin/2fa/setup', {})).body) as { secret: string };
    expect((await post('/api/admin/2fa/confirm', { code: totpCode(secret, stepAt(Date.now())) })).status).toBe(200);
    const received = async (quantity: number) => {
      const res = await post(`/api/admin/products/${kept.id}/stock`, { country: 'GB', reason: 'received', quantity });
      const { message, data } = JSON.parse(res.body);
      return [res.status, message, data.country, data.quantity];
    };

    // Back in stock in GB: b's next answers say so.
    expect(await received(4)).toEqual([200, 'Stock updated', 'GB', 4]);
    await until(async () => (await product(b.port)).instock_uk, 2_000);
    expect(await product(b.port)).toMatchObject({ instock_uk: true, UK_price: kept.UK_price });

    // A flip of a stock flag also reaches b through the database's notification; more stock of a
    // product already in stock does not, so only a's message through Redis can make b forget it. A
    // price written behind the shop's back shows whether b read the product again.
    const [row] = await pg.database.db.select({ price: products.priceGbp }).from(products).where(eq(products.id, kept.id));
    await pg.database.db
      .update(products)
      .set({ priceGbp: row!.price + 100 })
      .where(eq(products.id, kept.id));
    expect((await product(b.port)).UK_price).toBe(kept.UK_price);
    expect(await received(2)).toEqual([200, 'Stock updated', 'GB', 6]);
    await until(async () => (await product(b.port)).UK_price !== kept.UK_price, 2_000);
    expect(await product(b.port)).toMatchObject({ instock_uk: true, UK_price: (row!.price + 100) / 100 });
  });

  it('loses no request: SIGTERM one, start it again, then the other, under load', async () => {
    // The load: fixed work per round, six clients, until the restarts are over (at most 3 minutes).
    const failures: string[] = [];
    const subscribed: string[] = [];
    const served = new Map<number, number>([
      [a.port, 0],
      [b.port, 0],
    ]);
    let total = 0;
    let done = false;
    const stopAt = Date.now() + 180_000;
    const client = async (id: number) => {
      for (let i = 0; !done && Date.now() < stopAt; i++) {
        const kind = i % 4;
        const email = `restart-${run}-${id}-${i}@example.com`;
        const res =
          kind === 0
            ? await send(lb.port, 'GET', '/api/product/radiance-vitamin-c-serum')
            : kind === 1
              ? await send(lb.port, 'GET', '/media/products/restart-test-960.webp')
              : kind === 2
                ? await send(lb.port, 'GET', '/test/slow')
                : await send(lb.port, 'POST', '/api/newsletter', { body: { email } });
        total += 1;
        const ok = 'status' in res && res.status === (kind === 3 ? 201 : 200);
        if (!ok) failures.push(`${kind} ${'status' in res ? `${res.status} ${res.body.slice(0, 60)}` : res.error}`);
        else {
          const port = Number(res.headers['x-instance']);
          served.set(port, (served.get(port) ?? 0) + 1);
          if (kind === 3) subscribed.push(email);
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3, 4, 5].map(client));

    /** Stops `instance` with SIGTERM, starts it again, and waits until HAProxy sends it requests. */
    const restart = async (instance: Instance) => {
      const stopped = await shop.stop(instance);
      expect(stopped.code, stopped.log).toBe(0);
      expect(stopped.stopped).toBe(true);
      const again = await shop.start(instance.port);
      const before = served.get(instance.port)!;
      await until(() => served.get(instance.port)! > before, 10_000);
      expect(served.get(instance.port), lb.log.slice(-20).join('\n')).toBeGreaterThan(before);
      return again;
    };
    await until(() => served.get(a.port)! > 0 && served.get(b.port)! > 0, 10_000);
    const before = total;
    a = await restart(a);
    b = await restart(b);
    done = true;
    await load;

    const retried = lb.log.filter((line) => / \d+\/\d+\/\d+\/\d+\/\+?[1-9]\d* \d+\/\d+ /.test(line)).length;
    console.info(
      `rolling restart: ${total} requests (${before} before the first SIGTERM), ${failures.length} failed, ` +
        `served ${JSON.stringify(Object.fromEntries(served))}, ${retried} retried by HAProxy`,
    );
    expect(failures).toEqual([]);
    expect(before).toBeGreaterThan(0);
    expect(total).toBeGreaterThan(before);
    // Every sign-up that was answered 201 is stored: nothing acknowledged was lost.
    const [row] = await pg.database.db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(like(newsletterSubscribers.email, `restart-${run}-%`));
    expect(row!.n).toBe(subscribed.length);

    for (const instance of [a, b]) {
      const stopped = await shop.stop(instance);
      expect(stopped.code, stopped.log).toBe(0);
    }
  }, 300_000);
});
