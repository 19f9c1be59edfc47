import { Outlet } from 'react-router';
import { AdminGate } from '../../components/admin/admin-gate';
import { AdminShell } from '../../components/admin/admin-shell';
import { RouteError } from '../../components/route-error';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/layout';

/** /admin/*: the back office, for staff who gave their second factor (see AdminGate). */
export default function AdminLayout() {
  return (
    <AdminGate>
      <AdminShell>
        <Outlet />
      </AdminShell>
    </AdminGate>
  );
}

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Back office', description: 'Zaron back office.', noindex: true });

/** A failing back-office page keeps staff in the back office's words, with a way back to the dashboard. */
export function ErrorBoundary() {
  return (
    <RouteError
      words={{
        heading: "This back-office page couldn't be shown",
        text: 'No change was made by opening it. Refresh the page, or go back to the dashboard and try again.',
        to: '/admin',
        label: 'Back to the dashboard',
      }}
    />
  );
}
