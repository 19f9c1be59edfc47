import { formatMoney, toMinor } from '../../../domain/money';
import { capitaliseWords, formatDate } from '../../lib/format';
import { OrdersIcon } from '../icons-later';
import type { InfluencerOrder } from '../../../domain/influencers/dashboard';

const COLUMNS = ['Date', 'Order', 'Customer', 'Order Total', 'Code'] as const;

// On phones each row is a small card; each cell names its column, as the header row is hidden there.
const cell =
  'flex items-baseline justify-between gap-4 py-1 sm:table-cell sm:px-5 sm:py-4 max-sm:before:text-[11px] max-sm:before:font-semibold max-sm:before:tracking-[0.16em] max-sm:before:text-cocoa-500 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]';

function NoOrders() {
  return (
    <div className="px-6 py-14 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-sand-100 text-cocoa-700">
        <OrdersIcon width={26} height={26} />
      </span>
      <p className="mt-5 font-serif text-2xl text-cocoa-950">No Orders</p>
      <p className="mx-auto mt-2 max-w-sm text-sm text-cocoa-700">Share your code: every paid order placed with it shows up here.</p>
    </div>
  );
}

/** 'Recent Orders': Date, Order, Customer, Order Total (in the order's own currency), Code. */
export function RecentOrders({ orders, code }: { orders: InfluencerOrder[]; code: string }) {
  return (
    <section aria-labelledby="recent-orders-heading" className="rounded-3xl border border-sand-200 bg-white">
      <div className="flex items-baseline justify-between gap-4 px-6 pt-6 pb-4 sm:px-8">
        <h2 id="recent-orders-heading" className="font-serif text-2xl text-cocoa-950">
          Recent Orders
        </h2>
        {orders.length > 0 && <p className="text-sm text-cocoa-500">{orders.length === 1 ? '1 order' : `${orders.length} orders`}</p>}
      </div>
      {orders.length === 0 ? (
        <NoOrders />
      ) : (
        <div className="px-6 pb-4 sm:px-3">
          <table className="w-full border-collapse text-left text-[15px]">
            <thead className="max-sm:sr-only">
              <tr className="border-b border-sand-200">
                {COLUMNS.map((c) => (
                  <th key={c} scope="col" className="px-5 pb-3 text-[11px] font-semibold tracking-[0.16em] text-cocoa-500 uppercase">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr
                  key={o.order_number}
                  className="block border-b border-sand-200 py-3 last:border-0 sm:table-row sm:py-0 sm:hover:bg-sand-50"
                >
                  <td data-label="Date" className={`${cell} text-cocoa-700`}>
                    {formatDate(o.created_at)}
                  </td>
                  <td data-label="Order" className={`${cell} font-medium text-cocoa-950 tabular-nums`}>
                    {o.order_number}
                  </td>
                  <td data-label="Customer" className={cell}>
                    {capitaliseWords(o.user.first_name)}
                  </td>
                  <td data-label="Order Total" className={`${cell} font-medium tabular-nums`}>
                    {formatMoney(toMinor(o.total), o.country)}
                  </td>
                  <td data-label="Code" className={cell}>
                    <span className="rounded-full bg-sand-100 px-3 py-1 text-xs font-semibold tracking-[0.14em] text-cocoa-900">
                      {code}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
