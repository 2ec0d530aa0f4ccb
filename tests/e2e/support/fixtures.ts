import { test as base, expect } from '@playwright/test';
import { DEFAULT_SANDBOX_CONFIG, Sandbox } from './sandbox';

interface Fixtures {
  sandbox: Sandbox;
}

/** Every journey gets the sandbox controls; whatever a test changes in the sandbox's settings is put back after it. */
export const test = base.extend<Fixtures>({
  sandbox: async ({ request }, use) => {
    const sandbox = new Sandbox(request);
    await use(sandbox);
    await sandbox.configure(DEFAULT_SANDBOX_CONFIG);
  },
});

export { expect };
