import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { products } from '../catalog/schema';
import { orders } from '../checkout/schema';
import type { ReviewStatus } from '../../domain/reviews/status';

/** A buyer's review of a product she received: one per customer and product. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    title: text('title').notNull(),
    /** Plain text as written; shown as text, never as HTML. */
    body: text('body').notNull(),
    /** Option values of the shop's Skin Type and Skin Concerns filters. */
    skinType: text('skin_type'),
    skinConcern: text('skin_concern'),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    /** Its words hold a web or email address (staff see it flagged). */
    hasLink: boolean('has_link').notNull().default(false),
    /** Why staff hid it; for staff only. */
    hiddenReason: text('hidden_reason'),
    /** The shop's one public reply. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    helpfulCount: integer('helpful_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When staff last published it: the date shown beside it. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_user_product_key').on(t.userId, t.productId),
    index('reviews_product_published_idx').on(t.productId, t.status, t.publishedAt),
    index('reviews_status_created_idx').on(t.status, t.createdAt),
    check('reviews_stars_range', sql`${t.stars} between 1 and 5`),
    check('reviews_status_known', sql`${t.status} in ('pending', 'published', 'hidden')`),
  ],
);

/** One "helpful" mark per shopper and review. */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/**
 * Published reviews of a product, counted: rewritten in the same transaction as every change of a
 * published review, so listings read a product's average and count without counting reviews.
 */
export const productRatings = pgTable('product_ratings', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  reviewCount: integer('review_count').notNull().default(0),
  starSum: integer('star_sum').notNull().default(0),
  stars1: integer('stars_1').notNull().default(0),
  stars2: integer('stars_2').notNull().default(0),
  stars3: integer('stars_3').notNull().default(0),
  stars4: integer('stars_4').notNull().default(0),
  stars5: integer('stars_5').notNull().default(0),
});

/**
 * The invitation to review a delivered order: one row per order, inserted by the instance that
 * claims it, in the same transaction as its mail (or as the note that it was not sent).
 */
export const reviewInvites = pgTable(
  'review_invites',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** sent: the mail is in the outbox; skipped: she turned such mails off, or has reviewed everything. */
    outcome: text('outcome').$type<'sent' | 'skipped'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('review_invites_outcome_known', sql`${t.outcome} in ('sent', 'skipped')`)],
);
