import { Link } from 'react-router';
import type { LowStockLine } from '../../../domain/admin/low-stock';
import { PageLoader } from '../../components/account/require-auth';
import { useAdminQuery } from '../../components/admin/admin-api';
import { AdminHeader } from '../../components/admin/admin-shell';
import { adminPageQueries } from '../../components/admin/page-queries';
import { messageOf } from '../../components/form/server-errors';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/low-stock';

const LIST = '/api/admin/products/low-stock';

function LowStockRow({ line }: { line: LowStockLine }) {
  return (
    <tr className="border-t border-sand-200">
      <td className="py-3 pr-2 sm:pr-3">
        <Link to={`/admin/products/${line.id}`} className="font-medium text-cocoa-950 underline-offset-4 hover:underline">
          {line.name}
        </Link>
      </td>
      <td className="px-2 py-3 text-cocoa-800 sm:px-3">{line.country}</td>
      <td
        className={`px-2 py-3 text-right sm:px-3 tabular-nums ${line.stock === 0 ? 'font-semibold text-terracotta-600' : 'text-cocoa-950'}`}
      >
        {line.stock}
      </td>
      <td className="py-3 pl-2 text-right sm:pl-3 text-cocoa-700 tabular-nums">{line.threshold}</td>
    </tr>
  );
}

/** /admin/low-stock: each product and market at or below its threshold, the emptiest first. */
export default function AdminLowStock() {
  const list = useAdminQuery<{ data: LowStockLine[] }>(LIST);
  return (
    <>
      <AdminHeader
        title="Low stock"
        intro="Every product at or below its threshold in a market, the emptiest first. Set the thresholds on the product's page."
      />
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <p role="alert">{messageOf(list.error)}</p>
      ) : list.data.data.length === 0 ? (
        <p className="rounded-3xl border border-sand-200 bg-white px-5 py-10 text-center text-cocoa-700">Nothing is running low.</p>
      ) : (
        <div className="overflow-x-auto rounded-3xl border border-sand-200 bg-white px-3 sm:px-6">
          <table className="w-full text-sm">
            <caption className="sr-only">Low stock</caption>
            <thead>
              <tr className="text-left text-[11px] text-cocoa-500 uppercase sm:text-xs sm:tracking-[0.12em]">
                <th scope="col" className="py-3 pr-2 font-semibold sm:pr-3">
                  Product
                </th>
                <th scope="col" className="px-2 py-3 font-semibold sm:px-3">
                  Market
                </th>
                <th scope="col" className="px-2 py-3 text-right font-semibold sm:px-3">
                  Stock
                </th>
                <th scope="col" className="py-3 pl-2 text-right font-semibold sm:pl-3">
                  Threshold
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.data.map((line) => (
                <LowStockRow key={`${line.id}-${line.country}`} line={line} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** The page's data comes with it (see adminPageQueries). */
export const loader = ({ context }: Route.LoaderArgs) => adminPageQueries(context, [LIST]);

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Low stock', description: 'Back office low stock.', noindex: true });
