import { and, desc, eq, sql } from 'drizzle-orm';
import type { StarCounts, ProductReviews } from '../../domain/reviews/views';
import { REVIEW_LIMITS } from '../../domain/reviews/rules';
import { users } from '../accounts/schema';
import type { Executor } from '../db/client';
import { productRatings, reviews } from './schema';
import { publicReview } from './serialize';

/**
 * Counts a product's published reviews again and stores the counts: call it in the transaction of
 * every change that publishes a review, takes one down, or changes a published one.
 */
export async function recountRatings(tx: Executor, productId: number) {
  const published = and(eq(reviews.productId, productId), eq(reviews.status, 'published'));
  const [c] = await tx
    .select({
      n: sql<number>`count(*)::int`,
      sum: sql<number>`coalesce(sum(${reviews.stars}), 0)::int`,
      s1: sql<number>`(count(*) filter (where ${reviews.stars} = 1))::int`,
      s2: sql<number>`(count(*) filter (where ${reviews.stars} = 2))::int`,
      s3: sql<number>`(count(*) filter (where ${reviews.stars} = 3))::int`,
      s4: sql<number>`(count(*) filter (where ${reviews.stars} = 4))::int`,
      s5: sql<number>`(count(*) filter (where ${reviews.stars} = 5))::int`,
    })
    .from(reviews)
    .where(published);
  const counts = {
    reviewCount: c?.n ?? 0,
    starSum: c?.sum ?? 0,
    stars1: c?.s1 ?? 0,
    stars2: c?.s2 ?? 0,
    stars3: c?.s3 ?? 0,
    stars4: c?.s4 ?? 0,
    stars5: c?.s5 ?? 0,
  };
  await tx
    .insert(productRatings)
    .values({ productId, ...counts })
    .onConflictDoUpdate({ target: productRatings.productId, set: counts });
}

/** The average of published reviews to one decimal (4.43 → 4.4), or null when there are none. */
export function averageOf(row: { reviewCount: number | null; starSum: number | null } | null | undefined): number | null {
  if (!row?.reviewCount || row.starSum === null) return null;
  return Math.round((row.starSum / row.reviewCount) * 10) / 10;
}

/** `rating` and `reviewCount` of a product summary, from its counts row (absent: no reviews). */
export const ratingFields = (row: { reviewCount: number | null; starSum: number | null }) => ({
  rating: averageOf(row),
  reviewCount: row.reviewCount ?? 0,
});

/** The columns a listing selects beside the product row (left-joined on `productRatings`). */
export const ratingColumns = { reviewCount: productRatings.reviewCount, starSum: productRatings.starSum };

/** Published reviews per star and the newest few, for the product page and its structured data. */
export async function productReviews(db: Executor, productId: number): Promise<ProductReviews> {
  const [counts, latest] = await Promise.all([
    db.select().from(productRatings).where(eq(productRatings.productId, productId)).limit(1),
    db
      .select({ review: reviews, firstName: users.firstName, lastName: users.lastName })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(and(eq(reviews.productId, productId), eq(reviews.status, 'published')))
      .orderBy(desc(reviews.publishedAt), desc(reviews.id))
      .limit(REVIEW_LIMITS.structuredDataMax),
  ]);
  const c = counts[0];
  const stars: StarCounts = c ? [c.stars5, c.stars4, c.stars3, c.stars2, c.stars1] : [0, 0, 0, 0, 0];
  return { stars, latest: latest.map((r) => publicReview(r.review, r)) };
}
