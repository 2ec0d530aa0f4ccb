import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { OUTCOMES } from '../../src/constants/messages/outcomes';
import { demoAccount } from './support/console';
import { createAsset } from './support/content';
import { nextSubscribedSocket } from './support/realtime';
import { expect, test } from './support/fixtures';
import { expectSuccess, expectNoSuccess, partlyDoneNotice } from './support/notices';

async function newLiveAsset(page: Page, title: string): Promise<void> {
  await page.goto('/assets');
  await createAsset(page, { category: /^Live/, type: 'Video', title });
  await page.getByRole('tab', { name: 'Access codes' }).click();
}

test.describe('access codes', () => {
  test('the owner creates three codes, edits one, moves the end of all three, and ends a session of a code in use', async ({ page, principals }) => {
    await principals.open(page, demoAccount('owner'));
    await newLiveAsset(page, 'E2E Passcode Final');
    const table = page.getByRole('table', { name: 'Access codes' });
    for (const code of ['E2E-001', 'E2E-002', 'E2E-003']) {
      await page.getByRole('button', { name: 'New code' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create access code' });
      await dialog.getByLabel('Code').fill(code);
      await dialog.getByLabel('Start', { exact: true }).fill('2026-06-01 18:00:00');
      await dialog.getByRole('button', { name: 'Create code' }).click();
      // A success notice goes after 3 s: it is looked for as the create answers, before the list's reload, which on a
      // busy machine outlasted it.
      await expectSuccess(page, 'Passcode successfully created.');
      await expect(table.getByRole('row', { name: new RegExp(code) })).toBeVisible();
    }
    await expect(page.getByText('3 access codes')).toBeVisible();

    await page.getByRole('button', { name: 'Edit code E2E-002' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit code E2E-002' });
    await edit.getByLabel('Concurrent sessions').fill('5');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Passcode successfully changed.');
    await expect(table.getByRole('row', { name: /E2E-002/ }).getByRole('cell').nth(4)).toHaveText('5');

    await page.getByRole('button', { name: 'Edit all codes' }).click();
    const all = page.getByRole('dialog', { name: 'Edit all codes of this asset' });
    await all.getByLabel('End', { exact: true }).fill('2026-06-30 23:59:59');
    await all.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Passcodes successfully changed.');
    await page.reload();
    for (const code of ['E2E-001', 'E2E-002', 'E2E-003']) await expect(table.getByRole('row', { name: new RegExp(code) })).toContainText('2026/06/30 23:59');

    // The seeded final (asset 1) has codes in use: the first one by two browsers.
    await page.goto('/assets/edit/1?tab=codes');
    await page.getByLabel('Search by code').fill('FINAL-PASS-001');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'Sessions of FINAL-PASS-001' }).click();
    const sessions = page.getByRole('dialog', { name: 'Sessions of code FINAL-PASS-001' });
    const rows = sessions.getByRole('table', { name: 'Sessions' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await sessions.getByRole('button', { name: /^Terminate session / }).first().click();
    await expectSuccess(page, 'Session successfully terminated.');
    await expect(rows).toHaveCount(2);
  });

  test('the owner uploads 20 codes of which 3 are invalid: progress, then "17 imported, 3 refused" (not a success), 17 codes, and the refused rows with reasons', async ({ page, principals }) => {
    const ready = nextSubscribedSocket(page);
    await principals.open(page, demoAccount('owner'));
    await ready;
    await newLiveAsset(page, 'E2E Bulk Codes Night');
    const rows = Array.from({ length: 17 }, (_, index) => `NIGHT-${String(index + 1).padStart(3, '0')},passcode,2026-07-01 20:00:00,2026-07-02 02:00:00,2`);
    const csv = ['code,type,start_date,end_date,concurrent_sessions', ...rows, 'x,passcode,,,1', 'NIGHT-900,season,,,1', 'NIGHT-901,passcode,2026-07-02 00:00:00,2026-07-01 00:00:00,1'].join('\n');
    await page.getByLabel('Codes file (CSV)').setInputFiles({ name: 'night-codes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload codes' }).click();
    await expectSuccess(page, 'Upload in progress');
    await expect(partlyDoneNotice(page, OUTCOMES.partly(17, 3))).toBeVisible();
    await expect(page.getByText('17 access codes')).toBeVisible();
    const panel = page.getByRole('region', { name: 'Upload codes from a file' });
    await expect(panel.getByText(OUTCOMES.partly(17, 3))).toBeVisible();
    await expect(panel.getByText('The file is being processed', { exact: false })).toHaveCount(0);
    await expectNoSuccess(page, 'Access codes successfully imported.');

    const failed = page.getByRole('table', { name: 'Files of refused rows' });
    await expect(failed.getByRole('row')).toHaveCount(2);
    await expect(failed.getByRole('row').nth(1)).toContainText('3');
    const download = page.waitForEvent('download');
    await failed.getByRole('button', { name: /^Download / }).click();
    const file = await readFile(await (await download).path());
    expect(file.toString('utf8').trim().split('\r\n')).toEqual([
      'code,type,start_date,end_date,concurrent_sessions,reason',
      'x,passcode,,,1,"A code is 3 to 50 letters, digits, - or _."',
      'NIGHT-900,season,,,1,The type is passcode or single_use.',
      'NIGHT-901,passcode,2026-07-02 00:00:00,2026-07-01 00:00:00,1,The end date must come after the start date.',
    ]);
  });

  test('acceptance 5: a codes file with 2 of 4 rows refused reports "2 imported, 2 refused" with the refused rows to download', async ({ page, principals }) => {
    const ready = nextSubscribedSocket(page);
    await principals.open(page, demoAccount('owner'));
    await ready;
    await newLiveAsset(page, 'E2E Half Codes');
    const csv = ['code,type,start_date,end_date,concurrent_sessions', 'HALF-001,passcode,,,1', 'HALF-002,single_use,,,1', 'x,passcode,,,1', 'HALF-900,season,,,1'].join('\n');
    await page.getByLabel('Codes file (CSV)').setInputFiles({ name: 'half-codes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload codes' }).click();
    const panel = page.getByRole('region', { name: 'Upload codes from a file' });
    await expect(panel.getByText('2 imported, 2 refused', { exact: false })).toBeVisible();
    await expect(partlyDoneNotice(page, OUTCOMES.partly(2, 2))).toBeVisible();
    await expectNoSuccess(page, 'Access codes successfully imported.');
    await expect(page.getByText('2 access codes')).toBeVisible();
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: /^Download the refused rows/ }).click();
    const file = await readFile(await (await download).path());
    expect(file.toString('utf8').trim().split('\r\n')).toHaveLength(3);

    // The Jobs popover says the same, and nothing there is still "processing".
    // The popover opened by itself when the upload started; it is opened here only if it was closed since.
    const jobs = page.getByRole('region', { name: 'Jobs' });
    if (!(await jobs.isVisible())) await page.getByRole('button', { name: /^Jobs/ }).click();
    await expect(jobs.getByText('Done, some rows refused')).toBeVisible();
    await expect(jobs.getByText('Processing')).toHaveCount(0);
  });
});
