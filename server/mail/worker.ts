import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Mailer } from './mailer';
import { onMailQueued } from './outbox';
import { mailOutbox, type OutboxRow } from './schema';

export interface MailWorkerOptions {
  /** How often the queue is looked at when nothing was queued here (other instances, retries). */
  pollMs: number;
  /** How long a claimed message is reserved for its worker: a crashed worker's message is retried after it. */
  leaseMs: number;
  /** Attempts before a message is marked failed. */
  maxAttempts: number;
  /** Wait before attempt `n + 1` after attempt `n` failed. */
  backoffMs: (attempt: number) => number;
  /** Messages claimed per pass. */
  batch: number;
  /** Test hook: runs after a message is claimed, before it is handed to the transport. */
  beforeSend?: (row: OutboxRow) => Promise<void>;
}

interface WorkerLog {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

/** 30 s, 1 min, 2 min, … capped at 1 h: ten attempts span about three hours of mail server trouble. */
const DEFAULT_MAIL_WORKER: MailWorkerOptions = {
  pollMs: 1_000,
  leaseMs: 2 * 60_000,
  maxAttempts: 10,
  backoffMs: (attempt) => Math.min(30_000 * 2 ** (attempt - 1), 60 * 60_000),
  batch: 10,
};

/** After a message is queued here, the queue is looked at this often for this long (until its commit shows it). */
const EAGER_STEP_MS = 30;
const EAGER_WINDOW_MS = 1_500;

/**
 * Sends the outbox. Each pass claims due messages with `FOR UPDATE SKIP LOCKED` (so workers on
 * several instances never take the same one), reserves them for `leaseMs` and counts the attempt,
 * then sends outside any transaction. A sent message is marked sent; a failed one waits with
 * exponential back-off, and after the last attempt stays `failed` with a log line. A process that
 * dies mid-send leaves its messages reserved until the lease ends; another pass then sends them:
 * delivery is at least once, and exactly once unless the process dies inside the SMTP exchange.
 */
export function createMailWorker(db: Db, mailer: Mailer, log: WorkerLog, overrides: Partial<MailWorkerOptions> = {}) {
  const options: MailWorkerOptions = { ...DEFAULT_MAIL_WORKER, ...overrides };
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let started = false;
  let eagerUntil = 0;
  let unsubscribe: (() => void) | null = null;
  let lastPassErrorAt = 0;

  async function claim(): Promise<OutboxRow[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(options.batch)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + ${options.leaseMs} * interval '1 millisecond'` })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function deliver(row: OutboxRow) {
    try {
      if (options.beforeSend) await options.beforeSend(row);
      await mailer.send({ kind: row.kind, to: row.recipient, subject: row.subject, html: row.html, text: row.text, headers: row.headers });
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const mail = { id: row.id, kind: row.kind, attempts: row.attempts, error };
      if (row.attempts >= options.maxAttempts) {
        await db.update(mailOutbox).set({ status: 'failed', lastError: error }).where(eq(mailOutbox.id, row.id));
        log.error({ mail }, 'mail failed after the last attempt');
      } else {
        const retryInMs = options.backoffMs(row.attempts);
        await db
          .update(mailOutbox)
          .set({ lastError: error, nextAttemptAt: sql`now() + ${retryInMs} * interval '1 millisecond'` })
          .where(eq(mailOutbox.id, row.id));
        log.warn({ mail: { ...mail, retryInMs } }, 'mail not sent, will retry');
      }
      return false;
    }
    await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, row.id));
    return true;
  }

  /** One pass: claims due messages and tries each once. Resolves with how many were claimed. */
  async function runOnce(): Promise<number> {
    const rows = await claim();
    for (const row of rows) await deliver(row);
    return rows.length;
  }

  function schedule(ms: number) {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick() {
    timer = null;
    if (running) return;
    running = runOnce().catch((err: unknown) => {
      // The database is away: the messages wait where they are; the next pass tries again.
      // Said once a minute, not once a poll.
      if (Date.now() - lastPassErrorAt > 60_000) {
        lastPassErrorAt = Date.now();
        log.error({ err }, 'mail worker pass failed');
      }
      return 0;
    });
    void running.then((claimed) => {
      running = null;
      if (!started) return;
      if (claimed === options.batch) schedule(0);
      else schedule(Date.now() < eagerUntil ? EAGER_STEP_MS : options.pollMs);
    });
  }

  /** Looks at the queue now and in the next moments (a message was just queued here). */
  function poke() {
    eagerUntil = Date.now() + EAGER_WINDOW_MS;
    if (!running) schedule(EAGER_STEP_MS);
  }

  return {
    start() {
      if (started) return;
      started = true;
      unsubscribe = onMailQueued(poke);
      schedule(0);
    },
    /** Stops looking at the queue and waits for a pass in progress to finish. */
    async stop() {
      started = false;
      unsubscribe?.();
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
    poke,
    runOnce,
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
