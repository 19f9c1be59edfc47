import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/client';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { startSmtpPeer } from '../test/smtp';
import { createMailer, type Mail } from './mailer';
import { enqueueMail, failedMails, retryFailedMail } from './outbox';
import { mailOutbox } from './schema';
import { createMailWorker, type MailWorkerOptions } from './worker';

const FAST: Partial<MailWorkerOptions> = { pollMs: 50, backoffMs: () => 50, maxAttempts: 3 };

const message = (to: string, subject = `Hello ${to}`): Mail => ({ kind: 'test', to, subject, html: `<p>${subject}</p>`, text: subject });

/** A pino logger whose lines are kept, parsed, as the JSON log shows them. */
function capturingLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

const smtpMailer = (url: string) =>
  createMailer({ smtpUrl: url, from: 'Zaron <hello@zaron.test>', outboxDir: '/nonexistent', log: () => {} });

async function drain(worker: { runOnce: () => Promise<number> }, until: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await until())) {
    if (Date.now() > deadline) throw new Error('the outbox did not drain in time');
    await worker.runOnce();
    await new Promise((r) => setTimeout(r, 60));
  }
}

describe.each(BACKENDS)('mail outbox (%s)', (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(backend, {}, { mailWorker: false });
  });
  afterAll(() => shop.close());

  it('sends a message whose transaction committed, once, and never one whose transaction rolled back', async () => {
    const smtp = await startSmtpPeer();
    const { log } = capturingLog();
    const worker = createMailWorker(shop.database.db, smtpMailer(smtp.url), log, FAST);
    const db = shop.database.db;
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, message('rolled-back@example.com'));
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    const id = await db.transaction((tx) => enqueueMail(tx, message('committed@example.com')));

    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.received.map((m) => m.to)).toEqual([['committed@example.com']]);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, kind: 'test', recipient: 'committed@example.com' });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'rolled-back@example.com'))).toEqual([]);
    await smtp.close();
  });

  it('retries with back-off while the SMTP peer refuses (451), then sends exactly once', async () => {
    const smtp = await startSmtpPeer({ refuse: 2 });
    const { log, lines } = capturingLog();
    const worker = createMailWorker(shop.database.db, smtpMailer(smtp.url), log, { ...FAST, backoffMs: () => 300 });
    const id = await enqueueMail(shop.database.db, message('patient@example.com'));

    expect(await worker.runOnce()).toBe(1);
    // Backing off: the message is not due yet, so an immediate pass leaves it alone.
    expect(await worker.runOnce()).toBe(0);
    let [row] = await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/^Message failed: 451 Mailbox busy, try again later/);

    await drain(worker, async () => smtp.received.length > 0);
    [row] = await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(smtp.refusals()).toBe(2);
    expect(smtp.received.filter((m) => m.to.includes('patient@example.com'))).toHaveLength(1);
    const retries = lines.filter((l) => l.msg === 'mail not sent, will retry');
    expect(retries.map((l) => (l.mail as { attempts: number }).attempts)).toEqual([1, 2]);
    expect(retries.every((l) => l.level === 40 && (l.mail as { retryInMs: number }).retryInMs === 300)).toBe(true);
    await smtp.close();
  });

  it('keeps a message failed after the last attempt, says so in one JSON log line, lists it, and can queue it again', async () => {
    const smtp = await startSmtpPeer({ refuse: Infinity });
    const { log, lines } = capturingLog();
    const worker = createMailWorker(shop.database.db, smtpMailer(smtp.url), log, FAST);
    const id = await enqueueMail(shop.database.db, message('unlucky@example.com', 'Your order'));

    await drain(worker, async () => (await failedMails(shop.database.db)).some((r) => r.id === id));
    const failed = (await failedMails(shop.database.db)).find((r) => r.id === id)!;
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, recipient: 'unlucky@example.com', subject: 'Your order' });
    expect(failed.lastError).toMatch(/451 Mailbox busy/);
    expect(smtp.refusals()).toBe(3);
    expect(await worker.runOnce()).toBe(0);
    const last = lines.filter((l) => l.msg === 'mail failed after the last attempt');
    expect(last).toHaveLength(1);
    expect(last[0]).toMatchObject({ level: 50, mail: { id, kind: 'test', attempts: 3 } });
    expect((last[0]!.mail as { error: string }).error).toMatch(/451 Mailbox busy/);
    await smtp.close();

    // The back office's "send again": a fresh round of attempts to a mail server that is back.
    const back = await startSmtpPeer();
    const again = createMailWorker(shop.database.db, smtpMailer(back.url), log, FAST);
    expect(await retryFailedMail(shop.database.db, id)).toBe(true);
    expect(await retryFailedMail(shop.database.db, id)).toBe(false);
    expect(await again.runOnce()).toBe(1);
    expect(back.received.map((m) => m.to)).toEqual([['unlucky@example.com']]);
    expect((await failedMails(shop.database.db)).some((r) => r.id === id)).toBe(false);
    await back.close();
  });

  it('a started worker sends a newly queued message within moments (no wait for the poll)', async () => {
    const smtp = await startSmtpPeer();
    const { log } = capturingLog();
    const worker = createMailWorker(shop.database.db, smtpMailer(smtp.url), log, { pollMs: 60_000 });
    worker.start();
    await new Promise((r) => setTimeout(r, 100)); // its first pass found nothing; the next poll is a minute away
    await shop.database.db.transaction((tx) => enqueueMail(tx, message('prompt@example.com')));
    await smtp.waitFor('prompt@example.com', 3_000);
    await worker.stop();
    await smtp.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('mail outbox on PostgreSQL: two instances', () => {
  let shop: TestShop;
  let second: Database;
  beforeAll(async () => {
    shop = await createTestShop('postgres', {}, { mailWorker: false });
    // Another instance: its own connection pool to the same database.
    const { rows } = (await shop.database.db.execute(sql`select current_database() as db`)) as unknown as { rows: { db: string }[] };
    const base = new URL(process.env.TEST_DATABASE_URL!);
    base.pathname = `/${rows[0]!.db}`;
    second = openPostgres(base.toString(), { max: 5 });
  });
  afterAll(async () => {
    await second.close();
    await shop.close();
  });

  it('two workers draining 60 messages at once send each exactly once', async () => {
    const smtp = await startSmtpPeer();
    const { log } = capturingLog();
    const subjects = Array.from({ length: 60 }, (_, i) => `Message ${i}`);
    for (const subject of subjects) await enqueueMail(shop.database.db, message('race@example.com', subject));
    const options = { ...FAST, batch: 4 };
    const a = createMailWorker(shop.database.db, smtpMailer(smtp.url), log, options);
    const b = createMailWorker(second.db, smtpMailer(smtp.url), log, options);
    const loop = async (w: typeof a) => {
      let claimed = 0;
      for (let n; (n = await w.runOnce()) > 0;) claimed += n;
      return claimed;
    };
    const [byA, byB] = await Promise.all([loop(a), loop(b)]);
    expect(byA + byB).toBe(60);
    expect(byA).toBeGreaterThan(0);
    expect(byB).toBeGreaterThan(0);
    const got = smtp.received.map((m) => /^Subject: (.*)$/m.exec(m.raw)![1]!.trim()).sort();
    expect(got).toEqual([...subjects].sort());
    const rows = await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'race@example.com'));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    await smtp.close();
  });
});
