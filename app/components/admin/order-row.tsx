import { Link } from 'react-router';
import type { AdminOrderRow } from '../../../domain/admin/orders';
import { formatDate } from '../../lib/format';
import { OrderStatusBadge } from '../checkout/order-status-badge';

/** One order in the list: number, date, customer, country, total, status (a card on phones, a row on wide screens). */
export function OrderRow({ order }: { order: AdminOrderRow }) {
  return (
    <li className="border-b border-sand-200 last:border-0">
      <Link
        to={`/admin/orders/${order.order_number}`}
        className="grid grid-cols-2 gap-x-4 gap-y-1 px-1 py-4 hover:bg-sand-50 md:grid-cols-[130px_130px_1fr_60px_130px_120px] md:items-center"
      >
        <span className="font-medium text-cocoa-950">{order.order_number}</span>
        <span className="text-right text-sm text-cocoa-700 md:text-left">{formatDate(order.created_at)}</span>
        <span className="min-w-0 text-sm text-cocoa-900">
          <span className="block truncate">{order.customer.name}</span>
          <span className="block truncate text-xs text-cocoa-500">{order.customer.email}</span>
        </span>
        <span className="text-right text-sm text-cocoa-700 md:text-left">{order.country}</span>
        <span className="font-medium text-cocoa-950 md:text-right">{order.total}</span>
        <span className="text-right">
          <OrderStatusBadge status={order.status} />
        </span>
      </Link>
    </li>
  );
}
