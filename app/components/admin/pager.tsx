import { Link, useSearchParams } from 'react-router';
import type { Page } from '../../../domain/admin/audit';

/** Previous / next links that keep the page's other filters; a list that stopped counting says "more than". */
export function Pager({ of, label }: { of: Page<unknown>; label: string }) {
  const { page, per_page: perPage, total, total_capped: capped } = of;
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const summary =
    total === 0
      ? 'Nothing found'
      : capped
        ? `Page ${page} of ${pages}+ · more than ${total.toLocaleString('en-GB')} in all`
        : `Page ${page} of ${pages} · ${total} in all`;
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    if (p === 1) next.delete('page');
    else next.set('page', String(p));
    const qs = next.toString();
    return qs ? `?${qs}` : '?';
  };
  const link = 'rounded-full border border-sand-200 px-4 py-2 text-sm text-cocoa-900 hover:bg-sand-100';
  return (
    <nav aria-label={`${label} pages`} className="mt-6 flex items-center justify-between gap-4 text-sm text-cocoa-700">
      <span>{summary}</span>
      <span className="flex gap-2">
        {page > 1 && (
          <Link to={hrefFor(page - 1)} className={link}>
            Previous
          </Link>
        )}
        {(page < pages || capped) && (
          <Link to={hrefFor(page + 1)} className={link}>
            Next
          </Link>
        )}
      </span>
    </nav>
  );
}
