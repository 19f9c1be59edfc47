import { Link } from 'react-router';
import { UserIcon } from '../icons';

/** What the header needs to know about a signed-in shopper (spec §3 User). */
export interface ShopUser {
  first_name: string;
  role: string;
}

export interface CurrentUser {
  user: ShopUser | null;
  logout: () => void;
}

/**
 * Seam for accounts (later issue): the signed-in user and a logout action. Until sign-in exists
 * every visitor is a guest, so the header shows Join us / Sign In.
 */
export function useCurrentUser(): CurrentUser {
  return { user: null, logout: () => {} };
}

export const isInfluencer = (user: ShopUser | null) => user?.role === 'influencer';

/** Desktop account area: guest links, or the shopper's first name (account menu comes with accounts). */
export function AccountLinks() {
  const { user } = useCurrentUser();
  if (user) {
    return (
      <span className="flex items-center gap-2 text-sm">
        <UserIcon />
        {user.first_name}
      </span>
    );
  }
  return (
    <div className="flex items-center gap-5 text-sm">
      <Link to="/login" className="underline-offset-4 hover:underline">Sign In</Link>
      <Link
        to="/signup"
        className="rounded-full border border-cocoa-900 px-4 py-1.5 transition-colors hover:bg-cocoa-900 hover:text-sand-50"
      >
        Join us
      </Link>
    </div>
  );
}
