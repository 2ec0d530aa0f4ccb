import type { APIRequestContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { parseCsv } from '../../sandbox/src/services/reportingCsv';
import { UNIQUE_AUDIENCE_UI } from '../../src/constants/messages/uniqueAudience';
import { REALTIME } from '../../src/constants/messages/realtime';
import { demoAccount } from './support/console';
import { csvRecordCount } from './support/csv';
import { expect, test } from './support/fixtures';
import { nextSubscribedSocket } from './support/realtime';

/**
 * Issue 25, acceptance 3: a unique-audience report for an asset over the last 90 days is generated, followed in the
 * job tray, listed, and its CSV holds exactly the distinct customers the sandbox's data says. The data is read through
 * the sandbox's own payments and access reports (the typed report engine), not the unique-audience code.
 */
const owner = demoAccount('owner');
const DAY_MS = 86_400_000;
const BOUGHT = ['charge', 'recurrent', 'gift-payment', 'store-payment'];

const successNotice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: 'SUCCESS' }).filter({ hasText: text });

/** The last 90 days in UTC, today included: the form's default. */
function last90Days(): { start: string; end: string } {
  const now = Date.now();
  return { start: new Date(now - 89 * DAY_MS).toISOString().slice(0, 10), end: new Date(now).toISOString().slice(0, 10) };
}

/** A typed report of the owner's data over the range, generated through the API, as rows keyed by field name. */
async function typedReport(request: APIRequestContext, token: string, type: 'payments' | 'access', fields: readonly string[], range: { start: string; end: string }): Promise<Record<string, string>[]> {
  const headers = { authorization: `Bearer ${token}` };
  const form = new URLSearchParams({ startDate: range.start, endDate: range.end, status: 'all', type: 'all' });
  for (const field of fields) form.append('reportFields[]', field);
  const started = await request.post(`/api/v2/reporting/reports/${type}`, { headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, data: form.toString() });
  expect(started.status(), await started.text()).toBe(202);
  const { filename } = (await started.json()) as { filename: string };
  await expect
    .poll(async () => {
      const list = (await (await request.get(`/api/v2/reporting/reports/${type}`, { headers })).json()) as { collection: { filename: string; status: string }[] };
      return list.collection.find((file) => file.filename === filename)?.status;
    })
    .toBe('created');
  const link = (await (await request.get(`/api/v2/reporting/download/${type}/${encodeURIComponent(filename)}`, { headers })).json()) as { redirect_url: string };
  const [header, ...rows] = parseCsv(await (await request.get(link.redirect_url)).text());
  expect(header).toHaveLength(fields.length);
  return rows.map((cells) => Object.fromEntries(fields.map((field, index) => [field, cells[index]])));
}

interface Reach {
  customer: string;
  email: string;
  how: 'purchase' | 'grant';
  at: string;
  order: number;
}

/** Who reached which item in the range, and how first: the sandbox's own data, in plain code. */
async function reachesByItem(request: APIRequestContext, token: string, range: { start: string; end: string }) {
  const payments = await typedReport(request, token, 'payments', ['customer_id', 'customer_email', 'action_type', 'item_id', 'item_type', 'created_at'], range);
  const accesses = await typedReport(request, token, 'access', ['customer_id', 'customer_email', 'item_id', 'item_type', 'type', 'created_at'], range);
  const reaches = new Map<string, Reach[]>();
  const add = (item: string, reach: Reach) => reaches.set(item, [...(reaches.get(item) ?? []), reach]);
  for (const row of payments) {
    if (row.item_type === 'asset' && BOUGHT.includes(row.action_type)) add(row.item_id, { customer: row.customer_id, email: row.customer_email, how: 'purchase', at: row.created_at, order: 0 });
  }
  for (const row of accesses) {
    if (row.item_type === 'asset') add(row.item_id, { customer: row.customer_id, email: row.customer_email, how: row.type === 'purchased' ? 'purchase' : 'grant', at: row.created_at, order: 1 });
  }
  return reaches;
}

/** Each customer once, with their first reach (the same second: the purchase first), in customer id order. */
function firstReaches(reaches: readonly Reach[]): Reach[] {
  const first = new Map<string, Reach>();
  for (const reach of [...reaches].sort((a, b) => a.at.localeCompare(b.at) || a.order - b.order)) if (!first.has(reach.customer)) first.set(reach.customer, reach);
  return [...first.values()].sort((a, b) => Number(a.customer) - Number(b.customer));
}

test.describe('the unique-audience report (issue 25, acceptance 3)', () => {
  test("an asset's report over the last 90 days is followed in the job tray, listed, and holds exactly the asset's distinct customers", async ({ page, request, principals }) => {
    const { access_token: token } = await principals.tokensFor(owner.email);
    const range = last90Days();
    const byItem = await reachesByItem(request, token, range);
    // The owner's asset reached by the most customers in the range.
    const [assetId, reaches] = [...byItem].sort((a, b) => firstReaches(b[1]).length - firstReaches(a[1]).length)[0];
    const expected = firstReaches(reaches);
    expect(expected.length).toBeGreaterThan(1);

    const ready = nextSubscribedSocket(page);
    await principals.open(page, owner);
    await ready;
    await page.goto(`/assets/edit/${assetId}`);
    await page.getByRole('tab', { name: UNIQUE_AUDIENCE_UI.tab }).click();
    await page.getByRole('button', { name: UNIQUE_AUDIENCE_UI.generate }).click();
    const dialog = page.getByRole('dialog', { name: /^Unique-audience report of / });
    await expect(dialog.getByLabel('Start date')).toHaveValue(range.start);
    await expect(dialog.getByLabel('End date')).toHaveValue(range.end);
    const generated = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/v2/reporting/unique-audience'));
    await dialog.getByRole('button', { name: 'Generate' }).click();
    const answer = await generated;
    expect(answer.status()).toBe(202);
    const { file_name: fileName } = (await answer.json()) as { file_name: string };
    await expect(dialog).toBeHidden();
    await expect(successNotice(page, UNIQUE_AUDIENCE_UI.accepted)).toBeVisible();

    // The job tray follows it until the realtime message ends it.
    const trayButton = page.getByRole('button', { name: /^Jobs/ });
    if ((await trayButton.getAttribute('aria-expanded')) !== 'true') await trayButton.click();
    const job = page.getByRole('region', { name: 'Jobs' }).getByRole('listitem', { name: `Unique-audience report (${assetId})` });
    await expect(job).toBeVisible();
    await expect(successNotice(page, REALTIME.uniqueAudienceReady)).toBeVisible();
    await expect(job).toContainText('Done');

    // Listed on the asset, created, with its customers.
    const files = page.getByRole('table', { name: UNIQUE_AUDIENCE_UI.files });
    const row = files.getByRole('row').filter({ has: page.getByRole('button', { name: UNIQUE_AUDIENCE_UI.downloadFile(fileName) }) });
    await expect(row.getByRole('cell', { name: 'Created', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: String(expected.length), exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: UNIQUE_AUDIENCE_UI.range(range.start, range.end), exact: true })).toBeVisible();

    // Downloaded through its redirect_url: exactly the distinct customers the data says.
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: UNIQUE_AUDIENCE_UI.downloadFile(fileName) }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(fileName);
    const csv = await readFile((await saved.path()) as string, 'utf8');
    expect(csvRecordCount(csv.trimEnd())).toBe(expected.length + 1);
    const [header, ...rows] = parseCsv(csv);
    expect(header).toEqual(['Customer ID', 'Email', 'Full name', 'First reached by', 'First reached at (UTC)']);
    expect(rows.map(([id, email, , how, at]) => [id, email, how, at])).toEqual(expected.map((reach) => [reach.customer, reach.email, reach.how, reach.at]));

    // The access reports list it too, beside every other asset's files.
    await page.goto('/access/reports');
    await expect(page.getByRole('heading', { name: 'Access reports', level: 1 })).toBeVisible();
    const listed = page.getByRole('table', { name: UNIQUE_AUDIENCE_UI.files }).getByRole('row').filter({ has: page.getByRole('button', { name: UNIQUE_AUDIENCE_UI.downloadFile(fileName) }) });
    await expect(listed.getByRole('cell', { name: new RegExp(`\\(#${assetId}\\)$`) })).toBeVisible();
  });
});
