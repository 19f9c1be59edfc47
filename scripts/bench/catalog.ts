// `npm run bench`: catalogue API timings on a 10,000-product catalogue (embedded database, and
// PostgreSQL too when BENCH_DATABASE_URL is set). Prints figures; asserts nothing.
import crypto from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { seedCatalog } from '../../server/catalog/seed';
import { loadConfig } from '../../server/config';
import { openPglite, openPostgres, type Database } from '../../server/db/client';
import { CATEGORIES, PRODUCTS } from '../seed/catalog-data';
import type { SeedProduct } from '../seed/types';

const TARGET = 10_000;
const RUNS = 200;

/** The demo catalogue, repeated with numbered names until it has TARGET products. */
function bigCatalogue(): SeedProduct[] {
  return Array.from({ length: TARGET }, (_, i) => {
    const base = PRODUCTS[i % PRODUCTS.length]!;
    return i < PRODUCTS.length ? base : { ...base, slug: `${base.slug}-${i}`, name: `${base.name} ${i}`, related: [] };
  });
}

async function time(label: string, run: () => Promise<{ statusCode: number }>) {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = process.hrtime.bigint();
    const res = await run();
    samples.push(Number(process.hrtime.bigint() - t) / 1e6);
    if (res.statusCode !== 200) throw new Error(`${label}: status ${res.statusCode}`);
  }
  samples.sort((a, b) => a - b);
  const pick = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(2);
  console.log(`  ${label.padEnd(44)} p50 ${pick(0.5).padStart(7)} ms   p95 ${pick(0.95).padStart(7)} ms`);
}

async function bench(name: string, database: Database) {
  await database.migrate();
  const t = Date.now();
  await seedCatalog(database.db, { categories: CATEGORIES, products: bigCatalogue() });
  console.log(`${name}: seeded ${TARGET} products in ${Date.now() - t} ms`);
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, logger: false });
  const get = (url: string) => () => app.inject({ method: 'GET', url });
  await time('GET /api/product/search?q=serum&limit=8', get('/api/product/search?q=serum&limit=8'));
  await time('GET /api/product/search?q=zzzz (no match)', get('/api/product/search?q=zzzz&limit=8'));
  await time('GET /api/product/category/skin-care?limit=12', get('/api/product/category/skin-care?limit=12'));
  await time('GET /api/product/category/skin-care (filtered)', get('/api/product/category/skin-care?limit=12&skin-concerns=dry,oily'));
  await time('GET /api/product/list', get('/api/product/list'));
  await time('GET /api/product/radiance-vitamin-c-serum', get('/api/product/radiance-vitamin-c-serum'));
  const mem = process.memoryUsage();
  console.log(`  memory: rss ${(mem.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(mem.heapUsed / 2 ** 20).toFixed(0)} MiB`);
  await app.close();
  await database.close();
}

await bench('PGlite (embedded)', await openPglite(undefined));

const url = process.env.BENCH_DATABASE_URL;
if (url) {
  const name = `zaron_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  try {
    await bench('PostgreSQL', openPostgres(target.toString()));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
