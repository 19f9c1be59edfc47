import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CountryCode } from '../../domain/country';
import { users } from '../accounts/schema';
import { products } from '../catalog/schema';
import { orders } from '../checkout/schema';

/** A shopping bag kept by the server: a signed-in customer's (one per account) or a guest's (by cookie). */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    /** The customer whose bag it is; null for a guest's bag. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the guest's random bag id (the cookie holds the id itself); null for a customer's bag. */
    guestTokenHash: text('guest_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last change of the bag or its lines; guest bags unchanged for 30 days are deleted. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The country of her last change: what her reminder is priced in (null for bags not changed since it was kept). */
    country: text('country').$type<CountryCode>(),
    /** When the last reminder of this bag was queued (decision 0054). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The reminder whose lines were last put back into this bag: an order paid from it within 7 days is recovered. */
    restoredReminderId: integer('restored_reminder_id').references((): AnyPgColumn => bagReminders.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('carts_user_key').on(t.userId),
    uniqueIndex('carts_guest_token_key').on(t.guestTokenHash),
    /** The housekeeping job's search for idle guest bags. */
    index('carts_guest_updated_idx')
      .on(t.updatedAt)
      .where(sql`${t.userId} is null`),
    check('carts_one_owner', sql`(${t.userId} is null) <> (${t.guestTokenHash} is null)`),
  ],
);

/** One product in a bag and how many of it. */
export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 1 to 99: a line set to 0 is deleted. */
    quantity: integer('quantity').notNull(),
    /** When the product first went into the bag: lines are listed in this order. */
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'cart_lines_pkey', columns: [t.cartId, t.productId] }),
    check('cart_lines_quantity_range', sql`${t.quantity} between 1 and 99`),
  ],
);

/**
 * A reminder mailed of a customer's bag left untouched (decision 0054): its link puts these lines
 * back into any browser's bag; an order paid within 7 days of that counts as recovered.
 */
export const bagReminders = pgTable(
  'bag_reminders',
  {
    id: serial('id').primaryKey(),
    /** Whose bag it was; null once her account is erased (the row stays for the shop's figures). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The bag it reminded of; null once that bag is gone. */
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    /** SHA-256 of the link's random token; null once her account is erased (the link then names nothing). */
    tokenHash: text('token_hash'),
    /** The country and currency the mail priced the bag in. */
    country: text('country').$type<CountryCode>().notNull(),
    currency: text('currency').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** The last time its link put the lines back into a bag. */
    restoredAt: timestamp('restored_at', { withTimezone: true }),
    /** When an order of hers was paid after this reminder: its link no longer works (410). */
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    /** The order paid within 7 days of a restore, with its total and currency at payment (the dashboard's recovered figures). */
    recoveredOrderId: integer('recovered_order_id').references(() => orders.id, { onDelete: 'set null' }),
    recoveredAt: timestamp('recovered_at', { withTimezone: true }),
    recoveredMinor: integer('recovered_minor'),
    recoveredCurrency: text('recovered_currency'),
  },
  (t) => [
    uniqueIndex('bag_reminders_token_key').on(t.tokenHash),
    index('bag_reminders_user_idx').on(t.userId),
    index('bag_reminders_sent_idx').on(t.sentAt),
    index('bag_reminders_recovered_idx')
      .on(t.recoveredAt)
      .where(sql`${t.recoveredAt} is not null`),
  ],
);

/** The lines of a reminder as the bag held them when it was mailed: what its link puts back. */
export const bagReminderLines = pgTable(
  'bag_reminder_lines',
  {
    reminderId: integer('reminder_id')
      .notNull()
      .references(() => bagReminders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** When the product went into the bag: the order the mail and the restore follow. */
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'bag_reminder_lines_pkey', columns: [t.reminderId, t.productId] }),
    check('bag_reminder_lines_quantity_range', sql`${t.quantity} between 1 and 99`),
  ],
);
