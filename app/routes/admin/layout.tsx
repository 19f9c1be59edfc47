import { data, isRouteErrorResponse, Outlet, redirect, useRouteError, type ShouldRevalidateFunction } from 'react-router';
import { page } from '../../lib/page-context';
import { roleMay, sectionAccess } from '../../../domain/admin/access';
import { isStaffRole } from '../../../domain/admin/roles';
import { REDIRECT_PARAM } from '../../components/account/auth-redirect';
import { AdminGate } from '../../components/admin/admin-gate';
import { AdminShell } from '../../components/admin/admin-shell';
import { adminPageQueries, TWO_FACTOR_PATH } from '../../components/admin/page-queries';
import { NotFoundPage } from '../../components/not-found-page';
import { RouteError } from '../../components/route-error';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/layout';

/**
 * The server decides before anything renders: a guest goes to /login (and comes back after), a
 * customer or influencer gets 'Page Not Found' with a 404 (the back office does not exist for
 * them), and so does staff whose role may not open the page (decision 0035); staff get the page
 * with its two-factor step already read.
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const { viewer } = page(context);
  if (!viewer) {
    throw redirect(`/login?${new URLSearchParams({ [REDIRECT_PARAM]: url.pathname + url.search })}`);
  }
  if (!isStaffRole(viewer.role)) throw data(null, { status: 404 });
  // A page the role may not open does not exist for it either (the menu does not offer it); a
  // section missing from the table is for admins only until it is added there.
  const access = sectionAccess(url.pathname);
  if (access ? !roleMay(viewer.role, access) : viewer.role !== 'admin') throw data(null, { status: 404 });
  return adminPageQueries(context, [TWO_FACTOR_PATH]);
}

/** The role check above runs for every back-office page, including those reached inside the app. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

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
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
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
