import type { APIRequestContext, Page } from '@playwright/test';
import { READ_TIMEOUT_OVERRIDE_KEY } from '../../src/config';
import { DASHBOARD_UI } from '../../src/constants/messages/dashboard';
import { NETWORK_ERROR, NOT_JSON_ERROR, NOTICE_TITLES, TIMEOUT_ERROR, UNEXPECTED_ANSWER_ERROR } from '../../src/constants/messages';
import { ASSETS_UI } from '../../src/constants/messages/assets';
import { AUDIENCE_UI } from '../../src/constants/messages/audience';
import { PAYMENTS_UI } from '../../src/constants/messages/lists';
import { VOUCHERS_UI } from '../../src/constants/messages/vouchers';
import { demoAccount } from './support/console';
import { expect, test } from './support/fixtures';
import type { Sandbox } from './support/sandbox';

// R13, the fault matrix: each screen's main read fails in each of the sandbox's six ways. The screen stays up, says
// what could not be loaded and why, offers Retry (the spec's load failures are silent: no notice), and Retry shows the
// data once the fault is gone.

const owner = demoAccount('owner');
// The console's read timeout, shortened for this spec (30 s otherwise): a held request fails after this.
const READ_TIMEOUT_MS = 4_000;

interface Screen {
  name: string;
  /** The screen's address, given the sandbox (for an id to open). */
  path: (sandbox: Sandbox) => Promise<string>;
  /** The main read, as a fault rule's path glob. */
  read: string;
  heading: RegExp;
  failure: string;
  /** The data once loaded. */
  expectData: (page: Page) => Promise<void>;
}

const firstId = async (sandbox: Sandbox, list: string): Promise<number> =>
  (await sandbox.getJson<{ collection: { id: number }[] }>(list)).collection[0].id;

/** A table of the screen shows a row of data. */
const tableRows = (caption: string) => async (page: Page) => {
  await expect(page.getByRole('table', { name: caption }).getByRole('row').nth(1)).toBeVisible();
};

/** The page's heading names what was loaded ('<title>: <name>'). */
const namedHeading = (title: string) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${title}: .+`) })).toBeVisible();
};

const SCREENS: readonly Screen[] = [
  {
    name: 'dashboard',
    path: async () => '/dashboard',
    read: '/api/v2/reporting/report-information',
    heading: new RegExp(`^${DASHBOARD_UI.title}`),
    failure: DASHBOARD_UI.loadFailed,
    expectData: async (page) => {
      await expect(page.getByText(DASHBOARD_UI.topCustomers)).toBeVisible();
    },
  },
  {
    name: 'assets list',
    path: async () => '/assets',
    read: '/api/items/collection',
    heading: new RegExp(`^${ASSETS_UI.title}$`),
    failure: ASSETS_UI.loadFailed,
    expectData: tableRows(ASSETS_UI.title),
  },
  {
    name: 'customer details',
    path: async (sandbox) => `/audience/edit/${await firstId(sandbox, '/v2/customers?page=1&size=1')}`,
    read: '/api/v2/customers/*',
    heading: new RegExp(`^${AUDIENCE_UI.detailsTitle}`),
    failure: AUDIENCE_UI.customerLoadFailed,
    expectData: namedHeading(AUDIENCE_UI.detailsTitle),
  },
  {
    name: 'payments list',
    path: async () => '/transactions/payments',
    read: '/api/v2/accounting/transactions',
    heading: new RegExp(`^${PAYMENTS_UI.title}$`),
    failure: PAYMENTS_UI.loadFailed,
    expectData: tableRows(PAYMENTS_UI.title),
  },
  {
    name: 'voucher editor',
    path: async (sandbox) => `/vouchers/edit/${await firstId(sandbox, '/v2/vouchers?page=1&limit=1&type=other')}`,
    read: '/api/v2/vouchers/*',
    heading: new RegExp(`^${VOUCHERS_UI.editTitle}`),
    failure: VOUCHERS_UI.loadFailed,
    expectData: async (page) => {
      await namedHeading(VOUCHERS_UI.editTitle)(page);
      await expect(page.getByRole('textbox', { name: VOUCHERS_UI.name, exact: true })).not.toHaveValue('');
    },
  },
];

const FAULTS: readonly { kind: string; says: string | RegExp }[] = [
  { kind: '500', says: 'Sandbox injected fault.' },
  { kind: '503', says: /unavailable/ },
  { kind: 'timeout', says: TIMEOUT_ERROR },
  { kind: 'reset', says: NETWORK_ERROR },
  { kind: 'html', says: NOT_JSON_ERROR },
  { kind: 'wrong-shape', says: UNEXPECTED_ANSWER_ERROR },
];

async function controls(request: APIRequestContext, path: string, data?: object): Promise<void> {
  const res = await request.post(`/api/_sandbox/${path}`, data ? { data } : {});
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('fault matrix: every screen survives every fault of its main read', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(([key, ms]) => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(key, ms), [READ_TIMEOUT_OVERRIDE_KEY, String(READ_TIMEOUT_MS)] as const);
  });

  test.afterEach(async ({ request }) => {
    await controls(request, 'faults/clear');
  });

  // One journey per screen walks every fault: the first on opening the screen, each next one through Retry while
  // the previous fault is replaced, so Retry is proven to ask again each time; then Retry once the faults are gone.
  for (const screen of SCREENS) {
    test(`${screen.name}: ${FAULTS.map((fault) => fault.kind).join(', ')}, then the data`, async ({ page, request, sandbox, principals }) => {
      const path = await screen.path(sandbox);
      const failure = page.getByRole('alert').filter({ hasText: screen.failure });
      for (const [index, fault] of FAULTS.entries()) {
        await test.step(fault.kind, async () => {
          await controls(request, 'faults/clear');
          await controls(request, 'faults', { method: 'GET', path: screen.read, kind: fault.kind });
          // The worker's owner session (one password sign-in per worker): this spec is about the screen, not the sign-in.
          if (index === 0) await principals.open(page, owner, path);
          else await failure.getByRole('button', { name: DASHBOARD_UI.retry }).click();

          await expect(failure).toContainText(fault.says, { timeout: READ_TIMEOUT_MS + 30_000 });
          // Never a white screen: the screen and the console around it are still there.
          await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
          await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
          // The spec's load failures are silent: the screen says it, no notice does.
          await expect(page.getByText(NOTICE_TITLES.error, { exact: true })).toHaveCount(0);
        });
      }

      await controls(request, 'faults/clear');
      await failure.getByRole('button', { name: DASHBOARD_UI.retry }).click();
      await screen.expectData(page);
      await expect(failure).toHaveCount(0);
    });
  }
});
