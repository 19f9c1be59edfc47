import { dehydrate, QueryClient, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import type { RouterContextProvider } from 'react-router';
import { USER_QUERY_KEY } from './auth';
import { page } from './page-context';

/** A query a signed-in page asks for: its key, the API path it reads, and what of the answer it keeps. */
export interface PageQuery {
  key: QueryKey;
  path: string;
  /** The part of the JSON answer the query holds (the whole answer when absent). */
  pick?: (body: never) => unknown;
}

/** What a signed-in page's loader hands the browser: its queries, already answered. */
export interface PageQueries {
  queries: DehydratedState;
}

/**
 * Answers, on the server and as this visitor, the queries the page will ask for, so the page
 * renders with its data instead of a loader. The signed-in user is always among them (null for a
 * guest, whom the page's guard then sends to sign in). A query whose answer is not 200 is left
 * for the browser to ask, which shows its error as it always does. `answered` holds answers the
 * loader has already read for its own use, by the key the page asks for them under.
 */
export async function pageQueries(
  context: Readonly<RouterContextProvider>,
  queries: PageQuery[] = [],
  answered: readonly (readonly [QueryKey, unknown])[] = [],
): Promise<PageQueries> {
  const client = new QueryClient();
  const { viewer, readApi } = page(context);
  client.setQueryData(USER_QUERY_KEY, viewer);
  if (viewer) for (const [key, data] of answered) client.setQueryData(key, data);
  if (viewer && readApi) {
    await Promise.all(
      queries.map(async ({ key, path, pick }) => {
        const answer = await readApi(path);
        if (answer.status === 200) client.setQueryData(key, pick ? pick(answer.body as never) : answer.body);
      }),
    );
  }
  return { queries: dehydrate(client) };
}
