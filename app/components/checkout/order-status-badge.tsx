import { STATUS_BADGE_LABELS, type BadgeStatus } from '../../../domain/orders';

const STYLES: Record<BadgeStatus, string> = {
  pending: 'bg-gold-400/25 text-cocoa-900 ring-gold-600/30',
  processing: 'bg-plum-700/10 text-plum-700 ring-plum-700/25',
  shipped: 'bg-sky-50 text-sky-800 ring-sky-700/30',
  ready_for_pickup: 'bg-gold-600/10 text-gold-600 ring-gold-600/40',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-700/30',
  cancelled: 'bg-sand-100 text-cocoa-500 ring-cocoa-500/20',
  review: 'bg-terracotta-600/10 text-terracotta-600 ring-terracotta-600/25',
  refunded: 'bg-sand-100 text-cocoa-700 ring-cocoa-500/20',
  partly_refunded: 'bg-sand-100 text-cocoa-700 ring-cocoa-500/20',
  abandoned: 'bg-sand-100 text-cocoa-500 ring-cocoa-500/20',
};

/** Each status has its own look; delivered is green. */
export function OrderStatusBadge({ status }: { status: BadgeStatus }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STYLES[status] ?? STYLES.pending}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      <span className="sr-only">Status: </span>
      {STATUS_BADGE_LABELS[status] ?? status}
    </span>
  );
}
