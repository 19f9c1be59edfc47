import { formatMoney } from '../../../domain/money';
import { badgeStatus, historyLabel, type OrderDetail } from '../../../domain/orders';
import type { OrderTaxView } from '../../../domain/tax/answers';
import { rateLabel } from '../../../domain/tax/tax';
import { formatDate, formatTime } from '../../lib/format';
import { countryName } from '../account/address-list';
import { ProductImage } from '../catalog/product-image';
import { SummaryRow } from './checkout-ui';
import { OrderStatusBadge } from './order-status-badge';
import { TrackingNumber } from './tracking-number';

/** The tax per rate: added rows before the total (US sales tax), "incl." rows after it (VAT). */
function TaxRows({ tax, money, prefix = '' }: { tax: OrderTaxView; money: (minor: number) => string; prefix?: string }) {
  return tax.by_rate
    .filter((r) => r.tax_minor > 0)
    .map((r) => (
      <SummaryRow key={`${r.exempt}-${r.rate_bp}`} label={`${prefix}${rateLabel(tax.name, { rateBp: r.rate_bp, exempt: r.exempt })}`}>
        {money(r.tax_minor)}
      </SummaryRow>
    ));
}

function Lines({ order }: { order: OrderDetail }) {
  const money = (minor: number) => formatMoney(minor, order.country);
  return (
    <section aria-labelledby="order-lines" className="rounded-[1.75rem] border border-sand-200 bg-white p-5 sm:p-7">
      <h2 id="order-lines" className="font-serif text-xl text-cocoa-950 sm:text-2xl">
        Products ({order.products.length})
      </h2>
      <ul className="mt-2 divide-y divide-sand-200">
        {order.products.map((p, i) => (
          <li key={`${p.name}-${i}`} className="flex items-center gap-4 py-4">
            <span className="block size-16 shrink-0 overflow-hidden rounded-xl bg-sand-100">
              <ProductImage src={p.image} alt="" sizes="64px" className="h-full w-full object-cover" />
            </span>
            <p className="min-w-0 flex-1 text-[15px] leading-snug text-cocoa-950">
              {p.name}
              <span className="mt-0.5 block text-sm text-cocoa-700">
                {money(p.unit_minor)} <span aria-hidden="true">×</span>
                <span className="sr-only">times</span> {p.quantity}
              </span>
            </p>
            <p className="shrink-0 text-[15px] font-semibold text-cocoa-950">{money(p.line_total_minor)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 flex flex-col gap-3 border-t border-sand-200 pt-5">
        <SummaryRow label="Subtotal">{money(order.subtotal_minor)}</SummaryRow>
        <SummaryRow label="Delivery Fee">{money(order.delivery_fee_minor)}</SummaryRow>
        <SummaryRow label="Discount">{order.discount_minor > 0 ? `-${money(order.discount_minor)}` : money(0)}</SummaryRow>
        {!order.tax.included && <TaxRows tax={order.tax} money={money} />}
        <SummaryRow label="Total" strong>
          {money(order.total_minor)}
        </SummaryRow>
        {order.tax.included && <TaxRows tax={order.tax} money={money} prefix="incl. " />}
        {order.refunded_minor > 0 && <SummaryRow label="Refunded">{money(order.refunded_minor)}</SummaryRow>}
      </dl>
    </section>
  );
}

function Delivery({ order }: { order: OrderDetail }) {
  const a = order.address;
  return (
    <section aria-labelledby="order-delivery" className="rounded-[1.75rem] bg-sand-100 p-5 sm:p-7">
      <h2 id="order-delivery" className="font-serif text-xl text-cocoa-950">
        {order.is_pickup ? 'Pickup' : 'Delivery'}
      </h2>
      <address className="mt-3 text-[15px] leading-relaxed text-cocoa-950 not-italic">
        {a.name && <span className="block font-medium">{a.name}</span>}
        <span className={`block ${a.name ? '' : 'font-medium'}`}>{a.address}</span>
        <span className="block text-cocoa-700">{[a.city, a.state, a.zip_code].filter(Boolean).join(', ')}</span>
        <span className="block text-cocoa-700">{countryName(a.country)}</span>
        {a.phone && <span className="block text-sm text-cocoa-700">{a.phone}</span>}
      </address>
      <p className="mt-3 text-sm text-cocoa-700">
        Method: <span className="font-medium text-cocoa-950">{order.delivery_method}</span>
      </p>
      {order.tracking && (
        <div className="mt-4 border-t border-sand-200 pt-4 text-sm text-cocoa-700">
          <dl className="flex flex-col gap-1">
            <div>
              <dt className="inline">Carrier: </dt>
              <dd className="inline font-medium text-cocoa-950">{order.tracking.carrier}</dd>
            </div>
            <div>
              <dt className="inline">Tracking number: </dt>
              <dd className="inline text-cocoa-950">
                <TrackingNumber tracking={order.tracking} />
              </dd>
            </div>
          </dl>
          {order.tracking.url && (
            <a
              href={order.tracking.url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-block rounded-full bg-cocoa-950 px-6 py-2.5 text-sm font-semibold text-sand-50 hover:bg-cocoa-900"
            >
              Track your parcel<span className="sr-only"> with {order.tracking.carrier} (opens in a new tab)</span>
            </a>
          )}
        </div>
      )}
      {order.pickup && (
        <p className="mt-4 border-t border-sand-200 pt-4 text-sm text-cocoa-700">
          {order.status === 'ready_for_pickup' ? 'Ready to collect at ' : 'You will collect it at '}
          <span className="font-medium text-cocoa-950">{order.pickup.address}</span>. Opening hours: {order.pickup.hours}.
        </p>
      )}
    </section>
  );
}

function History({ order }: { order: OrderDetail }) {
  return (
    <section aria-labelledby="order-history" className="rounded-[1.75rem] border border-sand-200 bg-white p-5 sm:p-7">
      <h2 id="order-history" className="font-serif text-xl text-cocoa-950">
        Status history
      </h2>
      <ol className="mt-4 flex flex-col gap-4 border-l border-sand-200 pl-5">
        {order.history.map((h, i) => (
          <li key={i} className="relative">
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-cocoa-900" />
            <p className="text-[15px] font-medium text-cocoa-950">{historyLabel(h)}</p>
            <p className="text-sm text-cocoa-700">
              <time dateTime={h.at}>
                {formatDate(h.at)}, {formatTime(h.at)}
              </time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One order in full: its lines and amounts, where it goes, how it got here, and (children) its returns. */
export function OrderDetailView({ order, children }: { order: OrderDetail; children?: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-cocoa-700">
          Placed on <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
        </p>
        <OrderStatusBadge status={badgeStatus(order.status, order.refunded_minor)} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
        <div className="flex flex-col gap-6">
          <Lines order={order} />
          {children}
        </div>
        <div className="flex flex-col gap-6">
          <Delivery order={order} />
          <History order={order} />
        </div>
      </div>
    </div>
  );
}
