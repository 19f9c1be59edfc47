import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { SERVER_BUILD } from './storefront-build';

/** The built storefront (built by the global setup, `storefront-build.ts`), for tests that render pages. */
export async function storefrontBuild(): Promise<{ build: ServerBuild; clientDir: string }> {
  const build = (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
  return { build, clientDir: path.join(path.dirname(SERVER_BUILD), '../client') };
}
