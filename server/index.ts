import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { buildApp, type AppOptions } from './app';
import { lockDataDir } from './backup/channel';
import { BackupError } from './backup/messages';
import { recordBackup } from './backup/record';
import { reconcilePendingOrders } from './checkout/reconcile';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { shutdown } from './lifecycle';
import { PROJECT_ROOT } from './root';
import { seedDemo } from './seed/demo';

const root = PROJECT_ROOT;
export const SEED_LOCK_ID = 7_202_612;
/** Requests in flight at SIGTERM get this long to finish. */
const SHUTDOWN_GRACE_MS = 10_000;

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
  const { web, closeWeb } = await loadWeb(config.env === 'development', config.port);
  try {
    stopOnSignals(await startShop(config, { web, closeWeb }));
  } catch (err) {
    if (err instanceof BackupError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Opens the database, migrates, seeds (when asked), starts the workers and listens. `stop` is the
 * graceful shutdown that SIGTERM runs; `beforeListen` lets a caller add routes (tests).
 */
export async function startShop(
  config: Config,
  options: { web?: AppOptions['web']; closeWeb?: () => Promise<void>; beforeListen?: (app: App) => void } = {},
) {
  fs.mkdirSync(config.dataDir, { recursive: true });
  // The embedded database's files are this process's alone: DATA_DIR is claimed before they open,
  // and `npm run backup` asks this process for its copy (server/backup/channel.ts).
  const dataDirLock = config.databaseUrl ? null : await lockDataDir(config.dataDir);
  const database = await openDatabase(config);
  await database.migrate();
  dataDirLock?.serve({ dump: () => database.dumpDataDir!(), record: (entry) => recordBackup(database.db, entry) });
  const app = await buildApp({ config, database, web: options.web });
  const sealed = await app.services.staff.twoFactor.sealStored({ rotate: false });
  if (sealed.sealed > 0) app.log.info(`sealed ${sealed.sealed} staff two-factor secrets stored in plain text`);
  // Instances starting together on one PostgreSQL seed one at a time (the first does the work).
  if (config.seedDemoData) await database.exclusive(SEED_LOCK_ID, () => seedDemo(database.db, app.storage));

  // Orders left pending (a lost webhook, a closed tab) and payouts still open are re-verified every 10
  // minutes, and refunds pending for over an hour asked about.
  app.lifecycle.every('reconcile', 10 * 60_000, async () => {
    const s = await reconcilePendingOrders(database.db, app.services.checkout);
    if (s.checked > 0 || s.refunds.checked > 0) app.log.info({ reconcile: s }, 'reconciled pending orders and refunds');
    const p = await app.services.influencerPayouts.sync.reconcile();
    if (p.checked > 0) app.log.info({ reconcile: p }, 'reconciled open influencer payouts');
  });
  // Other background workers register here too: app.lifecycle.register({ name, stop }).

  if (!config.paystack || !config.stripe) {
    // Public contract: without provider keys a labelled test mode takes payments. Say so loudly.
    app.log.warn(
      `Payments in TEST MODE for ${[!config.paystack && 'Nigeria (Paystack)', !config.stripe && 'cards (Stripe)'].filter(Boolean).join(' and ')}: no real money is taken. Set the provider keys before opening the shop.`,
    );
  }
  options.beforeListen?.(app);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Zaron Shop is open at ${config.publicUrl} (database: ${database.kind}, files: ${app.storage.kind})`);

  const stop = () =>
    shutdown(app, app.lifecycle, {
      delayMs: config.shutdownDelayMs,
      graceMs: SHUTDOWN_GRACE_MS,
      close: async () => {
        await options.closeWeb?.();
        await database.close();
        await dataDirLock?.close();
      },
    });
  return { app, stop };
}

/**
 * Exits once the log lines written in the background are out, in order (pino would also write them
 * at exit, but a write still under way could then land after the last ones); at most 2 s.
 */
function exitAfterLogs(app: App, code: number) {
  const exit = () => process.exit(code);
  setTimeout(exit, 2_000);
  const log = app.log as { flush?: (done?: (err?: Error) => void) => void };
  if (typeof log.flush === 'function') log.flush(exit);
  else exit();
}

/** SIGTERM or SIGINT: stop gracefully once (a repeated signal changes nothing), then exit. */
export function stopOnSignals(shop: { app: App; stop: () => Promise<void> }) {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    shop.app.log.info({ signal }, 'shutting down: finishing requests in flight');
    shop.stop().then(
      () => {
        shop.app.log.info('stopped');
        exitAfterLogs(shop.app, 0);
      },
      (err: unknown) => {
        shop.app.log.error({ err }, 'shutdown failed');
        exitAfterLogs(shop.app, 1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
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
