import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { CookieBanner } from './components/cookie-banner';
import { Footer } from './components/footer';
import { Header } from './components/header';
import { CartProvider } from './lib/cart';
import { CountryProvider } from './lib/country';
import { useNonce } from './lib/nonce';
import { ToastProvider } from './lib/toast';

export function loader({ context }: Route.LoaderArgs) {
  return { country: context.country, publicUrl: context.publicUrl };
}

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 0 } } }));
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3b2418" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen font-sans antialiased">
        <QueryClientProvider client={queryClient}>
          <CountryProvider initial={data?.country ?? 'US'}>
            <CartProvider>
              <ToastProvider>
                <Header />
                <main id="main">{children}</main>
                <Footer />
                <CookieBanner />
              </ToastProvider>
            </CartProvider>
          </CountryProvider>
        </QueryClientProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      {/* React hoists these into <head>; the failing route's own meta is not rendered. */}
      <title>{notFound ? 'Page Not Found | Zaron' : 'Something went wrong | Zaron'}</title>
      <meta name="robots" content="noindex" />
      <meta property="og:type" content="website" />
      <meta name="twitter:card" content="summary" />
      <h1 className="font-serif text-4xl">{notFound ? 'Page Not Found' : 'Something went wrong'}</h1>
      <p className="mt-4 text-cocoa-700">
        {notFound ? 'The page you are looking for does not exist.' : 'Please refresh the page or try again in a moment.'}
      </p>
      <a href="/" className="mt-8 inline-block rounded-full bg-cocoa-900 px-6 py-3 text-sand-50">Back to the shop</a>
    </section>
  );
}
