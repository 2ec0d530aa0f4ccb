import type { Page, Request } from '@playwright/test';
import type { AccessesPage, CustomersPage } from '../../src/api/audienceTypes';
import type { Voucher } from '../../src/api/voucherTypes';
import { demoAccount } from './support/console';
import { expect, test } from './support/fixtures';
import { expectSuccess } from './support/notices';

/** Counts the console's calls of one method and API path, as they leave the browser for the sandbox. */
function countCalls(page: Page, method: string, path: RegExp): () => number {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return () => seen.length;
}

test.describe('forms submit once (R14)', () => {
  test("a double-clicked 'Grant' creates one access", async ({ page, sandbox, principals }) => {
    // Journeys in one worker share its sandbox: this one takes its own customer and asset (by position).
    const customer = (await sandbox.getJson<CustomersPage>('/v2/customers?page=1&size=50&active=true')).collection[13];
    const asset = (await sandbox.getJson<{ collection: { id: number; title: string }[] }>('/items/collection?page=1&limit=30&is_active=true')).collection[10];
    const accesses = async () => (await sandbox.getJson<AccessesPage>(`/items/access?customerID=${customer.id}&status=active&page=1&size=50`)).total;
    const before = await accesses();
    const grants = countCalls(page, 'POST', /\/api\/items\/access$/);

    await principals.open(page, demoAccount('owner'), `/audience/edit/${customer.id}`);
    await page.getByRole('button', { name: 'Grant access' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant access' });
    await dialog.getByLabel('Find an asset or package').fill(asset.title);
    await dialog.getByLabel('Asset or package', { exact: true }).selectOption({ label: `${asset.title} (#${asset.id})` });
    // The sandbox answers slowly, so the second click lands while the first grant is still on its way.
    await sandbox.configure({ latency_ms: 800 });
    await dialog.getByRole('button', { name: 'Grant' }).dblclick();
    await expectSuccess(page, 'Access successfully granted.');
    await sandbox.configure({ latency_ms: 0 });

    expect(grants()).toBe(1);
    expect(await accesses()).toBe(before + 1);
    await expect(page.getByRole('alert').filter({ hasText: 'already has an active access' })).toHaveCount(0);
  });

  test('a refused voucher create keeps its fields, and a double click sends it once', async ({ page, sandbox, principals }) => {
    const taken = (await sandbox.getJson<{ collection: Voucher[]; total: number }>('/v2/vouchers?page=1&limit=15&type=other')).collection[0];
    const creates = countCalls(page, 'POST', /\/api\/v2\/vouchers$/);
    await principals.open(page, demoAccount('owner'), '/vouchers');
    await page.getByRole('button', { name: 'New voucher' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create voucher' });
    await dialog.getByLabel('Name', { exact: true }).fill('Double click');
    await dialog.getByLabel('Code', { exact: true }).fill(taken.code);
    await dialog.getByLabel('Discount (%)', { exact: true }).fill('15');
    await sandbox.configure({ latency_ms: 800 });
    await dialog.getByRole('button', { name: 'Create' }).dblclick();
    await expect(page.getByRole('alert').filter({ hasText: 'ERROR' })).toBeVisible();
    await sandbox.configure({ latency_ms: 0 });

    expect(creates()).toBe(1);
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Double click');
    await expect(dialog.getByLabel('Code', { exact: true })).toHaveValue(taken.code);
    await expect(dialog.getByLabel('Discount (%)', { exact: true })).toHaveValue('15');
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
  });
});
