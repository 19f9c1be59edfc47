import type { ReviewStatus } from './status';

/** A published review as every visitor sees it. */
export interface PublicReview {
  id: number;
  stars: number;
  title: string;
  /** Plain text: shown as text, never as HTML. */
  text: string;
  /** First name and last initial. */
  author: string;
  /** When it was first published (ISO). */
  published_at: string;
  verified_buyer: true;
  skin_type: string | null;
  skin_concern: string | null;
  helpful_count: number;
  /** The shop's public reply, if any. */
  reply: { text: string; at: string } | null;
}

/** GET /api/product/:id/reviews: one page of published reviews. */
export interface ReviewPage {
  data: PublicReview[];
  page: number;
  per_page: number;
  total: number;
  has_more: boolean;
}

/** Published reviews per star, from 5 stars to 1. */
export type StarCounts = [number, number, number, number, number];

/** What the product answer carries about its reviews beside `rating` and `reviewCount`. */
export interface ProductReviews {
  /** Published reviews with 5, 4, 3, 2 and 1 stars. */
  stars: StarCounts;
  /** The newest published reviews, for the page's structured data. */
  latest: PublicReview[];
}

/** A shopper's own review, whatever its status. */
export interface OwnReview {
  id: number;
  product_id: number;
  stars: number;
  title: string;
  text: string;
  skin_type: string | null;
  skin_concern: string | null;
  status: ReviewStatus;
  created_at: string;
  updated_at: string;
}

/** GET /api/product/:id/reviews/mine: whether she may write one, and the one she wrote. */
export interface ReviewEligibility {
  can_review: boolean;
  review: OwnReview | null;
}

/** A review as the back office lists it. */
export interface AdminReview extends OwnReview {
  product: { id: number; name: string; slug: string };
  customer: { id: number; name: string; email: string };
  helpful_count: number;
  /** Its words hold a web or email address: never published without a look. */
  has_link: boolean;
  hidden_reason: string | null;
  reply: { text: string; at: string } | null;
  published_at: string | null;
}
