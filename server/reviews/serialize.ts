import type { AdminReview, OwnReview, PublicReview } from '../../domain/reviews/views';
import { reviewerName, skinConcernLabel, skinTypeLabel } from '../../domain/reviews/rules';
import type { reviews } from './schema';

export type ReviewRow = typeof reviews.$inferSelect;

const replyOf = (row: ReviewRow) => (row.reply && row.repliedAt ? { text: row.reply, at: row.repliedAt.toISOString() } : null);

/** A published review for every visitor: her first name and last initial, never her email. */
export const publicReview = (row: ReviewRow, author: { firstName: string; lastName: string }): PublicReview => ({
  id: row.id,
  stars: row.stars,
  title: row.title,
  text: row.body,
  author: reviewerName(author.firstName, author.lastName),
  published_at: (row.publishedAt ?? row.createdAt).toISOString(),
  verified_buyer: true,
  skin_type: skinTypeLabel(row.skinType),
  skin_concern: skinConcernLabel(row.skinConcern),
  helpful_count: row.helpfulCount,
  reply: replyOf(row),
});

export const ownReview = (row: ReviewRow): OwnReview => ({
  id: row.id,
  product_id: row.productId,
  stars: row.stars,
  title: row.title,
  text: row.body,
  skin_type: row.skinType,
  skin_concern: row.skinConcern,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const adminReview = (
  row: ReviewRow,
  product: AdminReview['product'],
  customer: { id: number; firstName: string; lastName: string; email: string },
): AdminReview => ({
  ...ownReview(row),
  product,
  customer: { id: customer.id, name: `${customer.firstName} ${customer.lastName}`, email: customer.email },
  helpful_count: row.helpfulCount,
  has_link: row.hasLink,
  hidden_reason: row.hiddenReason,
  reply: replyOf(row),
  published_at: row.publishedAt?.toISOString() ?? null,
});
