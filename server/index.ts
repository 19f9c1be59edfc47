import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { buildApp } from './app';
import { reconcilePendingOrders } from './checkout/reconcile';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from '../scripts/seed/demo';

const root = path.resolve(import.meta.dirname, '..');
const SEED_LOCK_ID = 7_202_612;

export async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase(config);
  await database.migrate();
  // Instances starting together on one PostgreSQL seed one at a time (the first does the work).
  if (config.seedDemoData) await database.exclusive(SEED_LOCK_ID, () => seedDemo(database.db, config.dataDir));

  const { web, closeWeb } = await loadWeb(config.env === 'development', config.port);
  const app = await buildApp({ config, database, web });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await closeWeb();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  // Orders left pending (a lost webhook, a closed tab) are re-verified every 10 minutes.
  const reconcile = setInterval(() => {
    reconcilePendingOrders(database.db, app.services.checkout)
      .then((s) => s.checked > 0 && app.log.info({ reconcile: s }, 'reconciled pending orders'))
      .catch((err) => app.log.error({ err }, 'reconciliation failed'));
  }, 10 * 60_000);
  reconcile.unref();

  if (!config.paystack || !config.stripe) {
    // Public contract: without provider keys a labelled test mode takes payments. Say so loudly.
    app.log.warn(`Payments in TEST MODE for ${[!config.paystack && 'Nigeria (Paystack)', !config.stripe && 'cards (Stripe)'].filter(Boolean).join(' and ')}: no real money is taken. Set the provider keys before opening the shop.`);
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Zaron Shop is open at ${config.publicUrl} (database: ${database.kind})`);
}

/** Production serves the built storefront; development runs Vite in-process with hot reload. */
async function loadWeb(dev: boolean, port: number) {
  if (!dev) {
    const buildFile = path.join(root, 'build/server/index.js');
    const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
    return { web: { build, clientDir: path.join(root, 'build/client') }, closeWeb: async () => {} };
  }
  const vite = await import('vite');
  const server = await vite.createServer({ root, server: { middlewareMode: true, hmr: { port: port + 20_000 } }, appType: 'custom' });
  const build = () => server.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  return { web: { build, devMiddleware: server.middlewares }, closeWeb: () => server.close() };
}
