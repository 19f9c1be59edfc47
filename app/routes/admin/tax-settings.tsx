import type { NexusView, TaxSettings } from '../../../domain/tax/requests';
import { PageLoader } from '../../components/account/require-auth';
import { useAdminQuery } from '../../components/admin/admin-api';
import { AdminHeader } from '../../components/admin/admin-shell';
import { adminPageQueries } from '../../components/admin/page-queries';
import { CountryRules } from '../../components/admin/tax-country-rules';
import { NexusThresholds } from '../../components/admin/tax-nexus';
import { UsSalesTax } from '../../components/admin/tax-us-states';
import { messageOf } from '../../components/form/server-errors';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/tax-settings';

const SETTINGS = '/api/admin/settings/tax';
const NEXUS = '/api/admin/settings/tax/nexus';

/** /admin/settings/tax: the tax each country is charged, US states' sales tax and their nexus thresholds (admins only). */
export default function AdminTaxSettings() {
  const settings = useAdminQuery<{ data: TaxSettings }>(SETTINGS);
  const nexus = useAdminQuery<{ data: NexusView[] }>(NEXUS);
  return (
    <>
      <AdminHeader
        title="Tax"
        intro="The tax each order is charged, by where it is delivered. A change applies to orders placed after it; orders already placed keep their tax."
      />
      {settings.isPending ? (
        <PageLoader />
      ) : settings.isError ? (
        <p role="alert">{messageOf(settings.error)}</p>
      ) : (
        <div className="grid grid-cols-1 gap-6">
          <CountryRules settings={settings.data.data} />
          <UsSalesTax states={settings.data.data.us_states} />
          {nexus.data && <NexusThresholds thresholds={nexus.data.data} />}
        </div>
      )}
    </>
  );
}

/** The page's data comes with it (see adminPageQueries). */
export const loader = ({ context }: Route.LoaderArgs) => adminPageQueries(context, [SETTINGS, NEXUS]);

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Tax', description: 'Back office tax settings.', noindex: true });
