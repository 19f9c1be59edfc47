import { useSearchParams } from 'react-router';
import type { Page } from '../../../domain/admin/audit';
import type { ProductSummary } from '../../../domain/catalog';
import { REVIEW_STATUS_LABELS } from '../../../domain/reviews/rules';
import { REVIEW_STATUSES } from '../../../domain/reviews/status';
import type { AdminReview } from '../../../domain/reviews/views';
import { PageLoader } from '../../components/account/require-auth';
import { useAdminQuery } from '../../components/admin/admin-api';
import { AdminHeader } from '../../components/admin/admin-shell';
import { FilterForm } from '../../components/admin/filter-form';
import { Pager } from '../../components/admin/pager';
import { ReviewCard } from '../../components/admin/review-card';
import { SelectField } from '../../components/form/select-field';
import { messageOf } from '../../components/form/server-errors';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/reviews';

/** /admin/reviews: buyers' reviews to publish or hide, newest change first; waiting ones by default. */
export default function AdminReviews() {
  const [params] = useSearchParams();
  // Without a status the page shows what waits for moderation; 'any' shows every review.
  const query = new URLSearchParams(params);
  const status = params.get('status') ?? '';
  if (status === '') query.set('status', 'pending');
  if (status === 'any') query.delete('status');
  const reviews = useAdminQuery<Page<AdminReview>>(`/api/admin/reviews?${query}`);
  const products = useAdminQuery<{ data: ProductSummary[] }>('/api/product/search/all');
  return (
    <>
      <AdminHeader
        title="Reviews"
        intro="Reviews wait here until staff publish them. Reviews holding a link or an email address are flagged; an edited review comes back here."
      />
      <FilterForm label="Filter reviews">
        <SelectField
          name="status"
          label="Status"
          placeholder={REVIEW_STATUS_LABELS.pending}
          defaultValue={status === 'pending' ? '' : status}
          options={[
            ...REVIEW_STATUSES.filter((s) => s !== 'pending').map((s) => ({ value: s, label: REVIEW_STATUS_LABELS[s] })),
            { value: 'any', label: 'Any status' },
          ]}
        />
        <SelectField
          name="product_id"
          label="Product"
          placeholder="Any product"
          defaultValue={params.get('product_id') ?? ''}
          options={(products.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        />
        <SelectField
          name="rating"
          label="Stars"
          placeholder="Any rating"
          defaultValue={params.get('rating') ?? ''}
          options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} star${n > 1 ? 's' : ''}` }))}
        />
      </FilterForm>
      {reviews.isPending ? (
        <PageLoader />
      ) : reviews.isError ? (
        <p role="alert" className="text-cocoa-700">
          {messageOf(reviews.error)}
        </p>
      ) : (
        <>
          <div className="grid gap-4">
            {reviews.data.data.map((r) => (
              <ReviewCard key={r.id} review={r} />
            ))}
            {reviews.data.data.length === 0 && <p className="py-6 text-center text-cocoa-700">No reviews match.</p>}
          </div>
          <Pager of={reviews.data} label="Reviews" />
        </>
      )}
    </>
  );
}

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Reviews', description: 'Back office reviews.', noindex: true });
