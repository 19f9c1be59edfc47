import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ConsentAction, ConsentSource, MarketingTopic } from '../../domain/privacy/consent';
import { followUp, statusKnown } from '../forms/schema';

/** Addresses that asked for the newsletter (footer or Settings), with the double opt-in state; listed in the back-office inbox. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased address; one row per address however often it is submitted. */
    email: text('email').notNull(),
    /** SHA-256 of the emailed confirmation link's token while one waits; cleared when used. */
    confirmTokenHash: text('confirm_token_hash'),
    /** When the latest confirmation link was sent (it works for NEWSLETTER_CONFIRM_DAYS). */
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    /** Set when she confirmed (double opt-in); null again after she unsubscribes. Only these get marketing. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...followUp(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(t.email),
    uniqueIndex('newsletter_subscribers_confirm_token_key').on(t.confirmTokenHash),
    statusKnown('newsletter_subscribers_status_known', t.status),
  ],
);

/**
 * Every consent to marketing mail and its withdrawal, with when and where (append-only): the
 * record that she agreed before anything was sent, and that she stopped it.
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased address; replaced by the erased account's placeholder when she is erased. */
    email: text('email').notNull(),
    /** newsletter, review-invites or bag-reminders. */
    topic: text('topic').$type<MarketingTopic>().notNull(),
    /** requested (confirmation mail sent), given (confirmed) or withdrawn. */
    action: text('action').$type<ConsentAction>().notNull(),
    /** footer, preferences, confirmation-link, unsubscribe-link, account-deletion or staff-erasure. */
    source: text('source').$type<ConsentSource>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('marketing_consents_email_idx').on(t.email, t.createdAt),
    check('marketing_consents_topic_known', sql`${t.topic} in ('newsletter', 'review-invites', 'bag-reminders')`),
    check('marketing_consents_action_known', sql`${t.action} in ('requested', 'given', 'withdrawn')`),
  ],
);
