import type { RouteOptions } from 'fastify';

/**
 * Fastify whose every instance records each route it registers in `registered`, as the test's
 * `vi.mock('fastify', …)` factory hands it out: the test then sees every route as the shop built it.
 */
export async function recordingFastify(importOriginal: () => Promise<typeof import('fastify')>, registered: RouteOptions[]) {
  const real = await importOriginal();
  const recording = ((options?: Parameters<typeof real.default>[0]) => {
    const app = real.default(options);
    app.addHook('onRoute', (route) => {
      registered.push(route);
    });
    return app;
  }) as typeof real.default;
  return { ...real, default: recording };
}
