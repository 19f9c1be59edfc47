import { isRouteErrorResponse, useRouteError } from 'react-router';

/** How a route group words a failure: what failed (also the tab title), what to do, and where to go. */
export interface RouteErrorWords {
  heading: string;
  text: string;
  to: string;
  label: string;
}

const NOT_FOUND: RouteErrorWords = {
  heading: 'Page Not Found',
  text: 'The page you are looking for does not exist.',
  to: '/',
  label: 'Back to the shop',
};

/**
 * What a route group shows in place of a page that failed to load or render; a 404 reads the
 * same everywhere. A plain link (not client navigation), so a broken bundle is left behind too.
 */
export function RouteError({ words }: { words: RouteErrorWords }) {
  const error = useRouteError();
  const { heading, text, to, label } = isRouteErrorResponse(error) && error.status === 404 ? NOT_FOUND : words;
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      {/* React hoists these into <head>; the failing route's own meta is not rendered. */}
      <title>{`${heading} | Zaron`}</title>
      <meta name="robots" content="noindex" />
      <meta property="og:type" content="website" />
      <meta name="twitter:card" content="summary" />
      <h1 className="font-serif text-4xl">{heading}</h1>
      <p className="mt-4 text-cocoa-700">{text}</p>
      <a href={to} className="mt-8 inline-block rounded-full bg-cocoa-900 px-6 py-3 text-sand-50">
        {label}
      </a>
    </section>
  );
}
