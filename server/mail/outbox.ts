import { and, count, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import type { Mail } from './mailer';
import { mailOutbox, type OutboxRow } from './schema';

/**
 * Listeners told that a message was queued in this process (the mail worker): the message is
 * visible to them once its transaction commits, so they look a few times in the next moments.
 */
const listeners = new Set<() => void>();

export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Queues a message in the caller's transaction: it is sent (by the mail worker, with retries)
 * if and only if that transaction commits. Pass the `tx` of the change that causes the mail.
 */
export async function enqueueMail(tx: Executor, mail: Mail): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      kind: mail.kind ?? 'message',
      recipient: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: mail.headers ?? {},
    })
    .returning({ id: mailOutbox.id });
  for (const listener of listeners) listener();
  return row!.id;
}

/** Deletes every message to an address (sent, waiting or failed): an erasure's part here. */
export async function deleteMailTo(tx: Executor, recipient: string): Promise<number> {
  const rows = await tx.delete(mailOutbox).where(eq(mailOutbox.recipient, recipient)).returning({ id: mailOutbox.id });
  return rows.length;
}

/** Messages given up after the last attempt, newest first (for the back office). */
export async function failedMails(db: Db, options: { limit?: number; offset?: number } = {}): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'failed'))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.limit ?? 50)
    .offset(options.offset ?? 0);
}

/** Puts a failed message back in the queue for a fresh round of attempts; false if it was not failed. */
export async function retryFailedMail(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lastError: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning({ id: mailOutbox.id });
  if (rows.length > 0) for (const listener of listeners) listener();
  return rows.length > 0;
}

/** Deletes sent messages created before `before` (failed ones stay for the back office). */
export async function purgeSentMails(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.createdAt, before)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** How many messages wait to be sent (or retried) and how many were given up (for monitoring). */
export async function outboxCounts(db: Db): Promise<{ pending: number; failed: number }> {
  const rows = await db
    .select({ status: mailOutbox.status, count: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'failed']))
    .groupBy(mailOutbox.status);
  const of = (status: string) => rows.find((r) => r.status === status)?.count ?? 0;
  return { pending: of('pending'), failed: of('failed') };
}
