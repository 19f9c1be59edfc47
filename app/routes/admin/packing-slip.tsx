import { Link } from 'react-router';
import type { AdminOrder } from '../../../domain/admin/orders';
import { countryName } from '../../components/account/address-list';
import { primaryButton } from '../../components/form/styles';
import { formatDate } from '../../lib/format';
import { pageMeta } from '../../lib/seo';
import { adminOrderLoader, WithAdminOrder } from '../../components/admin/admin-order';
import type { Route } from './+types/packing-slip';

function Slip({ order }: { order: AdminOrder }) {
  const a = order.address;
  const units = order.lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={`/admin/orders/${order.order_number}`} className="text-sm font-semibold text-cocoa-950 underline underline-offset-4">
          Back to {order.order_number}
        </Link>
        <button type="button" className={primaryButton} onClick={() => window.print()}>
          Print
        </button>
      </div>
      <article
        data-print-sheet
        aria-label="Packing slip"
        className="mx-auto max-w-[210mm] rounded-3xl border border-sand-200 bg-white p-6 text-cocoa-950 sm:p-10 print:max-w-none print:rounded-none print:border-0 print:p-0"
      >
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-sand-200 pb-5">
          <div>
            <p className="font-serif text-2xl tracking-[0.3em]">ZARON</p>
            <p className="text-xs text-cocoa-700">Zaron Cosmetics</p>
          </div>
          <div className="text-right">
            <h1 className="font-serif text-2xl">Packing slip</h1>
            <p className="text-sm">
              Order <strong>{order.order_number}</strong>
            </p>
            <p className="text-sm text-cocoa-700">{formatDate(order.created_at)}</p>
          </div>
        </header>
        <section aria-labelledby="slip-to" className="mt-5 grid gap-4 sm:grid-cols-2 print:grid-cols-2">
          <div>
            <h2 id="slip-to" className="text-[11px] font-semibold tracking-[0.16em] text-cocoa-700 uppercase">
              {order.is_pickup ? 'Collect at' : 'Ship to'}
            </h2>
            <address className="mt-1 text-[15px] leading-relaxed not-italic">
              <span className="block font-medium">{order.customer.name}</span>
              {a.name && <span className="block">{a.name}</span>}
              <span className="block">{a.address}</span>
              {a.landmark && <span className="block">{a.landmark}</span>}
              <span className="block">{[a.city, a.state, a.zip_code].filter(Boolean).join(', ')}</span>
              <span className="block">{countryName(a.country ?? order.country)}</span>
              {a.phone && <span className="block">{a.phone}</span>}
            </address>
          </div>
          <div>
            <h2 className="text-[11px] font-semibold tracking-[0.16em] text-cocoa-700 uppercase">Delivery</h2>
            <p className="mt-1 text-[15px]">{order.delivery_method}</p>
            {order.tracking && (
              <p className="text-sm text-cocoa-700">
                {order.tracking.carrier} · {order.tracking.number}
              </p>
            )}
          </div>
        </section>
        <table className="mt-6 w-full text-left text-[15px]">
          <thead>
            <tr className="border-b border-cocoa-900 text-[11px] tracking-[0.16em] text-cocoa-700 uppercase">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Item
              </th>
              <th scope="col" className="w-20 py-2 text-right font-semibold">
                Qty
              </th>
              <th scope="col" className="w-16 py-2 text-right font-semibold">
                <span className="sr-only">Packed</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l, i) => (
              <tr key={i} className="border-b border-sand-200 break-inside-avoid">
                <td className="py-2.5 pr-4">{l.name}</td>
                <td className="py-2.5 text-right font-semibold tabular-nums">{l.quantity}</td>
                <td className="py-2.5 text-right">
                  <span aria-hidden="true" className="inline-block size-4 rounded-sm border border-cocoa-700 align-middle" />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td className="pt-3 text-sm text-cocoa-700">Units</td>
              <td className="pt-3 text-right font-semibold tabular-nums">{units}</td>
              <td />
            </tr>
          </tfoot>
        </table>
        <p className="mt-8 text-sm text-cocoa-700">
          Thank you for shopping with Zaron. Not quite right? Return items within 30 days of delivery from My Orders.
        </p>
      </article>
    </>
  );
}

/** /admin/orders/:orderNumber/packing-slip: the order's lines, quantities and address, no prices, on one A4 page. */
export default function PackingSlipPage() {
  return <WithAdminOrder view={(order) => <Slip order={order} />} />;
}

/** The order comes with the page, rendered on the server. */
export const loader = ({ context, params }: Route.LoaderArgs) => adminOrderLoader(context, params.orderNumber);

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta({ title: `Packing slip ${params.orderNumber}`, description: 'Packing slip.', noindex: true });
