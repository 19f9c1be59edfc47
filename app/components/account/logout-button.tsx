import { useLogout } from '../../lib/auth';
import { LogoutIcon, SpinnerIcon } from '../icons-later';

/**
 * The Logout action reads 'logging out' while it runs, then the app goes to /. It is a form posted
 * to /logout, whose action signs her out, until the page's scripts run (or without them); then
 * they sign her out instead.
 */
export function LogoutButton({ className }: { className: string }) {
  const { logout, pending } = useLogout();
  return (
    <form
      method="post"
      action="/logout"
      onSubmit={(event) => {
        event.preventDefault();
        void logout();
      }}
    >
      <button type="submit" disabled={pending} aria-busy={pending || undefined} className={className}>
        {pending ? <SpinnerIcon /> : <LogoutIcon />}
        {pending ? 'logging out' : 'Logout'}
      </button>
    </form>
  );
}
