import { RETURN_STATUS_LABELS, type ReturnStatus } from '../../../domain/returns/returns';

const STYLES: Record<ReturnStatus, string> = {
  requested: 'bg-gold-400/25 text-cocoa-900 ring-gold-600/30',
  approved: 'bg-plum-700/10 text-plum-700 ring-plum-700/25',
  rejected: 'bg-sand-100 text-cocoa-500 ring-cocoa-500/20',
  received: 'bg-plum-700/10 text-plum-700 ring-plum-700/25',
  refunded: 'bg-emerald-50 text-emerald-800 ring-emerald-700/30',
  refund_failed: 'bg-terracotta-600/10 text-terracotta-600 ring-terracotta-600/25',
};

/** A return's status as a badge, in the words of the shop (shopper and back office alike). */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset ${STYLES[status]}`}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      <span className="sr-only">Return status: </span>
      {RETURN_STATUS_LABELS[status]}
    </span>
  );
}
