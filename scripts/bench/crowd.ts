// `npm run bench:crowd`: a crowd on loopback. 200 virtual shoppers for 60 s (BENCH_CROWD_SHOPPERS,
// BENCH_CROWD_SECONDS) come in through an influencer's post (one product's link, with the tracking
// parameters a social network adds, different for each visitor), then browse catalogue pages,
// search, open products, put one in the bag kept by the server (or take one out) and look at it,
// sign up or sign in, and some place a test-mode order (Nigeria, pickup, the built-in test payment). Each waits 0.5–1.5 s between
// steps, as a person does. Prints p50/p95/p99 and errors per kind, on the embedded database and on
// PostgreSQL when BENCH_DATABASE_URL is set. Goal: 0 errors, p95 ≤ 1 s for catalogue pages and API,
// p95 ≤ 200 ms for the bag's requests (one shopper's, never cached).
// With `-- --churn` (or BENCH_CROWD_CHURN=1) it is a sale: meanwhile the back office flips the stock
// of a few products in and out every second and changes a price every 5 s (scripts/bench/churn.ts).
// Each run also prints the catalogue cache's hit ratio over the run, read from the shop's /metrics.
import crypto from 'node:crypto';
import { startChurn } from './churn';
import { backends, cacheLookups, hostLine, startShop } from './shop';

const SHOPPERS = Number(process.env.BENCH_CROWD_SHOPPERS ?? 200);
const SECONDS = Number(process.env.BENCH_CROWD_SECONDS ?? 60);
const PORT = Number(process.env.PORT ?? 3020);
const P95_GOAL_MS = 1_000;
const PASSWORD = 'Crowd-Bench-2026';
const SEARCHES = ['serum', 'glow', 'lip', 'foundation', 'oil', 'cream', 'shea', 'matte', 'cleanser', 'spf'];
const COUNTRIES = ['NG', 'GB', 'US'] as const;
const CHURN = process.argv.includes('--churn') || process.env.BENCH_CROWD_CHURN === '1';
/** How many products the churn flips in and out of stock, in turn. */
const CHURNED = 4;

type Kind = 'catalogue page' | 'catalogue API' | 'bag' | 'sign-up' | 'sign-in' | 'order' | 'test payment';
const CATALOGUE: Kind[] = ['catalogue page', 'catalogue API'];
/** The bag kept by the server answers each shopper alone (never cached): its own goal. */
const BAG_P95_GOAL_MS = 200;

interface Catalogue {
  slugs: string[];
  categories: string[];
  orderable: { id: number; slug: string }[];
}

class Tally {
  timings = new Map<Kind, number[]>();
  errors = new Map<string, number>();
  record(kind: Kind, ms: number) {
    const list = this.timings.get(kind) ?? [];
    list.push(ms);
    this.timings.set(kind, list);
  }
  error(kind: Kind, what: string) {
    const key = `${kind}: ${what}`;
    this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
  }
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const think = () => sleep(500 + Math.random() * 1_000);

async function crowd(base: string, catalogue: Catalogue, tally: Tally, until: number) {
  /** One request, timed and checked; undefined when it failed (counted as an error of its kind). */
  async function call(
    kind: Kind,
    path: string,
    init: RequestInit = {},
    okStatus = 200,
    onResponse?: (res: Response) => void,
  ): Promise<Buffer | undefined> {
    const started = performance.now();
    try {
      const res = await fetch(base + path, { ...init, signal: AbortSignal.timeout(30_000) });
      onResponse?.(res);
      const body = Buffer.from(await res.arrayBuffer());
      tally.record(kind, performance.now() - started);
      if (res.status !== okStatus) {
        tally.error(kind, `HTTP ${res.status} ${path.split('?')[0]!.replace(/\/[^/]+$/, '/…')} ${body.toString('utf8').slice(0, 80)}`);
        return undefined;
      }
      return body;
    } catch (err) {
      tally.error(kind, (err as Error).name === 'TimeoutError' ? 'timeout (30 s)' : `network: ${(err as Error).message}`);
      return undefined;
    }
  }
  const json = (body: Buffer) => JSON.parse(body.toString('utf8'));

  async function shopper() {
    const country = pick(COUNTRIES);
    const headers = { cookie: `countryCode=${country}; cookieConsent=true`, 'accept-encoding': 'br, gzip' };
    const email = `crowd.${crypto.randomBytes(6).toString('hex')}@example.com`;
    let token: string | undefined;
    /** The guest bag's cookie once the shop has issued one (signing in joins it to her account's). */
    let bagCookie = '';
    const click = crypto.randomBytes(12).toString('base64url');
    await call('catalogue page', `/product/${catalogue.slugs[0]}?utm_source=instagram&utm_medium=social&fbclid=${click}`, { headers });
    await think();
    while (Date.now() < until) {
      // Browsing: home, a category, a product or two, a search as they type.
      await call('catalogue page', '/', { headers });
      await think();
      const category = pick(catalogue.categories);
      await call('catalogue page', `/category/${category}`, { headers });
      await call('catalogue API', `/api/product/category/${category}?limit=12`, { headers });
      await think();
      const term = pick(SEARCHES);
      for (let n = 2; n <= term.length; n += 2)
        await call('catalogue API', `/api/product/search?q=${term.slice(0, n)}&limit=8`, { headers });
      await think();
      const slug = pick(catalogue.slugs);
      await call('catalogue page', `/product/${slug}`, { headers });
      await call('catalogue API', `/api/product/${slug}`, { headers });
      await think();
      // Half the visits put something in the bag (or take one out), then look at it.
      if (Math.random() < 0.5) {
        const bagHeaders = {
          ...headers,
          cookie: `${headers.cookie}${bagCookie}`,
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        };
        // Nigerian stock is what the catalogue's list says is in stock: the bag is asked in NG.
        const line = `/api/cart/lines/${pick(catalogue.orderable).id}?country=NG`;
        const quantity = Math.random() < 0.8 ? 1 + Math.floor(Math.random() * 2) : 0;
        const set = await call('bag', line, { method: 'PUT', headers: bagHeaders, body: JSON.stringify({ quantity }) }, 200, (res) => {
          const issued = res.headers.getSetCookie().find((c) => c.startsWith('zaron_bag='));
          if (issued) bagCookie = `; ${issued.split(';')[0]}`;
        });
        if (set) await call('bag', '/api/cart?country=NG', { headers: bagHeaders });
        await think();
      }
      await call('catalogue API', '/api/product/list', { headers });
      if (Date.now() >= until) break;
      // About one visit in four signs in (the first time: signs up), and half of those order.
      if (Math.random() < 0.25) {
        const body = JSON.stringify({ email, password: PASSWORD });
        const post = { method: 'POST', headers: { ...headers, 'content-type': 'application/json' } };
        const res = token
          ? await call('sign-in', '/api/auth/login', { ...post, body })
          : await call(
              'sign-up',
              '/api/auth/register',
              {
                ...post,
                body: JSON.stringify({ first_name: 'Crowd', last_name: 'Shopper', phone: '+2348030000000', email, password: PASSWORD }),
              },
              201,
            );
        if (res) token = json(res).token.original.access_token;
        await think();
        if (token && Math.random() < 0.5) await order(token, headers);
      }
    }
  }

  async function order(token: string, headers: Record<string, string>) {
    const auth = { ...headers, 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const product = pick(catalogue.orderable);
    const res = await call('order', '/api/order/initiate-order', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        country: 'NG',
        cartItems: [{ id: product.id, quantity: 1 }],
        isPickup: true,
        idempotency_key: crypto.randomUUID(),
      }),
    });
    if (!res) return;
    const { reference } = json(res);
    await think();
    if (!(await call('test payment', `/api/test-payments/${reference}/pay`, { method: 'POST', headers: auth, body: '{}' }))) return;
    await call('order', '/api/payments/confirm', { method: 'POST', headers: auth, body: JSON.stringify({ reference }) });
  }

  // Shoppers arrive over the first five seconds, as a crowd from one post does.
  await Promise.all(
    Array.from({ length: SHOPPERS }, async (_, i) => {
      await sleep((i / SHOPPERS) * 5_000);
      await shopper();
    }),
  );
}

function quantile(sorted: number[], q: number) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

let missed = 0;
for (const backend of backends()) {
  await backend.create();
  // BENCH_CPU_PROF=dir writes a CPU profile of the shop (node --cpu-prof) to that folder.
  const shop = await startShop(
    PORT,
    backend.env,
    process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [],
  );
  try {
    const all = (await (await fetch(`${shop.url}/api/product/search/all`)).json()).data as {
      id: number;
      slug: string;
      in_stock: boolean;
    }[];
    const inStock = all.filter((p) => p.in_stock);
    // The churned products are browsed, not ordered: an order for one that just went out is refused.
    const churned = CHURN ? inStock.slice(-CHURNED - 1) : [];
    const catalogue: Catalogue = {
      slugs: all.map((p) => p.slug),
      categories: ['best-sellers', 'new-in', 'make-up', 'skin-care', 'sales', 'skin-care-women', 'face', 'foundation', 'lips', 'lipstick'],
      orderable: inStock.filter((p) => !churned.includes(p)),
    };
    const tally = new Tally();
    const churn = CHURN
      ? await startChurn(
          shop.url,
          churned.slice(1).map((p) => p.id),
          churned[0]!.id,
        )
      : null;
    const before = await cacheLookups(shop.url);
    const started = Date.now();
    await crowd(shop.url, catalogue, tally, started + SECONDS * 1_000);
    const elapsed = (Date.now() - started) / 1_000;
    const after = await cacheLookups(shop.url);
    const churnReport = await churn?.stop();
    console.log(`\n${backend.name}: ${SHOPPERS} shoppers for ${SECONDS} s (finished after ${elapsed.toFixed(0)} s)`);
    if (churnReport) {
      console.log(`  churn: ${churnReport.flips} stock flips, ${churnReport.prices} price changes, ${churnReport.errors.length} refused`);
      for (const error of new Set(churnReport.errors)) console.log(`  churn error: ${error}`);
      if (churnReport.errors.length > 0) missed++;
    }
    const hits = after.hits - before.hits;
    const lookups = hits + after.misses - before.misses;
    console.log(
      `  catalogue cache: ${hits} of ${lookups} answers from the cache (hit ratio ${lookups ? ((hits / lookups) * 100).toFixed(1) : '–'} %)`,
    );
    console.log(`  ${'kind'.padEnd(16)} ${'requests'.padStart(8)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)}  errors`);
    for (const [kind, list] of tally.timings) {
      const sorted = list.sort((a, b) => a - b);
      const errors = [...tally.errors].filter(([k]) => k.startsWith(`${kind}:`)).reduce((s, [, n]) => s + n, 0);
      const p95 = quantile(sorted, 0.95);
      const goalMs = CATALOGUE.includes(kind) ? P95_GOAL_MS : kind === 'bag' ? BAG_P95_GOAL_MS : null;
      const goal = goalMs === null ? '' : p95 <= goalMs && errors === 0 ? '  goal met' : '  goal MISSED';
      if (goal.includes('MISSED')) missed++;
      const ms = (v: number) => `${v.toFixed(0)} ms`.padStart(8);
      console.log(
        `  ${kind.padEnd(16)} ${String(list.length).padStart(8)} ${ms(quantile(sorted, 0.5))} ${ms(p95)} ${ms(quantile(sorted, 0.99))}  ${errors}${goal}`,
      );
    }
    for (const [what, n] of tally.errors) console.log(`  error ${what}: ${n}`);
    for (const [what, n] of shop.errors()) console.log(`  the shop logged "${what}": ${n}`);
    if (tally.errors.size > 0)
      missed += [...tally.errors.keys()].filter((k) => ![...CATALOGUE, 'bag'].some((c) => k.startsWith(`${c}:`))).length;
  } finally {
    await shop.stop();
    await backend.dispose();
  }
}
console.log(`
${hostLine()}`);
console.log(missed === 0 ? 'Every goal met: 0 errors, p95 ≤ 1 s for catalogue pages and API, ≤ 200 ms for the bag.' : 'Goal missed.');
process.exitCode = missed === 0 ? 0 : 1;
