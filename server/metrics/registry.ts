import { Counter, collectDefaultMetrics, Gauge, type Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/client';

/** Figures read from the database when Prometheus asks (never on a request's path). */
export interface ScrapeSources {
  pool: () => PoolStats;
  /** Messages in the mail outbox waiting to be sent and given up. */
  outbox: () => Promise<{ pending: number; failed: number }>;
  /** Orders waiting for their payment, per provider: how many and the age of the oldest, in seconds. */
  awaitingPayment: () => Promise<{ provider: string; count: number; oldestSeconds: number }[]>;
}

/**
 * The shop's figures in Prometheus' format, one registry per app. Counters are moved where each
 * event happens (a request answered, a cache lookup, an order placed, a payment settled); the
 * database figures are read at scrape time through `watch`.
 */
export interface ShopMetrics {
  readonly registry: Registry;
  /** One answered HTTP request; `route` is a bounded name (the route pattern, `page`, `static`), never the URL. */
  request(route: string, method: string, status: number, seconds: number): void;
  /** A catalogue response (page or API) served from ready bytes (`hit`) or made for this request (`miss`). */
  cacheLookup(kind: 'page' | 'api', hit: boolean): void;
  orderPlaced(provider: string): void;
  /** A provider's verdict applied to an order (`outcome` as settling it reported). */
  payment(provider: string, outcome: string): void;
  rateLimited(route: string): void;
  /** Where the scrape-time figures come from (the app's database). */
  watch(sources: ScrapeSources): void;
}

/** A figure the database could not give (it is away): the scrape still answers, with the last values read. */
const orNothing = <T>(promise: Promise<T>): Promise<T | undefined> => promise.catch(() => undefined);

/** Seconds: a cached catalogue answer takes well under a millisecond, a first render tens of milliseconds. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): ShopMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let sources: ScrapeSources | undefined;

  const latency = requestLatency(registry);
  // Catalogue lookups, kept as plain numbers (one per fast-path answer) and handed over at scrape time.
  const lookups = { page: { hit: 0, miss: 0 }, api: { hit: 0, miss: 0 } };
  new Counter({
    name: 'zaron_catalog_cache_requests_total',
    help: 'Catalogue pages and API answers served from ready bytes (hit) or made for the request (miss)',
    labelNames: ['kind', 'result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const kind of ['page', 'api'] as const) {
        for (const result of ['hit', 'miss'] as const) this.inc({ kind, result }, lookups[kind][result]);
      }
    },
  });
  const ordersPlaced = new Counter({
    name: 'zaron_orders_placed_total',
    help: 'Checkout attempts placed as pending orders (stock reserved), by payment provider',
    labelNames: ['provider'] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'zaron_payments_total',
    help: 'Payment verdicts applied to orders, by provider and outcome (paid, failed, pending, review, refund-due, already-paid, unknown-order)',
    labelNames: ['provider', 'outcome'] as const,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'zaron_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });

  new Gauge({
    name: 'zaron_db_pool_connections',
    help: 'Database connections by state (PostgreSQL: total, idle, in_use, waiting clients; PGlite: its one connection, total)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!sources) return;
      const stats = sources.pool();
      this.set({ state: 'total' }, stats.total);
      if (stats.idle !== undefined) this.set({ state: 'idle' }, stats.idle);
      if (stats.inUse !== undefined) this.set({ state: 'in_use' }, stats.inUse);
      if (stats.waiting !== undefined) this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'zaron_mail_outbox_messages',
    help: 'Messages in the mail outbox: pending (waiting to be sent or retried) and failed (given up)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const counts = sources && (await orNothing(sources.outbox()));
      if (!counts) return;
      this.set({ status: 'pending' }, counts.pending);
      this.set({ status: 'failed' }, counts.failed);
    },
  });
  // Both read by one query per scrape: the count's collect asks, the age's collect (run next) waits for the same answer.
  let awaiting: Promise<Awaited<ReturnType<ScrapeSources['awaitingPayment']>> | undefined> | undefined;
  new Gauge({
    name: 'zaron_orders_awaiting_payment',
    help: 'Orders still waiting for their payment, by provider',
    labelNames: ['provider'] as const,
    registers: [registry],
    async collect() {
      if (!sources) return;
      awaiting = orNothing(sources.awaitingPayment());
      const rows = await awaiting;
      if (!rows) return;
      this.reset();
      for (const row of rows) this.set({ provider: row.provider }, row.count);
    },
  });
  new Gauge({
    name: 'zaron_orders_awaiting_payment_oldest_seconds',
    help: 'Age of the oldest order still waiting for its payment, by provider',
    labelNames: ['provider'] as const,
    registers: [registry],
    async collect() {
      const rows = await awaiting;
      if (!rows) return;
      this.reset();
      for (const row of rows) this.set({ provider: row.provider }, row.oldestSeconds);
    },
  });

  return {
    registry,
    request: latency.observe,
    cacheLookup(kind, hit) {
      lookups[kind][hit ? 'hit' : 'miss']++;
    },
    orderPlaced(provider) {
      ordersPlaced.inc({ provider });
    },
    payment(provider, outcome) {
      payments.inc({ provider, outcome });
    },
    rateLimited(route) {
      refusals.inc({ route });
    },
    watch(given) {
      sources = given;
    },
  };
}

interface Series {
  labels: { route: string; method: string; status: string };
  /** Answers per bucket (not cumulative), the last one past the largest bound. */
  counts: Float64Array;
  sum: number;
  count: number;
}

/**
 * The request histogram, kept in plain arrays: prom-client's own histogram checks and hashes the
 * labels on every observation, which costs more than the rest of a fast-path answer's bookkeeping.
 * Prometheus receives the same text (cumulative `_bucket` lines, `_sum`, `_count`).
 */
function requestLatency(registry: Registry) {
  const name = 'zaron_http_request_duration_seconds';
  const help = 'HTTP requests answered, by route pattern, method and status, with the time to answer';
  const series = new Map<string, Series>();
  const metric = {
    name,
    help,
    type: 'histogram',
    aggregator: 'sum',
    async get() {
      const values = [];
      for (const s of series.values()) {
        let cumulative = 0;
        for (let i = 0; i < LATENCY_BUCKETS.length; i++) {
          cumulative += s.counts[i]!;
          values.push({ metricName: `${name}_bucket`, labels: { ...s.labels, le: LATENCY_BUCKETS[i] }, value: cumulative });
        }
        values.push({ metricName: `${name}_bucket`, labels: { ...s.labels, le: '+Inf' }, value: s.count });
        values.push({ metricName: `${name}_sum`, labels: s.labels, value: s.sum });
        values.push({ metricName: `${name}_count`, labels: s.labels, value: s.count });
      }
      return { name, help, type: 'histogram', aggregator: 'sum', values };
    },
    reset() {
      series.clear();
    },
  };
  // The registry takes any object of this shape (its own metrics are no more than that).
  registry.registerMetric(metric as unknown as Histogram);
  return {
    observe(route: string, method: string, status: number, seconds: number) {
      const key = `${route} ${method} ${status}`;
      let s = series.get(key);
      if (!s) {
        s = { labels: { route, method, status: String(status) }, counts: new Float64Array(LATENCY_BUCKETS.length + 1), sum: 0, count: 0 };
        series.set(key, s);
      }
      let i = 0;
      while (i < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[i]!) i++;
      s.counts[i]!++;
      s.sum += seconds;
      s.count++;
    },
  };
}
