import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One fresh shop per run: its own data folder, port and demo data.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'zaron-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// A second shop for the timed mails, whose bags are "left behind" at once (ABANDONED_CART_HOURS=0):
// on the first shop every signed-in test's bag would get a reminder.
process.env.E2E_MAILS_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'zaron-e2e-mails-'));
const mailsURL = `http://localhost:${port + 1}`;
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous waits: two workers, the shop and its builds share two cores, and a page can take over 8 s
  // to hydrate when all three are busy. A wait that ends early costs nothing; these are not timings.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
      testIgnore: /back-office-catalogue|reviews\.spec|returns\.spec|staff-roles|fulfilment\.spec|timed-mails/,
    },
    // The owner account has one two-factor setup per shop: this walk signs in after admin.spec set it up.
    {
      name: 'back-office-catalogue',
      testMatch: /back-office-catalogue/,
      dependencies: ['desktop'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    // Publishing a review needs the owner's two-factor too: after the walk above, whose codes it would otherwise share.
    {
      name: 'reviews',
      testMatch: /reviews\.spec/,
      dependencies: ['back-office-catalogue'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    // Returns walk through the back office too: after the reviews, whose two-factor codes it would otherwise share.
    {
      name: 'returns',
      testMatch: /returns\.spec/,
      dependencies: ['reviews'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    // The owner adds staff with their two-factor: after the returns walk, whose codes it would otherwise share.
    {
      name: 'staff-roles',
      testMatch: /staff-roles/,
      dependencies: ['returns'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    // The timed mails (bag reminder, back in stock, low stock) on the second shop, at both widths.
    {
      name: 'timed-mails',
      testMatch: /timed-mails/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, baseURL: mailsURL },
    },
    // Shipping signs the owner in with two-factor too: after the staff walk.
    {
      name: 'fulfilment',
      testMatch: /fulfilment\.spec/,
      dependencies: ['staff-roles'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: [
    {
      command: 'npm run build && node scripts/start.mjs',
      url: `${baseURL}/readyz`,
      timeout: 420_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // Every test signs in, and the back-office walks give the owner's two-factor code one after
        // another; both limits are tested in the API suite.
        AUTH_RATE_LIMIT: '100000',
        TWO_FACTOR_RATE_LIMIT: '100000',
      },
    },
    // Started once the first is up, from the build it made.
    {
      command: 'node scripts/start.mjs',
      url: `${mailsURL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port + 1),
        PUBLIC_URL: mailsURL,
        DATA_DIR: process.env.E2E_MAILS_DATA_DIR,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        AUTH_RATE_LIMIT: '100000',
        TWO_FACTOR_RATE_LIMIT: '100000',
        ABANDONED_CART_HOURS: '0',
      },
    },
  ],
});
