import { HydrationBoundary } from '@tanstack/react-query';
import { Outlet, useMatches } from 'react-router';
import type { PageQueries } from '../lib/page-queries';
import { QueryProvider } from '../lib/query';

const hasQueries = (data: unknown): data is PageQueries => typeof data === 'object' && data !== null && 'queries' in data;

/**
 * Layout of the pages that call /api from the browser (account, checkout, forms): TanStack Query for
 * them, filled with the answers a signed-in page's loaders read on the server (`pageQueries`).
 */
export default function WithQuery() {
  const matches = useMatches();
  let page = <Outlet />;
  for (const match of matches) {
    if (hasQueries(match.loaderData)) page = <HydrationBoundary state={match.loaderData.queries}>{page}</HydrationBoundary>;
  }
  return <QueryProvider>{page}</QueryProvider>;
}
