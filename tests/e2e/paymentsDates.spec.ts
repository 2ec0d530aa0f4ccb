import type { APIRequestContext } from '@playwright/test';
import type { Payment } from '../../src/api/types';
import { demoAccount } from './support/console';
import { expect, test } from './support/fixtures';

const owner = demoAccount('owner');
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The previous calendar month in UTC: its first and last day, and its first and last second. */
function previousMonth(now = new Date()) {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { start: day(first), end: day(new Date(next.getTime() - 86_400_000)), from: first.getTime() / 1000, to: next.getTime() / 1000 - 1 };
}

/** Every refund the sandbox holds, read without a date filter, paged through. */
async function allRefunds(request: APIRequestContext, token: string): Promise<Payment[]> {
  const rows: Payment[] = [];
  for (let page = 1; ; page += 1) {
    const res = await request.get(`/api/v2/accounting/transactions?type=refund&page=${page}&size=100`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(200);
    const { collection, total } = (await res.json()) as { collection: Payment[]; total: number };
    rows.push(...collection);
    if (collection.length === 0 || rows.length >= total) return rows;
  }
}

test.describe('payments by date (/transactions/payments)', () => {
  test('"Last month" with type refund lists exactly the previous calendar month\'s refunds, survives a reload and reopens from a saved view', async ({ page, request, principals }) => {
    const month = previousMonth();
    const { access_token: token } = await principals.tokensFor(owner.email);
    const expected = (await allRefunds(request, token)).filter((payment) => payment.timestamp >= month.from && payment.timestamp <= month.to);
    expect(expected.length).toBeGreaterThan(0);
    const tokens = new Set(expected.map((payment) => payment.trxToken));

    await principals.open(page, owner, '/transactions/payments');
    await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
    await page.getByLabel('Type').selectOption('refund');
    await page.getByLabel('Date range').selectOption('last_month');
    await expect(page).toHaveURL(/\?type=refund&period=last_month$/);
    await expect(page.getByText(`${month.start} to ${month.end}, UTC`)).toBeVisible();

    const table = page.getByRole('table', { name: 'Payments' });
    const listed = async () => {
      await expect(page.getByText(`${expected.length.toLocaleString('en-US')} payments`, { exact: true })).toBeVisible();
      const links = table.getByRole('link', { name: /^Payment details of / });
      await expect(links).toHaveCount(Math.min(expected.length, 15));
      for (const name of await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''))) {
        expect(tokens.has(name.replace('Payment details of ', ''))).toBe(true);
      }
      for (const cell of await table.getByRole('row').locator('td:nth-child(2)').allTextContents()) expect(cell).toBe('refund');
    };
    await listed();

    await page.reload();
    await expect(page.getByLabel('Type')).toHaveValue('refund');
    await expect(page.getByLabel('Date range')).toHaveValue('last_month');
    await listed();

    await page.getByRole('button', { name: 'Saved views' }).click();
    await page.getByLabel('View name').fill('Last month refunds');
    await page.getByRole('button', { name: 'Save current view' }).click();
    await expect(page.getByText('View saved.')).toBeVisible();

    await page.goto('/transactions/payments');
    await expect(page.getByLabel('Date range')).toHaveValue('');
    await page.getByRole('button', { name: 'Saved views' }).click();
    await page.getByRole('button', { name: 'Open view Last month refunds' }).click();
    await expect(page).toHaveURL(/\?type=refund&period=last_month$/);
    await expect(page.getByLabel('Type')).toHaveValue('refund');
    await expect(page.getByLabel('Date range')).toHaveValue('last_month');
    await listed();
  });
});
