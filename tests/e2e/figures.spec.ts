import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { CurrencyAmount, ReportInformation } from '../../src/api/analyticsTypes';
import { parseCsv } from '../../sandbox/src/services/reportingCsv';
import { demoAccount } from './support/console';
import { expect, test } from './support/fixtures';

const owner = demoAccount('owner');
const count = (n: number) => new Intl.NumberFormat('en-US').format(n);
const cents = (amount: number) => Math.round(amount * 100);
const money = (currency: string, amountInCents: number) =>
  `${currency} ${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amountInCents / 100)}`;

/** Waits for the dashboard's three loads of this range. */
function rangeLoads(page: Page, start: string, end: string): Promise<unknown> {
  const of = (path: string) =>
    page.waitForResponse((res) => {
      const url = new URL(res.url());
      return url.pathname.endsWith(path) && url.searchParams.get('start_date') === start && url.searchParams.get('end_date') === end;
    });
  return Promise.all([of('/report-information'), of('/revenue-per-currency'), of('/histograms')]);
}

/** `YYYY-MM-DD` of today (UTC) moved by whole years. */
const yearsFromToday = (years: number): string => {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear() + years, today.getUTCMonth(), today.getUTCDate())).toISOString().slice(0, 10);
};

test.describe('figures that reconcile (issue 24, acceptance 2)', () => {
  test('the dashboard payments figure, the payments list total and the downloaded CSV agree for one range', async ({ page, principals, sandbox }) => {
    await principals.open(page, owner);
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();

    // A range holding every payment of the merchant (the seed spans 15 months), so the unfiltered list is the same range.
    const [start, end] = [yearsFromToday(-3), yearsFromToday(1)];
    const loads = rangeLoads(page, start, end);
    await page.getByLabel('End date', { exact: true }).fill(end);
    await page.getByLabel('Start date', { exact: true }).fill(start);
    await loads;
    const range = `start_date=${start}&end_date=${end}`;
    const info = await sandbox.getJson<ReportInformation>(`/v2/reporting/report-information?${range}`);
    const revenue = await sandbox.getJson<CurrencyAmount[]>(`/v2/reporting/revenue-per-currency?${range}`);
    const everything = await sandbox.getJson<{ total: number }>('/v2/accounting/transactions?page=1&size=1');
    const refunds = info.numberOfRefunds ?? 0;
    const rows = info.numberOfPayments + refunds;
    expect(refunds).toBeGreaterThan(0);
    expect(rows).toBe(everything.total);

    // The dashboard: sales, named as such, and the refunds it leaves out, adding up to the list's rows.
    const summary = page.getByRole('group', { name: 'Summary' });
    await expect(summary.getByRole('button', { name: /^Payments/ })).toHaveText(`Payments${count(info.numberOfPayments)}Sales, refunds not included`);
    await expect(summary.getByText(`Plus ${count(refunds)} refunds: ${count(rows)} rows in the payments list and report`)).toBeVisible();
    const revenueBox = summary.getByRole('button', { name: /^Revenue/ });
    await expect(revenueBox).toContainText('Net, refunds deducted');
    const revenueText = await revenueBox.textContent();

    // The payments list: the same rows.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Transactions' }).click();
    await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
    await expect(page.getByText(`${count(rows)} payments`, { exact: true })).toBeVisible();

    // The CSV: one row each, amounts that sum per currency to the dashboard's net revenue.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const [header, ...records] = parseCsv(await readFile((await (await download).path()) as string, 'utf8'));
    expect(header.slice(2, 4)).toEqual(['Amount', 'Currency']);
    expect(records).toHaveLength(rows);
    const sums: Record<string, number> = {};
    for (const record of records) {
      expect(record[2]).toMatch(/^-?\d+\.\d{2}$/);
      expect(record[2].startsWith('-')).toBe(record[1] === 'refund');
      sums[record[3]] = (sums[record[3]] ?? 0) + cents(Number(record[2]));
    }
    expect(sums).toEqual(Object.fromEntries(revenue.map((row) => [row.currency_iso, cents(row.amount)])));
    // The two largest currencies are the ones the revenue box shows.
    for (const row of revenue.slice(0, 2)) expect(revenueText).toContain(money(row.currency_iso, sums[row.currency_iso]));
  });
});
