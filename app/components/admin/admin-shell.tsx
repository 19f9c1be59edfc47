import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ADMIN_NAV } from './admin-nav';
import { useStaffMay } from './staff-access';

const navLink = ({ isActive }: { isActive: boolean }) =>
  `flex shrink-0 items-center rounded-full px-4 py-2.5 text-sm whitespace-nowrap transition-colors lg:rounded-2xl ${
    isActive ? 'bg-cocoa-900 text-sand-50' : 'text-cocoa-900 hover:bg-sand-100'
  }`;

/** Frame of the back office: the pages the role may open (a rail on wide screens, a scroller on phones), then the page. */
export function AdminShell({ children }: { children: ReactNode }) {
  const may = useStaffMay();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10 lg:pb-24">
      <p className="text-[11px] font-semibold tracking-[0.3em] text-gold-600 uppercase">Back office</p>
      <div className="mt-4 grid gap-6 lg:mt-6 lg:grid-cols-[200px_1fr] lg:gap-10">
        <nav aria-label="Back office" className="-mx-4 overflow-x-auto px-4 no-scrollbar lg:mx-0 lg:px-0">
          <ul className="flex gap-2 lg:flex-col lg:gap-1">
            {ADMIN_NAV.filter((page) => may(page.access)).map(({ to, label, end }) => (
              <li key={to}>
                <NavLink to={to} end={end} className={navLink}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}

/** A back office page's heading, with room for actions on the right. */
export function AdminHeader({ title, intro, actions }: { title: string; intro?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="font-serif text-3xl break-words text-cocoa-950 sm:text-4xl">{title}</h1>
        {intro && <p className="mt-2 max-w-2xl text-[15px] text-cocoa-700">{intro}</p>}
      </div>
      {actions}
    </div>
  );
}

/** A white card, the back office's one surface. */
export function Panel({ title, children, className = '' }: { title?: string; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-3xl border border-sand-200 bg-white p-5 sm:p-6 ${className}`}>
      {title && <h2 className="mb-4 font-serif text-xl text-cocoa-950">{title}</h2>}
      {children}
    </section>
  );
}
