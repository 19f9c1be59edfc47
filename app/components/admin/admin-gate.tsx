import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/auth';
import { ApiError } from '../../lib/api';
import { PageLoader } from '../account/require-auth';
import { REDIRECT_PARAM } from '../account/auth-redirect';
import { NotFoundPage } from '../not-found-page';
import { useTwoFactorStatus } from './admin-api';
import { TwoFactorSetup } from './two-factor-setup';
import { TwoFactorVerify } from './two-factor-verify';
import { messageOf } from '../form/server-errors';

/** Staff whose session has given its second factor see the page; the rest, the right step. */
function TwoFactorGate({ children }: { children: ReactNode }) {
  const status = useTwoFactorStatus();
  if (status.isPending) return <PageLoader />;
  if (status.isError) {
    if (status.error instanceof ApiError && status.error.status === 404) return <NotFoundPage />;
    return (
      <p role="alert" className="mx-auto max-w-md px-6 py-16 text-center text-cocoa-700">
        {messageOf(status.error)}
      </p>
    );
  }
  if (!status.data.enrolled) return <TwoFactorSetup />;
  if (!status.data.verified) return <TwoFactorVerify />;
  return <>{children}</>;
}

/**
 * Guard of every /admin page: guests go to /login (and come back after), customers and
 * influencers see 'Page Not Found' (the back office does not exist for them), staff give their
 * second factor first. The API checks all of this again on every call.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { status, isStaff } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (status !== 'guest') return;
    const back = new URLSearchParams({ [REDIRECT_PARAM]: location.pathname + location.search });
    navigate(`/login?${back}`, { replace: true });
  }, [status, navigate, location.pathname, location.search]);
  if (status !== 'signed-in') return <PageLoader />;
  if (!isStaff) return <NotFoundPage />;
  return <TwoFactorGate>{children}</TwoFactorGate>;
}
