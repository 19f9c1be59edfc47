import { isRouteErrorResponse, useRouteError } from 'react-router';

/** How a route group words a failure: the tab title, what failed, and where to go next. */
export interface RouteErrorWords {
  title: string;
  heading: string;
  text: string;
  link: { to: string; label: string };
}

/**
 * What a route group shows in place of a page that failed to load or render. A 404 reads the
 * same everywhere ('Page Not Found'); a plain link (not client navigation) so a broken bundle
 * is left behind too.
 */
export function RouteError({ words }: { words: RouteErrorWords }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
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
