import { demoAccount } from './support/console';
import { expect, test } from './support/fixtures';

const staff = demoAccount('staff');
const owner = demoAccount('owner');

test.describe('admin payments (/admin/payments)', () => {
  test("staff filter the payments to the owner's merchant, open one by its trx token and refund it; the merchant sees the refund in its own payment details", async ({ page, browser, principals, baseURL, request }) => {
    await principals.open(page, staff, '/admin/payments');
    await page.getByRole('combobox', { name: 'Merchant' }).selectOption({ label: 'Sandbox Media (owner@sandbox.test)' });
    await page.getByRole('combobox', { name: 'Type' }).selectOption('charge');
    await expect(page).toHaveURL(/\/admin\/payments\?.*merchant=1/);
    const table = page.getByRole('table', { name: 'Payments' });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(16);
    // Only the owner's merchant's payments.
    await expect(table.getByRole('link', { name: 'Sandbox Media' })).toHaveCount(15);

    const details = rows.nth(1).getByRole('link', { name: /^Payment details of / });
    const trxToken = ((await details.getAttribute('aria-label')) ?? '').replace('Payment details of ', '');
    await details.click();
    await expect(page).toHaveURL(`/admin/payments/${encodeURIComponent(trxToken)}`);
    const summary = page.getByRole('region', { name: 'Payment' });
    await expect(summary.getByText(trxToken, { exact: true })).toBeVisible();
    await summary.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund payment' });
    await dialog.getByLabel(/Amount/).fill('1.00');
    await dialog.getByLabel('Reason').fill('Refunded by platform staff');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByText('Successfully refunded payment.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Refunds' })).toContainText('Refunded by platform staff');

    // The merchant's own console shows the refund on the same payment.
    const merchantContext = await browser.newContext({ baseURL });
    const merchantPage = await merchantContext.newPage();
    await principals.open(merchantPage, owner, `/transactions/payments/${encodeURIComponent(trxToken)}`);
    await expect(merchantPage.getByRole('table', { name: 'Refunds' })).toContainText('Refunded by platform staff');
    await merchantContext.close();

    // Acceptance 8, the staff lists' rows: a merchant token gets 403 from them.
    const { access_token: merchantToken } = await principals.tokensFor(owner.email);
    for (const path of ['/api/v2/admin/accounting/transactions', `/api/v2/admin/accounting/transactions/${encodeURIComponent(trxToken)}`, '/api/v2/admin/customers', '/api/v2/admin/subscriptions', '/api/v2/admin/accesses']) {
      expect((await request.get(path, { headers: { authorization: `Bearer ${merchantToken}` } })).status(), path).toBe(403);
    }
  });
});
