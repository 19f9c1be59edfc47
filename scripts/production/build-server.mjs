// The server as one JavaScript file, build/shop/index.js, which `npm start` runs with plain Node:
// the TypeScript of server/ and domain/ bundled, every package left to node_modules.
// `node scripts/production/build-server.mjs` (part of `npm run build`) or `buildServer()`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '../..');
export const SERVER_BUNDLE = path.join(root, 'build/shop/index.js');

export async function buildServer() {
  await build({
    absWorkingDir: root,
    entryPoints: ['server/index.ts'],
    outfile: SERVER_BUNDLE,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // For reading a stack trace against the sources: `node --enable-source-maps`.
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
