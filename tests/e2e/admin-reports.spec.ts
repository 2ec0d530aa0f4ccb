import type { Payment } from '../../src/api/types';
import { demoAccount } from './support/console';
import { expect, test } from './support/fixtures';
import { expectSuccess } from './support/notices';

const staff = demoAccount('staff');
const owner = demoAccount('owner');

test.describe('admin mailing list and missing transactions', () => {
  test('acceptance 5: staff add an e-mail blacklisted, find it by search and whitelist it after confirming', async ({ page, principals }) => {
    const email = `fan-${Date.now().toString(36)}@list.test`;
    await principals.open(page, staff, '/admin/mailing-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Mailing list' })).toBeVisible();
    await page.getByRole('button', { name: 'Add item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add item' });
    await dialog.getByLabel('E-mail').fill(email);
    await expect(dialog.getByLabel('Blacklisted')).toBeChecked();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'New record was added successfully.');

    await page.getByLabel('Keyword').fill(email.slice(0, 12));
    await page.getByLabel('Keyword').press('Enter');
    const table = page.getByRole('table', { name: 'Mailing list' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText(email);
    await expect(table.getByRole('row').nth(1)).toContainText('Blacklisted');

    await table.getByRole('button', { name: `Whitelist ${email}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, continue' }).click();
    await expectSuccess(page, 'Email successfully whitelisted.');
    await expect(table.getByRole('row').nth(1)).toContainText('Whitelisted');
    await page.getByLabel('Status').selectOption('Blacklisted');
    await expect(table).toContainText('No e-mails match this filter.');
  });

  test('acceptance 7: an upload of 5 rows, 2 unknown to the sandbox, lists the 2 back as missing; merchant tokens get 403', async ({ page, principals, sandbox, request }) => {
    const payments = await sandbox.getJson<{ collection: Payment[]; total: number }>('/v2/accounting/transactions?page=1&size=3');
    const known = payments.collection.map((payment) => payment.trxToken);
    expect(known).toHaveLength(3);
    const unknown = [`nowhere-${Date.now().toString(36)}-a`, `nowhere-${Date.now().toString(36)}-b`];
    const csv = ['transaction_token,amount,currency', ...known.map((token) => `${token},9.99,EUR`), ...unknown.map((token) => `${token},1.00,USD`)].join('\n');

    await principals.open(page, staff, '/admin/payments/missing-transactions');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments: missing transactions' })).toBeVisible();
    await page.getByLabel('Transactions file').setInputFiles({ name: 'bank-export.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('File uploaded: 2 of 5 rows missing.')).toBeVisible();
    // The list is read again 1 second after the upload.
    const missing = page.getByRole('table', { name: /^Missing transactions of transactions_payments_/ });
    await expect(missing.getByRole('row')).toHaveCount(3);
    await expect(missing.getByRole('row').nth(1)).toContainText(unknown[0]);
    await expect(missing.getByRole('row').nth(2)).toContainText(unknown[1]);

    // Acceptance 8, these rows: a merchant token gets 403 from every admin route of this slice.
    const { access_token: merchantToken } = await principals.tokensFor(owner.email);
    const headers = { authorization: `Bearer ${merchantToken}` };
    for (const [method, path] of [
      ['GET', '/api/v2/mailing-list'],
      ['POST', '/api/v2/mailing-list'],
      ['PUT', '/api/v2/mailing-list'],
      ['GET', '/api/v2/accounting/transactions/import?section=payments'],
      ['GET', '/api/v2/accounting/transactions/import/signed-url?section=payments'],
      ['POST', '/api/v2/accounting/transactions/import'],
      ['GET', '/api/v2/accounting/transactions/import/template:download'],
      ['GET', '/api/v2/reporting/reports/merchants'],
      ['GET', '/api/v2/reporting/reports/transactions'],
    ] as const) {
      const res = await request.fetch(path, { method, headers, form: method === 'GET' ? undefined : { email: 'x@list.test', blacklisted: 'true' } });
      expect(`${method} ${path} ${res.status()}`).toBe(`${method} ${path} 403`);
    }
  });
});
