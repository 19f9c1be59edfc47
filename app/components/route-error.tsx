import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The parts of the shop that fail on their own: each says what failed and where to go next. */
export type RouteGroup = 'storefront' | 'account' | 'checkout' | 'back-office';

const WORDING: Record<RouteGroup, { title: string; heading: string; text: string; link: { to: string; label: string } }> = {
  storefront: {
    title: 'Something went wrong',
    heading: 'Something went wrong',
    text: 'Please refresh the page or try again in a moment.',
    link: { to: '/', label: 'Back to the shop' },
  },
  account: {
    title: 'Your account',
    heading: "We couldn't open this page of your account",
    text: 'Your account, orders and addresses are safe. Please refresh the page or try again in a moment.',
    link: { to: '/', label: 'Back to the shop' },
  },
  checkout: {
    title: 'Checkout',
    heading: "We couldn't open this step of your checkout",
    text: 'Your bag is saved. Please refresh the page, or go back to your bag and check out again.',
    link: { to: '/cart', label: 'Back to your bag' },
  },
  'back-office': {
    title: 'Back office',
    heading: "This back-office page couldn't be shown",
    text: 'No change was made by opening it. Refresh the page, or go back to the dashboard and try again.',
    link: { to: '/admin', label: 'Back to the dashboard' },
  },
};

/**
 * What a route group shows in place of a page that failed to load or render. A 404 reads the
 * same everywhere ('Page Not Found'); a plain link (not client navigation) so a broken bundle
 * is left behind too.
 */
export function RouteError({ group }: { group: RouteGroup }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const words = WORDING[group];
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      {/* React hoists these into <head>; the failing route's own meta is not rendered. */}
      <title>{notFound ? 'Page Not Found | Zaron' : `${words.title} | Zaron`}</title>
      <meta name="robots" content="noindex" />
      <meta property="og:type" content="website" />
      <meta name="twitter:card" content="summary" />
      <h1 className="font-serif text-4xl text-cocoa-950">{notFound ? 'Page Not Found' : words.heading}</h1>
      <p className="mt-4 text-cocoa-700">{notFound ? 'The page you are looking for does not exist.' : words.text}</p>
      <a href={notFound ? '/' : words.link.to} className="mt-8 inline-block rounded-full bg-cocoa-900 px-6 py-3 text-sand-50">
        {notFound ? 'Back to the shop' : words.link.label}
      </a>
    </section>
  );
}
