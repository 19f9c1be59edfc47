import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code; API tests build the Fastify app in-process.
export default defineConfig({
  test: {
    include: ['{domain,server,scripts,app}/**/*.test.{ts,tsx}'],
    globalSetup: ['server/test/pglite-templates.ts', 'server/test/storefront-build.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
