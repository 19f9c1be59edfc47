import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { products } from '../catalog/schema';

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
