// One shop instance as a real process, for the restart tests: the same start-up and SIGTERM handling
// as `npm start` (server/index.ts), without the storefront build, plus a slow route so that requests
// are in flight when the signal comes.
import { loadConfig } from '../config';
import { startShop, stopOnSignals } from '../index';

const shop = await startShop(loadConfig(), {
  beforeListen: (app) => {
    app.get('/test/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { port: app.server.address() };
    });
  },
});
stopOnSignals(shop);
