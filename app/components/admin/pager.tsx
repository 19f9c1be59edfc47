import { Link, useSearchParams } from 'react-router';

/** Previous / next links that keep the page's other filters. */
export function Pager({ page, perPage, total, label }: { page: number; perPage: number; total: number; label: string }) {
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / perPage));
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
      <span>{total === 0 ? 'Nothing found' : `Page ${page} of ${pages} · ${total} in all`}</span>
      <span className="flex gap-2">
        {page > 1 && (
          <Link to={hrefFor(page - 1)} className={link}>
            Previous
          </Link>
        )}
        {page < pages && (
          <Link to={hrefFor(page + 1)} className={link}>
            Next
          </Link>
        )}
      </span>
    </nav>
  );
}
