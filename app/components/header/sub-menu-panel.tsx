import { Link } from 'react-router';
import type { MenuItem } from '../../../domain/catalog';

interface SubMenuPanelProps {
  id: string;
  item: MenuItem;
  hidden: boolean;
  onNavigate: () => void;
}

const subLink = 'text-sm text-cocoa-700 transition-colors hover:text-terracotta-600';
const heading = 'block text-[11px] font-semibold tracking-[0.18em] text-cocoa-950 uppercase';

/** The dropdown of a desktop category: one column per group (Face, Eyes, Lips / Men, Women). */
export function SubMenuPanel({ id, item, hidden, onNavigate }: SubMenuPanelProps) {
  return (
    // Padding rather than a margin, so the pointer crosses no gap between link and panel.
    <div id={id} hidden={hidden} className="absolute top-full left-1/2 z-40 -translate-x-1/2 pt-1">
      <div className="flex gap-10 rounded-2xl border border-sand-200 bg-white px-8 py-6 shadow-xl shadow-cocoa-950/10">
        {item.groups.map((group) => (
          <div key={group.label} className="min-w-28">
            {group.href ? (
              <Link to={group.href} onClick={onNavigate} className={`${heading} hover:text-terracotta-600`}>
                {group.label}
              </Link>
            ) : (
              <p className={heading}>{group.label}</p>
            )}
            {group.links.length > 0 && (
              <ul className="mt-3 space-y-2">
                {group.links.map((l) => (
                  <li key={l.href}>
                    <Link to={l.href} onClick={onNavigate} className={`${subLink} whitespace-nowrap`}>
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
        <div className="flex flex-col justify-end border-l border-sand-200 pl-8">
          <Link
            to={item.href}
            onClick={onNavigate}
            className="text-sm font-medium whitespace-nowrap text-cocoa-950 underline underline-offset-4 hover:text-terracotta-600"
          >
            Shop all {item.label}
          </Link>
        </div>
      </div>
    </div>
  );
}
