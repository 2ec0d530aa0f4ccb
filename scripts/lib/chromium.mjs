// How every script and test launches Chromium, headless and quiet on a closed network. The browser is, in order:
// CHROME_PATH; Debian's `chromium` package; else the Chromium that `npm ci` installed from the npm registry
// (@sparticuz/chromium ships its binary inside the package and unpacks it to the temp dir on first use).
import { existsSync } from 'node:fs';

/** Where Debian's package puts it; SYSTEM_CHROMIUM points elsewhere (or at nothing, to try the fallback). */
const SYSTEM_CHROMIUM = process.env.SYSTEM_CHROMIUM || '/usr/bin/chromium';

// Without the background-networking switches Chromium keeps calling home, which a closed network answers slowly.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROME_PATH or the system Chromium, when there is one; null means the npm-installed one is needed. */
export function installedChromium() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : null;
}

/** The browser to launch: the installed one, else the npm package's, unpacked on first use (about 2 s). */
export async function resolveChromium() {
  const installed = installedChromium();
  if (installed) return installed;
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
}

/** The browser Playwright's config names: set CHROME_PATH to it first (test-all does) when none is installed. */
export const CHROMIUM_PATH = installedChromium() ?? '';
