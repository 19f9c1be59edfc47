import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InboxStatus } from '../../domain/admin/inbox';
import type { ConsentAction, ConsentSource, MarketingTopic } from '../../domain/privacy/consent';

/** Staff follow-up of a submission (the forms inbox): where it stands and a note. */
const followUp = () => ({
  status: text('status').$type<InboxStatus>().notNull().default('new'),
  staffNote: text('staff_note').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});
const statusKnown = (name: string, column: unknown) => check(name, sql`${column} in ('new', 'contacted', 'accepted', 'declined')`);

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
    /** newsletter or review-invites. */
    topic: text('topic').$type<MarketingTopic>().notNull(),
    /** requested (confirmation mail sent), given (confirmed) or withdrawn. */
    action: text('action').$type<ConsentAction>().notNull(),
    /** footer, preferences, confirmation-link, unsubscribe-link, account-deletion or staff-erasure. */
    source: text('source').$type<ConsentSource>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('marketing_consents_email_idx').on(t.email, t.createdAt),
    check('marketing_consents_topic_known', sql`${t.topic} in ('newsletter', 'review-invites')`),
    check('marketing_consents_action_known', sql`${t.action} in ('requested', 'given', 'withdrawn')`),
  ],
);

/** One row per wholesale application sent from /partner-with-us. */
export const wholesaleApplications = pgTable(
  'wholesale_applications',
  {
    id: serial('id').primaryKey(),
    businessName: text('business_name').notNull(),
    contactName: text('contact_name').notNull(),
    /** Lower-cased address the confirmation went to. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** Normalised http(s) URL, or null when not given. */
    website: text('website'),
    /** A value of BUSINESS_CATEGORIES (domain/forms/options.ts). */
    category: text('category').notNull(),
    /** A value of MONTHLY_ORDER_VALUES, e.g. `500-2000` (US dollars a month). */
    monthlyOrderValue: text('monthly_order_value').notNull(),
    /** City and country as the applicant wrote it. */
    location: text('location').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...followUp(),
  },
  (t) => [
    index('wholesale_applications_email_idx').on(t.email),
    index('wholesale_applications_created_idx').on(t.createdAt),
    statusKnown('wholesale_applications_status_known', t.status),
  ],
);

/** One row per Face of Zaron 2025 application. */
export const ambassadorApplications = pgTable(
  'ambassador_applications',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Female or Male. */
    sex: text('sex').notNull(),
    address: text('address').notNull(),
    /** ISO code from AMBASSADOR_COUNTRIES, the form's fixed list of 51. */
    country: text('country').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    socialMediaHandle: text('social_media_handle').notNull(),
    /** File name under `${DATA_DIR}/uploads/ambassador/`: random hex plus the extension of the sniffed type. */
    portraitPhoto: text('portrait_photo').notNull(),
    fullBodyPhoto: text('full_body_photo').notNull(),
    /** When the applicant ticked the terms box (the request is refused without it). */
    agreedToTermsAt: timestamp('agreed_to_terms_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...followUp(),
  },
  (t) => [
    statusKnown('ambassador_applications_status_known', t.status),
    index('ambassador_applications_email_idx').on(t.email),
    index('ambassador_applications_created_idx').on(t.createdAt),
    check('ambassador_applications_sex_known', sql`${t.sex} in ('Female', 'Male')`),
  ],
);

/** One row per Zaron Experience registration. */
export const sessionBookings = pgTable(
  'session_bookings',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    businessName: text('business_name').notNull(),
    /** The person's role in the organisation. */
    designation: text('designation').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    comments: text('comments'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...followUp(),
  },
  (t) => [
    index('session_bookings_email_idx').on(t.email),
    index('session_bookings_created_idx').on(t.createdAt),
    statusKnown('session_bookings_status_known', t.status),
  ],
);
