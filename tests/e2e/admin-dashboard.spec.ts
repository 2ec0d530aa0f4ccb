import type { ReportInformation } from '../../src/api/analyticsTypes';
import { ADMIN_LANDING, demoAccount } from './support/console';
import { expect, test } from './support/fixtures';

const staff = demoAccount('staff');

test.describe('admin dashboard (/admin)', () => {
  test('staff land on the platform-wide figures, which narrow to a picked merchant', async ({ page, principals, sandbox }) => {
    await principals.open(page, staff, '/admin');
    await expect(page).toHaveURL((url) => url.pathname === ADMIN_LANDING);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    const range = `start_date=${await page.getByLabel('Start date').inputValue()}&end_date=${await page.getByLabel('End date').inputValue()}`;
    const figures = (merchant = '') => sandbox.getJson<ReportInformation>(`/v2/reporting/report-information?${range}${merchant}`, staff.email);
    const platform = await figures();
    const other = await figures('&merchant_id=6');
    expect(other.numberOfPayments).toBeLessThan(platform.numberOfPayments);

    const summary = page.getByRole('group', { name: 'Summary' });
    const payments = summary.getByRole('button', { name: /^Payments/ });
    const paymentsBox = (count: number) => `Payments${count.toLocaleString('en-US')}Sales, refunds not included`;
    await expect(payments).toHaveText(paymentsBox(platform.numberOfPayments));
    await expect(summary).toContainText(/Merchants\s*5\s*On the platform/);
    const top = page.getByRole('table', { name: 'Top five merchants' });
    await expect(top.getByRole('row').nth(1)).toContainText('Sandbox Media');

    await page.getByLabel('Merchant', { exact: true }).selectOption({ label: 'Other Tenant Ltd' });
    await expect(page).toHaveURL((url) => url.searchParams.get('merchant') === '6');
    await expect(payments).toHaveText(paymentsBox(other.numberOfPayments));
    await expect(summary).toContainText(/Merchants\s*1\s*Picked/);
    await expect(top.getByRole('row')).toHaveCount(2);
    if (other.numberOfPayments > 0) await expect(top.getByRole('row').nth(1)).toContainText('Other Tenant Ltd');

    // A reload keeps the merchant picked.
    await page.reload();
    await expect(page.getByLabel('Merchant', { exact: true })).toHaveValue('6');
    await expect(payments).toHaveText(paymentsBox(other.numberOfPayments));
  });
});
