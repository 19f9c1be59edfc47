import type { RouterContextProvider } from 'react-router';
import { pageQueries } from '../../lib/page-queries';
import { ADMIN_KEY } from './admin-api';

/** The two-factor step the back office's gate asks for first (read by the layout's loader). */
export const TWO_FACTOR_PATH = '/api/admin/2fa';

/**
 * A back-office page's `useAdminQuery` reads, answered on the server (keyed as that hook keys them).
 * The API's guard decides as it does for the browser: a session without its second factor gets
 * its refusal, the page's data is left out, and the gate asks for the code.
 */
export const adminPageQueries = (context: Readonly<RouterContextProvider>, paths: string[]) =>
  pageQueries(
    context,
    paths.map((path) => ({ key: [ADMIN_KEY, path], path })),
  );

/**
 * The query string of a page's address, as `useSearchParams` gives it to the page: from the URL
 * React Router hands a loader (`url`), never the request's own, which for a data request in the
 * browser names the `.data` path and carries the framework's `_routes` parameter.
 */
export const searchOf = (url: URL) => url.searchParams.toString();
