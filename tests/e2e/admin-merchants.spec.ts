import type { Feature } from '../../src/api/types';
import { demoAccount } from './support/console';
import { expect, test } from './support/fixtures';
import { expectSuccess } from './support/notices';

const staff = demoAccount('staff');
const owner = demoAccount('owner');

test.describe('admin merchants (/admin/merchants)', () => {
  test("staff find the owner's merchant by part of its e-mail, switch a feature off and the master role on; both are kept and the merchant sees the feature gone", async ({ page, browser, principals, sandbox, baseURL, request }) => {
    const features = await sandbox.getJson<Feature[]>('/features');
    const everyFeature = Object.fromEntries(features.map((feature, index) => [`feature_ids[${index}]`, String(feature.id)]));
    try {
      await principals.open(page, staff, '/admin/merchants');
      await page.getByLabel('Search by').selectOption('email');
      await page.getByLabel('Keyword').fill('owner@sand');
      await page.getByLabel('Keyword').press('Enter');
      const table = page.getByRole('table', { name: 'Merchants' });
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(table.getByRole('row').nth(1)).toContainText('owner@sandbox.test');
      await table.getByRole('link', { name: 'Edit Sandbox Media' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit merchant: Sandbox Media' })).toBeVisible();

      const featuresForm = page.getByRole('form', { name: 'Features' });
      await featuresForm.getByRole('checkbox', { name: 'Gifts' }).uncheck();
      await featuresForm.getByRole('button', { name: 'Save' }).click();
      await expectSuccess(page, 'Features successfully updated.');
      const masterForm = page.getByRole('form', { name: 'Master role' });
      await masterForm.getByRole('checkbox', { name: /Master \(agency\) role/ }).check();
      await masterForm.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Master role switched on.')).toBeVisible();

      await page.reload();
      await expect(page.getByRole('form', { name: 'Features' }).getByRole('checkbox', { name: 'Gifts' })).not.toBeChecked();
      await expect(page.getByRole('form', { name: 'Features' }).getByRole('checkbox', { name: 'Donations' })).toBeChecked();
      await expect(page.getByRole('form', { name: 'Master role' }).getByRole('checkbox', { name: /Master \(agency\) role/ })).toBeChecked();

      // The merchant's own console, in its own browser context, no longer offers what the feature opened.
      const merchantContext = await browser.newContext({ baseURL });
      const merchantPage = await merchantContext.newPage();
      await principals.open(merchantPage, owner, '/vouchers');
      await expect(merchantPage.getByRole('heading', { level: 1, name: 'Vouchers' })).toBeVisible();
      await expect(merchantPage.getByRole('link', { name: 'Gift vouchers' })).toHaveCount(0);
      await merchantContext.close();

      // Acceptance 8, the merchants rows: a merchant token gets 403 from every admin merchants route.
      const { access_token: merchantToken } = await principals.tokensFor(owner.email);
      const headers = { authorization: `Bearer ${merchantToken}` };
      for (const [method, path] of [
        ['GET', '/api/accounts/merchants'],
        ['GET', '/api/accounts/merchants/1'],
        ['GET', '/api/accounts/merchants/1/features'],
        ['PUT', '/api/accounts/merchants/1/features'],
        ['PUT', '/api/accounts/merchants/1/roles/master'],
        ['DELETE', '/api/accounts/merchants/1/roles/master'],
        ['GET', '/api/accounts/merchants/1/clients'],
        ['POST', '/api/v2/payments/approved-for-connect'],
      ] as const) {
        const res = await request.fetch(path, { method, headers, form: method === 'GET' ? undefined : { feature_ids: '1' } });
        expect(`${method} ${path} ${res.status()}`).toBe(`${method} ${path} 403`);
      }
    } finally {
      // The worker's sandbox is shared by later journeys: the owner gets every feature back and no master role.
      expect(await sandbox.statusOf('PUT', '/accounts/merchants/1/features', everyFeature, staff.email)).toBe(200);
      expect(await sandbox.statusOf('DELETE', '/accounts/merchants/1/roles/master', {}, staff.email)).toBe(200);
    }
  });

  test("staff open a merchant's payment settings from its page: the merchant's own setup, which staff may change", async ({ page, principals, sandbox }) => {
    const own = await sandbox.getJson<{ collection: unknown[] }>('/v2/payments/methods', owner.email);
    await principals.open(page, staff, '/admin/merchants/edit/1');
    await page.getByRole('link', { name: 'Payment settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Setup: Sandbox Media' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Payment methods' }).getByRole('row')).toHaveCount(own.collection.length + 1);
    await page.getByRole('button', { name: 'Commercials of Card through Stripe' }).click();
    await expect(page.getByRole('dialog').getByRole('form', { name: 'One-Time revenue setup' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Set gateway' })).toBeVisible();
  });
});
