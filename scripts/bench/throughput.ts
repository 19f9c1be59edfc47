// `npm run bench`: per catalogue endpoint and page, req/s and p99 of the shop and of a bare node:http
// server sending the very same bytes (after a 2 s warm-up of each, alternating shop, bare, shop, bare; autocannon, 50 connections),
// with the page cache on and off, on the embedded database and on PostgreSQL when BENCH_DATABASE_URL
// is set. Prints the ratio against each goal; exits 1 if a goal is missed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { backends, hostLine, startHelper, startShop, type Backend } from './shop';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
const PORT = Number(process.env.PORT ?? 3020);
/** `BENCH_CACHE=off` (or `on`) measures one mode only; `BENCH_KINDS=page` (or `api`) one kind of target only. */
const MODES = (process.env.BENCH_CACHE ?? 'on,off').split(',').map((m) => m.trim() === 'on');
const KINDS = (process.env.BENCH_KINDS ?? 'api,page').split(',').map((k) => k.trim());
/**
 * `BENCH_VARIANTS='LOG_SYNC=true;LOG_SYNC=false'`: an A/B in one run, the shop started once per
 * variant with those settings added (each `;`-separated variant a list of space-separated NAME=value).
 * Unset: the shop as `npm start` runs it (request logs on).
 */
const VARIANTS: { label: string; env: Record<string, string> }[] = (process.env.BENCH_VARIANTS ?? '')
  .split(';')
  .map((v) => v.trim())
  .map((v) => ({
    label: v,
    env: Object.fromEntries(
      v
        .split(/\s+/)
        .filter(Boolean)
        .map((kv) => kv.split('=', 2) as [string, string]),
    ),
  }));

interface Target {
  label: string;
  path: string;
  kind: 'api' | 'page';
}
interface Row {
  backend: string;
  cache: boolean;
  target: Target;
  shop: Sample;
  bare: Sample;
}
interface Sample {
  rps: number;
  p99: number;
  /** The shop's own CPU time per answer (user + system), in µs: steadier than req/s on a shared machine. */
  cpuUs?: number;
}

/** CPU time a process has used so far (user + system), in µs (Linux). */
function cpuUs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100; // utime, stime in clock ticks (USER_HZ 100)
}

async function load(url: string, seconds = SECONDS, pid?: number): Promise<Sample> {
  const cpuBefore = pid ? cpuUs(pid) : 0;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  const cpu = pid ? (cpuUs(pid) - cpuBefore) / result.requests.total : undefined;
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return { rps: result.requests.average, p99: result.latency.p99, cpuUs: cpu };
}

/** A node:http server in a child process that answers with the given bytes. */
async function startBare(contentType: string, body: Buffer) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'zaron-bare-')), 'response.json');
  fs.writeFileSync(file, JSON.stringify({ contentType, body: body.toString('base64') }));
  const bare = await startHelper('scripts/bench/bare-server.ts', [file]);
  return {
    url: `http://127.0.0.1:${bare.port}`,
    stop: () => {
      bare.stop();
      fs.rmSync(path.dirname(file), { recursive: true });
    },
  };
}

async function measure(backend: Backend, cache: boolean, variant: Record<string, string>): Promise<Row[]> {
  const shop = await startShop(PORT, { ...backend.env, ...variant, CATALOG_CACHE: cache ? 'on' : 'off' });
  try {
    const list = (await fetch(`${shop.url}/api/product/list`).then((r) => r.json())) as { data: { best_sellers: { slug: string }[] } };
    const slug = list.data.best_sellers[0]!.slug;
    const targets: Target[] = [
      { label: 'GET /api/product/list', path: '/api/product/list', kind: 'api' },
      { label: `GET /api/product/{slug}`, path: `/api/product/${slug}`, kind: 'api' },
      { label: 'GET /api/product/category/best-sellers', path: '/api/product/category/best-sellers', kind: 'api' },
      { label: 'GET /api/product/search?q=serum', path: '/api/product/search?q=serum&limit=8', kind: 'api' },
      { label: 'page /', path: '/', kind: 'page' },
      { label: 'page /category/best-sellers', path: '/category/best-sellers', kind: 'page' },
      { label: 'page /product/{slug}', path: `/product/${slug}`, kind: 'page' },
    ];
    const rows: Row[] = [];
    for (const target of targets.filter((t) => KINDS.includes(t.kind))) {
      const res = await fetch(shop.url + target.path);
      if (res.status !== 200) throw new Error(`${target.path}: status ${res.status}`);
      const bare = await startBare(res.headers.get('content-type') ?? 'text/plain', Buffer.from(await res.arrayBuffer()));
      const shopRuns: Sample[] = [];
      const bareRuns: Sample[] = [];
      try {
        // Unrecorded warm-up of both: the shop's first seconds after start-up (compilation, start-up
        // work still finishing) would otherwise count against whichever target comes first.
        await load(shop.url + target.path, WARM_UP_SECONDS);
        await load(bare.url + target.path, WARM_UP_SECONDS);
        for (let i = 0; i < ROUNDS; i++) {
          shopRuns.push(await load(shop.url + target.path, SECONDS, shop.process.pid));
          bareRuns.push(await load(bare.url + target.path));
        }
      } finally {
        bare.stop();
      }
      const mean = (runs: Sample[]) => ({
        rps: runs.reduce((s, r) => s + r.rps, 0) / runs.length,
        p99: Math.max(...runs.map((r) => r.p99)),
        cpuUs: runs.some((r) => r.cpuUs === undefined) ? undefined : runs.reduce((s, r) => s + r.cpuUs!, 0) / runs.length,
      });
      const row = { backend: backend.name, cache, target, shop: mean(shopRuns), bare: mean(bareRuns) };
      rows.push(row);
      console.log(format(row));
    }
    return rows;
  } finally {
    await shop.stop();
  }
}

/**
 * The goals, for kept answers only: API ≥ 60 % of the bare server, pages ≥ 80 %. A rendered answer
 * has no ratio goal (React's own render costs more than a quarter of the bare server's time); the
 * page cache answers for the catalogue, and uncached pages have goals in milliseconds at scale.
 */
function goal(row: Row): number | null {
  if (!row.cache) return null;
  return row.target.kind === 'api' ? 0.6 : 0.8;
}

function format(row: Row) {
  const ratio = row.shop.rps / row.bare.rps;
  const g = goal(row);
  const verdict = g === null ? '(no goal)' : `goal ${(g * 100).toFixed(0)} % ${ratio >= g ? 'met' : 'MISSED'}`;
  return (
    `  ${row.target.label.padEnd(40)} ${(row.cache ? 'cached' : 'rendered').padEnd(9)} shop ${row.shop.rps.toFixed(0).padStart(6)} req/s p99 ${String(row.shop.p99).padStart(4)} ms cpu ${(row.shop.cpuUs ?? NaN).toFixed(0).padStart(4)} µs` +
    ` | bare ${row.bare.rps.toFixed(0).padStart(6)} req/s p99 ${String(row.bare.p99).padStart(4)} ms | ${(ratio * 100).toFixed(1).padStart(5)} %  ${verdict}`
  );
}

const all: Row[] = [];
for (const backend of backends()) {
  await backend.create();
  try {
    for (const cache of MODES) {
      for (const variant of VARIANTS) {
        console.log(
          `\n${backend.name}, catalogue cache ${cache ? 'on' : 'off'}${variant.label ? `, ${variant.label}` : ''} (${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s each, alternating):`,
        );
        all.push(...(await measure(backend, cache, variant.env)));
      }
    }
  } finally {
    await backend.dispose();
  }
}
const missed = all.filter((r) => {
  const g = goal(r);
  return g !== null && r.shop.rps / r.bare.rps < g;
});
console.log(`
${hostLine()}`);
console.log(missed.length === 0 ? 'Every goal met.' : `${missed.length} goal(s) missed.`);
process.exitCode = missed.length === 0 ? 0 : 1;
