import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { AdminCustomer } from '../../../domain/admin/customers';
import { PageLoader } from '../../components/account/require-auth';
import { ADMIN_KEY, adminApi, useAdminQuery } from '../../components/admin/admin-api';
import { AdminHeader, Panel } from '../../components/admin/admin-shell';
import { EraseCustomer } from '../../components/admin/erase-customer';
import { OrderRow } from '../../components/admin/order-row';
import { formatDate } from '../../lib/format';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/customer';
import { FormAlert } from '../../components/form/form-alert';
import { messageOf } from '../../components/form/server-errors';
import { secondaryButton } from '../../components/form/styles';
import { adminPageQueries } from '../../components/admin/page-queries';

function EndSessions({ customer }: { customer: AdminCustomer }) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState<number | null>(null);
  const end = useMutation({
    mutationFn: () => adminApi<{ ended: number }>(`/api/admin/customers/${customer.id}/end-sessions`, { body: {} }),
    onSuccess: (r) => {
      setDone(r.ended);
      void queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] });
    },
  });
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-cocoa-700">
        {customer.active_sessions === 1 ? '1 signed-in session' : `${customer.active_sessions} signed-in sessions`}
      </p>
      <FormAlert message={end.isError ? messageOf(end.error) : null} />
      {done !== null && (
        <p role="status" className="text-sm text-emerald-800">
          Signed out everywhere ({done} {done === 1 ? 'session' : 'sessions'} ended).
        </p>
      )}
      <button
        type="button"
        className={secondaryButton}
        disabled={end.isPending || customer.active_sessions === 0}
        onClick={() => end.mutate()}
      >
        End all sessions
      </button>
    </div>
  );
}

/** /admin/customers/:id: one account with its orders and addresses. */
export default function AdminCustomerPage() {
  const { id = '' } = useParams();
  const customer = useAdminQuery<AdminCustomer>(`/api/admin/customers/${encodeURIComponent(id)}`);
  if (customer.isPending) return <PageLoader />;
  if (customer.isError)
    return (
      <p role="alert" className="py-10 text-center text-cocoa-700">
        {messageOf(customer.error)}
      </p>
    );
  const c = customer.data;
  return (
    <>
      <AdminHeader title={c.name} intro={[c.email, c.phone, `joined ${formatDate(c.created_at)}`].filter(Boolean).join(' · ')} />
      <div className="grid items-start gap-6 xl:grid-cols-[1.4fr_1fr]">
        <Panel title="Orders">
          {c.orders.length === 0 ? (
            <p className="text-sm text-cocoa-700">No orders yet.</p>
          ) : (
            <ul aria-label="Customer orders">
              {c.orders.map((o) => (
                <OrderRow key={o.order_number} order={o} />
              ))}
            </ul>
          )}
        </Panel>
        <div className="flex flex-col gap-6">
          <Panel title="Sessions">
            <EndSessions customer={c} />
          </Panel>
          <Panel title="Erase account">
            <EraseCustomer customer={c} />
          </Panel>
          <Panel title="Addresses">
            {c.addresses.length === 0 ? (
              <p className="text-sm text-cocoa-700">No saved addresses.</p>
            ) : (
              <ul className="flex flex-col gap-3 text-sm text-cocoa-900">
                {c.addresses.map((a) => (
                  <li key={a.id} className="rounded-2xl bg-sand-100 px-4 py-3">
                    {[a.address, a.landmark, a.city, a.state, a.zip_code, a.country].filter(Boolean).join(', ')}
                    <span className="block text-xs text-cocoa-500">
                      {a.phone}
                      {a.is_default ? ' · default' : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
      </div>
    </>
  );
}

/** The page's data comes with it (see adminPageQueries). */
export const loader = ({ context, params }: Route.LoaderArgs) =>
  adminPageQueries(context, [`/api/admin/customers/${encodeURIComponent(params.id)}`]);

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Customer', description: 'Customer.', noindex: true });
