import type { TimelineEntry } from '../../../domain/admin/orders';
import { formatDateTime } from '../../lib/format';

/** Every status change, return step and staff action on the order, oldest first, with who made it. */
export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol aria-label="Timeline" className="relative flex flex-col gap-5 border-l border-sand-200 pl-5">
      {entries.map((e, i) => (
        <li key={i} className="relative">
          <span
            aria-hidden="true"
            className={`absolute top-1.5 -left-[25px] size-2.5 rounded-full ring-4 ring-white ${e.kind === 'action' ? 'bg-gold-600' : 'bg-cocoa-900'}`}
          />
          <p className="font-medium text-cocoa-950">{e.title}</p>
          <p className="text-sm text-cocoa-700">
            {e.by} · <time dateTime={e.at}>{formatDateTime(e.at)}</time>
          </p>
          {e.note && <p className="mt-0.5 text-sm text-cocoa-500">{e.note}</p>}
        </li>
      ))}
    </ol>
  );
}
