/** pending: waits for staff; published: shown on the product page; hidden: kept for staff only. */
export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
