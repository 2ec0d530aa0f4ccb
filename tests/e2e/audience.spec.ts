import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { CustomersPage, SubscriptionsPage } from '../../src/api/audienceTypes';
import type { Payment } from '../../src/api/types';
import { expectAccessible } from './support/axe';
import { demoAccount, expectLoginPage, userMenu } from './support/console';
import { expect, test } from './support/fixtures';
import { nextSubscribedSocket } from './support/realtime';
import { expectSuccess, partlyDoneNotice } from './support/notices';

const errorNotice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: 'ERROR' }).filter({ hasText: text });
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

interface AssetRow {
  id: number;
  title: string;
}

/** Journeys in one worker share its sandbox: each takes its own customer (by position) and asset. */
const customerAt = async (sandbox: { getJson<T>(path: string): Promise<T> }, index: number) =>
  (await sandbox.getJson<CustomersPage>('/v2/customers?page=1&size=50&active=true')).collection[index];
const assetAt = async (sandbox: { getJson<T>(path: string): Promise<T> }, index: number) =>
  (await sandbox.getJson<{ collection: AssetRow[] }>('/items/collection?page=1&limit=30&is_active=true')).collection[index];

test.describe('audience: customers and their accesses', () => {
  test('the owner finds a customer, grants an asset, sees it can be watched, is refused a second grant, extends and revokes it (each after a reload)', async ({ page, sandbox, principals }) => {
    const customer = await customerAt(sandbox, 4);
    const asset = await assetAt(sandbox, 3);
    await principals.open(page, demoAccount('owner'));
    await mainNavigation(page).getByRole('link', { name: 'Audience' }).click();
    await expect(page.getByRole('heading', { name: 'Audience', level: 1 })).toBeVisible();
    await page.getByLabel('Keyword').fill(customer.email.slice(1, 9));
    await page.getByLabel('Keyword').press('Enter');
    await page.getByRole('table', { name: 'Audience' }).getByRole('link', { name: customer.email }).click();
    await expect(page.getByRole('heading', { name: `Customer details: ${customer.email}` })).toBeVisible();
    await expectAccessible(page, 'customer details');

    const accesses = page.getByRole('table', { name: 'Customer accesses' });
    await page.getByRole('button', { name: 'Grant access' }).click();
    let dialog = page.getByRole('dialog', { name: 'Grant access' });
    await dialog.getByLabel('Find an asset or package').fill(asset.title);
    await dialog.getByLabel('Asset or package', { exact: true }).selectOption({ label: `${asset.title} (#${asset.id})` });
    await dialog.getByLabel('Expires at (UTC)').fill('2099-06-30');
    await dialog.getByRole('button', { name: 'Grant' }).click();
    await expectSuccess(page, 'Access successfully granted.');
    await expect(accesses.getByRole('row').filter({ hasText: asset.title })).toContainText('2099/06/30 23:59');

    const explainer = page.getByRole('region', { name: 'Can they watch it?' });
    await explainer.getByLabel('Find an asset or package').fill(asset.title);
    await explainer.getByLabel('Asset or package', { exact: true }).selectOption({ label: `${asset.title} (#${asset.id})` });
    await explainer.getByRole('button', { name: 'Check' }).click();
    await expect(explainer.getByRole('status')).toContainText(`${asset.title}: can watch`);
    await expect(explainer.getByRole('status')).toContainText('Access from a grant (granted)');

    // The same asset again: the platform's error, and the dialog keeps what was chosen.
    await page.getByRole('button', { name: 'Grant access' }).click();
    dialog = page.getByRole('dialog', { name: 'Grant access' });
    await dialog.getByLabel('Find an asset or package').fill(asset.title);
    await dialog.getByLabel('Asset or package', { exact: true }).selectOption({ label: `${asset.title} (#${asset.id})` });
    await dialog.getByRole('button', { name: 'Grant' }).click();
    await expect(errorNotice(page, 'The user already has an active access for this asset.')).toBeVisible();
    await expect(dialog.getByLabel('Asset or package', { exact: true })).toHaveValue(String(asset.id));
    // What was chosen is not dropped without asking.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('group', { name: 'Discard the changes in this form?' }).getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toHaveCount(0);

    await accesses.getByRole('button', { name: `Extend access to ${asset.title}` }).click();
    dialog = page.getByRole('dialog', { name: `Extend access to ${asset.title}` });
    await dialog.getByLabel('New expiry (UTC)').fill('2100-01-31 12:00');
    await dialog.getByRole('button', { name: 'Extend' }).click();
    await expectSuccess(page, 'Access successfully extended.');
    await page.reload();
    await expect(accesses.getByRole('row').filter({ hasText: asset.title })).toContainText('2100/01/31 12:00');

    await accesses.getByRole('button', { name: `Revoke access to ${asset.title}` }).click();
    await page.getByRole('dialog', { name: 'Revoke access' }).getByRole('button', { name: 'Revoke access' }).click();
    await expectSuccess(page, 'Access successfully revoked.');
    await expect(accesses.getByRole('row').filter({ hasText: asset.title })).toHaveCount(0);
    await page.reload();
    await expect(accesses.getByRole('row').filter({ hasText: asset.title })).toHaveCount(0);
    await page.getByLabel('Status', { exact: true }).selectOption('inactive');
    await expect(accesses.getByRole('row').filter({ hasText: asset.title }).first()).toContainText('revoked');

    await explainer.getByLabel('Find an asset or package').fill(asset.title);
    await explainer.getByLabel('Asset or package', { exact: true }).selectOption({ label: `${asset.title} (#${asset.id})` });
    await explainer.getByRole('button', { name: 'Check' }).click();
    await expect(explainer.getByRole('status')).toContainText(`${asset.title}: cannot watch: no access`);
  });

  test('the owner cancels a recurring subscription from the customer’s subscriptions: it becomes canceled and the Cancel action goes', async ({ page, sandbox, principals }) => {
    const recurring = await sandbox.getJson<SubscriptionsPage>('/v2/subscriptions?page=1&size=50&action_type=recurrent');
    const subscription = recurring.collection.find((row) => !row.paymentMethodName.includes('In-App'));
    if (!subscription) throw new Error('the seed has a recurring subscription paid outside the stores');
    await principals.open(page, demoAccount('owner'));
    await page.goto(`/audience/edit/${subscription.consumerId}`);
    await page.getByLabel('Show').selectOption('subscriptions');
    const table = page.getByRole('table', { name: 'Customer subscriptions' });
    await page.getByLabel('Type', { exact: true }).selectOption('recurrent');
    const cancel = table.getByRole('button', { name: `Cancel subscription to ${subscription.itemTitle}` }).first();
    await cancel.click();
    await page.getByRole('dialog', { name: 'Cancel subscription' }).getByRole('button', { name: 'Cancel subscription' }).click();
    await expectSuccess(page, 'Subscription successfully canceled.');

    await page.goto(`/transactions/subscriptions/${encodeURIComponent(subscription.subscriptionId)}`);
    await expect(page.getByRole('heading', { name: 'Subscription details', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Subscription', exact: true })).toContainText('canceled');
    await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'History' })).toContainText('Subscription canceled');
  });

  test('the analyst sees a customer read-only and the sandbox refuses their writes; content managers have no Audience or Transactions', async ({ page, sandbox, principals }) => {
    const customer = await customerAt(sandbox, 7);
    const asset = await assetAt(sandbox, 5);
    await principals.open(page, demoAccount('analyst'));
    await page.goto(`/audience/edit/${customer.id}`);
    await expect(page.getByRole('heading', { name: `Customer details: ${customer.email}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Customer accesses' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Grant access' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Extend|Revoke) access to / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Erase account' })).toHaveCount(0);
    expect(await sandbox.statusOf('POST', '/items/access', { consumer_id: String(customer.id), item_id: String(asset.id) }, 'analyst@sandbox.test')).toBe(403);
    expect(await sandbox.statusOf('PUT', `/v2/customers/${customer.id}/metadata`, { full_name: 'Not Allowed' }, 'analyst@sandbox.test')).toBe(403);

    await userMenu(page, demoAccount('analyst')).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectLoginPage(page);
    await principals.open(page, demoAccount('content'));
    await expect(mainNavigation(page).getByRole('link', { name: 'Audience' })).toHaveCount(0);
    await expect(mainNavigation(page).getByRole('link', { name: 'Transactions' })).toHaveCount(0);
    await page.goto(`/audience/edit/${customer.id}`);
    // The closed screen sends the content manager elsewhere (once the route tables have loaded).
    await expect(page).toHaveURL((url) => url.pathname !== `/audience/edit/${customer.id}`);
    await expect(page.getByRole('heading', { name: /Customer details/ })).toHaveCount(0);
  });
});

test.describe('transactions: payments and refunds', () => {
  test('the owner refunds part of a payment: its details show the refund, and the list shows it negative in red', async ({ page, sandbox, principals }) => {
    const charges = await sandbox.getJson<{ collection: Payment[] }>('/v2/accounting/transactions?page=1&size=30&type=charge');
    const payment = charges.collection.find((row) => row.chargedAmount >= 3) as Payment;
    await principals.open(page, demoAccount('owner'));
    await mainNavigation(page).getByRole('link', { name: 'Transactions' }).click();
    await page.getByLabel('Search by').selectOption({ label: 'Transaction token' });
    await page.getByLabel('Keyword').fill(payment.trxToken);
    await page.getByLabel('Keyword').press('Enter');
    await page.getByRole('link', { name: `Payment details of ${payment.trxToken}` }).click();
    await expect(page.getByRole('heading', { name: 'Payment details', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment', exact: true })).toContainText(payment.trxToken);
    await expectAccessible(page, 'payment details');

    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund payment' });
    await dialog.getByLabel(/^Amount/).fill('1.25');
    await dialog.getByLabel('Reason').fill('Stream dropped for ten minutes');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expectSuccess(page, 'Successfully refunded payment.');
    // Staff may refund the same payment in a journey running beside this one: find this refund by its reason.
    const refund = page.getByRole('table', { name: 'Refunds' }).getByRole('row').filter({ hasText: 'Stream dropped for ten minutes' });
    await expect(refund).toHaveCount(1);
    await expect(refund).toContainText(`- ${payment.currencyIso} 1.25`);

    await page.getByRole('link', { name: 'Back to Payments' }).click();
    await page.getByLabel('Type', { exact: true }).selectOption('refund');
    await page.getByLabel('Search by').selectOption({ label: 'Customer email' });
    await page.getByLabel('Keyword').fill(payment.consumerEmail);
    await page.getByLabel('Keyword').press('Enter');
    const amount = page.getByRole('table', { name: 'Payments' }).getByText(`- ${payment.currencyIso} 1.25`).first();
    await expect(amount).toBeVisible();
    await expect(amount).toHaveCSS('color', 'rgb(197, 48, 48)');
  });
});

test.describe('access: bulk actions', () => {
  test('the owner uploads a grant file of 50 rows with 5 bad ones: the job tray follows it, a realtime notice reports it, 45 customers get the access, the failed file lists the 5', async ({ page, sandbox, principals }) => {
    const customers = (await sandbox.getJson<CustomersPage>('/v2/customers?page=2&size=50&active=true')).collection.slice(0, 45);
    const asset = await assetAt(sandbox, 8);
    const bad = ['nobody@nowhere.test,1,', `${customers[0].email},abc,`, `${customers[1].email},${asset.id},2001-01-01`, `${customers[2].email},999999,`, `${customers[3].email},${asset.id},someday`];
    const csv = ['email,item_id,expires_at', ...customers.map((customer) => `${customer.email},${asset.id},2099-12-31`), ...bad].join('\n');

    const ready = nextSubscribedSocket(page);
    await principals.open(page, demoAccount('owner'));
    await ready;
    await mainNavigation(page).getByRole('link', { name: 'Access' }).click();
    await page.getByRole('navigation', { name: 'Section navigation' }).getByRole('link', { name: 'Bulk actions' }).click();
    await expect(page.getByRole('heading', { name: 'Bulk actions', level: 1 })).toBeVisible();
    await page.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'season-pass.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload' }).click();

    const tray = page.getByRole('region', { name: 'Jobs' });
    await expect(tray).toBeVisible();
    const job = tray.getByRole('listitem', { name: 'Bulk access (grant)' });
    await expect(job).toBeVisible();
    await expect(partlyDoneNotice(page, 'Access successfully granted. 45 rows done, 5 failed: see the failed rows file.')).toBeVisible();
    await expect(job).toContainText('Done');
    await expect(job).toContainText('45 done, 5 failed');
    await expect(job.getByRole('button', { name: 'Re-upload corrected rows' })).toBeVisible();

    const download = page.waitForEvent('download');
    await job.getByRole('button', { name: /^Download failed rows/ }).click();
    const lines = (await readFile(await (await download).path())).toString('utf8').trim().split('\r\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toBe('email,item_id,expires_at,reason');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['nobody@nowhere.test', customers[0].email, customers[1].email, customers[2].email, customers[3].email]);
    await expect(page.getByRole('table', { name: 'Failed rows: Grant access' }).getByRole('row')).toHaveCount(2);

    const granted = await Promise.all(
      customers.map(async (customer) => (await sandbox.getJson<{ can_watch: boolean }>(`/v2/customers/${customer.id}/entitlements/${asset.id}`)).can_watch),
    );
    expect(granted.filter(Boolean)).toHaveLength(45);
  });
});

test.describe('global search', () => {
  test('finds a customer by part of the e-mail and a payment by its transaction token, from the keyboard', async ({ page, sandbox, principals }) => {
    const customer = await customerAt(sandbox, 11);
    const payment = (await sandbox.getJson<{ collection: Payment[] }>('/v2/accounting/transactions?page=1&size=5')).collection[2];
    await principals.open(page, demoAccount('owner'));
    await page.locator('body').press('/');
    const box = page.getByRole('combobox', { name: 'Search customers, payments and subscriptions' });
    await expect(box).toBeFocused();
    await box.fill(customer.email.split('@')[0].slice(0, 8));
    await expect(page.getByRole('option', { name: new RegExp(customer.email.replace(/[.+]/g, '\\$&')) })).toBeVisible();
    const options = page.getByRole('option');
    const index = (await options.allTextContents()).findIndex((text) => text.startsWith(customer.email));
    for (let step = 0; step <= index; step += 1) await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page.getByRole('heading', { name: `Customer details: ${customer.email}` })).toBeVisible();

    await box.fill(payment.trxToken);
    await expect(page.getByRole('group', { name: 'Payments' }).getByRole('option')).toHaveCount(1);
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page.getByRole('heading', { name: 'Payment details', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment', exact: true })).toContainText(payment.trxToken);
  });
});
