import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The built storefront (built once if missing), for tests that render pages. It is built as
 * `npm start` builds it: in production mode (vitest sets NODE_ENV=test, which would make a build
 * without the production-only rewrites of the first paint).
 */
export async function storefrontBuild(): Promise<{ build: ServerBuild; clientDir: string }> {
  const serverFile = path.join(root, 'build/server/index.js');
  if (!fs.existsSync(serverFile)) {
    const result = spawnSync('npx', ['react-router', 'build'], {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error('react-router build failed');
  }
  const build = (await import(pathToFileURL(serverFile).href)) as ServerBuild;
  return { build, clientDir: path.join(root, 'build/client') };
}
