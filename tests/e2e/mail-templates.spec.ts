import { demoAccount } from './support/console';
import { expect, test } from './support/fixtures';
import { expectSuccess } from './support/notices';

const owner = demoAccount('owner');
const agency = demoAccount('agency');

test.describe('mail templates (/emailtemplates)', () => {
  test("the owner opens the editor in a new tab, adds a template for the password-reset mail and switches it on: a customer's reset mail then comes from it", async ({ page, principals, sandbox }) => {
    const [customer] = (await sandbox.getJson<{ collection: { id: number; email: string }[] }>('/v2/customers?page=1&size=1', owner.email)).collection;
    await principals.open(page, owner);

    const opening = page.context().waitForEvent('page');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Email templates (opens in a new tab)' }).click();
    const editor = await opening;
    await expect(editor.getByRole('heading', { level: 1, name: 'Email templates' })).toBeVisible();
    await expect(editor.getByRole('table', { name: 'Mail templates' }).getByRole('row')).toHaveCount(3);

    await editor.getByRole('button', { name: 'Add template' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Add mail template' });
    await dialog.getByLabel('Sender name').fill('Sandbox Media Help');
    await dialog.getByLabel('Sender e-mail').fill('help@sandbox-media.example');
    await dialog.getByLabel('Subject').fill('Reset your Sandbox Media password');
    await expect(dialog.getByRole('complementary', { name: 'Preview' })).toContainText('Sandbox Media Help <help@sandbox-media.example>');
    await dialog.getByRole('checkbox', { name: /Active/ }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(editor, 'Mail template successfully created.');
    const rows = editor.getByRole('table', { name: 'Mail templates' }).getByRole('row');
    await expect(rows.filter({ hasText: 'Reset your Sandbox Media password' })).toContainText('Active');
    // One active template per mail: the seeded password-reset template was switched off.
    await expect(rows.filter({ hasText: 'Choose a new Sandbox Media password' })).toContainText('Inactive');

    await page.goto(`/audience/edit/${customer.id}`);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('dialog', { name: 'Reset the customer’s password' }).getByRole('button', { name: 'Send' }).click();
    const mail = await sandbox.latestMail(customer.email, 'customer-reset');
    expect(mail).toMatchObject({ subject: 'Reset your Sandbox Media password', from: 'Sandbox Media Help <help@sandbox-media.example>' });
  });

  test('an account without the EmailTemplatesEditor feature has no Email templates entry', async ({ page, principals }) => {
    await principals.open(page, agency);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: /Email templates/ })).toHaveCount(0);
  });
});
