import { useSearchParams } from 'react-router';
import type { Page } from '../../../domain/admin/audit';
import { STATUS_LABELS, type AdminOrderRow } from '../../../domain/admin/orders';
import { SHIPPING_COUNTRIES } from '../../../domain/country';
import { ORDER_STATUSES } from '../../../domain/orders';
import { PageLoader } from '../../components/account/require-auth';
import { useAdminQuery } from '../../components/admin/admin-api';
import { AdminHeader } from '../../components/admin/admin-shell';
import { BulkShip } from '../../components/admin/bulk-ship';
import { FilterForm } from '../../components/admin/filter-form';
import { OrderRow } from '../../components/admin/order-row';
import { Pager } from '../../components/admin/pager';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/orders';
import { TextField } from '../../components/form/field';
import { SelectField } from '../../components/form/select-field';
import { messageOf } from '../../components/form/server-errors';
import { adminPageQueries, searchOf } from '../../components/admin/page-queries';

/** /admin/orders: every order, newest first, with filters and search. */
export default function AdminOrders() {
  const [params] = useSearchParams();
  const orders = useAdminQuery<Page<AdminOrderRow>>(`/api/admin/orders?${params}`);
  return (
    <>
      <AdminHeader title="Orders" intro="Newest first. Checkout attempts that ended unpaid are hidden unless you filter for them." />
      <BulkShip />
      <FilterForm label="Filter orders">
        <TextField name="q" label="Search" placeholder="Order number or email" defaultValue={params.get('q') ?? ''} type="search" />
        <SelectField
          name="status"
          label="Status"
          placeholder="Any status"
          defaultValue={params.get('status') ?? ''}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
        <SelectField
          name="country"
          label="Country"
          placeholder="Any country"
          defaultValue={params.get('country') ?? ''}
          options={SHIPPING_COUNTRIES}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField name="from" label="From" type="date" defaultValue={params.get('from') ?? ''} />
          <TextField name="to" label="To" type="date" defaultValue={params.get('to') ?? ''} />
        </div>
      </FilterForm>
      {orders.isPending ? (
        <PageLoader />
      ) : orders.isError ? (
        <p role="alert" className="text-cocoa-700">
          {messageOf(orders.error)}
        </p>
      ) : (
        <>
          <ul aria-label="Orders" className="rounded-3xl border border-sand-200 bg-white px-4 sm:px-6">
            {orders.data.data.map((o) => (
              <OrderRow key={o.order_number} order={o} />
            ))}
            {orders.data.data.length === 0 && <li className="py-10 text-center text-cocoa-700">No orders match these filters.</li>}
          </ul>
          <Pager of={orders.data} label="Orders" />
        </>
      )}
    </>
  );
}

/** The page's data comes with it (see adminPageQueries). */
export const loader = ({ context, url }: Route.LoaderArgs) => adminPageQueries(context, [`/api/admin/orders?${searchOf(url)}`]);

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Orders', description: 'Orders.', noindex: true });
