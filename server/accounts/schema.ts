import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ShippingCountry } from '../../domain/country';
import type { Role } from '../../domain/admin/roles';

export type { Role };
import type { EmailPreferences } from '../../domain/accounts/user';

export type { EmailPreferences };

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased; unique. */
    email: text('email').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    /** customer, influencer, or a staff role (admin, fulfilment, support, catalogue); never set from a request body. */
    role: text('role').$type<Role>().notNull().default('customer'),
    /** When the account became staff (null for others). */
    staffSince: timestamp('staff_since', { withTimezone: true }),
    /** The customer's own code for /signup?referral=… links. */
    referralCode: text('referral_code').notNull(),
    /** The referral code this account signed up through, if any. */
    referredBy: text('referred_by'),
    emailPreferences: jsonb('email_preferences')
      .$type<EmailPreferences>()
      .notNull()
      .default({ newsletter: false, offers: false, orderUpdates: true, reviewInvites: true, bagReminders: true }),
    /** When the account was erased at her request: the row stays (her orders point to it) with no personal data. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
    index('users_referred_by_idx').on(t.referredBy),
    /** The back office's customer list, newest first, and its "name or email contains" search (pg_trgm). */
    index('users_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('users_first_name_trgm_idx').using('gin', sql`${t.firstName} gin_trgm_ops`),
    index('users_last_name_trgm_idx').using('gin', sql`${t.lastName} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    check('users_role_known', sql`${t.role} in ('customer', 'influencer', 'admin', 'fulfilment', 'support', 'catalogue')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Last request made with it (to the minute): her devices' last use; staff sessions end after hours without one. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser's User-Agent when the session began (shown to her in her data export). */
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the emailed token. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when used: a token works once. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_token_hash_key').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ISO-2 country; always the visitor's country when added. */
    country: text('country').$type<ShippingCountry>().notNull(),
    state: text('state').notNull(),
    /** City, or the Lagos delivery area's name. */
    city: text('city').notNull(),
    address: text('address').notNull(),
    landmark: text('landmark').notNull().default(''),
    phone: text('phone').notNull(),
    /** Postal code; only asked outside NG. */
    zipCode: text('zip_code').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);
