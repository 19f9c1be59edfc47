import { useLogout } from '../../lib/auth';
import { LogoutIcon, SpinnerIcon } from '../icons-later';

/** The Logout action reads 'logging out' while it runs, then the app goes to /. */
export function LogoutButton({ className }: { className: string }) {
  const { logout, pending } = useLogout();
  return (
    <button type="button" onClick={() => void logout()} disabled={pending} aria-busy={pending || undefined} className={className}>
      {pending ? <SpinnerIcon /> : <LogoutIcon />}
      {pending ? 'logging out' : 'Logout'}
    </button>
  );
}
