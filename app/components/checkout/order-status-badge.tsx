const STYLES: Record<string, string> = {
  pending: 'bg-gold-400/25 text-cocoa-900 ring-gold-600/30',
  processing: 'bg-plum-700/10 text-plum-700 ring-plum-700/25',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-700/30',
  cancelled: 'bg-sand-100 text-cocoa-500 ring-cocoa-500/20',
  review: 'bg-terracotta-600/10 text-terracotta-600 ring-terracotta-600/25',
  refunded: 'bg-sand-100 text-cocoa-700 ring-cocoa-500/20',
  partly_refunded: 'bg-sand-100 text-cocoa-700 ring-cocoa-500/20',
  abandoned: 'bg-sand-100 text-cocoa-500 ring-cocoa-500/20',
};

const LABELS: Record<string, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  cancelled: 'Cancelled',
  review: 'In review',
  refunded: 'Refunded',
  partly_refunded: 'Partly refunded',
  abandoned: 'Checkout ended',
};

/** Pending, processing and completed look different; completed is green. */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset ${STYLES[status] ?? STYLES.pending}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      <span className="sr-only">Status: </span>
      {LABELS[status] ?? status}
    </span>
  );
}
