import { test as base, expect } from '@playwright/test';
import { DEFAULT_SANDBOX_CONFIG, Sandbox } from './sandbox';
import { logNotices } from './notices';
import { Principals, SessionCache } from './sessions';
import type { SandboxHandle } from '../../../scripts/lib/sandbox.mjs';

interface WorkerFixtures {
  /** This worker's own sandbox: a fresh database on a free port, so journeys in other workers never share state. */
  sandboxServer: SandboxHandle;
  /** Each demo account's tokens, signed in once per worker. */
  sessionCache: SessionCache;
}

interface Fixtures {
  sandbox: Sandbox;
  /** The demo accounts' sessions: `principals.open(page, account, path)` opens the console already signed in. */
  principals: Principals;
}

/**
 * Every journey runs against its worker's sandbox (the console build is shared) and gets the sandbox controls;
 * whatever a test changes in the sandbox's settings is put back after it.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  sandboxServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature: this fixture needs no other
    async ({}, use, workerInfo) => {
      const { startSandbox, stopSandbox } = await import('../../../scripts/lib/sandbox.mjs');
      const server = await startSandbox();
      await use(server);
      await stopSandbox({ ...server, keepLogAs: `test-results/sandbox-worker-${workerInfo.workerIndex}.log` });
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  sessionCache: [
    async ({ sandboxServer, playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: sandboxServer.baseURL });
      await use(new SessionCache(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  // Each page of the test's browser keeps a log of the notices it showed (support/notices.ts).
  context: async ({ context }, use) => {
    await logNotices(context);
    await use(context);
  },
  baseURL: async ({ sandboxServer }, use) => {
    await use(sandboxServer.baseURL);
  },
  principals: async ({ sessionCache }, use) => {
    await use(new Principals(sessionCache));
  },
  sandbox: async ({ request, principals }, use) => {
    const sandbox = new Sandbox(request, principals);
    await use(sandbox);
    await sandbox.configure(DEFAULT_SANDBOX_CONFIG);
  },
});

export { expect };
