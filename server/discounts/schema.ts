import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { orders } from '../checkout/schema';

/** A shop's own discount code (besides influencer codes), made by staff in the back office. */
export const shopCodes = pgTable(
  'shop_codes',
  {
    id: serial('id').primaryKey(),
    /** Upper-case code customers type at checkout, e.g. WELCOME10; never the same as an influencer code. */
    code: text('code').notNull(),
    /** Whole percent off the subtotal, 1–90. */
    percent: integer('percent').notNull(),
    /** First and last day it applies (inclusive, UTC); null for open-ended. */
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    /** Uses across all customers; null for unlimited. */
    usageLimit: integer('usage_limit'),
    /** Uses per customer; null for unlimited. */
    perCustomerLimit: integer('per_customer_limit'),
    /** Shop countries where it applies (NG, GB, US). */
    countries: text('countries').array().notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_codes_code_key').on(t.code),
    check('shop_codes_percent_range', sql`${t.percent} between 1 and 90`),
    check(
      'shop_codes_limits_positive',
      sql`(${t.usageLimit} is null or ${t.usageLimit} > 0) and (${t.perCustomerLimit} is null or ${t.perCustomerLimit} > 0)`,
    ),
    check('shop_codes_dates_ordered', sql`${t.startsOn} is null or ${t.endsOn} is null or ${t.startsOn} <= ${t.endsOn}`),
  ],
);

/**
 * One use of a shop code: written with the order in the same transaction, while the code's row
 * is locked, so the limits hold however many customers check out at once. Uses of cancelled
 * orders do not count, so an unpaid order that ends gives its use back.
 */
export const shopCodeRedemptions = pgTable(
  'shop_code_redemptions',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => shopCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_code_redemptions_order_key').on(t.orderId),
    index('shop_code_redemptions_code_user_idx').on(t.codeId, t.userId),
  ],
);
