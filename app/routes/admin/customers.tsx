import { Link, useSearchParams } from 'react-router';
import type { Page } from '../../../domain/admin/audit';
import type { AdminCustomerRow } from '../../../domain/admin/customers';
import { PageLoader } from '../../components/account/require-auth';
import { useAdminQuery } from '../../components/admin/admin-api';
import { AdminHeader } from '../../components/admin/admin-shell';
import { FilterForm } from '../../components/admin/filter-form';
import { Pager } from '../../components/admin/pager';
import { formatDate } from '../../lib/format';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/customers';
import { TextField } from '../../components/form/field';
import { messageOf } from '../../components/form/server-errors';
import { adminPageQueries, searchOf } from '../../components/admin/page-queries';

/** /admin/customers: accounts, newest first, searched by name or email. */
export default function AdminCustomers() {
  const [params] = useSearchParams();
  const customers = useAdminQuery<Page<AdminCustomerRow>>(`/api/admin/customers?${params}`);
  return (
    <>
      <AdminHeader title="Customers" />
      <FilterForm label="Find customers">
        <TextField
          name="q"
          label="Search"
          placeholder="Name or email"
          defaultValue={params.get('q') ?? ''}
          type="search"
          className="sm:col-span-2 lg:col-span-3"
        />
      </FilterForm>
      {customers.isPending ? (
        <PageLoader />
      ) : customers.isError ? (
        <p role="alert" className="text-cocoa-700">
          {messageOf(customers.error)}
        </p>
      ) : (
        <>
          <ul aria-label="Customers" className="rounded-3xl border border-sand-200 bg-white px-4 sm:px-6">
            {customers.data.data.map((c) => (
              <li key={c.id} className="border-b border-sand-200 last:border-0">
                <Link
                  to={`/admin/customers/${c.id}`}
                  className="grid gap-1 px-1 py-4 hover:bg-sand-50 sm:grid-cols-[1fr_1fr_140px] sm:items-center sm:gap-4"
                >
                  <span className="font-medium text-cocoa-950">
                    {c.name}
                    {c.role !== 'customer' && (
                      <span className="ml-2 rounded-full bg-sand-100 px-2 py-0.5 text-xs text-cocoa-700">{c.role}</span>
                    )}
                  </span>
                  <span className="truncate text-sm text-cocoa-700">{c.email}</span>
                  <span className="text-sm text-cocoa-500 sm:text-right">Joined {formatDate(c.created_at)}</span>
                </Link>
              </li>
            ))}
            {customers.data.data.length === 0 && <li className="py-10 text-center text-cocoa-700">No customers match this search.</li>}
          </ul>
          <Pager of={customers.data} label="Customers" />
        </>
      )}
    </>
  );
}

/** The page's data comes with it (see adminPageQueries). */
export const loader = ({ context, url }: Route.LoaderArgs) => adminPageQueries(context, [`/api/admin/customers?${searchOf(url)}`]);

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Customers', description: 'Customers.', noindex: true });
