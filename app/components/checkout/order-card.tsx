import { Link } from 'react-router';
import { formatMoney, toMinor } from '../../../domain/money';
import { formatDate } from '../../lib/format';
import { ProductImage } from '../catalog/product-image';
import { OrderStatusBadge } from './order-status-badge';
import type { MyOrder } from '../../../domain/checkout/answers';
import { badgeStatus } from '../../../domain/orders';
import { TrackingNumber } from './tracking-number';

/** One order in My Orders: number, date and status, its products, the total in the order's currency. */
export function OrderCard({ order }: { order: MyOrder }) {
  const money = (major: number) => formatMoney(toMinor(major), order.country);
  return (
    <li className="overflow-hidden rounded-[1.75rem] border border-sand-200 bg-white">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-sand-200 bg-sand-50 px-5 py-4 sm:px-6">
        <div>
          <h2 className="font-semibold tracking-wide text-cocoa-950">Order {order.order_number}</h2>
          <p className="text-sm text-cocoa-700">
            <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
          </p>
        </div>
        <OrderStatusBadge status={badgeStatus(order.status, order.refunded)} />
      </div>
      {order.tracking && (
        <p className="border-b border-sand-200 px-5 py-3 text-sm text-cocoa-700 sm:px-6">
          {order.tracking.carrier} · <TrackingNumber tracking={order.tracking} />
        </p>
      )}
      <ul className="divide-y divide-sand-200 px-5 sm:px-6">
        {order.products.map((p, i) => (
          <li key={`${p.name}-${i}`} className="flex items-center gap-4 py-4">
            <span className="block size-16 shrink-0 overflow-hidden rounded-xl bg-sand-100">
              <ProductImage src={p.image} alt={p.name} sizes="64px" className="h-full w-full object-cover" />
            </span>
            <p className="min-w-0 flex-1 text-sm leading-snug text-cocoa-950">
              {p.name}
              <span className="mt-0.5 block text-cocoa-700">Qty {p.quantity}</span>
            </p>
            <p className="shrink-0 text-sm font-medium text-cocoa-950">{money(p.price)}</p>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-sand-200 px-5 py-4 sm:px-6">
        <p className="text-sm text-cocoa-700">
          Total <span className="ml-2 text-base font-semibold text-cocoa-950">{money(order.total)}</span>
        </p>
        <Link
          to={`/my-orders/${encodeURIComponent(order.order_number)}`}
          className="text-sm font-semibold text-cocoa-950 underline underline-offset-4 hover:text-terracotta-600"
        >
          View order<span className="sr-only"> {order.order_number}</span>
        </Link>
      </div>
    </li>
  );
}
