import type { ReactNode } from 'react';
import { page } from './lib/page-context';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { CookieBanner } from './components/cookie-banner';
import { Footer } from './components/footer';
import { BagNotes } from './components/bag-notes';
import { Header } from './components/header';
import { RouteError } from './components/route-error';
import { CartProvider } from './lib/cart';
import { CountryProvider } from './lib/country';
import { useNonce } from './lib/nonce';
import { ToastProvider } from './lib/toast';

export async function loader({ context }: Route.LoaderArgs) {
  const { country, publicUrl, services } = page(context);
  return { country, publicUrl, includedTax: await services.includedTax() };
}

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
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
        <CountryProvider initial={data?.country ?? 'US'}>
          <CartProvider>
            <ToastProvider>
              <Header />
              <main id="main">{children}</main>
              <Footer />
              <CookieBanner />
              <BagNotes />
            </ToastProvider>
          </CartProvider>
        </CountryProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The storefront's boundary: the catalogue and brand pages fail here, inside the shop's header and footer. */
export function ErrorBoundary() {
  return (
    <RouteError
      words={{
        heading: 'Something went wrong',
        text: 'Please refresh the page or try again in a moment.',
        to: '/',
        label: 'Back to the shop',
      }}
    />
  );
}
