import type { Feature } from '../../src/api/types';
import { demoAccount } from './support/console';
import { expect, test } from './support/fixtures';

const staff = demoAccount('staff');

test.describe('impersonation and the staff activity log', () => {
  test("'Login as' opens the merchant in a new tab with the acting-as banner, the admin tab stays as it was, and the activity log names who did what, when, before and after", async ({ page, principals, sandbox }) => {
    const features = await sandbox.getJson<Feature[]>('/features');
    const form = (list: readonly Feature[]) => Object.fromEntries(list.map((feature, index) => [`feature_ids[${index}]`, String(feature.id)]));
    try {
      // The feature change and the master role are the merchants screen's (its own journey drives them): here, the API.
      expect(await sandbox.statusOf('PUT', '/accounts/merchants/1/features', form(features.filter((feature) => feature.name !== 'Gifts')), staff.email)).toBe(200);
      expect(await sandbox.statusOf('PUT', '/accounts/merchants/1/roles/master', {}, staff.email)).toBe(200);

      await principals.open(page, staff, '/admin/merchants');
      await page.getByLabel('Search by').selectOption('email');
      await page.getByLabel('Keyword').fill('owner@sandbox.test');
      await page.getByLabel('Keyword').press('Enter');
      const loginAs = page.getByRole('button', { name: 'Login as merchant Sandbox Media' });
      await expect(loginAs).toBeEnabled();
      // Marks this document: a reload of the admin tab would lose the mark.
      await page.evaluate(() => Object.assign(globalThis, { adminTabMark: 'kept' }));
      const [merchantTab] = await Promise.all([page.waitForEvent('popup'), loginAs.click()]);

      await expect(merchantTab.getByRole('status').filter({ hasText: 'You are acting as Sandbox Media for Sam Staff' })).toBeVisible();
      await expect(merchantTab).toHaveURL(/\/dashboard$/);
      await expect(merchantTab.getByRole('link', { name: 'Back to Admin' })).toBeVisible();

      // The first tab is still the admin console, not even reloaded, and now offers the merchant area.
      await expect(page).toHaveURL(/\/admin\/merchants\?/);
      await expect(page.getByRole('heading', { level: 1, name: 'Merchants' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to Merchant' })).toBeVisible();
      expect(await page.evaluate(() => (globalThis as unknown as { adminTabMark?: string }).adminTabMark)).toBe('kept');

      await page.getByRole('link', { name: 'Activity log' }).click();
      // On the log itself (the merchants list's 'Login as merchant …' buttons are labelled with "merchant" too).
      await expect(page.getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible();
      await page.getByLabel('Merchant', { exact: true }).selectOption({ label: 'Sandbox Media' });
      await expect(page).toHaveURL(/\/admin\/activity\?merchant=1$/);
      const rows = page.getByRole('table', { name: 'Activity log' }).getByRole('row');
      // Newest first: the impersonation, the master role, the feature change; each with who, when, before and after.
      await expect(rows.nth(1)).toContainText('Login as merchant');
      await expect(rows.nth(1)).toContainText('Signed in as Sandbox Media (owner@sandbox.test)');
      await expect(rows.nth(2)).toContainText('Master role');
      await expect(rows.nth(2)).toContainText('{"roles":["merchant","owner"]}');
      await expect(rows.nth(2)).toContainText('"master"]}');
      await expect(rows.nth(3)).toContainText('Features');
      await expect(rows.nth(3)).toContainText('turned off: Gifts');
      for (const index of [1, 2, 3]) {
        await expect(rows.nth(index)).toContainText('Sam Staff');
        await expect(rows.nth(index)).toContainText(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
      }
      await merchantTab.close();
    } finally {
      // Later journeys of this worker's sandbox get the owner as it was.
      expect(await sandbox.statusOf('PUT', '/accounts/merchants/1/features', form(features), staff.email)).toBe(200);
      expect(await sandbox.statusOf('DELETE', '/accounts/merchants/1/roles/master', {}, staff.email)).toBe(200);
    }
  });

  test("a customer impersonation with a wrong password shows 'Incorrect password provided'", async ({ page, principals, sandbox }) => {
    const { collection } = await sandbox.getJson<{ collection: { id: number; email: string }[] }>('/v2/customers?page=1');
    const customer = collection[0];
    await principals.open(page, staff, `/admin/audience/edit/${customer.id}`);
    await page.getByRole('button', { name: `Impersonate customer ${customer.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Impersonate customer' });
    await dialog.getByLabel('Your password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Sign in as customer' }).click();
    await expect(page.getByText('Incorrect password provided')).toBeVisible();
    await expect(dialog).toBeVisible();
  });
});
