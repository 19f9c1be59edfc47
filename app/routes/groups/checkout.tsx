import { Outlet } from 'react-router';
import { RouteError } from '../../components/route-error';

/** The checkout pages (a layout without a path): a failure in one of them is told in checkout words. */
export default function CheckoutGroup() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteError group="checkout" />;
}
