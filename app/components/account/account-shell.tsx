import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useCurrentUser } from '../../lib/auth';
import { capitaliseWords } from '../../lib/format';
import { ACCOUNT_LINKS } from './account-links';

const navLink = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-2 rounded-xl px-3 py-2.5 text-sm whitespace-nowrap transition-colors lg:gap-3 lg:rounded-2xl lg:px-4 ${
    isActive ? 'bg-cocoa-900 text-sand-50' : 'text-cocoa-900 hover:bg-sand-100'
  }`;

/**
 * Frame of the signed-in account pages: heading, the account links, then the page. The four links are a
 * rail on wide screens and a 2 × 2 grid on phones, so all of them are in sight at 390 px.
 */
export function AccountShell({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { user } = useCurrentUser();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12 lg:pb-24">
      <p className="text-[11px] font-semibold tracking-[0.3em] text-gold-600 uppercase">
        {user ? `Hello, ${capitaliseWords(user.first_name)}` : 'My Account'}
      </p>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-4xl text-cocoa-950 sm:text-5xl">{title}</h1>
          {intro && <p className="mt-2 max-w-xl text-[15px] text-cocoa-700">{intro}</p>}
        </div>
        {actions}
      </div>
      <div className="mt-8 grid gap-8 lg:mt-10 lg:grid-cols-[220px_1fr] lg:gap-12">
        <nav aria-label="Account pages">
          <ul className="grid grid-cols-2 gap-2 lg:flex lg:flex-col lg:gap-1">
            {ACCOUNT_LINKS.map(({ to, label, Icon }) => (
              <li key={to}>
                <NavLink to={to} className={navLink}>
                  <Icon width={18} height={18} />
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
