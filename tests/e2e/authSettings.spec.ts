import type { RegisterFieldsAnswer } from '../../src/api/authSettingsTypes';
import type { CustomerSummary } from '../../src/api/audienceTypes';
import type { Account } from '../../src/api/types';
import { demoAccount } from './support/console';
import { expect, test } from './support/fixtures';
import { expectSuccess } from './support/notices';

const DEMO_PASSWORD = 'Sandbox-2026!';

test.describe('the Auth settings (issue 22)', () => {
  test('the owner sets social sign-in, an OAuth application with SSO and the SSO domains; all is kept after a reload, and support may only look', async ({ page, principals, sandbox }) => {
    await principals.open(page, demoAccount('owner'));
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Social', level: 1 })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Facebook' }).check();
    await page.getByRole('checkbox', { name: 'Google' }).check();
    await page.getByRole('button', { name: 'Save social buttons' }).click();
    await expect(page.getByText('Social buttons list updated.')).toBeVisible();
    await page.getByRole('button', { name: 'Set up Facebook' }).click();
    const keys = page.getByRole('dialog', { name: 'Facebook app keys' });
    await keys.getByLabel('App ID').fill('fb-12345');
    await keys.getByLabel('App secret').fill('fb-secret');
    await keys.getByRole('button', { name: 'Save keys' }).click();
    await expectSuccess(page, 'Social input fields successfully updated.');

    await page.getByRole('navigation', { name: 'Sub-section navigation' }).getByRole('link', { name: 'OAuth' }).click();
    await page.getByLabel('Application name').fill('Club app');
    await page.getByRole('button', { name: 'Add application' }).click();
    await expectSuccess(page, 'Application successfully added.');
    const row = page.getByRole('table', { name: 'OAuth applications' }).getByRole('row', { name: /Club app/ });
    const before = await row.getByRole('cell').nth(2).locator('code').textContent();
    await row.getByRole('button', { name: 'Regenerate secret of Club app' }).click();
    await page.getByRole('dialog', { name: 'Confirm your action' }).getByRole('button', { name: 'Regenerate secret' }).click();
    await expect(row.getByRole('cell').nth(2).locator('code')).not.toHaveText(before ?? '');
    await row.getByRole('button', { name: 'Switch SSO on for Club app' }).click();
    await expectSuccess(page, 'Appication successfully updated.');
    await page.getByLabel('SSO sub-domain').fill('club');
    await page.getByLabel(/Allowed origins/).fill('https://club.example.com');
    await page.getByRole('button', { name: 'Save domains' }).click();
    await expectSuccess(page, 'Domains successfully updated.');

    await page.reload();
    await expect(row.getByRole('button', { name: 'Switch SSO off for Club app' })).toBeVisible();
    await expect(page.getByLabel('SSO sub-domain')).toHaveValue('club');
    await expect(page.getByLabel(/Allowed origins/)).toHaveValue('https://club.example.com');
    await page.getByRole('navigation', { name: 'Sub-section navigation' }).getByRole('link', { name: 'Social' }).click();
    await expect(page.getByRole('checkbox', { name: 'Facebook' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Google' })).toBeChecked();
    await expect(page.getByRole('table', { name: 'App keys of each social network' }).getByRole('row', { name: /Facebook/ })).toContainText('fb-12345');

    // Customer support sees the same, read-only; the sandbox refuses its writes.
    await principals.open(page, demoAccount('support'), '/settings/auth/oauth');
    await expect(page.getByRole('table', { name: 'OAuth applications' }).getByRole('row', { name: /Club app/ })).toContainText('On');
    await expect(page.getByText('You can view these settings but not change them.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add application' })).toHaveCount(0);
    expect(await sandbox.statusOf('PUT', '/accounts/social', { 'social[0]': 'apple' }, 'support@sandbox.test')).toBe(403);
    expect(await sandbox.statusOf('PUT', '/accounts/domains', { 'allowed_origins[0]': '' }, 'support@sandbox.test')).toBe(403);
  });

  test('a limit of one login refuses a customer’s second paywall sign-in until it is removed; a new custom field reaches the public register fields', async ({ page, principals, sandbox, request }) => {
    const { merchant_uuid: merchantUuid } = await sandbox.getJson<Account>('/accounts');
    // The seed gives the owner's first customer the demo password.
    const customer = await sandbox.getJson<CustomerSummary>('/v2/customers/1');
    const paywallSignIn = () => request.post('/api/accounts/authenticate', { form: { grant_type: 'password', username: customer.email, password: DEMO_PASSWORD, client_id: merchantUuid } });

    await principals.open(page, demoAccount('owner'), '/settings/auth/sessions');
    await page.getByLabel('Simultaneous logins per customer').fill('1');
    await page.getByRole('button', { name: 'Save limit' }).click();
    await expectSuccess(page, 'Number of simultaneous logins was successfully updated.');
    expect((await paywallSignIn()).status()).toBe(200);
    expect((await paywallSignIn()).status()).toBe(403);
    await page.getByRole('button', { name: 'Remove limit' }).click();
    await page.getByRole('dialog', { name: 'Confirm your action' }).getByRole('button', { name: 'Yes, delete!' }).click();
    await expectSuccess(page, 'Simultaneous logins limit was successfully deleted.');
    expect((await paywallSignIn()).status()).toBe(200);

    await page.getByRole('navigation', { name: 'Sub-section navigation' }).getByRole('link', { name: 'Custom fields' }).click();
    await page.getByRole('button', { name: 'Add field' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add custom field' });
    await dialog.getByLabel(/^Name/).fill('favourite_team');
    await dialog.getByLabel(/^Label/).fill('Favourite team');
    await dialog.getByLabel('Type').selectOption({ label: 'Select' });
    await dialog.getByRole('checkbox', { name: 'Required' }).check();
    for (const [index, team] of ['Reds', 'Blues', 'Greens'].entries()) {
      if (index > 0) await dialog.getByRole('button', { name: 'Add option' }).click();
      await dialog.getByLabel(`Option ${index + 1} key`).fill(team.toLowerCase());
      await dialog.getByLabel(`Option ${index + 1} label`).fill(team);
    }
    await dialog.getByRole('button', { name: 'Save field' }).click();
    await expectSuccess(page, 'Custom field successfully created.');
    await expect(page.getByRole('table', { name: 'Registration fields' })).toContainText('Favourite team');

    // The paywall's own read, without a token.
    const fields = (await (await request.get(`/api/accounts/register-fields/${merchantUuid}`)).json()) as RegisterFieldsAnswer;
    expect(fields.collection.find((field) => field.name === 'favourite_team')).toMatchObject({
      label: 'Favourite team',
      type: 'select',
      required: true,
      options: [
        { key: 'reds', value: 'Reds' },
        { key: 'blues', value: 'Blues' },
        { key: 'greens', value: 'Greens' },
      ],
    });
    expect((await request.post('/api/accounts/custom-fields', { form: { split_full_name: '1' } })).status()).toBe(401);
  });
});
