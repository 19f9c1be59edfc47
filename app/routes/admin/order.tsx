import { Link } from 'react-router';
import { AdminLink, useStaffMay } from '../../components/admin/staff-access';
import type { AdminOrder } from '../../../domain/admin/orders';
import { badgeStatus } from '../../../domain/orders';
import { AdminHeader, Panel } from '../../components/admin/admin-shell';
import { OrderActions } from '../../components/admin/order-actions';
import { ShipForm } from '../../components/admin/ship-form';
import { TrackingNumber } from '../../components/checkout/tracking-number';
import { OrderTimeline } from '../../components/admin/order-timeline';
import { OrderDocumentLinks } from '../../components/checkout/order-documents';
import { OrderStatusBadge } from '../../components/checkout/order-status-badge';
import { formatDate, formatDateTime } from '../../lib/format';
import { pageMeta } from '../../lib/seo';
import { adminOrderLoader, WithAdminOrder } from '../../components/admin/admin-order';
import type { Route } from './+types/order';

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5 text-sm">
      <dt className="text-cocoa-700">{label}</dt>
      <dd className="text-right break-all text-cocoa-950">{value}</dd>
    </div>
  );
}

function OrderView({ order }: { order: AdminOrder }) {
  const a = order.address;
  const may = useStaffMay();
  const badge = badgeStatus(order.status, order.payment.refunded_minor);
  // Returns gave some of a delivered order's money back.
  const partly = badge === 'partly_refunded';
  return (
    <>
      <AdminHeader
        title={order.order_number}
        intro={
          <>
            {formatDate(order.created_at)} ·{' '}
            <AdminLink to={`/admin/customers/${order.customer.id}`} className="underline underline-offset-4">
              {order.customer.name}
            </AdminLink>{' '}
            · {order.customer.email}
          </>
        }
        actions={<OrderStatusBadge status={badge} />}
      />
      <div className="grid items-start gap-6 xl:grid-cols-[1.4fr_1fr]">
        <div className="flex flex-col gap-6">
          <Panel>
            <div className="flex flex-col gap-5">
              {order.actions.ship && may('ordersFulfil') && <ShipForm order={order} correcting={false} />}
              <OrderActions order={order} />
              <Link
                to={`/admin/orders/${order.order_number}/packing-slip`}
                className="self-start text-sm font-semibold text-cocoa-950 underline underline-offset-4 hover:text-terracotta-600"
              >
                Packing slip
              </Link>
            </div>
          </Panel>
          <Panel title="Items">
            <ul className="divide-y divide-sand-200">
              {order.lines.map((l, i) => (
                <li key={i} className="flex justify-between gap-4 py-2.5 text-sm">
                  <span className="text-cocoa-950">
                    {l.quantity} × {l.name}
                    <span className="block text-xs text-cocoa-500">{l.unit} each</span>
                  </span>
                  <span className="font-medium text-cocoa-950">{l.total}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-3 border-t border-sand-200 pt-3">
              <Row label="Subtotal" value={order.subtotal} />
              <Row label="Delivery" value={order.delivery} />
              <Row
                label={
                  order.discount_code ? `Discount (${order.discount_code}${order.influencer ? `, ${order.influencer}` : ''})` : 'Discount'
                }
                value={`−${order.discount}`}
              />
              {order.tax.map((t) => t.added && <Row key={t.label} label={t.label} value={t.amount} />)}
              <Row label="Total" value={<strong>{order.total}</strong>} />
              {order.tax.map((t) => !t.added && <Row key={t.label} label={`incl. ${t.label}`} value={t.amount} />)}
            </dl>
          </Panel>
          <Panel title={order.is_pickup ? 'Pickup' : 'Delivery'}>
            <p className="text-sm text-cocoa-900">{order.delivery_method}</p>
            <p className="mt-1 text-sm text-cocoa-700">
              {[a.name, a.address, a.landmark, a.city, a.state, a.zip_code, a.country].filter(Boolean).join(', ')}
            </p>
            {a.phone && <p className="mt-1 text-sm text-cocoa-700">{a.phone}</p>}
            {order.tracking && (
              <dl className="mt-3 border-t border-sand-200 pt-3">
                <Row label="Carrier" value={order.tracking.carrier} />
                <Row label="Tracking number" value={<TrackingNumber tracking={order.tracking} />} />
              </dl>
            )}
            {order.actions.correct_tracking && may('ordersFulfil') && (
              <details className="mt-3 rounded-2xl bg-sand-100 p-4">
                <summary className="cursor-pointer text-sm font-semibold text-cocoa-950">Correct tracking number</summary>
                <p className="mt-2 mb-4 text-sm text-cocoa-700">The customer is mailed the new number.</p>
                <ShipForm order={order} correcting />
              </details>
            )}
          </Panel>
          <Panel title="Payment">
            <dl>
              <Row label="Provider" value={order.payment.provider === 'test' ? 'Test mode' : order.payment.provider} />
              <Row label="Reference" value={order.payment.reference} />
              {order.payment.provider_id && <Row label="Provider id" value={order.payment.provider_id} />}
              <Row label="Paid" value={order.payment.paid_at ? formatDateTime(order.payment.paid_at) : 'Not paid'} />
              {order.refund && <Row label="Refund" value={`${order.refund.amount} · ${order.refund.status}`} />}
              {order.review_reason && <Row label="Review" value={order.review_reason} />}
              {(order.status === 'review' || partly) && <Row label="Held now" value={order.payment.held} />}
              {partly && (
                <Row
                  label="Returns"
                  value={
                    <Link to="/admin/returns" className="underline underline-offset-4">
                      Refunded in part
                    </Link>
                  }
                />
              )}
            </dl>
            {order.documents.invoice && (
              <div className="mt-3 border-t border-sand-200 pt-3">
                <OrderDocumentLinks documents={order.documents} country={order.country} />
              </div>
            )}
          </Panel>
        </div>
        <Panel title="Timeline">
          <OrderTimeline entries={order.timeline} />
        </Panel>
      </div>
    </>
  );
}

/** /admin/orders/:orderNumber: everything about one order, its moves and its timeline. */
export default function AdminOrderPage() {
  return <WithAdminOrder view={(order) => <OrderView order={order} />} />;
}

/** The order comes with the page, rendered on the server. */
export const loader = ({ context, params }: Route.LoaderArgs) => adminOrderLoader(context, params.orderNumber);

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta({ title: `Order ${params.orderNumber}`, description: 'Order.', noindex: true });
