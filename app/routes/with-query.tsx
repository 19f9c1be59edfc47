import { Outlet } from 'react-router';
import { QueryProvider } from '../lib/query';

/** Layout of the pages that call /api from the browser (account, checkout, forms): TanStack Query for them. */
export default function WithQuery() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
