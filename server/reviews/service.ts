import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { hasLinkOrEmail, REVIEW_LIMITS, REVIEW_MESSAGES as M } from '../../domain/reviews/rules';
import type { ReviewInput, ReviewsQuery } from '../../domain/reviews/requests';
import type { OwnReview, ReviewEligibility, ReviewPage } from '../../domain/reviews/views';
import { users } from '../accounts/schema';
import type { ProductChange } from '../catalog/cache-tags';
import { products } from '../catalog/schema';
import { orderItems, orders } from '../checkout/schema';
import type { Db, Executor } from '../db/client';
import { uniqueViolation } from '../db/errors';
import { conflict, DomainError, notFound } from '../domain-error';
import { reviewHelpfulVotes, reviews } from './schema';
import { ownReview, publicReview, type ReviewRow } from './serialize';
import { recountRatings } from './stats';

export interface ReviewDeps {
  db: Db;
  /** Tells every instance's page cache that the catalogue's pages changed (after the commit). */
  catalogChanged: (change: ProductChange) => Promise<void>;
}

/** Whether the customer has a delivered order (status `completed`) holding the product. */
export async function receivedProduct(db: Executor, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'completed'), eq(orderItems.productId, productId)))
    .limit(1);
  return Boolean(row);
}

const columnsOf = (input: ReviewInput) => ({
  stars: input.stars,
  title: input.title,
  body: input.text,
  skinType: input.skin_type,
  skinConcern: input.skin_concern,
  hasLink: hasLinkOrEmail(input.title, input.text),
});

/** What shoppers do with reviews: read the published ones, write, edit and delete their own, mark others helpful. */
export function createReviewService({ db, catalogChanged }: ReviewDeps) {
  async function productExists(productId: number) {
    const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
    if (!row) throw notFound(M.productNotFound);
  }

  async function ownRow(userId: number, reviewId: number): Promise<ReviewRow> {
    const [row] = await db
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
      .limit(1);
    // Another shopper's review is answered as if it did not exist.
    if (!row) throw notFound(M.notFound);
    return row;
  }

  async function eligibility(userId: number, productId: number): Promise<ReviewEligibility> {
    await productExists(productId);
    const [[mine], received] = await Promise.all([
      db
        .select()
        .from(reviews)
        .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)))
        .limit(1),
      receivedProduct(db, userId, productId),
    ]);
    return { can_review: received && !mine, review: mine ? ownReview(mine) : null };
  }

  /** A new review waits for staff (status pending): nothing a shopper writes is published unseen. */
  async function create(userId: number, productId: number, input: ReviewInput): Promise<OwnReview> {
    await productExists(productId);
    if (!(await receivedProduct(db, userId, productId))) throw new DomainError('forbidden', M.notABuyer);
    try {
      const [row] = await db
        .insert(reviews)
        .values({ userId, productId, ...columnsOf(input) })
        .returning();
      return ownReview(row!);
    } catch (err) {
      if (uniqueViolation(err) !== null) throw conflict(M.alreadyReviewed);
      throw err;
    }
  }

  /** An edited review goes back to moderation; if it was on the product page it leaves it until then. */
  async function update(userId: number, reviewId: number, input: ReviewInput): Promise<OwnReview> {
    const before = await ownRow(userId, reviewId);
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(reviews)
        .set({ ...columnsOf(input), status: 'pending', hiddenReason: null, updatedAt: new Date() })
        .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
        .returning();
      if (!updated) throw notFound(M.notFound);
      if (before.status === 'published') await recountRatings(tx, before.productId);
      return updated;
    });
    if (before.status === 'published') await catalogChanged({ products: [before.productId] });
    return ownReview(row);
  }

  async function remove(userId: number, reviewId: number): Promise<void> {
    const before = await ownRow(userId, reviewId);
    await db.transaction(async (tx) => {
      await tx.delete(reviews).where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)));
      if (before.status === 'published') await recountRatings(tx, before.productId);
    });
    if (before.status === 'published') await catalogChanged({ products: [before.productId] });
  }

  /** A product's published reviews, newest or most helpful first, optionally of one star rating. */
  async function listPublished(productId: number, q: ReviewsQuery): Promise<ReviewPage> {
    const where: SQL[] = [eq(reviews.productId, productId), eq(reviews.status, 'published')];
    if (q.stars) where.push(eq(reviews.stars, q.stars));
    const filter = and(...where);
    const size = REVIEW_LIMITS.pageSize;
    const order =
      q.sort === 'helpful'
        ? [desc(reviews.helpfulCount), desc(reviews.publishedAt), desc(reviews.id)]
        : [desc(reviews.publishedAt), desc(reviews.id)];
    const [rows, [counted]] = await Promise.all([
      db
        .select({ review: reviews, firstName: users.firstName, lastName: users.lastName })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(filter)
        .orderBy(...order)
        .limit(size)
        .offset((q.page - 1) * size),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(reviews)
        .where(filter),
    ]);
    const total = counted?.n ?? 0;
    return { data: rows.map((r) => publicReview(r.review, r)), page: q.page, per_page: size, total, has_more: q.page * size < total };
  }

  /** One mark per shopper and review: a second is refused (409). */
  async function markHelpful(userId: number, reviewId: number): Promise<number> {
    return db.transaction(async (tx) => {
      const [review] = await tx
        .select({ id: reviews.id, userId: reviews.userId })
        .from(reviews)
        .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'published')))
        .limit(1);
      if (!review) throw notFound(M.notFound);
      if (review.userId === userId) throw new DomainError('forbidden', M.ownHelpful);
      const voted = await tx.insert(reviewHelpfulVotes).values({ reviewId, userId }).onConflictDoNothing().returning();
      if (voted.length === 0) throw conflict(M.alreadyHelpful);
      const [updated] = await tx
        .update(reviews)
        .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
        .where(eq(reviews.id, reviewId))
        .returning({ n: reviews.helpfulCount });
      return updated!.n;
    });
  }

  return { eligibility, create, update, remove, listPublished, markHelpful };
}

export type ReviewService = ReturnType<typeof createReviewService>;
