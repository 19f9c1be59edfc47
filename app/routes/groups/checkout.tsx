import { Outlet } from 'react-router';
import { RouteError, type RouteErrorWords } from '../../components/route-error';

const WORDS: RouteErrorWords = {
  heading: "We couldn't open this step of your checkout",
  text: 'Your bag is saved. Please refresh the page, or go back to your bag and check out again.',
  to: '/cart',
  label: 'Back to your bag',
};

/** The checkout pages (a layout without a path): a failure in one of them is told in checkout words. */
export default function CheckoutGroup() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteError words={WORDS} />;
}
