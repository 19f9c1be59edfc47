import { Outlet } from 'react-router';
import { RouteError } from '../../components/route-error';

/** The account pages (a layout without a path): a failure in one of them is told in account words. */
export default function AccountGroup() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteError group="account" />;
}
