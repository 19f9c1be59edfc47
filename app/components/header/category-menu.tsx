import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { CATEGORY_MENU, type MenuItem } from '../../../domain/catalog';
import { ChevronDownIcon } from '../icons';
import { SubMenuPanel } from './sub-menu-panel';

const topLink = ({ isActive }: { isActive: boolean }) =>
  `inline-block py-3 text-[13px] font-medium tracking-[0.14em] uppercase transition-colors hover:text-terracotta-600 ${
    isActive ? 'text-terracotta-600' : 'text-cocoa-950'
  }`;

/**
 * One top-level entry. Disclosure navigation (WAI-ARIA "navigation menu with top-level links"):
 * the link goes to the category, the chevron button toggles the sub-menu; pointer hover and
 * keyboard focus also open it, Escape closes it and returns focus to the link.
 */
function MenuEntry({ item }: { item: MenuItem }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const linkRef = useRef<HTMLAnchorElement>(null);
  // A tap fires mouseenter (opening the panel) just before click; the toggle must not undo it.
  const openAtPress = useRef<boolean | null>(null);
  if (item.groups.length === 0) {
    return (
      <li>
        <NavLink to={item.href} className={topLink}>
          {item.label}
        </NavLink>
      </li>
    );
  }
  const onBlur = (e: FocusEvent<HTMLLIElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
      linkRef.current?.focus();
    }
  };
  return (
    <li
      className="relative flex items-center gap-0.5"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <NavLink ref={linkRef} to={item.href} className={topLink} onClick={() => setOpen(false)}>
        {item.label}
      </NavLink>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${item.label} sub-menu`}
        onPointerDown={() => {
          openAtPress.current = open;
        }}
        onClick={() => {
          setOpen(!(openAtPress.current ?? open));
          openAtPress.current = null;
        }}
        className="rounded p-0.5 text-cocoa-700 hover:text-terracotta-600"
      >
        <ChevronDownIcon width={14} height={14} className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <SubMenuPanel id={panelId} item={item} hidden={!open} onNavigate={() => setOpen(false)} />
    </li>
  );
}

/** Desktop category bar (New In, Make Up, Skin-care, Best Sellers, Sales). */
export function CategoryMenu() {
  return (
    <nav aria-label="Categories" className="hidden border-t border-sand-200/70 lg:block">
      <ul className="mx-auto flex max-w-7xl items-center justify-center gap-10 px-6">
        {CATEGORY_MENU.map((item) => (
          <MenuEntry key={item.label} item={item} />
        ))}
      </ul>
    </nav>
  );
}
