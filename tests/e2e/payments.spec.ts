import { readFile } from 'node:fs/promises';
import { demoAccount } from './support/console';
import { csvRecordCount } from './support/csv';
import { expect, test } from './support/fixtures';

const owner = demoAccount('owner');

test.describe('payments list (/transactions/payments)', () => {
  test('a search and a type filter survive a reload, the export holds exactly the filtered rows, and a saved view reopens the filter', async ({ page, principals }) => {
    await principals.open(page, owner);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Transactions' }).click();
    await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();

    await page.getByLabel('Search by').selectOption('consumerEmail');
    await page.getByLabel('Keyword').fill('a');
    await page.getByLabel('Keyword').press('Enter');
    await page.getByLabel('Type').selectOption('refund');
    await expect(page).toHaveURL(/\?field=consumerEmail&q=a&type=refund$/);
    const table = page.getByRole('table', { name: 'Payments' });
    await expect(table.getByRole('row').nth(1)).toContainText('refund');

    await page.reload();
    await expect(page.getByLabel('Keyword')).toHaveValue('a');
    await expect(page.getByLabel('Type')).toHaveValue('refund');
    const totalText = await page.getByText(/^[\d,]+ payments$/).textContent();
    const total = Number((totalText ?? '').replace(/[^\d]/g, ''));
    expect(total).toBeGreaterThan(0);
    for (const cell of await table.getByRole('row').locator('td:nth-child(2)').allTextContents()) expect(cell).toBe('refund');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path()) as string, 'utf8');
    // The header line, then one record per filtered payment.
    expect(csvRecordCount(csv) - 1).toBe(total);

    await page.getByRole('button', { name: 'Saved views' }).click();
    await page.getByLabel('View name').fill('Refunds to a');
    await page.getByRole('button', { name: 'Save current view' }).click();
    await expect(page.getByText('View saved.')).toBeVisible();

    await page.goto('/transactions/payments');
    await expect(page.getByLabel('Keyword')).toHaveValue('');
    await page.getByRole('button', { name: 'Saved views' }).click();
    await page.getByRole('button', { name: 'Open view Refunds to a' }).click();
    await expect(page).toHaveURL(/\?field=consumerEmail&q=a&type=refund$/);
    await expect(page.getByLabel('Type')).toHaveValue('refund');
    await expect(page.getByText(totalText ?? '')).toBeVisible();
  });
});
