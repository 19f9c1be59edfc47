import type { ReviewStatus } from './status';
import { FILTER_GROUPS } from '../listing-query';

/** A review's limits: 1 to 5 whole stars, a short title and a text long enough to help another buyer. */
export const REVIEW_LIMITS = {
  starsMin: 1,
  starsMax: 5,
  titleMax: 80,
  textMin: 20,
  textMax: 2_000,
  /** Reviews shown at a time on a product page ('Show more' adds as many again). */
  pageSize: 10,
  /** Published reviews a product page's structured data carries. */
  structuredDataMax: 5,
  /** Why staff hid a review (kept for staff only) and the shop's public reply. */
  reasonMax: 500,
  replyMax: 1_000,
} as const;

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Waiting for moderation',
  published: 'Published',
  hidden: 'Hidden',
};

/** Newest first, or most marked helpful first. */
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

const groupOptions = (id: string) => FILTER_GROUPS.find((g) => g.id === id)?.options ?? [];

/** A reviewer's skin type and concern come from the shop's own filter values. */
export const SKIN_TYPE_OPTIONS = groupOptions('skin-type');
export const SKIN_CONCERN_OPTIONS = groupOptions('skin-concerns');

const labelIn = (options: readonly { value: string; label: string }[], value: string | null) =>
  value === null ? null : (options.find((o) => o.value === value)?.label ?? null);
export const skinTypeLabel = (value: string | null) => labelIn(SKIN_TYPE_OPTIONS, value);
export const skinConcernLabel = (value: string | null) => labelIn(SKIN_CONCERN_OPTIONS, value);

export const REVIEW_MESSAGES = {
  notABuyer: 'Only customers who received this product can review it.',
  alreadyReviewed: 'You have already reviewed this product. You can edit your review instead.',
  notFound: 'Review not found',
  productNotFound: 'Product not found',
  alreadyHelpful: 'You have already marked this review helpful.',
  ownHelpful: 'You cannot mark your own review helpful.',
  created: 'Thank you! Your review will appear once our team has checked it.',
  updated: 'Your review was updated and will appear again once our team has checked it.',
  deleted: 'Your review was deleted.',
  helpful: 'Thank you for your feedback.',
  published: 'Review published',
  hidden: 'Review hidden',
  replied: 'Reply saved',
  replyRemoved: 'Reply removed',
} as const;

/** A web address or an email address in a review's words: such a review is flagged for staff. */
const LINK = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|ng|co|uk|io|shop|store|info|biz|xyz|me)\b/i;
const EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;
export const hasLinkOrEmail = (...texts: string[]) => texts.some((t) => LINK.test(t) || EMAIL.test(t));

/** How a reviewer is named in public: her first name and the initial of her last name ("Chioma A."). */
export function reviewerName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** The product page's address that opens the review form. */
export const reviewFormPath = (slug: string) => `/product/${encodeURIComponent(slug)}?review=1#reviews`;
