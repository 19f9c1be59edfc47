import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
/** The storefront's server build, which the tests that render pages import. */
export const SERVER_BUILD = path.join(root, 'build/server/index.js');

/**
 * Vitest global setup: builds the server as the code is now (`build/shop/index.js`, which the tests
 * that start the shop as `npm start` does run), and the storefront once, before any test file runs, when there is no
 * build (test files building it side by side broke each other's output). It is built as `npm start`
 * builds it, in production mode: vitest sets NODE_ENV=test, and a build made in that mode lacks the
 * production-only rewrites of the first paint.
 */
export default function buildStorefront() {
  const server = spawnSync(process.execPath, ['scripts/production/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  if (server.status !== 0) throw new Error('the server build failed');
  if (fs.existsSync(SERVER_BUILD)) return;
  const result = spawnSync('npx', ['react-router', 'build'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('react-router build failed');
}
