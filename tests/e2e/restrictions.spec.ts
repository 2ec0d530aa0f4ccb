import type { Page } from '@playwright/test';
import type { RestrictionImpact } from '../../src/api/restrictionTypes';
import { demoAccount } from './support/console';
import { expect, test } from './support/fixtures';
import type { Sandbox } from './support/sandbox';
import { expectSuccess } from './support/notices';

const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Asset 1 is the owner's most bought event in the seed; Sweden is where most of its recent buyers are. */
const ASSET = 1;

/** The sandbox's own impact figures for a rule (the API the preview reads, asked directly). */
function impactOf(sandbox: Sandbox, query: string): Promise<RestrictionImpact> {
  return sandbox.getJson<RestrictionImpact>(`/restrictions/impact?${query}`);
}

/** The calls the console makes to change the asset's rules. */
function restrictionWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' && url.pathname.startsWith(`/api/restrictions/items/${ASSET}/`)) writes.push(`${request.method()} ${url.pathname.replace('/api/', '')}`);
  });
  return writes;
}

test.describe('restrictions', () => {
  test('the owner makes a country set, gives an asset that set and a minimum age after seeing the impact, then clears only its domains', async ({ page, sandbox, principals }) => {
    await principals.open(page, demoAccount('owner'));
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('navigation', { name: 'Sub-section navigation' }).getByRole('link', { name: 'Geo restrictions' }).click();
    await expect(page.getByRole('heading', { name: 'Geo restrictions', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'New country set' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create country set' });
    await dialog.getByLabel('Name').fill('E2E No Sweden');
    await dialog.getByLabel('Type').selectOption({ label: 'Block these countries' });
    await dialog.getByRole('combobox', { name: 'Countries' }).fill('Swed');
    await dialog.getByRole('option', { name: 'Sweden', exact: true }).click();
    await expect(dialog.getByRole('list', { name: 'Countries chosen' })).toContainText('Sweden');
    await expect(dialog.getByRole('complementary', { name: /Impact before you save/ })).toContainText('came from the countries this rule excludes');
    await dialog.getByRole('button', { name: 'Create country set' }).click();
    await expectSuccess(page, 'Country set successfully created.');
    await expect(page.getByRole('table', { name: 'Country sets' }).getByRole('row', { name: /E2E No Sweden/ })).toBeVisible();

    const writes = restrictionWrites(page);
    await page.goto(`/assets/edit/${ASSET}?tab=restrictions`);
    const form = page.getByRole('form', { name: 'Restrictions' });
    await form.getByLabel('Country set').selectOption({ label: 'E2E No Sweden (Block list)' });
    await form.getByLabel('Minimum age').fill('18');
    // Before saving: the buyers and revenue Sweden brought this asset in the last 90 days, as the sandbox counts them.
    const expected = await impactOf(sandbox, `country_set_type=blacklist&countries=SE&min_age=18&item_id=${ASSET}`);
    expect(expected.buyers).toBeGreaterThan(0);
    const preview = page.getByRole('complementary', { name: /Impact before you save/ });
    await expect(preview).toContainText(`${expected.buyers} buyer${expected.buyers === 1 ? '' : 's'} (${expected.payments} payment`);
    for (const { currency, amount } of expected.revenue) await expect(preview).toContainText(`${currency} ${MONEY.format(amount)}`);
    await expect(preview.getByRole('cell', { name: 'Sweden' })).toBeVisible();
    await expect(preview).toContainText(`${expected.customers_without_verified_age} of ${expected.customers} customers have no verified age`);

    await form.getByLabel('Allowed domains (one per line)').fill('cup.example.com\n*.cup.example.com');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Asset restrictions successfully updated.');
    await page.reload();
    await expect(form.getByLabel('Country set').locator('option:checked')).toHaveText('E2E No Sweden (Block list)');
    await expect(form.getByLabel('Minimum age')).toHaveValue('18');
    await expect(form.getByLabel('Allowed domains (one per line)')).toHaveValue('*.cup.example.com\ncup.example.com');

    // Clearing the domains deletes them and changes nothing else.
    writes.length = 0;
    await form.getByLabel('Allowed domains (one per line)').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Asset restrictions successfully updated.');
    await page.reload();
    await expect(form.getByLabel('Allowed domains (one per line)')).toHaveValue('');
    await expect(form.getByLabel('Country set').locator('option:checked')).toHaveText('E2E No Sweden (Block list)');
    await expect(form.getByLabel('Minimum age')).toHaveValue('18');
    expect(writes).toEqual([`DELETE restrictions/items/${ASSET}/domains`]);
  });

  test('customer support sees the restriction screens read-only, and the sandbox refuses its changes', async ({ page, request, principals }) => {
    await principals.open(page, demoAccount('support'));
    await page.goto('/settings/auth/geo-restrictions');
    await expect(page.getByRole('table', { name: 'Country sets' }).getByRole('row', { name: /UK and Ireland/ })).toBeVisible();
    await expect(page.getByText('You can view these restrictions but not change them.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'New country set' })).toHaveCount(0);
    await page.goto('/settings/auth/domain-restrictions');
    await expect(page.getByRole('table', { name: 'Allowed domains' })).toContainText('sandbox-sports.example');
    await expect(page.getByRole('form', { name: 'Add domain' })).toHaveCount(0);
    await page.goto(`/assets/edit/${ASSET}?tab=restrictions`);
    await expect(page.getByRole('form', { name: 'Restrictions' }).getByText('Country set', { exact: true })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Restrictions' }).getByRole('combobox')).toHaveCount(0);

    const { access_token: token } = await principals.tokensFor(demoAccount('support').email);
    const headers = { authorization: `Bearer ${token}` };
    const create = await request.post('/api/restrictions/country-sets', { headers, form: { name: 'Support set', type: 'whitelist', 'countries[]': 'DE' } });
    expect(create.status()).toBe(403);
    expect((await request.put(`/api/restrictions/items/${ASSET}/domains`, { headers, form: { type: 'whitelist', 'domains[]': 'a.example.com' } })).status()).toBe(403);
    expect((await request.post('/api/restrictions/age', { headers, form: { min_age: '18' } })).status()).toBe(403);
  });
});
