/**
 * Builds the console once if dist/ is stale; each worker then starts its own sandbox (support/fixtures.ts).
 * Without an installed Chromium, the npm-installed one is unpacked here and named in CHROME_PATH, which the workers
 * inherit when they load playwright.config.ts.
 */
export default async function globalSetup(): Promise<void> {
  const { ensureBuilt } = await import('../../../scripts/lib/build.mjs');
  const { resolveChromium } = await import('../../../scripts/lib/chromium.mjs');
  process.env.CHROME_PATH = await resolveChromium();
  ensureBuilt();
}
