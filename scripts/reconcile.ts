// `npm run reconcile`: re-verifies orders left pending, refunds pending (or without an answer) over an hour, and influencer payouts still open, with their providers.
import { reconcilePendingOrders } from '../server/checkout/reconcile';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { createInfrastructure, createServices } from '../server/services';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const log = { info: (m: string) => console.log(m), error: (e: unknown) => console.error(e) };
const infra = createInfrastructure(config, log);
const services = createServices(database.db, config, infra, log);
const summary = await reconcilePendingOrders(database.db, services.checkout);
console.log(`Reconciled pending orders and refunds: ${JSON.stringify(summary)}`);
const payouts = await services.influencerPayouts.sync.reconcile();
console.log(`Reconciled open influencer payouts: ${JSON.stringify(payouts)}`);
await infra.limiter.close();
await infra.storage.close();
await database.close();
