import { readFile } from 'node:fs/promises';
import { demoAccount } from './support/console';
import { expect, test } from './support/fixtures';

const staff = demoAccount('staff');

test.describe('admin commercials', () => {
  test("staff save the owner's revenue setup and a non-recurring fee, both kept after a reload; a past month's MAU report downloads at once with one row per merchant; later months cannot be picked", async ({ page, principals, request }) => {
    const { access_token: token } = await principals.tokensFor(staff.email);
    const headers = { authorization: `Bearer ${token}` };
    const found = await (await request.get('/api/accounts/merchants?page=1&search[]=email:owner@sandbox.test', { headers })).json();
    const merchantId: number = found.collection[0].id;
    const merchants: number = (await (await request.get('/api/accounts/merchants?page=1&size=1', { headers })).json()).total;

    // Acceptance 2, second half: revenue setup and a non-recurring fee, kept after a reload.
    await principals.open(page, staff, `/admin/merchants/edit/${merchantId}`);
    const setup = page.getByRole('form', { name: 'Revenue setup' });
    await expect(setup.getByLabel('Platform fee rebill month')).toHaveValue('0');
    await expect(setup.getByLabel('Platform fee rebill month').locator('option:checked')).toHaveText('Select');
    await setup.getByLabel('Platform fee', { exact: true }).fill('275');
    await setup.getByLabel('Platform fee rebill month').selectOption({ label: 'April' });
    await setup.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Revenue setup saved.')).toBeVisible();

    const addFee = page.getByRole('form', { name: 'Add fee' });
    await addFee.getByLabel('Amount').fill('42.5');
    await addFee.getByLabel('Currency').selectOption('USD');
    await addFee.getByLabel('Date').fill('2026-10-05');
    await addFee.getByRole('button', { name: 'Add fee' }).click();
    await expect(page.getByText('Non-recurring fee added.')).toBeVisible();

    await page.reload();
    const kept = page.getByRole('form', { name: 'Revenue setup' });
    await expect(kept.getByLabel('Platform fee', { exact: true })).toHaveValue('275');
    await expect(kept.getByLabel('Platform fee rebill month')).toHaveValue('4');
    await expect(page.getByRole('table', { name: 'Non-recurring fees' }).getByRole('row', { name: /2026-10-05.*USD 42\.50/ })).toBeVisible();

    // Acceptance 6: the MAU report of last month, at once, one row per merchant; no month after this one.
    await page.goto('/admin/merchants/commercials');
    await expect(page.getByText('There are no available commercial reports.')).toBeVisible();
    const now = new Date();
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const mm = String(last.getUTCMonth() + 1).padStart(2, '0');
    if (now.getUTCMonth() < 11) {
      const next = String(now.getUTCMonth() + 2).padStart(2, '0');
      await expect(page.getByLabel('Month').locator(`option[value="${next}"]`)).toBeDisabled();
    }
    await page.getByLabel('Report type').selectOption({ label: 'MAUs report' });
    await page.getByLabel('Year').selectOption(String(last.getUTCFullYear()));
    await page.getByLabel('Month').selectOption(mm);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Generate report' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`mau_${last.getUTCFullYear()}_${mm}.csv`);
    const lines = (await readFile(await file.path(), 'utf8')).trim().split(/\r?\n/);
    expect(lines[0]).toBe('merchant_id,merchant_uuid,merchant_name,month,monthly_active_users,mau_fee,contract_currency,mau_charge');
    expect(lines).toHaveLength(merchants + 1);
    // No list entry for a MAU file.
    await expect(page.getByText('There are no available commercial reports.')).toBeVisible();
  });
});
