import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/auth';
import { keepBagNotes } from '../../lib/bag-server';

/**
 * After sign-in or sign-up a visitor who came from the cart goes on to /shipping.
 * Decision: the cart says so with a `redirectTo` query parameter (`/login?redirectTo=/shipping`),
 * not `?from=cart`, so the same link also works for other pages later. Only a path on this site
 * is followed; anything else (another origin, `//host`, the auth pages themselves) means home.
 */
export const REDIRECT_PARAM = 'redirectTo';

const AUTH_PATHS = ['/login', '/signup', '/forgot-password', '/reset-password'];

function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  const path = value.split(/[?#]/)[0]!;
  return AUTH_PATHS.includes(path) ? '/' : value;
}

/** Where a sign-in or sign-up posted to the page at `url` goes on to (its action's redirect). */
export const afterAuthPath = (url: string) => safeRedirect(new URL(url).searchParams.get(REDIRECT_PARAM));

/** Where to go after signing in, and the query string that carries it between /login and /signup. */
export function useAfterAuth() {
  const [params] = useSearchParams();
  const raw = params.get(REDIRECT_PARAM);
  const to = safeRedirect(raw);
  return { to, carry: to === '/' ? '' : `?${new URLSearchParams({ [REDIRECT_PARAM]: to })}` };
}

/**
 * The session cookie is set: reload the whole app at `to` (signing in reloads the whole app). Notes
 * about a guest bag cut down as it joined hers are kept to be shown after the reload.
 */
export function finishSignIn(to: string, answer?: { bag_notes?: string[] }) {
  keepBagNotes(answer?.bag_notes);
  window.location.assign(to);
}

/**
 * A visitor who is already signed in is sent home from /login and /signup. Decided once,
 * when the session is first known, so a fresh sign-in on this page is not bounced before its own redirect.
 */
export function useSendSignedInHome() {
  const { status } = useCurrentUser();
  const navigate = useNavigate();
  const decided = useRef(false);
  useEffect(() => {
    if (decided.current || status === 'loading') return;
    decided.current = true;
    if (status === 'signed-in') navigate('/', { replace: true });
  }, [status, navigate]);
}
