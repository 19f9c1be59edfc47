import { z } from 'zod';
import { messageAnswer, pageAnswer, savedAnswer, shapeOf } from '../answers';
import { REVIEW_STATUSES } from './status';
import type { AdminReview, OwnReview, ProductReviews, PublicReview, ReviewEligibility, ReviewPage } from './views';

// Answers of the review routes, checked against the types the pages use.

const reply = z.object({ text: z.string(), at: z.string() }).nullable();

export const publicReview = shapeOf<PublicReview>()(
  z.object({
    id: z.number().int(),
    stars: z.number().int(),
    title: z.string(),
    text: z.string(),
    author: z.string(),
    published_at: z.string(),
    verified_buyer: z.literal(true),
    skin_type: z.string().nullable(),
    skin_concern: z.string().nullable(),
    helpful_count: z.number().int(),
    reply,
  }),
);

/** The product answer's `reviews`: published reviews per star (5 to 1) and the newest few. */
export const productReviews = shapeOf<ProductReviews>()(
  z.object({
    stars: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int(), z.number().int()]),
    latest: z.array(publicReview),
  }),
);

/** GET /api/product/:id/reviews. */
export const reviewPageAnswer = shapeOf<ReviewPage>()(
  z.object({
    data: z.array(publicReview),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    has_more: z.boolean(),
  }),
);

const ownFields = {
  id: z.number().int(),
  product_id: z.number().int(),
  stars: z.number().int(),
  title: z.string(),
  text: z.string(),
  skin_type: z.string().nullable(),
  skin_concern: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
};
export const ownReview = shapeOf<OwnReview>()(z.object(ownFields));

/** GET /api/product/:id/reviews/mine. */
export const reviewEligibilityAnswer = shapeOf<ReviewEligibility>()(z.object({ can_review: z.boolean(), review: ownReview.nullable() }));
/** POST /api/product/:id/reviews (201) and PUT /api/reviews/:id. */
export const ownReviewSavedAnswer = savedAnswer(ownReview);
/** DELETE /api/reviews/:id. */
export const reviewDeletedAnswer = messageAnswer;
/** POST /api/reviews/:id/helpful. */
export const helpfulAnswer = z.object({ message: z.string(), helpful_count: z.number().int() });

export const adminReview = shapeOf<AdminReview>()(
  z.object({
    ...ownFields,
    product: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
    customer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
    helpful_count: z.number().int(),
    has_link: z.boolean(),
    hidden_reason: z.string().nullable(),
    reply,
    published_at: z.string().nullable(),
  }),
);
/** GET /api/admin/reviews. */
export const adminReviewsAnswer = pageAnswer(adminReview);
/** POST /api/admin/reviews/:id/publish, hide and reply. */
export const adminReviewSavedAnswer = savedAnswer(adminReview);
