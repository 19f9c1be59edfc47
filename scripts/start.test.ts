import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../server/test/instances';

const root = path.resolve(import.meta.dirname, '..');
let port: number;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'zaron-start-'));
const records = path.join(tmp, 'modules');
let server: ReturnType<typeof spawn> | undefined;
let exited: Promise<unknown> | undefined;

async function waitUntilReady() {
  for (let i = 0; i < 720; i++) {
    if (server?.exitCode !== null) throw new Error(`npm start exited with ${server?.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('npm start did not become ready');
}

describe('npm start', () => {
  beforeAll(async () => {
    port = await freePort();
    if (!fs.existsSync(path.join(root, 'build/server/index.js'))) {
      expect(spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'ignore' }).status).toBe(0);
    }
    fs.mkdirSync(records);
    // As a shopper's machine runs it: no NODE_ENV (Vitest sets `test`), the package's own start command.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmp, 'data'),
      LOG_LEVEL: 'warn',
      RECORD_MODULES_TO: records,
      NODE_OPTIONS: `--import=${path.join(root, 'scripts/production/record-modules.mjs')}`,
    };
    delete env.NODE_ENV;
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    server = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: 'ignore' });
    exited = new Promise((resolve) => server!.once('exit', resolve));
    await waitUntilReady();
  }, 300_000);

  afterAll(async () => {
    server?.kill('SIGTERM');
    await exited;
    if (!process.env.KEEP_TMP) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('renders pages on plain Node with the production builds of React and React Router only', async () => {
    for (const page of ['/', '/category/best-sellers', '/product/no-such-product']) {
      const res = await fetch(`http://127.0.0.1:${port}${page}`);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      await res.text();
    }
    server!.kill('SIGTERM');
    await exited;
    const loaded = fs.readdirSync(records).flatMap((f) => fs.readFileSync(path.join(records, f), 'utf8').split('\n'));
    const library = (name: string) => loaded.filter((m) => m.includes(`/node_modules/${name}/`));

    expect(library('react-dom').some((m) => m.endsWith('/react-dom-server.node.production.js'))).toBe(true);
    expect(library('react').some((m) => m.endsWith('/react.production.js'))).toBe(true);
    expect(library('react-router').some((m) => m.includes('/react-router/dist/production/'))).toBe(true);
    const development = [
      ...library('react'),
      ...library('react-dom'),
      ...library('scheduler'),
      ...library('react-router'),
      ...library('@react-router/node'),
    ].filter((m) => /development/.test(m));
    expect(development).toEqual([]);
    // Plain Node running the built server: no TypeScript loader, no source file of the server.
    expect(loaded.some((m) => m.endsWith('/build/shop/index.js'))).toBe(true);
    expect(
      loaded.filter((m) => m.includes('/node_modules/tsx/') || m.includes('/node_modules/esbuild/') || /\/server\/.*\.ts$/.test(m)),
    ).toEqual([]);
  }, 60_000);
});
