import { AccountShell } from '../components/account/account-shell';
import { RequireAuth } from '../components/account/require-auth';
import { ReferralView } from '../components/influencer/referral-view';
import { pageQueries } from '../lib/page-queries';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/refer-and-earn';

/** Signed in, the account comes with the page. */
export const loader = ({ context }: Route.LoaderArgs) => pageQueries(context);

/** /refer-and-earn, behind the guard: any signed-in customer. */
export default function ReferAndEarn() {
  return (
    <RequireAuth>
      <AccountShell title="Refer and Earn" intro="Share Zaron with the people you love and see how many of them join.">
        <ReferralView />
      </AccountShell>
    </RequireAuth>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Refer and Earn', description: 'Your Zaron referral link.', noindex: true });
