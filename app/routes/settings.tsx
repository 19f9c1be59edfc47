import { AccountShell } from '../components/account/account-shell';
import { RequireAuth } from '../components/account/require-auth';
import { SettingsTabs } from '../components/account/settings-tabs';
import { useCurrentUser } from '../lib/auth';
import { pageQueries } from '../lib/page-queries';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/settings';

/** Signed in, the account's details come with the page. */
export const loader = ({ context }: Route.LoaderArgs) => pageQueries(context);

function SettingsPage() {
  const { user } = useCurrentUser();
  return (
    <AccountShell title="Settings" intro="Manage your details, password and email preferences.">
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
