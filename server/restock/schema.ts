import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StockKey } from '../../domain/pricing';
import { products } from '../catalog/schema';

/** "Tell me when it's back": an address waiting to hear that a product is in stock again in one market. */
export const stockRequests = pgTable(
  'stock_requests',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Lower-cased, as typed (an account is not needed). */
    email: text('email').notNull(),
    /** The stock she waits for: NG, GB or US, the column her country buys from (`stockKey`). */
    market: text('market').$type<StockKey>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When her one mail was queued; null while she waits. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    check('stock_requests_market_known', sql`${t.market} in ('NG', 'GB', 'US')`),
    /** One waiting request per address, product and market (asking again is the same request); also the waiting counts per product. */
    uniqueIndex('stock_requests_waiting_key')
      .on(t.productId, t.market, t.email)
      .where(sql`${t.mailedAt} is null`),
    /** Her requests, for her data, her unsubscribe and her erasure. */
    index('stock_requests_email_idx').on(t.email),
    /** The purge of lapsed requests. */
    index('stock_requests_created_at_idx').on(t.createdAt),
  ],
);
