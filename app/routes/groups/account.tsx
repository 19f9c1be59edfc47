import { Outlet } from 'react-router';
import { RouteError, type RouteErrorWords } from '../../components/route-error';

const WORDS: RouteErrorWords = {
  heading: "We couldn't open this page of your account",
  text: 'Your account, orders and addresses are safe. Please refresh the page or try again in a moment.',
  to: '/',
  label: 'Back to the shop',
};

/** The account pages (a layout without a path): a failure in one of them is told in account words. */
export default function AccountGroup() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteError words={WORDS} />;
}
