// What the browser benches share: the system Chromium and its flags, the pages measured and the demo
// customer's bag, a build when the sources changed, a freshly started production shop on a free port,
// and the host's CPU index.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import type { CookieData } from 'puppeteer-core';
import { buildServer, startArgs, startHelper } from './shop';

const root = path.resolve(import.meta.dirname, '../..');
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Names the baseline's figures: another build, measured beside this one (`LIGHTHOUSE_BASELINE`). */
export const BEFORE = '/before';
/** The baseline's address (a server already running), when one is given. */
export const baselineUrl = () => process.env.LIGHTHOUSE_BASELINE?.replace(/\/$/, '');

/** Names the floor's figures: the least page of the stack (scripts/bench/floor/), measured beside the shop's. */
export const FLOOR = 'floor';
/** The floor's server, in a process of its own as the shop's runs; gives its address. */
export async function startFloor() {
  const helper = await startHelper('scripts/bench/floor/server.ts');
  return { url: `http://localhost:${helper.port}`, stop: helper.stop };
}

/** The shop's measured pages: home, a category, a product, and the demo customer's bag and checkout. */
export const SHOP_PAGES = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/category/best-sellers' },
  { name: 'product', path: '/product/radiance-vitamin-c-serum' },
  { name: 'bag', path: '/cart', signedIn: true },
  { name: 'checkout', path: '/shipping', signedIn: true },
] as const;

/** The demo customer (the embedded demo data), whose bag and checkout are measured. */
const CUSTOMER = { email: 'customer@zaron.test', password: 'Zaron-Demo-1' };
const SERUM = 'radiance-vitamin-c-serum';

/** Signs the demo customer in and puts one serum in her bag; gives her browser's cookies. */
export async function customerWithBag(base: string): Promise<CookieData[]> {
  const signIn = await fetch(`${base}/api/auth/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CUSTOMER),
  });
  if (!signIn.ok) throw new Error(`Signing the demo customer in answered ${signIn.status}`);
  const cookies = signIn.headers.getSetCookie().map((c) => {
    const [name, value] = c.split(';')[0]!.split('=') as [string, string];
    return { name, value, domain: new URL(base).hostname, path: '/' };
  });
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const product = (await (await fetch(`${base}/api/product/${SERUM}`)).json()) as { data: { id: number } };
  const line = await fetch(`${base}/api/cart/lines/${product.data.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ quantity: 1 }),
  });
  if (!line.ok) throw new Error(`Putting the serum in her bag answered ${line.status}`);
  return cookies;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Newest modification time under the given paths (files or folders). */
function newest(paths: string[]): number {
  let latest = 0;
  const visit = (p: string) => {
    const stat = fs.statSync(p, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) for (const entry of fs.readdirSync(p)) visit(path.join(p, entry));
    else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

/** The shop measured: the server at `LIGHTHOUSE_URL`, or a production one started here (built first when its sources changed). */
export async function shopUnderTest(): Promise<{ base: string; stop: () => Promise<void> }> {
  const given = process.env.LIGHTHOUSE_URL?.replace(/\/$/, '');
  if (given) return { base: given, stop: async () => {} };
  buildIfNeeded();
  return startServer();
}

/** Builds when there is no build or a storefront source is newer than it. */
function buildIfNeeded() {
  const built = fs.statSync(path.join(root, 'build/server/index.js'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = newest(['app', 'domain', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'].map((p) => path.join(root, p)));
  if (built > sources) return;
  console.log(built ? 'Sources changed since the last build: building…' : 'No build found: building…');
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('The build failed');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(base: string, server: ChildProcess) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit ${server.exitCode})`);
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The server did not start within 5 minutes');
}

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zaron-lighthouse-'));
  const base = `http://localhost:${port}`;
  buildServer();
  const server = spawn(process.execPath, startArgs(), {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
    },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(base, server);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, stop };
}

/** The host's `benchmarkIndex` now: a short unthrottled Lighthouse look at a tiny page. */
export async function hostIndex(port: number, url: string): Promise<number> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyAudits: ['first-contentful-paint'] },
    {
      extends: 'lighthouse:default',
      settings: { throttlingMethod: 'provided' },
    },
  );
  const index = result?.lhr.environment.benchmarkIndex;
  if (!index) throw new Error('Lighthouse measured no benchmark index');
  return index;
}
