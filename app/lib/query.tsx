import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

const options = { defaultOptions: { queries: { staleTime: 0 } } };
let browserClient: QueryClient | undefined;

/**
 * One query cache per browser tab, shared by every part of the page that fetches (the header's
 * search and account menu, the account and checkout pages); a new one per server render.
 */
function queryClient(): QueryClient {
  if (typeof document === 'undefined') return new QueryClient(options);
  return (browserClient ??= new QueryClient(options));
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
