import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/auth';
import { capitaliseWords } from '../../lib/format';
import { DashboardIcon } from '../icons-later';
import { ShieldIcon } from '../icons';
import { ACCOUNT_LINKS, BACK_OFFICE } from './account-links';
import { LogoutButton } from './logout-button';

const link = 'flex items-center gap-3 py-2.5 text-[15px] text-cocoa-950 hover:text-terracotta-600';

/**
 * Account part of the small-screen menu: Dashboard for influencers only,
 * the account links and Logout when signed in; Sign In and Join us for guests.
 * `onNavigate` closes the drawer when a link is followed.
 */
export function MobileAccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { status, user, isInfluencer, isStaff } = useCurrentUser();
  if (status === 'loading') return <div aria-hidden="true" className="h-11 animate-pulse rounded-full bg-sand-100" />;
  if (!user) {
    return (
      <div className="grid grid-cols-2 gap-3 py-2">
        <Link to="/login" onClick={onNavigate} className="rounded-full border border-cocoa-900 py-2.5 text-center text-sm font-medium">
          Sign In
        </Link>
        <Link to="/signup" onClick={onNavigate} className="rounded-full bg-cocoa-900 py-2.5 text-center text-sm font-medium text-sand-50">
          Join us
        </Link>
      </div>
    );
  }
  return (
    <div>
      <p className="pb-2 font-serif text-lg text-cocoa-950">Hello, {capitaliseWords(user.first_name)}</p>
      <ul>
        {isStaff && (
          <li>
            <Link to={BACK_OFFICE.to} onClick={onNavigate} className={link}>
              <ShieldIcon />
              {BACK_OFFICE.label}
            </Link>
          </li>
        )}
        {isInfluencer && (
          <li>
            <Link to="/influencer-dashboard" onClick={onNavigate} className={link}>
              <DashboardIcon />
              Dashboard
            </Link>
          </li>
        )}
        {ACCOUNT_LINKS.map(({ to, label, Icon }) => (
          <li key={to}>
            <Link to={to} onClick={onNavigate} className={link}>
              <Icon />
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <LogoutButton className={`${link} w-full text-left disabled:opacity-70`} />
    </div>
  );
}
