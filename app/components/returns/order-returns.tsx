import { useState } from 'react';
import { formatMoney } from '../../../domain/money';
import type { OrderDetail } from '../../../domain/orders';
import { RETURN_REASON_LABELS } from '../../../domain/returns/returns';
import type { OrderReturns } from '../../../domain/returns/views';
import { formatDate } from '../../lib/format';
import { useHydrated } from '../form/form-alert';
import { secondaryButton } from '../form/styles';
import { ReturnForm } from './return-form';
import { ReturnStatusBadge } from './return-labels';

interface Props {
  order: OrderDetail;
  returns: OrderReturns;
  /** Called once a request was sent: the page reads the order and its returns again. */
  onChanged: () => void;
}

/** The order's returns: "Return items" within 30 days of delivery, and each request with its status. */
export function OrderReturnsPanel({ order, returns, onChanged }: Props) {
  const [open, setOpen] = useState(false);
  // Disabled on the server's page until React runs, so an early tap is never lost.
  const hydrated = useHydrated();
  const [sent, setSent] = useState<string | null>(null);
  const money = (minor: number) => formatMoney(minor, order.country);
  const delivered = returns.window_ends_at !== null;
  if (!delivered && returns.returns.length === 0) return null;

  return (
    <section aria-labelledby="order-returns" className="rounded-[1.75rem] border border-sand-200 bg-white p-5 sm:p-7">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="order-returns" className="font-serif text-xl text-cocoa-950 sm:text-2xl">
          Returns
        </h2>
        {returns.refusal === null && !open && (
          <button
            type="button"
            disabled={!hydrated}
            className={`${secondaryButton} h-11 w-full px-6 sm:w-auto`}
            onClick={() => (setOpen(true), setSent(null))}
          >
            Return items
          </button>
        )}
      </div>
      {returns.window_ends_at && returns.refusal === null && (
        <p className="mt-2 text-sm text-cocoa-700">
          You can return items until <time dateTime={returns.window_ends_at}>{formatDate(returns.window_ends_at)}</time>. Refunds are
          processed within 5–10 business days of our receiving them.
        </p>
      )}
      {returns.refusal !== null && delivered && <p className="mt-2 text-sm text-cocoa-700">{returns.refusal}</p>}
      {sent && (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
          {sent}
        </p>
      )}
      {open && (
        <div className="mt-5 border-t border-sand-200 pt-5">
          <ReturnForm
            orderNumber={order.order_number}
            country={order.country}
            lines={returns.lines}
            onCancel={() => setOpen(false)}
            onSent={(message) => {
              setOpen(false);
              setSent(message);
              onChanged();
            }}
          />
        </div>
      )}
      {returns.returns.length > 0 && (
        <ul className="mt-5 flex flex-col gap-4">
          {returns.returns.map((r) => (
            <li key={r.id} className="rounded-2xl bg-sand-100 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-cocoa-700">
                  Requested <time dateTime={r.created_at}>{formatDate(r.created_at)}</time> · {RETURN_REASON_LABELS[r.reason]}
                </p>
                <ReturnStatusBadge status={r.status} />
              </div>
              <ul className="mt-2 text-[15px] text-cocoa-950">
                {r.lines.map((l) => (
                  <li key={l.line_id}>
                    {l.quantity} × {l.name}
                  </li>
                ))}
              </ul>
              {r.refund_minor !== null && r.status === 'refunded' && (
                <p className="mt-2 text-sm font-medium text-cocoa-950">Refunded {money(r.refund_minor)}</p>
              )}
              {r.rejection_reason && <p className="mt-2 text-sm text-cocoa-700">Reason: {r.rejection_reason}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
