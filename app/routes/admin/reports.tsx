import { useSearchParams } from 'react-router';
import { previousMonth, type NexusReport, type SalesReport } from '../../../domain/tax/reports';
import { PageLoader } from '../../components/account/require-auth';
import { useAdminQuery } from '../../components/admin/admin-api';
import { AdminHeader, Panel } from '../../components/admin/admin-shell';
import { FilterForm } from '../../components/admin/filter-form';
import { NexusTable } from '../../components/admin/nexus-table';
import { RatesTable, SalesTable } from '../../components/admin/report-tables';
import { adminPageQueries } from '../../components/admin/page-queries';
import { TextField } from '../../components/form/field';
import { messageOf } from '../../components/form/server-errors';
import { textLink } from '../../components/form/styles';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/reports';

/** The range asked for, or the previous full month: the report's query string. */
function rangeOf(params: URLSearchParams) {
  const fallback = previousMonth();
  const range = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  return { range, query: new URLSearchParams(range).toString() };
}

const NEXUS = '/api/admin/reports/nexus';

/** /admin/reports: sales and tax for the accountant over a range of days, its CSV files, and the US nexus tracker. */
export default function AdminReports() {
  const [params] = useSearchParams();
  const { range, query } = rangeOf(params);
  const sales = useAdminQuery<SalesReport>(`/api/admin/reports/sales?${query}`);
  const nexus = useAdminQuery<NexusReport>(NEXUS);
  return (
    <>
      <AdminHeader
        title="Reports"
        intro="Sales count on the UTC day their payment arrived, refunds on the day they were made. Each currency's net equals the payment ledger."
      />
      <FilterForm label="Report dates">
        <TextField name="from" label="From" type="date" defaultValue={range.from} required />
        <TextField name="to" label="To" type="date" defaultValue={range.to} required />
      </FilterForm>
      <div className="mb-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <a href={`/api/admin/reports/sales.csv?${query}`} download className={textLink}>
          Download sales (CSV)
        </a>
        <a href={`/api/admin/reports/invoice-lines.csv?${query}`} download className={textLink}>
          Download invoice and credit note lines (CSV)
        </a>
      </div>
      <div className="flex flex-col gap-6">
        {sales.isPending ? (
          <PageLoader />
        ) : sales.isError ? (
          <p role="alert" className="text-cocoa-700">
            {messageOf(sales.error)}
          </p>
        ) : sales.data.rows.length === 0 ? (
          <Panel title="Sales">
            <p className="text-sm text-cocoa-700">
              No payments or refunds from {range.from} to {range.to}.
            </p>
          </Panel>
        ) : (
          <>
            <Panel title="Sales by country">
              <p className="mb-4 text-sm text-cocoa-700">
                <span className="whitespace-nowrap">{range.from}</span> to <span className="whitespace-nowrap">{range.to}</span>, UTC days.
                Refunds and discounts are shown as negative amounts.
              </p>
              <SalesTable report={sales.data} />
            </Panel>
            <Panel title="Tax by rate">
              <RatesTable report={sales.data} />
            </Panel>
          </>
        )}
        <Panel title="US sales tax nexus">
          <p className="mb-4 text-sm text-cocoa-700">
            Sales into each state this year and last, as paid before refunds and without the sales tax added, against the state's threshold.
          </p>
          {nexus.isPending ? (
            <PageLoader />
          ) : nexus.isError ? (
            <p role="alert" className="text-cocoa-700">
              {messageOf(nexus.error)}
            </p>
          ) : (
            <NexusTable nexus={nexus.data} />
          )}
        </Panel>
      </div>
    </>
  );
}

/** The page's data comes with it (see adminPageQueries). */
export const loader = ({ context, url }: Route.LoaderArgs) =>
  adminPageQueries(context, [`/api/admin/reports/sales?${rangeOf(url.searchParams).query}`, NEXUS]);

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Reports', description: 'Sales and tax reports.', noindex: true });
