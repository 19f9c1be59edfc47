import { QueryClient, QueryClientProvider, type QueryClientConfig } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiError } from './api';

/**
 * A failed query is asked again 3 times with back-off (TanStack's default delay: 1 s
 * doubling, at most 30 s), except a 4xx answer, which asking again will not change.
 */
export function retryUnless4xx(failures: number, err: unknown): boolean {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500) return false;
  return failures < 3;
}

/** Stale time 0. Mutations are never retried (TanStack's default), so they need no rule. */
export const QUERY_DEFAULTS = { defaultOptions: { queries: { staleTime: 0, retry: retryUnless4xx } } } satisfies QueryClientConfig;
let browserClient: QueryClient | undefined;

/**
 * One query cache per browser tab, shared by every part of the page that fetches (the header's
 * search and account menu, the account and checkout pages); a new one per server render.
 */
function queryClient(): QueryClient {
  if (typeof document === 'undefined') return new QueryClient(QUERY_DEFAULTS);
  return (browserClient ??= new QueryClient(QUERY_DEFAULTS));
}

/**
 * TanStack Query for the parts that call /api. It is not in the root layout: the catalogue pages
 * render from their loaders and fetch nothing until the shopper searches or signs in, so the
 * library loads with the first part that needs it (decision 0007).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(queryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
