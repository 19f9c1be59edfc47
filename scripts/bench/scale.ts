// `npm run bench:scale`: a shop grown up. Loads 10,000 products, 50,000 customers, 200,000 orders
// over a year (lines, ledger payments), 20,000 reviews and 20,000 audit entries (scale/load.ts) into
// the embedded database, and into a fresh PostgreSQL database when BENCH_DATABASE_URL is set; starts
// the shop on it as `npm start` does, with the catalogue cache off (every answer made afresh), and
// measures at 10 concurrent (each catalogue request a different URL: with the cache off the shop
// still keeps catalogue data read once, and these must read the database): category pages, search and product pages (goal p95 ≤ 50 ms), the back
// office's lists and dashboard (goal p95 ≤ 200 ms), the sales report of a month and the US nexus
// tracker one at a time (≤ 2 s), cold start (≤ 10 s) and the peak memory of the
// instance (≤ 512 MB). Prints one table per database and exits 1 naming each goal missed.
// `-- --explain` prints the query plans of those paths too and counts sequential scans of big tables.
// BENCH_SCALE_SECONDS (default 5) is each measurement's length; BENCH_SCALE_ONLY=PostgreSQL (or PGlite) runs one database.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '../../server/db/client';
import { previousMonth } from '../../domain/tax/reports';
import { signInOwner } from './churn';
import { explainHotPaths } from './scale/explain';
import { FULL_SIZE, loadScale, SCALE_PREFIX } from './scale/load';
import { backends, hostLine, startShop } from './shop';

const PORT = Number(process.env.PORT ?? 3020);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 5);
const CONCURRENT = 10;
const EXPLAIN = process.argv.includes('--explain');
const SEARCHES = ['serum', 'glow', 'lip', 'foundation', 'oil', 'cream', 'shea', 'matte', 'cleanser', 'spf', 'no. 42', 'balm no. 7'];
const CATEGORIES = ['skin-care', 'make-up', 'best-sellers', 'new-in', 'face', 'lips', 'skin-care-women', 'lipstick'];
const SKIN_TYPES = ['dry', 'oily', 'normal', 'sensitive', 'aging'];
/** Filters of a category page: none, one group, or two (each a different read of the catalogue). */
const FILTERS = [
  '',
  ...['women', 'men'].map((w) => `for-whom=${w}`),
  ...SKIN_TYPES.map((t) => `skin-type=${t}`),
  ...['hydrating', 'brightening', 'moisturizing'].map((b) => `benefits=${b}`),
  ...['women', 'men'].flatMap((w) => SKIN_TYPES.map((t) => `for-whom=${w}&skin-type=${t}`)),
];

/** The same list in a fixed shuffled order (so the clients do not walk it in step). */
function shuffled<T>(list: T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1, seed = 7; i > 0; i--) {
    seed = (seed * 16807) % 2147483647;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

interface Row {
  what: string;
  requests: number;
  p50: number;
  p95: number;
  goal: number;
  unit: 'ms' | 's' | 'MB';
  errors: number;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** `concurrent` clients (`CONCURRENT` unless told), each asking for the paths in turn for `SECONDS` (after a one-second warm-up). */
async function measure(
  base: string,
  what: string,
  paths: string[],
  goal: number,
  headers: Record<string, string> = {},
  concurrent = CONCURRENT,
): Promise<Row> {
  const timings: number[] = [];
  let errors = 0;
  let firstError = '';
  const run = async (until: number, record: boolean, offset: number) => {
    for (let i = offset; Date.now() < until; i += concurrent) {
      const started = performance.now();
      const res = await fetch(base + paths[i % paths.length], { headers });
      await res.arrayBuffer();
      if (!record) continue;
      timings.push(performance.now() - started);
      if (res.status !== 200) {
        errors++;
        firstError ||= `${paths[i % paths.length]}: HTTP ${res.status}`;
      }
    }
  };
  const clients = (seconds: number, record: boolean) =>
    Promise.all(Array.from({ length: concurrent }, (_, c) => run(Date.now() + seconds * 1000, record, c)));
  await clients(1, false);
  await clients(SECONDS, true);
  if (firstError) console.log(`  ${what}: ${errors} errors, first ${firstError}`);
  timings.sort((a, b) => a - b);
  return { what, requests: timings.length, p50: quantile(timings, 0.5), p95: quantile(timings, 0.95), goal, unit: 'ms', errors };
}

/** Peak resident memory of a process, in MB (Linux). */
function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

function open(env: NodeJS.ProcessEnv): Promise<Database> {
  // Loading runs statements far longer than a request's (10 s) limit.
  const long = { statementMs: 600_000, queryMs: 600_000 };
  return env.DATABASE_URL
    ? Promise.resolve(openPostgres(env.DATABASE_URL, { timeouts: long }))
    : openPglite(path.join(env.DATA_DIR!, 'db'));
}

const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: Record<string, string>[] }).rows);

/** Loads the synthetic shop; answers a sample of added products' slugs and customers' emails. */
async function load(env: NodeJS.ProcessEnv) {
  const database = await open(env);
  try {
    await database.migrate();
    const started = performance.now();
    await loadScale(database.db, FULL_SIZE, { log: console.log });
    console.log(`  loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const slugs = rowsOf(
      await database.db.execute(sql`select slug from products where slug like ${SCALE_PREFIX + '-%'} and id % 5 = 0 limit 2000`),
    ).map((r: Record<string, string>) => r.slug!);
    const emails = rowsOf(
      await database.db.execute(sql`select email from users where email like ${SCALE_PREFIX + '.%'} and id % 211 = 0 limit 50`),
    ).map((r: Record<string, string>) => r.email!.split('@')[0]!);
    return { slugs, emails };
  } finally {
    await database.close();
  }
}

function printTable(name: string, rows: Row[]) {
  console.log(`\n${name}: ${CONCURRENT} concurrent, ${SECONDS} s each, catalogue cache off`);
  console.log(`  ${'what'.padEnd(36)} ${'requests'.padStart(8)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'goal'.padStart(9)}`);
  for (const r of rows) {
    const v = (n: number) => (r.unit === 'ms' ? `${n.toFixed(1)} ms` : `${n.toFixed(r.unit === 's' ? 1 : 0)} ${r.unit}`).padStart(9);
    const met = r.p95 <= r.goal && r.errors === 0;
    console.log(
      `  ${r.what.padEnd(36)} ${(r.requests ? String(r.requests) : '').padStart(8)} ${(r.unit === 'ms' ? v(r.p50) : '').padStart(9)} ${v(r.p95)} ${`≤ ${r.goal} ${r.unit}`.padStart(9)}  ${met ? 'goal met' : 'goal MISSED'}`,
    );
  }
}

const missed: string[] = [];
for (const backend of backends().filter((b) => b.name.startsWith(process.env.BENCH_SCALE_ONLY ?? ''))) {
  await backend.create();
  try {
    console.log(`\n${backend.name}: loading the synthetic shop…`);
    const sample = await load(backend.env);
    if (EXPLAIN) {
      const plans = await explainHotPaths(
        backend.env.DATABASE_URL ? { url: backend.env.DATABASE_URL } : { dir: path.join(backend.env.DATA_DIR!, 'db') },
        { slug: sample.slugs[0]!, email: sample.emails[0]! },
      );
      for (const p of plans) {
        console.log(
          `\n  [${p.path}] ${p.seqScans.length ? `SEQUENTIAL SCAN of ${p.seqScans.join(', ')}` : 'no sequential scan of a big table'}`,
        );
        console.log(`  ${p.sql.replace(/\s+/g, ' ').slice(0, 300)}`);
        for (const line of p.plan) console.log(`    ${line}`);
      }
      const scanned = plans.filter((p) => p.seqScans.length > 0);
      console.log(`\n  ${plans.length} statements explained, ${scanned.length} with a sequential scan of a big table`);
      for (const p of scanned) missed.push(`${backend.name}: ${p.path} scans ${p.seqScans.join(', ')}`);
    }
    const env = { ...backend.env, CATALOG_CACHE: 'off' };
    // The first start makes the demo pictures; the second is the cold start measured.
    await (await startShop(PORT, env)).stop();
    const shop = await startShop(PORT, env);
    const rows: Row[] = [];
    try {
      const ng = { cookie: 'countryCode=NG; cookieConsent=true' };
      rows.push(
        await measure(
          shop.url,
          'category page (uncached)',
          shuffled(CATEGORIES.flatMap((c) => FILTERS.flatMap((f) => [12, 24].map((n) => `/category/${c}?${f ? `${f}&` : ''}limit=${n}`)))),
          50,
          ng,
        ),
        await measure(
          shop.url,
          'search /api/product/search?q=',
          shuffled(
            SEARCHES.flatMap((q) => Array.from({ length: 50 }, (_, n) => `/api/product/search?q=${encodeURIComponent(q)}&limit=${n + 1}`)),
          ),
          50,
          ng,
        ),
        await measure(
          shop.url,
          'product page (uncached)',
          shuffled(sample.slugs).map((s) => `/product/${s}`),
          50,
          ng,
        ),
      );
      const staff = await signInOwner(shop.url);
      const admin = (what: string, paths: string[]) => measure(shop.url, what, paths, 200, staff);
      rows.push(
        await admin(
          'orders by status',
          ['completed', 'processing', 'cancelled'].map((s) => `/api/admin/orders?status=${s}`),
        ),
        await admin(
          'customers by email',
          sample.emails.map((e) => `/api/admin/customers?q=${encodeURIComponent(e)}`),
        ),
        await admin(
          'products by name',
          ['serum no. 12', 'glow', 'lip balm', 'no. 4711'].map((q) => `/api/admin/products?q=${encodeURIComponent(q)}`),
        ),
        await admin('audit log', ['/api/admin/audit', '/api/admin/audit?action=order.complete']),
        await admin('dashboard', ['/api/admin/dashboard']),
      );
      // The accountant's reports are asked for one at a time: one client, goal 2 s.
      const month = previousMonth();
      rows.push(
        await measure(
          shop.url,
          'sales report, one month (1 client)',
          [`/api/admin/reports/sales?from=${month.from}&to=${month.to}`],
          2000,
          staff,
          1,
        ),
        await measure(shop.url, 'US nexus tracker (1 client)', ['/api/admin/reports/nexus'], 2000, staff, 1),
      );
      rows.push({ what: 'cold start', requests: 0, p50: NaN, p95: shop.readyMs / 1000, goal: 10, unit: 's', errors: 0 });
      rows.push({ what: 'memory (peak RSS)', requests: 0, p50: NaN, p95: peakRssMb(shop.process.pid!), goal: 512, unit: 'MB', errors: 0 });
    } finally {
      await shop.stop();
    }
    printTable(backend.name, rows);
    for (const r of rows) if (r.p95 > r.goal || r.errors > 0) missed.push(`${backend.name}: ${r.what}`);
  } finally {
    await backend.dispose();
  }
}
console.log(`
${hostLine()}`);
console.log(missed.length === 0 ? 'Every goal met.' : `Goal missed:\n${missed.map((m) => `  ${m}`).join('\n')}`);
process.exitCode = missed.length === 0 ? 0 : 1;
