// Runs browser specs against an already running dev server (E2E_BASE_URL), without building.
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

export default defineConfig({
  ...base,
  testDir: '.',
  webServer: undefined,
  reporter: 'list',
  // Each run keeps its own artifacts, so runs side by side don't delete each other's.
  outputDir: `${process.env.TMPDIR ?? '/tmp'}/zaron-e2e-${process.pid}`,
  use: { ...base.use, baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3000' },
});
