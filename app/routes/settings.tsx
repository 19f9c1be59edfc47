import { AccountShell } from '../components/account/account-shell';
import { LogoutButton } from '../components/account/logout-button';
import { RequireAuth } from '../components/account/require-auth';
import { SettingsTabs } from '../components/account/settings-tabs';
import { secondaryButton } from '../components/form/styles';
import { useCurrentUser } from '../lib/auth';
import { pageQueries } from '../lib/page-queries';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/settings';

/** Signed in, the account's details come with the page. */
export const loader = ({ context }: Route.LoaderArgs) => pageQueries(context);

function SettingsPage() {
  const { user } = useCurrentUser();
  return (
    <AccountShell
      title="Settings"
      intro="Manage your details, password and email preferences."
      // The header's account menu opens with the page's scripts: here, she can sign out without them.
      actions={<LogoutButton className={secondaryButton} />}
    >
      {user && <SettingsTabs user={user} />}
    </AccountShell>
  );
}

/** /settings, behind the guard. */
export default function Settings() {
  return (
    <RequireAuth>
      <SettingsPage />
    </RequireAuth>
  );
}

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Settings', description: 'Your Zaron account settings.', noindex: true });
