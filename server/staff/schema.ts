import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessions, users } from '../accounts/schema';

/** A staff member's TOTP secret (RFC 6238); `confirmedAt` is set once a first code proved the app has it. */
export const staffTwoFactor = pgTable('staff_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32 secret shared with the authenticator app. */
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** Last 30-second step a code was accepted for: a code works once. */
  lastStep: integer('last_step').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Ten single-use codes per staff member, stored as SHA-256 only. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/** Sessions that gave a second factor; ends with the session. */
export const staffVerifiedSessions = pgTable('staff_verified_sessions', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every staff action that changes something, written in the same transaction as the change.
 * Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0007).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id),
    ip: text('ip').notNull(),
    /** e.g. `order.complete`, `order.refund`, `customer.sessions.end`. */
    action: text('action').notNull(),
    /** e.g. `order`, `customer`, `product`. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_staff_idx').on(t.staffId),
    index('audit_log_action_idx').on(t.action),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);
