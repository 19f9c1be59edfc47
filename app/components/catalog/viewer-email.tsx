import { useEffect } from 'react';
import { useCurrentUser } from '../../lib/auth';
import { QueryProvider } from '../../lib/query';

function Report({ onEmail }: { onEmail: (email: string) => void }) {
  const { user } = useCurrentUser();
  useEffect(() => {
    if (user) onEmail(user.email);
  }, [user, onEmail]);
  return null;
}

/**
 * The signed-in shopper's address, from the tab's one copy of the current user (the header's
 * account menu reads the same): fetched with the product page's form only for a browser that
 * started a session, so a guest's page loads no query code for it. Renders nothing.
 */
export function ViewerEmail({ onEmail }: { onEmail: (email: string) => void }) {
  return (
    <QueryProvider>
      <Report onEmail={onEmail} />
    </QueryProvider>
  );
}
