import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DASHBOARD } from '../../src/constants/messages/dashboard';
import { demoAccount } from './support/console';
import { expect, test } from './support/fixtures';

const owner = demoAccount('owner');

interface Figures {
  numberOfRegisteredUsers: number;
  numberOfPayments: number;
  numberOfCreatedSubscriptions: { total: number };
  numberOfCanceledSubscriptions: { total: number };
}
type Revenue = { currency_iso: string; amount: number }[];

const count = (n: number) => new Intl.NumberFormat('en-US').format(n);
const money = (r: Revenue[number]) =>
  `${r.currency_iso} ${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(r.amount)}`;

/** The sandbox's own totals for a range, asked with the owner's token (not through the console). */
async function sandboxTotals(request: APIRequestContext, token: string, start: string, end: string) {
  const get = async <T>(path: string): Promise<T> => {
    const res = await request.get(`/api/${path}?start_date=${start}&end_date=${end}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(200);
    return (await res.json()) as T;
  };
  return { info: await get<Figures>('v2/reporting/report-information'), revenue: await get<Revenue>('v2/reporting/revenue-per-currency') };
}

const boxes = (page: Page) => page.getByRole('group', { name: 'Summary' });
const box = (page: Page, name: string): Locator => boxes(page).getByRole('button', { name: new RegExp(`^${name}`) });

async function expectBoxesShow(page: Page, { info, revenue }: Awaited<ReturnType<typeof sandboxTotals>>): Promise<void> {
  await expect(box(page, 'Audience')).toContainText(count(info.numberOfRegisteredUsers));
  await expect(box(page, 'Payments')).toContainText(count(info.numberOfPayments));
  await expect(box(page, 'Subscriptions')).toContainText(
    `New: ${count(info.numberOfCreatedSubscriptions.total)}Canceled: ${count(info.numberOfCanceledSubscriptions.total)}`,
  );
  const top = [...revenue].sort((a, b) => b.amount - a.amount).slice(0, 2);
  await expect(box(page, 'Revenue')).toHaveText(`Revenue${top.map(money).join('') || '0'}Net, refunds deducted`);
}

/** Waits for the dashboard's three loads of this range. */
function rangeLoads(page: Page, start: string, end: string): Promise<unknown> {
  const of = (path: string) =>
    page.waitForResponse((res) => {
      const url = new URL(res.url());
      return url.pathname.endsWith(path) && url.searchParams.get('start_date') === start && url.searchParams.get('end_date') === end;
    });
  return Promise.all([of('/report-information'), of('/revenue-per-currency'), of('/histograms')]);
}

test.describe('dashboard (/dashboard)', () => {
  test('shows the sandbox totals for the range, refetches when it changes, and says when a range has no data', async ({ page, request, principals }) => {
    const { access_token: token } = await principals.tokensFor(owner.email);
    await principals.open(page, owner);
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();

    // The default range: the last month through today.
    const start = page.getByLabel('Start date');
    const end = page.getByLabel('End date');
    await expect(page.getByLabel('Period')).toHaveValue('custom');
    const first = { start: await start.inputValue(), end: await end.inputValue() };
    const firstTotals = await sandboxTotals(request, token, first.start, first.end);
    expect(firstTotals.info.numberOfPayments).toBeGreaterThan(0);
    await expectBoxesShow(page, firstTotals);

    // Charts of the selected box, with their text summary.
    const audience = page.getByRole('figure', { name: 'Audience over time' });
    await expect(audience.locator('svg.recharts-surface').first()).toBeVisible();
    await expect(audience).toContainText(`from ${first.start} to ${first.end}`);
    await box(page, 'Payments').click();
    await expect(box(page, 'Payments')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('figure', { name: 'Payments over time' }).locator('.recharts-line')).toHaveCount(3);

    // A longer range: the console asks again and the figures follow.
    const year = `${Number(first.end.slice(0, 4)) - 1}${first.end.slice(4)}`;
    const loads = rangeLoads(page, year, first.end);
    await start.fill(year);
    await loads;
    const yearTotals = await sandboxTotals(request, token, year, first.end);
    expect(yearTotals.info.numberOfPayments).toBeGreaterThan(firstTotals.info.numberOfPayments);
    await expectBoxesShow(page, yearTotals);

    // A range long before the merchant existed.
    await end.fill('2000-01-31');
    const empty = rangeLoads(page, '2000-01-01', '2000-01-31');
    await start.fill('2000-01-01');
    await empty;
    await expect(page.getByText(DASHBOARD.noData)).toBeVisible();
    await expect(box(page, 'Audience')).toContainText('0');
    await expect(box(page, 'Revenue')).toHaveText('Revenue0Net, refunds deducted');
  });
});
