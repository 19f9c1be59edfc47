// `npm start`: builds the storefront on first run, then migrates, seeds (embedded mode) and serves,
// with every library in production mode (`npm run dev` is the development server).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { useProductionBuilds } from './production/mode';

useProductionBuilds();
const root = path.resolve(import.meta.dirname, '..');
if (!fs.existsSync(path.join(root, 'build/server/index.js'))) {
  console.log('No build found: building the storefront (first run only)…');
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const { main } = await import('../server/index');
await main();
