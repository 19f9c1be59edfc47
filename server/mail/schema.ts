import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/**
 * The transactional mail outbox: a message is written here in the same transaction as its cause
 * (a paid order, a reset request, a form), and the mail worker sends it afterwards with retries.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What the message is about, for the back office (e.g. order-confirmation, password-reset). */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Extra headers of the message (e.g. List-Unsubscribe on marketing mail). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    /** Sending attempts started so far (a claim counts as one). */
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may take the message: now for a new one, later after a failure or while claimed. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('mail_outbox_status_created_idx').on(t.status, t.createdAt),
    check('mail_outbox_status_known', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

export type OutboxRow = typeof mailOutbox.$inferSelect;
