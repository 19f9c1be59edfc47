import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { reviewHelpfulVotes, reviews } from './schema';
import { recountRatings } from './stats';

/**
 * An erasure's part here: her reviews and helpful marks are deleted (her words go with her) and each
 * product she had a published review of is counted again, so its stars match the reviews shown.
 * Returns how many reviews went and the products whose pages change.
 */
export async function eraseReviewsOf(tx: Tx, userId: number) {
  await tx.delete(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.userId, userId));
  const gone = await tx
    .delete(reviews)
    .where(eq(reviews.userId, userId))
    .returning({ productId: reviews.productId, status: reviews.status });
  const productIds = [...new Set(gone.filter((r) => r.status === 'published').map((r) => r.productId))];
  for (const productId of productIds) await recountRatings(tx, productId);
  return { count: gone.length, productIds };
}
