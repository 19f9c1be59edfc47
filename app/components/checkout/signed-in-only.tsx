import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/auth';
import { PageLoader } from '../account/require-auth';

/** Where a guest who wants to check out signs in; the login page then reloads /shipping. */
const CHECKOUT_LOGIN = '/login?redirectTo=/shipping';

/**
 * Checkout requires a signed-in user, else /login remembering the cart. Unlike the account
 * pages' 3-second guard, a guest goes straight on: they asked to check out, so signing in is the next step.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { status } = useCurrentUser();
  const navigate = useNavigate();
  useEffect(() => {
    if (status === 'guest') navigate(CHECKOUT_LOGIN, { replace: true });
  }, [status, navigate]);
  if (status !== 'signed-in') return <PageLoader />;
  return <>{children}</>;
}
