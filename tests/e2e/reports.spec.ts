import type { APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DASHBOARD } from '../../src/constants/messages/dashboard';
import { demoAccount } from './support/console';
import { csvRecordCount } from './support/csv';
import { expect, test } from './support/fixtures';

const owner = demoAccount('owner');

async function paymentsInRange(request: APIRequestContext, token: string, start: string, end: string): Promise<number> {
  const res = await request.get(`/api/v2/accounting/transactions?start_date=${start}&end_date=${end}&page=1&size=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

test.describe('payments reports (/transactions/payments/reports)', () => {
  test('generates a last-month report, downloads it as a CSV of every payment in range, renames and deletes it', async ({ page, request, principals }) => {
    const { access_token: token } = await principals.tokensFor(owner.email);
    await principals.open(page, owner);
    await page.goto('/transactions/payments/reports');
    await expect(page.getByRole('heading', { name: 'Payments reports', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Generate report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate Payments report' });
    await dialog.getByLabel('Period').selectOption('last_month');
    const start = await dialog.getByLabel('Start date').inputValue();
    const end = await dialog.getByLabel('End date').inputValue();
    const generated = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/v2/reporting/reports/payments'));
    await dialog.getByRole('button', { name: 'Generate' }).click();
    const { filename } = (await (await generated).json()) as { filename: string };
    // The same text may also come as the realtime 'report.create' notice once the file is ready.
    await expect(page.getByText(DASHBOARD.reportGenerated).first()).toBeVisible();
    await expect(dialog).toBeHidden();

    // The file is listed and becomes ready within 10 seconds.
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: filename, exact: true }) });
    await expect(row.getByRole('cell', { name: 'Created', exact: true })).toBeVisible();
    await expect(row.getByRole('cell').nth(1)).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);

    // Download: the console asks for the redirect_url and hands it to the browser.
    const linkAnswer = page.waitForResponse((res) => res.url().includes(`/v2/reporting/download/payments/${encodeURIComponent(filename)}`));
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download ${filename}` }).click();
    const { redirect_url } = (await (await linkAnswer).json()) as { redirect_url: string };
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(filename);
    const fromBrowser = await readFile((await saved.path()) as string, 'utf8');
    // The signed URL needs no bearer.
    const direct = await request.get(redirect_url);
    expect(direct.status()).toBe(200);
    expect(direct.headers()['content-type']).toContain('text/csv');
    const csv = await direct.text();
    expect(fromBrowser).toBe(csv);
    expect(csv.slice(0, csv.indexOf('\n'))).toContain('Amount');
    // One header row, then one row per payment in the range.
    expect(csvRecordCount(csv) - 1).toBe(await paymentsInRange(request, token, start, end));

    // Rename.
    const renamed = `e2e-payments-${Date.now()}.csv`;
    await row.getByRole('button', { name: `Rename ${filename}` }).click();
    const rename = page.getByRole('dialog', { name: 'Rename report' });
    await rename.getByLabel('New file name').fill(renamed);
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(rename).toBeHidden();
    const renamedRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: renamed, exact: true }) });
    await expect(renamedRow).toBeVisible();
    await expect(page.getByRole('cell', { name: filename, exact: true })).toHaveCount(0);

    // Delete.
    await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
    await page.getByRole('dialog', { name: 'Confirm your action' }).getByRole('button', { name: 'Yes, delete!' }).click();
    await expect(renamedRow).toHaveCount(0);
    const list = await request.get('/api/v2/reporting/reports/payments', { headers: { authorization: `Bearer ${token}` } });
    const names = ((await list.json()) as { collection: { filename: string }[] }).collection.map((f) => f.filename);
    expect(names).not.toContain(renamed);
  });
});
