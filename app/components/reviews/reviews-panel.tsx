import { useCallback, useEffect, useState } from 'react';
import type { ProductDetail } from '../../../domain/catalog';
import type { ReviewSort } from '../../../domain/reviews/rules';
import type { PublicReview, ReviewPage } from '../../../domain/reviews/views';
import { api } from '../../lib/api';
import { useSessionMarker } from '../../lib/session';
import { RatingSummary } from '../catalog/rating-summary';
import { secondaryButton } from '../form/styles';
import { MyReview } from './my-review';
import { ReviewItem } from './review-item';

interface Listing {
  reviews: PublicReview[];
  page: number;
  hasMore: boolean;
  total: number;
}

/**
 * The Reviews tab: the average and count come with the product (cached with its page); the
 * reviews themselves are fetched here, 10 at a time, newest or most helpful first, by stars.
 */
export function ReviewsPanel({ product, openForm }: { product: ProductDetail; openForm: boolean }) {
  // A review, a helpful mark: for shoppers signed in on this browser (the session cookie's marker).
  const { signedIn } = useSessionMarker();
  const [filter, setFilter] = useState<number | null>(null);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [listing, setListing] = useState<Listing | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const here = `/product/${product.slug}?review=1#reviews`;
  const loginHref = `/login?redirectTo=${encodeURIComponent(here)}`;
  const hasReviews = product.rating !== null && product.reviewCount > 0;

  const load = useCallback(
    async (page: number, previous: PublicReview[]) => {
      setLoading(true);
      setFailed(false);
      try {
        const q = new URLSearchParams({ page: String(page), sort });
        if (filter) q.set('stars', String(filter));
        const res = await api<ReviewPage>(`/api/product/${product.id}/reviews?${q}`);
        setListing({ reviews: [...previous, ...res.data], page: res.page, hasMore: res.has_more, total: res.total });
      } catch {
        setFailed(true);
      } finally {
        setLoading(false);
      }
    },
    [product.id, sort, filter],
  );

  useEffect(() => {
    if (hasReviews) void load(1, []);
  }, [hasReviews, load]);

  return (
    <div className="flex max-w-3xl flex-col gap-8">
      {hasReviews ? (
        <RatingSummary
          rating={product.rating!}
          count={product.reviewCount}
          stars={product.reviews.stars}
          filter={filter}
          onFilter={setFilter}
        />
      ) : (
        <div className="rounded-2xl bg-sand-100 px-5 py-6 text-center sm:text-left">
          <p className="font-serif text-xl text-cocoa-950">No reviews yet</p>
          <p className="mt-1 text-sm text-cocoa-700">Bought it? Be the first to say how it works for your skin.</p>
        </div>
      )}
      <MyReview productId={product.id} signedIn={signedIn} loginHref={loginHref} openAtStart={openForm} />
      {hasReviews && (
        <section aria-label="Reviews">
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-sand-200 pb-3">
            <p className="text-sm text-cocoa-700" aria-live="polite">
              {listing
                ? `${listing.total} review${listing.total === 1 ? '' : 's'}${filter ? ` with ${filter} star${filter > 1 ? 's' : ''}` : ''}`
                : ' '}
            </p>
            <label className="flex items-center gap-2 text-sm text-cocoa-700">
              Sort by
              <select
                value={sort}
                onChange={(e) => setSort(e.target.value as ReviewSort)}
                className="h-9 rounded-lg border border-sand-200 bg-white px-2 text-sm text-cocoa-950"
              >
                <option value="newest">Newest</option>
                <option value="helpful">Most helpful</option>
              </select>
            </label>
          </div>
          {failed && <p className="py-4 text-sm text-terracotta-600">Oops! Something went wrong.</p>}
          {listing?.reviews.map((r) => (
            <ReviewItem key={r.id} review={r} signedIn={signedIn} loginHref={loginHref} />
          ))}
          {listing?.hasMore && (
            <button
              type="button"
              disabled={loading}
              onClick={() => void load(listing.page + 1, listing.reviews)}
              className={`${secondaryButton} mt-4 w-full sm:w-auto`}
            >
              {loading ? 'Loading…' : 'Show more'}
            </button>
          )}
        </section>
      )}
    </div>
  );
}
