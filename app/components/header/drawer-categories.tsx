import { Link } from 'react-router';
import { CATEGORY_MENU } from '../../../domain/catalog';
import { ChevronDownIcon } from '../icons';
import { useAccordion } from '../accordion';

const topLink = 'flex-1 py-3.5 font-serif text-lg text-cocoa-950 hover:text-terracotta-600';
const subLink = 'block py-1.5 text-[15px] text-cocoa-700 hover:text-terracotta-600';

/** Category links of the mobile drawer; Make Up and Skin-care expand to their sub-menus. */
export function DrawerCategories({ onNavigate }: { onNavigate: () => void }) {
  const accordion = useAccordion();
  return (
    <nav aria-label="Categories">
      <ul className="divide-y divide-sand-200">
        {CATEGORY_MENU.map((item) =>
          item.groups.length === 0 ? (
            <li key={item.label} className="flex">
              <Link to={item.href} onClick={onNavigate} className={topLink}>
                {item.label}
              </Link>
            </li>
          ) : (
            <li key={item.label}>
              <h3 className="flex items-center">
                <Link to={item.href} onClick={onNavigate} className={topLink}>
                  {item.label}
                </Link>
                <button
                  {...accordion.button(item.label)}
                  aria-label={`${item.label} sub-menu`}
                  className="group rounded-full p-2 text-cocoa-700 hover:bg-sand-100"
                >
                  <ChevronDownIcon width={18} height={18} className="transition-transform duration-200 group-aria-expanded:rotate-180" />
                </button>
              </h3>
              <div {...accordion.region(item.label)} className="pb-4">
                {item.groups.map((group) => (
                  <div key={group.label} className="mt-2 pl-3">
                    {group.href ? (
                      <Link to={group.href} onClick={onNavigate} className={`${subLink} font-medium text-cocoa-950`}>
                        {group.label}
                      </Link>
                    ) : (
                      <p className="py-1.5 text-xs font-semibold tracking-[0.16em] text-cocoa-950 uppercase">{group.label}</p>
                    )}
                    {group.links.length > 0 && (
                      <ul className="border-l border-sand-200 pl-3">
                        {group.links.map((l) => (
                          <li key={l.href}>
                            <Link to={l.href} onClick={onNavigate} className={subLink}>
                              {l.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                ))}
              </div>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
