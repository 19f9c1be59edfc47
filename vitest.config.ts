import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code; API tests build the Fastify app in-process.
export default defineConfig({
  test: {
    include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'app/**/*.test.ts'],
    globalSetup: ['server/test/pglite-templates.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
