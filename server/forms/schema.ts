import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { InboxStatus } from '../../domain/admin/inbox';

/** Staff follow-up of a submission (the forms inbox): where it stands and a note. */
export const followUp = () => ({
  status: text('status').$type<InboxStatus>().notNull().default('new'),
  staffNote: text('staff_note').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});
export const statusKnown = (name: string, column: unknown) => check(name, sql`${column} in ('new', 'contacted', 'accepted', 'declined')`);

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
