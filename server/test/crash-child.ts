/**
 * A shop process for the crash test (server/mail/crash.test.ts): it pays for an order in test
 * mode, reports each step as a JSON line on stdout and then waits to be killed (SIGKILL).
 * CRASH_AT=after-commit: the mail worker is off, so the kill lands after the payment is settled
 * and before anything was sent. CRASH_AT=after-claim: the worker claims the mail and the kill
 * lands before it is handed to the mail server.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { products } from '../catalog/schema';
import { loadConfig } from '../config';
import { openPglite, openPostgres } from '../db/client';
import type { TestShop } from './app';
import { newCustomer, newKey } from './customers';

const say = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);
const crashAt = process.env.CRASH_AT;

const database = process.env.CRASH_DATABASE_URL
  ? openPostgres(process.env.CRASH_DATABASE_URL)
  : await openPglite(process.env.CRASH_PGLITE_DIR!);
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: process.env.CRASH_DATA_DIR!, PUBLIC_URL: 'http://shop.test', LOG_LEVEL: 'silent' });
const app = await buildApp({
  config,
  database,
  logger: false,
  mailWorker:
    crashAt === 'after-commit'
      ? false
      : {
          leaseMs: 1_000,
          beforeSend: async (row) => {
            say({ step: 'claimed', id: row.id });
            await new Promise(() => {}); // killed here
          },
        },
});
await app.ready();
const shop = { app } as TestShop;
const [serum] = await database.db.select().from(products).where(eq(products.slug, 'radiance-vitamin-c-serum'));
const c = await newCustomer(shop, 'Crash');
const order = await c.post('/api/order/initiate-order', {
  country: 'NG',
  cartItems: [{ id: serum!.id, quantity: 1 }],
  isPickup: true,
  idempotency_key: newKey(),
});
const { reference } = order.json() as { reference: string };
await c.post(`/api/test-payments/${reference}/pay`, {});
const confirmed = await c.post('/api/payments/confirm', { reference });
say({ step: 'settled', email: c.email, reference, status: (confirmed.json() as { status: string }).status });
setInterval(() => {}, 60_000);
