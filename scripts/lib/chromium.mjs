// How every script and test launches Chromium: Debian's package (or CHROME_PATH), headless, quiet on a closed network.
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

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
