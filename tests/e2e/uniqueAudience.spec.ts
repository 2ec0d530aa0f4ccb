import { readFile } from 'node:fs/promises';
import { parseCsv } from '../../sandbox/src/services/reportingCsv';
import { UNIQUE_AUDIENCE_UI } from '../../src/constants/messages/uniqueAudience';
import { REALTIME } from '../../src/constants/messages/realtime';
import { demoAccount } from './support/console';
import { csvRecordCount } from './support/csv';
import { expect, test } from './support/fixtures';
import { nextSubscribedSocket } from './support/realtime';
import { expectSuccess } from './support/notices';

/**
 * Issue 25, acceptance 3: a unique-audience report for an asset over the last 90 days is generated, followed in the
 * job tray, listed, and its CSV holds the asset's distinct customers, each once, as many as the list says. That they
 * are exactly the customers the data holds is checked against the database in tests/sandbox/uniqueAudience.test.ts.
 */
const owner = demoAccount('owner');
const DAY_MS = 86_400_000;
/** A seeded asset with purchases and grants in every recent 90 days. */
const ASSET_ID = 1;


/** The last 90 days in UTC, today included: the form's default. */
function last90Days(): { start: string; end: string } {
  const now = Date.now();
  return { start: new Date(now - 89 * DAY_MS).toISOString().slice(0, 10), end: new Date(now).toISOString().slice(0, 10) };
}

test.describe('the unique-audience report (issue 25, acceptance 3)', () => {
  test("an asset's report over the last 90 days is followed in the job tray, listed, and holds the asset's distinct customers", async ({ page, principals }) => {
    const range = last90Days();
    const assetId = ASSET_ID;

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
    await expectSuccess(page, UNIQUE_AUDIENCE_UI.accepted);

    // The job tray follows it until the realtime message ends it.
    const trayButton = page.getByRole('button', { name: /^Jobs/ });
    if ((await trayButton.getAttribute('aria-expanded')) !== 'true') await trayButton.click();
    const job = page.getByRole('region', { name: 'Jobs' }).getByRole('listitem', { name: `Unique-audience report (${assetId})` });
    await expect(job).toBeVisible();
    await expectSuccess(page, REALTIME.uniqueAudienceReady);
    await expect(job).toContainText('Done');

    // Listed on the asset, created, with its customers.
    const files = page.getByRole('table', { name: UNIQUE_AUDIENCE_UI.files });
    const row = files.getByRole('row').filter({ has: page.getByRole('button', { name: UNIQUE_AUDIENCE_UI.downloadFile(fileName) }) });
    await expect(row.getByRole('cell', { name: 'Created', exact: true })).toBeVisible();
    const customers = Number(await row.getByRole('cell').nth(2).textContent());
    expect(customers).toBeGreaterThan(1);
    await expect(row.getByRole('cell', { name: UNIQUE_AUDIENCE_UI.range(range.start, range.end), exact: true })).toBeVisible();

    // Downloaded through its redirect_url: exactly the distinct customers the data says.
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: UNIQUE_AUDIENCE_UI.downloadFile(fileName) }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(fileName);
    const csv = await readFile((await saved.path()) as string, 'utf8');
    expect(csvRecordCount(csv.trimEnd())).toBe(customers + 1);
    const [header, ...rows] = parseCsv(csv);
    expect(header).toEqual(['Customer ID', 'Email', 'Full name', 'First reached by', 'First reached at (UTC)']);
    expect(new Set(rows.map(([id]) => id)).size).toBe(customers);
    for (const [, , , how, at] of rows) {
      expect(['purchase', 'grant']).toContain(how);
      const day = at.slice(0, 10).replace(/\//g, '-');
      expect(day >= range.start && day <= range.end).toBe(true);
    }

    // The access reports list it too, beside every other asset's files.
    await page.goto('/access/reports');
    await expect(page.getByRole('heading', { name: 'Access reports', level: 1 })).toBeVisible();
    const listed = page.getByRole('table', { name: UNIQUE_AUDIENCE_UI.files }).getByRole('row').filter({ has: page.getByRole('button', { name: UNIQUE_AUDIENCE_UI.downloadFile(fileName) }) });
    await expect(listed.getByRole('cell', { name: new RegExp(`\\(#${assetId}\\)$`) })).toBeVisible();
  });
});
