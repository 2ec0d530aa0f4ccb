import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

// Where the json reporter writes; scripts/test-all.mjs points it at a file it then reads.
const E2E_REPORT_FILE = process.env.E2E_REPORT_FILE || 'test-results/e2e-report.json';

const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Builds the console when stale; each worker starts its own sandbox with a fresh database (support/fixtures.ts).
  globalSetup: './tests/e2e/support/globalSetup.ts',
  // Journeys never share state (a sandbox per worker), so they run side by side; E2E_WORKERS overrides the count.
  workers: Number(process.env.E2E_WORKERS) || 2,
  fullyParallel: true,
  // A journey that fails once is a bug to fix, never a retry that hides it.
  retries: 0,
  forbidOnly: ci,
  // Budgets, not waits: every step waits on an event and ends as soon as it happens. They are sized for the slowest
  // machine the suite must pass on, a busy 2-core one running a second `npm test` beside this one (issue 19), where a
  // 20 s journey takes over a minute and an axe scan of a large screen half of one. A passing run takes the same time
  // whatever they are.
  timeout: 180_000,
  globalTimeout: 45 * 60_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: E2E_REPORT_FILE }]],
  use: {
    headless: true,
    // Workers load this file after globalSetup, which names the npm-installed Chromium when no other exists.
    launchOptions: { executablePath: process.env.CHROME_PATH || CHROMIUM_PATH, args: CHROMIUM_ARGS },
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // No trace by default: recording one (its screencast above all) took a third of every journey's time, measured on
    // the pricing journey (32 s with, 20 s without), and a CI run's traces are never read. E2E_TRACE=1 records one
    // and keeps it for each failing journey; a failure's screenshot is kept either way.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
