import { Link, useParams } from 'react-router';
import { formatMoney } from '../../../domain/money';
import { RETURN_REASON_LABELS } from '../../../domain/returns/returns';
import type { AdminReturn } from '../../../domain/returns/views';
import { PageLoader } from '../../components/account/require-auth';
import { useAdminQuery } from '../../components/admin/admin-api';
import { AdminHeader, Panel } from '../../components/admin/admin-shell';
import { adminPageQueries } from '../../components/admin/page-queries';
import { messageOf } from '../../components/form/server-errors';
import { ReturnActions } from '../../components/returns/return-actions';
import { ReturnStatusBadge } from '../../components/returns/return-labels';
import { formatDate } from '../../lib/format';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/return';

function ReturnView({ r }: { r: AdminReturn }) {
  return (
    <>
      <AdminHeader
        title={`Return #${r.id}`}
        intro={
          <>
            {formatDate(r.created_at)} ·{' '}
            <Link to={`/admin/orders/${r.order_number}`} className="underline underline-offset-4">
              {r.order_number}
            </Link>{' '}
            · {r.customer} · {r.email}
          </>
        }
        actions={<ReturnStatusBadge status={r.status} />}
      />
      <div className="grid items-start gap-6 xl:grid-cols-[1.4fr_1fr]">
        <div className="flex flex-col gap-6">
          <Panel>
            <ReturnActions r={r} />
          </Panel>
          <Panel title="Items">
            <ul className="divide-y divide-sand-200">
              {r.lines.map((l) => (
                <li key={l.line_id} className="flex justify-between gap-4 py-2.5 text-sm text-cocoa-950">
                  <span>
                    {l.quantity} × {l.name}
                  </span>
                  {l.restocked !== null && <span className="text-cocoa-700">{l.restocked ? 'Back in stock' : 'Not restocked'}</span>}
                </li>
              ))}
            </ul>
            {r.refund_minor !== null && (
              <p className="mt-3 border-t border-sand-200 pt-3 text-sm text-cocoa-950">
                Refund: <strong>{formatMoney(r.refund_minor, r.country)}</strong>
              </p>
            )}
            {r.refund_error && (
              <p role="alert" className="mt-2 text-sm text-terracotta-600">
                Provider: {r.refund_error}
              </p>
            )}
          </Panel>
        </div>
        <Panel title="Request">
          <p className="text-sm text-cocoa-950">Reason: {RETURN_REASON_LABELS[r.reason]}</p>
          {r.note && <p className="mt-2 text-sm whitespace-pre-line text-cocoa-700">“{r.note}”</p>}
          {r.has_photo && (
            <a href={`/api/admin/returns/${r.id}/photo`} target="_blank" rel="noreferrer" className="mt-3 block">
              <img
                src={`/api/admin/returns/${r.id}/photo`}
                alt="The customer’s photo"
                className="max-h-64 rounded-2xl border border-sand-200"
              />
            </a>
          )}
          <p className="mt-3 text-sm text-cocoa-700">
            {r.is_pickup ? 'Lagos pickup order: brought back to the pickup point.' : 'Sent back by post.'}
          </p>
          {r.rejection_reason && <p className="mt-2 text-sm text-cocoa-700">Rejected: {r.rejection_reason}</p>}
        </Panel>
      </div>
    </>
  );
}

/** /admin/returns/:id: one return request, its items and the moves staff may make. */
export default function AdminReturnPage() {
  const { id = '' } = useParams();
  const r = useAdminQuery<{ data: AdminReturn }>(`/api/admin/returns/${encodeURIComponent(id)}`);
  if (r.isPending) return <PageLoader />;
  if (r.isError)
    return (
      <p role="alert" className="py-10 text-center text-cocoa-700">
        {messageOf(r.error)}
      </p>
    );
  return <ReturnView r={r.data.data} />;
}

/** The page's data comes with it (see adminPageQueries). */
export const loader = ({ context, params }: Route.LoaderArgs) =>
  adminPageQueries(context, [`/api/admin/returns/${encodeURIComponent(params.id)}`]);

export const meta: Route.MetaFunction = ({ params }) => pageMeta({ title: `Return ${params.id}`, description: 'Return.', noindex: true });
