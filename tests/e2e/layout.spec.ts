import type { Page } from '@playwright/test';
import { matchPath } from 'react-router-dom';
import { UI } from '../../src/constants/messages';
import { EXTERNAL_PATHS } from '../../src/routes/externalRoutes';
import { merchantRoutes } from '../../src/routes/merchantRoutes';
import { PATHS } from '../../src/routes/paths';
import { demoAccount, userMenu, type DemoAccount } from './support/console';
import { expect, test } from './support/fixtures';

/** Issue 24, acceptance 6: the widths a merchant's window has, from a tablet up. */
const WIDTHS = [768, 1024, 1366] as const;
const HEIGHT = 900;

/**
 * Every screen of the merchant route table, but the doors (which lead on to a screen of the table) and the screens
 * that open elsewhere or stand for another site (the page builder, support, the Stripe callback). A screen with a
 * variable in its path is opened at the first link to it that the screens before it show (a customer from the
 * audience list, a payment from the payments list), so no id is written here.
 */
const elsewhere: readonly string[] = [EXTERNAL_PATHS.pageBuilder, EXTERNAL_PATHS.support, PATHS.stripeCallback];
const screens = merchantRoutes.filter((route) => !route.door && route.merchantOnly === undefined && !elsewhere.includes(route.path));
const fixed = screens.filter((route) => !route.path.includes(':'));
const variable = screens.filter((route) => route.path.includes(':'));

/** The agency's screens (the relate section): opened as the agency, the rest as the owner. */
const accountFor = (path: string): DemoAccount => demoAccount(path.startsWith('/account/relate') ? 'agency' : 'owner');

async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByRole('status', { name: UI.loading, exact: true })).toHaveCount(0);
}

/** At each width: no sideways scroll of the page itself, and the account menu is there and opens. */
async function checkWidths(page: Page, account: DemoAccount, where: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    const { scrollWidth, clientWidth } = await page.evaluate(() => {
      const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement;
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
    });
    expect(scrollWidth, `${where} at ${width} px scrolls sideways`).toBeLessThanOrEqual(clientWidth);
    const menu = userMenu(page, account);
    await menu.click();
    await expect(page.getByRole('menu', { name: account.fullName })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(menu).toBeFocused();
  }
}

async function hrefsOn(page: Page): Promise<string[]> {
  return page.locator('main a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test.describe('from 768 px up: no page scrolls sideways and the account menu opens (issue 24, acceptance 6)', () => {
  test('every merchant screen of the route table, at 768, 1024 and 1366 px', async ({ page, principals }) => {
    test.setTimeout(600_000);
    const seen: string[] = [];
    let signedInAs = '';
    const open = async (path: string) => {
      const account = accountFor(path);
      if (account.email !== signedInAs) {
        await principals.open(page, account, path);
        signedInAs = account.email;
      } else await page.goto(path);
      await settled(page);
      return account;
    };
    for (const route of fixed) {
      const account = await open(route.path);
      seen.push(...(await hrefsOn(page)));
      await checkWidths(page, account, route.path);
    }
    const missing: string[] = [];
    for (const route of variable) {
      const href = seen.find((candidate) => matchPath({ path: route.path, end: true }, candidate.split('?')[0]));
      if (!href) {
        missing.push(route.path);
        continue;
      }
      const account = await open(href);
      await checkWidths(page, account, href);
    }
    expect(missing, 'screens no other screen links to').toEqual([]);
  });
});
