import { RequireAuth } from '../components/account/require-auth';
import { page } from '../lib/page-context';
import { DashboardView } from '../components/influencer/dashboard-view';
import { influencerDataQuery } from '../components/influencer/use-influencer-data';
import { useCurrentUser } from '../lib/auth';
import { pageQueries } from '../lib/page-queries';
import { capitaliseWords } from '../lib/format';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/influencer-dashboard';
import NotFound from './not-found';

/** An influencer's dashboard comes with the page, in the visitor's country. */
export const loader = ({ context }: Route.LoaderArgs) => {
  const { viewer, country } = page(context);
  return pageQueries(context, viewer?.role === 'influencer' ? [influencerDataQuery(country)] : []);
};

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
