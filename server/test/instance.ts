// One shop instance as a real process, for the restart tests: the same start-up and SIGTERM handling
// as `npm start` (server/index.ts), without the storefront build, plus a slow route so that requests
// are in flight when the signal comes, a route naming the client address the shop counts, and an
// `x-instance` header (its port) on every answer, so a test behind the balancer sees who answered.
import { loadConfig } from '../config';
import { startShop, stopOnSignals } from '../index';

const config = loadConfig();
const shop = await startShop(config, {
  beforeListen: (app) => {
    app.server.prependListener('request', (_req, res) => res.setHeader('x-instance', String(config.port)));
    app.get('/test/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { port: app.server.address() };
    });
    app.get('/test/client', async (req) => ({ ip: req.ip }));
  },
});
stopOnSignals(shop);
