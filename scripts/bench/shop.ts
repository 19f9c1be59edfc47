// Shared by the benchmarks: a shop started as `npm start` starts it, in a child process of its own,
// on a throw-away data folder (embedded) or a throw-away PostgreSQL database.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');

export interface Backend {
  name: string;
  env: NodeJS.ProcessEnv;
  create: () => Promise<void>;
  dispose: () => Promise<void>;
}

/** The embedded database; and PostgreSQL too when BENCH_DATABASE_URL is set. */
export function backends(): Backend[] {
  const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'zaron-bench-'));
  const embeddedDir = tmp();
  const list: Backend[] = [
    {
      name: 'PGlite (embedded)',
      env: { DATA_DIR: embeddedDir },
      create: async () => {},
      dispose: async () => fs.rmSync(embeddedDir, { recursive: true, force: true }),
    },
  ];
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const name = `zaron_bench_${crypto.randomBytes(4).toString('hex')}`;
    const dataDir = tmp();
    const target = new URL(url);
    target.pathname = `/${name}`;
    list.push({
      name: 'PostgreSQL',
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: target.toString(),
        SEED_DEMO_DATA: 'true',
        PAYMENTS_TEST_MODE: 'true',
        SECRET_KEY: 'ab'.repeat(32),
      },
      create: () => adminQuery(url, `create database ${name}`),
      dispose: async () => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        await adminQuery(url, `drop database if exists ${name} with (force)`);
      },
    });
  }
  return list;
}

async function adminQuery(url: string, sql: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** When a run ended and how busy the host was (`uptime`'s load average), printed under every bench's figures. */
export function hostLine(): string {
  const load = os.loadavg().map((l) => l.toFixed(2));
  return `${new Date().toISOString()}  load average ${load.join(' ')}  ${os.cpus().length} cores`;
}

/** The token the benches read the shop's `GET /metrics` with (METRICS_TOKEN). */
export const BENCH_METRICS_TOKEN = 'bench-metrics-'.padEnd(48, '0');

interface RunningShop {
  url: string;
  process: ChildProcess;
  /** Milliseconds from starting the process to /readyz answering (the build before it not counted). */
  readyMs: number;
  stop: () => Promise<void>;
  /** The shop's error lines so far (level ≥ 50), counted by message and reason. */
  errors: () => Map<string, number>;
}

/**
 * The arguments `npm start` gives Node (package.json's start script after `node`): the V8 settings
 * it starts the shop with, then scripts/start.mjs. The benchmarks start the shop with the same.
 */
export function startArgs(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [node, ...args] = pkg.scripts.start.split(/\s+/);
  if (node !== 'node') throw new Error(`npm start runs ${node}, not node`);
  return args;
}

/**
 * A bench's own server in a child process (`node --import tsx <script> …args`, from the project's
 * folder), once it has printed `ready <port>`: the bare server, the floor page.
 */
export async function startHelper(script: string, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(Number(/ready (\d+)/.exec(chunk.toString())?.[1])));
    child.once('exit', () => reject(new Error(`${script} stopped before it was ready`)));
  });
  return { port, stop: () => void child.kill() };
}

/** The server built afresh (`npm start` runs build/shop/index.js as it is), so a benchmark measures the code as it is now. */
export function buildServer() {
  const result = spawnSync(process.execPath, ['scripts/production/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the server build failed');
}

/** `npm start` (scripts/start.mjs) on its own port, with the server built afresh; resolves once /readyz answers. */
export async function startShop(port: number, env: NodeJS.ProcessEnv, nodeArgs: string[] = []): Promise<RunningShop> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AUTH_RATE_LIMIT: '100000',
    METRICS_TOKEN: BENCH_METRICS_TOKEN,
    ...env,
  };
  delete childEnv.NODE_ENV; // as a shopper's machine runs `npm start`
  buildServer();
  const spawned = performance.now();
  // The shop logs as `npm start` does (every request at info), into a file as a service manager
  // would keep it; its error lines are counted from there, to say why a request failed.
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zaron-shop-log-'));
  const logFile = path.join(logDir, 'shop.log');
  const logFd = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [...nodeArgs, ...startArgs()], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', logFd, 'inherit'],
  });
  fs.closeSync(logFd);
  const errors = () => {
    const counted = new Map<string, number>();
    for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) {
      if (!/"level":[56]0/.test(line)) continue;
      try {
        const entry = JSON.parse(line) as { msg?: string; reason?: string; err?: { message?: string } };
        const key = [entry.msg, entry.reason ?? entry.err?.message?.slice(0, 80)].filter(Boolean).join(': ');
        counted.set(key, (counted.get(key) ?? 0) + 1);
      } catch {
        /* not a log line */
      }
    }
    return counted;
  };
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 3000) throw new Error('the shop did not start in 5 minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    process: child,
    readyMs: performance.now() - spawned,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(logDir, { recursive: true, force: true });
    },
    errors,
  };
}

/** Catalogue answers served from ready bytes (`hits`) and made for the request (`misses`) so far, pages and API together. */
export async function cacheLookups(url: string): Promise<{ hits: number; misses: number }> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } });
  if (!res.ok) throw new Error(`/metrics: HTTP ${res.status}`);
  const counts = { hits: 0, misses: 0 };
  for (const [, result, value] of (await res.text()).matchAll(
    /^zaron_catalog_cache_requests_total\{[^}]*result="(hit|miss)"[^}]*\} (\S+)$/gm,
  ))
    counts[result === 'hit' ? 'hits' : 'misses'] += Number(value);
  return counts;
}
