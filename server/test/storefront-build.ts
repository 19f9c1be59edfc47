import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
/** The storefront's server build, which the tests that render pages import. */
export const SERVER_BUILD = path.join(root, 'build/server/index.js');

/** What the storefront's build is made from: its code, the shared contracts and the build's settings. */
const STOREFRONT_SOURCES = ['app', 'domain', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'].map((p) =>
  path.join(root, p),
);

/** Test files sit beside the code but are not built into it. */
const TEST_FILE = /\.test\.tsx?$/;

/** The latest change among `paths` (files, or folders walked whole, test files left out), in milliseconds. */
function newestChange(paths: string[]): number {
  let newest = 0;
  for (const entry of paths) {
    const stat = fs.statSync(entry, { throwIfNoEntry: false });
    if (!stat) continue;
    if (!stat.isDirectory()) newest = TEST_FILE.test(entry) ? newest : Math.max(newest, stat.mtimeMs);
    else newest = Math.max(newest, newestChange(fs.readdirSync(entry).map((name) => path.join(entry, name))));
  }
  return newest;
}

/** True when `build` is missing, or one of `sources` changed after it was made. */
export function isStale(build: string, sources: string[]): boolean {
  const built = fs.statSync(build, { throwIfNoEntry: false });
  return !built || newestChange(sources) > built.mtimeMs;
}

/**
 * Vitest global setup: builds the server as the code is now (`build/shop/index.js`, which the tests
 * that start the shop as `npm start` does run), and the storefront once, before any test file runs,
 * when there is no build or its code changed since (test files building it side by side broke each
 * other's output). It is built as `npm start` builds it, in production mode: vitest sets
 * NODE_ENV=test, and a build made in that mode lacks the production-only rewrites of the first paint.
 */
export default function buildStorefront() {
  const server = spawnSync(process.execPath, ['scripts/production/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  if (server.status !== 0) throw new Error('the server build failed');
  if (!isStale(SERVER_BUILD, STOREFRONT_SOURCES)) return;
  console.log('Building the storefront: its code changed since the last build…');
  const result = spawnSync('npx', ['react-router', 'build'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('react-router build failed');
}
