import { Link, useSearchParams } from 'react-router';
import type { Page } from '../../../domain/admin/audit';
import { formatMoney } from '../../../domain/money';
import { RETURN_REASON_LABELS, RETURN_STATUS_LABELS, RETURN_STATUSES } from '../../../domain/returns/returns';
import type { AdminReturnRow } from '../../../domain/returns/views';
import { PageLoader } from '../../components/account/require-auth';
import { useAdminQuery } from '../../components/admin/admin-api';
import { AdminHeader } from '../../components/admin/admin-shell';
import { FilterForm } from '../../components/admin/filter-form';
import { adminPageQueries, searchOf } from '../../components/admin/page-queries';
import { Pager } from '../../components/admin/pager';
import { SelectField } from '../../components/form/select-field';
import { messageOf } from '../../components/form/server-errors';
import { ReturnStatusBadge } from '../../components/returns/return-labels';
import { formatDate } from '../../lib/format';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/returns';

function ReturnRow({ r }: { r: AdminReturnRow }) {
  return (
    <li>
      <Link to={`/admin/returns/${r.id}`} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-4 hover:bg-sand-50">
        <span className="min-w-0">
          <span className="block font-medium text-cocoa-950">
            {r.order_number} · {r.customer}
          </span>
          <span className="block text-sm text-cocoa-700">
            {formatDate(r.created_at)} · {r.units} item{r.units === 1 ? '' : 's'} · {RETURN_REASON_LABELS[r.reason]}
            {r.refund_minor !== null && ` · ${formatMoney(r.refund_minor, r.country)}`}
          </span>
        </span>
        <ReturnStatusBadge status={r.status} />
      </Link>
    </li>
  );
}

/** /admin/returns: shoppers' return requests, newest first, by status. */
export default function AdminReturns() {
  const [params] = useSearchParams();
  const returns = useAdminQuery<Page<AdminReturnRow>>(`/api/admin/returns?${params}`);
  return (
    <>
      <AdminHeader
        title="Returns"
        intro="Approve or reject a request, then mark the parcel received: the returned lines are refunded at once."
      />
      <FilterForm label="Filter returns">
        <SelectField
          name="status"
          label="Status"
          placeholder="Any status"
          defaultValue={params.get('status') ?? ''}
          options={RETURN_STATUSES.map((s) => ({ value: s, label: RETURN_STATUS_LABELS[s] }))}
        />
      </FilterForm>
      {returns.isPending ? (
        <PageLoader />
      ) : returns.isError ? (
        <p role="alert" className="text-cocoa-700">
          {messageOf(returns.error)}
        </p>
      ) : (
        <>
          <ul aria-label="Returns" className="divide-y divide-sand-200 rounded-3xl border border-sand-200 bg-white px-4 sm:px-6">
            {returns.data.data.map((r) => (
              <ReturnRow key={r.id} r={r} />
            ))}
            {returns.data.data.length === 0 && <li className="py-10 text-center text-cocoa-700">No returns match this filter.</li>}
          </ul>
          <Pager of={returns.data} label="Returns" />
        </>
      )}
    </>
  );
}

/** The page's data comes with it (see adminPageQueries). */
export const loader = ({ context, url }: Route.LoaderArgs) => adminPageQueries(context, [`/api/admin/returns?${searchOf(url)}`]);

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Returns', description: 'Returns.', noindex: true });
