import { z } from 'zod';
import { REVIEW_LIMITS as L, REVIEW_SORTS, SKIN_CONCERN_OPTIONS, SKIN_TYPE_OPTIONS } from './rules';
import { REVIEW_STATUSES } from './status';

const id = (what: string) =>
  z.coerce
    .number({ error: `Invalid ${what}` })
    .int(`Invalid ${what}`)
    .positive(`Invalid ${what}`)
    .max(2_147_483_647, `Invalid ${what}`);

export const productIdParams = z.object({ id: id('product id') });
export const reviewIdParams = z.object({ id: id('review id') });

const oneOf = (options: readonly { value: string }[], message: string) =>
  z
    .enum(options.map((o) => o.value) as [string, ...string[]], { error: message })
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** POST /api/product/:id/reviews and PUT /api/reviews/:id: what the buyer writes. */
export const reviewBody = z
  .object({
    stars: z
      .number({ error: 'Choose from 1 to 5 stars' })
      .int('Choose from 1 to 5 stars')
      .min(L.starsMin, 'Choose from 1 to 5 stars')
      .max(L.starsMax, 'Choose from 1 to 5 stars'),
    title: z
      .string({ error: 'Give your review a title' })
      .trim()
      .min(1, 'Give your review a title')
      .max(L.titleMax, `Keep the title to ${L.titleMax} characters`),
    text: z
      .string({ error: 'Write your review' })
      .trim()
      .min(L.textMin, `Write at least ${L.textMin} characters`)
      .max(L.textMax, `Keep your review to ${L.textMax.toLocaleString('en-GB')} characters`),
    skin_type: oneOf(SKIN_TYPE_OPTIONS, 'Choose a skin type from the list'),
    skin_concern: oneOf(SKIN_CONCERN_OPTIONS, 'Choose a skin concern from the list'),
  })
  .strict();
export type ReviewInput = z.output<typeof reviewBody>;

const page = z.coerce.number({ error: 'Invalid page' }).int('Invalid page').min(1, 'Invalid page').max(10_000, 'Invalid page').default(1);
const stars = z.coerce
  .number({ error: 'Choose from 1 to 5 stars' })
  .int('Choose from 1 to 5 stars')
  .min(1, 'Choose from 1 to 5 stars')
  .max(5, 'Choose from 1 to 5 stars');

/** GET /api/product/:id/reviews?page=&sort=&stars= */
export const reviewsQuery = z.object({
  page,
  sort: z.enum(REVIEW_SORTS, { error: 'Sort by newest or helpful' }).default('newest'),
  stars: stars.optional(),
});
export type ReviewsQuery = z.output<typeof reviewsQuery>;

/** GET /api/admin/reviews?status=&product_id=&rating=&page= */
export const adminReviewsQuery = z.object({
  page,
  status: z.enum(REVIEW_STATUSES, { error: 'Unknown status' }).optional(),
  product_id: id('product id').optional(),
  rating: stars.optional(),
});
export type AdminReviewsQuery = z.output<typeof adminReviewsQuery>;

/** Publishing takes nothing but the review's id. */
export const publishReviewBody = z.object({}).strict();

export const hideReviewBody = z
  .object({
    reason: z
      .string({ error: 'Say why the review is hidden' })
      .trim()
      .min(1, 'Say why the review is hidden')
      .max(L.reasonMax, `Keep the reason to ${L.reasonMax} characters`),
  })
  .strict();

/** The shop's one public reply; an empty text removes it. */
export const replyBody = z
  .object({
    text: z
      .string({ error: 'Write the reply' })
      .trim()
      .max(L.replyMax, `Keep the reply to ${L.replyMax.toLocaleString('en-GB')} characters`),
  })
  .strict();
