import { Link } from 'react-router';
import { ChevronRightIcon } from '../icons';

interface Crumb {
  label: string;
  /** Absent on the current page. */
  href?: string;
}

/** 'Home / Make Up' trail; the last crumb is the current page. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-xs tracking-wide text-cocoa-700 uppercase">
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`} className="flex items-center gap-1.5">
            {i > 0 && <ChevronRightIcon width={12} height={12} className="text-cocoa-500" />}
            {item.href ? (
              <Link to={item.href} className="hover:text-cocoa-950 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-cocoa-950">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
