import { Link } from 'react-router';
import type { CurrencyAmount, Dashboard } from '../../../domain/admin/dashboard';
import { PageLoader } from '../../components/account/require-auth';
import { useAdminQuery } from '../../components/admin/admin-api';
import { AdminHeader, Panel } from '../../components/admin/admin-shell';
import { SalesChart } from '../../components/admin/sales-chart';
import { formatDateTime } from '../../lib/format';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/dashboard';
import { messageOf } from '../../components/form/server-errors';
import { adminPageQueries } from '../../components/admin/page-queries';
import { AdminLink, useStaffMay } from '../../components/admin/staff-access';

function SalesCard({ label, amounts }: { label: string; amounts: CurrencyAmount[] }) {
  return (
    <div className="rounded-3xl bg-cocoa-900 px-5 py-5 text-sand-50">
      <p className="text-[11px] font-semibold tracking-[0.3em] text-gold-400 uppercase">{label}</p>
      {amounts.length === 0 ? (
        <p className="mt-2 font-serif text-2xl">No sales</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1">
          {amounts.map((a) => (
            <li key={a.currency} className="font-serif text-2xl">
              {a.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Bags left and what their reminders brought back, per currency (decision 0054). */
function BagReminders({ figures }: { figures: Dashboard['bag_reminders'] }) {
  const hours = `${figures.idle_hours} hour${figures.idle_hours === 1 ? '' : 's'}`;
  return (
    <Panel title={`Bags left and reminders, last ${figures.days} days`} className="xl:col-span-2">
      <p className="mb-3 text-sm text-cocoa-700">
        A bag is left when it holds products untouched for {hours} (guests’ bags too); signed-in customers get one reminder. An order is
        recovered when it is paid within 7 days of putting a reminded bag back.
      </p>
      {figures.rows.length === 0 ? (
        <p className="text-sm text-cocoa-700">No bags left and no reminders in this time.</p>
      ) : (
        <table aria-label="Bags left and reminders" className="w-full text-left text-sm">
          <thead className="text-xs text-cocoa-500 uppercase">
            <tr>
              <th className="py-2 font-semibold">Currency</th>
              <th className="py-2 font-semibold">Bags left</th>
              <th className="py-2 font-semibold">Reminders sent</th>
              <th className="py-2 font-semibold">Orders recovered</th>
              <th className="py-2 font-semibold">Revenue recovered</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-200 text-cocoa-900">
            {figures.rows.map((r) => (
              <tr key={r.currency}>
                <th scope="row" className="py-2.5 font-medium text-cocoa-950">
                  {r.currency}
                </th>
                <td className="py-2.5">{r.bags_left}</td>
                <td className="py-2.5">{r.reminders_sent}</td>
                <td className="py-2.5">{r.orders_recovered}</td>
                <td className="py-2.5">{r.revenue_recovered.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}

/** /admin: sales (paid less refunds), orders to deliver, stock running low, bags left and their reminders. */
export default function AdminDashboard() {
  const dash = useAdminQuery<Dashboard>('/api/admin/dashboard');
  const may = useStaffMay();
  if (dash.isPending) return <PageLoader />;
  if (dash.isError)
    return (
      <p role="alert" className="py-10 text-center text-cocoa-700">
        {messageOf(dash.error)}
      </p>
    );
  const d = dash.data;
  return (
    <>
      <AdminHeader title="Dashboard" intro="Sales are paid orders less refunds, per currency, in UTC days." />
      <p className="-mt-2 mb-4 text-sm text-cocoa-700">
        {d.last_backup ? `Last backup: ${formatDateTime(d.last_backup)}` : 'No backup taken yet (npm run backup).'}
      </p>
      <section aria-label="Sales" className="grid gap-4 sm:grid-cols-3">
        <SalesCard label="Today" amounts={d.sales.today} />
        <SalesCard label="This week" amounts={d.sales.week} />
        <SalesCard label="This month" amounts={d.sales.month} />
      </section>
      <div className="mt-6 grid items-start gap-6 xl:grid-cols-2">
        <Panel title="Sales, last 30 days" className="xl:col-span-2">
          <SalesChart chart={d.chart} />
        </Panel>
        <Panel title={`Waiting to be completed (${d.waiting.count})`}>
          {d.waiting.count === 0 ? (
            <p className="text-sm text-cocoa-700">Every paid order has been completed.</p>
          ) : (
            <ul className="divide-y divide-sand-200">
              {d.waiting.oldest.map((o) => (
                <li key={o.order_number}>
                  <AdminLink to={`/admin/orders/${o.order_number}`} className="flex justify-between gap-4 py-2.5 text-sm hover:bg-sand-50">
                    <span className="font-medium text-cocoa-950">
                      {o.order_number}
                      <span className="block text-xs font-normal text-cocoa-500">paid {formatDateTime(o.paid_at)}</span>
                    </span>
                    <span className="text-cocoa-900">{o.total}</span>
                  </AdminLink>
                </li>
              ))}
              {d.waiting.count > d.waiting.oldest.length && (
                <li className="pt-3 text-sm">
                  <AdminLink to="/admin/orders?status=processing" className="underline underline-offset-4">
                    All {d.waiting.count} waiting
                  </AdminLink>
                </li>
              )}
            </ul>
          )}
        </Panel>
        <Panel title="Low in stock (at or below the product's threshold)">
          {d.low_stock.length === 0 ? (
            <p className="text-sm text-cocoa-700">Nothing is running low.</p>
          ) : (
            <ul aria-label="Low stock" className="divide-y divide-sand-200">
              {d.low_stock.map((p) => (
                <li key={p.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2.5 text-sm">
                  <AdminLink to={`/admin/products/${p.id}`} className="min-w-0 text-cocoa-950 underline-offset-4 hover:underline">
                    {p.name}
                  </AdminLink>
                  <span className="flex gap-3 text-cocoa-700">
                    {(['NG', 'GB', 'US'] as const).map((c) => (
                      <span key={c} className={p.stock[c] <= p.threshold[c] ? 'font-semibold text-terracotta-600' : ''}>
                        {c} {p.stock[c]}
                      </span>
                    ))}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {may('catalogue') && (
            <p className="pt-3 text-sm">
              <Link to="/admin/low-stock" className="underline underline-offset-4">
                The low-stock list, market by market
              </Link>
            </p>
          )}
        </Panel>
        <BagReminders figures={d.bag_reminders} />
      </div>
    </>
  );
}

/** The page's data comes with it (see adminPageQueries). */
export const loader = ({ context }: Route.LoaderArgs) => adminPageQueries(context, ['/api/admin/dashboard']);

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Dashboard', description: 'Back office.', noindex: true });
