import { RequireAuth } from '../components/account/require-auth';
import { DashboardView } from '../components/influencer/dashboard-view';
import { useCurrentUser } from '../lib/auth';
import { capitaliseWords } from '../lib/format';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/influencer-dashboard';
import NotFound from './not-found';

/** Only the influencer role has a dashboard; anyone else sees the shop's 'Page Not Found'. */
function InfluencerOnly() {
  const { user, isInfluencer } = useCurrentUser();
  if (!user || !isInfluencer) return <NotFound />;
  return <DashboardView firstName={capitaliseWords(user.first_name)} />;
}

/** /influencer-dashboard, behind the guard. */
export default function InfluencerDashboard() {
  return (
    <RequireAuth>
      <InfluencerOnly />
    </RequireAuth>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Influencer Dashboard', description: 'Your Zaron discount code, commission and orders.', noindex: true });
