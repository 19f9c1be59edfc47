import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/auth';
import { SpinnerIcon } from '../icons-later';
import { primaryButton } from '../form/styles';

/** An unauthenticated visitor is redirected after 3 seconds. */
const GUARD_REDIRECT_MS = 3_000;

/** The loader a guarded page shows while the session is read. */
export function PageLoader() {
  return (
    <div role="status" className="flex min-h-svh flex-col items-center justify-center gap-3 text-cocoa-700">
      <SpinnerIcon width={28} height={28} />
      <span className="text-sm">Loading…</span>
    </div>
  );
}

/**
 * Guard of the account pages: a loader while the session is read; a guest sees a short
 * message and is taken to /login after 3 seconds (or at once with the button).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useCurrentUser();
  const navigate = useNavigate();
  useEffect(() => {
    if (status !== 'guest') return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), GUARD_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [status, navigate]);

  if (status === 'loading') return <PageLoader />;
  if (status === 'guest') {
    return (
      <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-6 py-16 text-center">
        <h1 className="font-serif text-3xl text-cocoa-950">Please sign in</h1>
        <p role="status" className="mt-3 text-[15px] text-cocoa-700">
          You need to be signed in to see this page. Taking you to the sign-in page…
        </p>
        <Link to="/login" replace className={`${primaryButton} mt-8`}>
          Sign in now
        </Link>
      </div>
    );
  }
  return <>{children}</>;
}
