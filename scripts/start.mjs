// `npm start`: builds the storefront and the server on first run, then migrates, seeds (embedded
// mode) and serves, with plain Node and every library in production mode (`npm run dev` is the
// development server). After changing the code, `npm run build` makes both builds again.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// React and the other CommonJS libraries choose their build from NODE_ENV when first loaded (React
// Router's package picks its production build unless asked for the `development` condition).
process.env.NODE_ENV ??= 'production';
const root = path.resolve(import.meta.dirname, '..');
// As scripts/production/build-server.mjs writes it (imported only to build: it loads esbuild).
const serverBundle = path.join(root, 'build/shop/index.js');
if (!fs.existsSync(path.join(root, 'build/server/index.js'))) {
  console.log('No build found: building the storefront (first run only)…');
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (!fs.existsSync(serverBundle)) {
  console.log('No build found: building the server (first run only)…');
  const { buildServer } = await import('./production/build-server.mjs');
  await buildServer();
}
const { main } = await import(pathToFileURL(serverBundle).href);
await main();
