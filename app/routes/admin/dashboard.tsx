import { Link } from 'react-router';
import { ADMIN_NAV } from '../../components/admin/admin-nav';
import { AdminHeader, Panel } from '../../components/admin/admin-shell';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/dashboard';

/** /admin: the back office's start page. */
export default function Dashboard() {
  return (
    <>
      <AdminHeader title="Dashboard" />
      <Panel>
        <ul className="grid gap-3 sm:grid-cols-2">
          {ADMIN_NAV.filter((n) => n.to !== '/admin').map((n) => (
            <li key={n.to}><Link to={n.to} className="block rounded-2xl bg-sand-100 px-4 py-3 text-cocoa-950 hover:bg-sand-200">{n.label}</Link></li>
          ))}
        </ul>
      </Panel>
    </>
  );
}

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Dashboard', description: 'Back office.', noindex: true });
