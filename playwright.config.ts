import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

// Where the json reporter writes; scripts/test-all.mjs points it at a file it then reads.
const E2E_REPORT_FILE = process.env.E2E_REPORT_FILE || 'test-results/e2e-report.json';

const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Builds the console when stale and starts a sandbox on a free port with a fresh database (E2E_BASE_URL).
  globalSetup: './tests/e2e/support/globalSetup.ts',
  globalTeardown: './tests/e2e/support/globalTeardown.ts',
  // The journeys share one sandbox and some change its settings (token lifetime), so they run one at a time.
  workers: 1,
  fullyParallel: false,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  timeout: 60_000,
  globalTimeout: 20 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: E2E_REPORT_FILE }]],
  use: {
    // Set by globalSetup before the workers start; workers load this file again and read it.
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
