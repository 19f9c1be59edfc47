import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { seedCatalog } from '../catalog/seed';
import { orders } from '../checkout/schema';
import { loadConfig } from '../config';
import { openPglite, type Database } from '../db/client';
import { CATEGORIES, PRODUCTS } from '../seed/catalog-data';
import { BACKENDS, freshPostgres } from '../test/app';
import { startSmtpPeer } from '../test/smtp';
import { mailOutbox } from './schema';

const CHILD = path.join(import.meta.dirname, '../test/crash-child.ts');

/** A database the child and the restarted shop share: a throw-away PostgreSQL one, or PGlite files. */
async function sharedDatabase(backend: string) {
  if (backend === 'postgres') {
    const pg = await freshPostgres();
    return {
      env: { CRASH_DATABASE_URL: pg.url } as Record<string, string>,
      open: async () => pg.database,
      seeded: pg.database,
      drop: pg.drop,
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zaron-crash-'));
  const seeded = await openPglite(dir);
  return {
    env: { CRASH_PGLITE_DIR: dir } as Record<string, string>,
    open: () => openPglite(dir),
    seeded,
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** Runs the child until it reports `step`, then kills it with SIGKILL (no shutdown code runs). */
async function runAndKill(env: Record<string, string>, step: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
  const seen: Record<string, Record<string, unknown>> = {};
  for await (const line of readline.createInterface({ input: child.stdout })) {
    const event = JSON.parse(line) as { step: string };
    seen[event.step] = event;
    if (event.step === step && seen.settled) break;
  }
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
  return seen.settled as { email: string; reference: string; status: string };
}

describe.each(BACKENDS)('no paid order without its mail: a process killed between paying and sending (%s)', (backend) => {
  it.each([
    ['after-commit', 'settled', 0],
    ['after-claim', 'claimed', 1],
  ] as const)(
    'killed %s: a restarted shop sends the confirmation exactly once',
    async (crashAt, step, attemptsBeforeKill) => {
      const shared = await sharedDatabase(backend);
      await shared.seeded.migrate();
      await seedCatalog(shared.seeded.db, { categories: CATEGORIES, products: PRODUCTS });
      if (backend === 'pglite') await shared.seeded.close(); // the child owns the files now
      const dataDir = path.join(os.tmpdir(), `zaron-crash-data-${crypto.randomBytes(4).toString('hex')}`);

      const settled = await runAndKill({ ...shared.env, CRASH_AT: crashAt, CRASH_DATA_DIR: dataDir }, step);
      expect(settled.status).toBe('processing');

      // The restart: same database, a mail server this time.
      const database: Database = await shared.open();
      const [order] = await database.db.select().from(orders).where(eq(orders.paymentReference, settled.reference));
      expect(order!.status).toBe('processing');
      let [queued] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, settled.email));
      expect(queued).toMatchObject({
        status: 'pending',
        attempts: attemptsBeforeKill,
        kind: 'order-confirmation',
        subject: `Your Zaron order ${order!.orderNumber} is confirmed`,
      });

      const smtp = await startSmtpPeer();
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://shop.test',
        LOG_LEVEL: 'silent',
        SMTP_URL: smtp.url,
      });
      const app = await buildApp({ config, database, logger: false, mailWorker: { pollMs: 100 } });
      await app.ready();
      try {
        // After a claim the message waits for the dead worker's lease (1 s) to end, then goes.
        await smtp.waitFor(settled.email, 10_000);
        await new Promise((r) => setTimeout(r, 1_500)); // several more passes: nothing goes twice
        expect(smtp.received.filter((m) => m.to.includes(settled.email))).toHaveLength(1);
        [queued] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, settled.email));
        expect(queued).toMatchObject({ status: 'sent', attempts: attemptsBeforeKill + 1 });
      } finally {
        await app.close();
        await smtp.close();
        if (backend === 'pglite') await database.close();
        await shared.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    300_000,
  ); // two shop start-ups (one in a child process) on a shared, busy machine
});
