import type { BrandingThemesAnswer, PaywallBranding } from '../../src/api/brandingTypes';
import type { Account } from '../../src/api/types';
import { PNG } from '../support/images';
import { demoAccount } from './support/console';
import { expect, test } from './support/fixtures';
import { expectSuccess } from './support/notices';

test.describe('paywall branding (issue 22)', () => {
  test('acceptance 4: a new theme with its own primary colour and a logo, previewed as the colour is typed, made the default: the paywall’s public read answers the new colour', async ({ page, principals, sandbox, request }) => {
    const { merchant_uuid: merchantUuid, tenant_uuid: tenantUuid } = await sandbox.getJson<Account>('/accounts');
    const seededDefault = (await sandbox.getJson<BrandingThemesAnswer>(`/v2/branding/paywall/${tenantUuid}`)).collection.find((theme) => theme.default);

    await principals.open(page, demoAccount('owner'), '/settings');
    await page.getByRole('navigation', { name: 'Section navigation' }).getByRole('link', { name: 'Branding' }).click();
    await expect(page.getByRole('heading', { name: 'Branding', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Add new branding theme' }).click();
    await expect(page.getByRole('heading', { name: 'New branding theme', level: 1 })).toBeVisible();
    await page.getByLabel('Brand name').fill('Harbour Club');

    // The preview's paywall header is drawn in the primary colour, and follows it as it is typed.
    const preview = page.getByRole('complementary', { name: 'Paywall preview' });
    const header = preview.getByRole('article', { name: 'Paywall' }).locator('header');
    await expect(header).toContainText('Harbour Club');
    await expect(header).toHaveCSS('background-color', 'rgb(82, 206, 176)');
    const primary = page.getByLabel('Primary colour', { exact: true });
    await primary.clear();
    await primary.pressSequentially('#ff6');
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 102)');
    await primary.pressSequentially('600');
    await expect(header).toHaveCSS('background-color', 'rgb(255, 102, 0)');

    // The logo is uploaded as it is chosen; the preview shows it from the address the sandbox serves.
    await page.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'harbour-logo.png', mimeType: 'image/png', buffer: PNG });
    const logo = preview.getByRole('img', { name: 'Logo' });
    await expect(logo).toHaveAttribute('src', /^\/api\/images\/assets\/[\w-]+\/[a-f0-9]{32}\.png$/);
    const logoUrl = (await logo.getAttribute('src')) ?? '';
    expect((await request.get(logoUrl)).status()).toBe(200);

    await page.getByRole('button', { name: 'Save theme' }).click();
    await expectSuccess(page, 'Paywall branding successfully saved.');
    const row = page.getByRole('table', { name: 'Branding themes' }).getByRole('row', { name: /Harbour Club/ });
    await expect(row).toContainText('#ff6600');
    await row.getByRole('button', { name: 'Make default Harbour Club' }).click();
    await expectSuccess(page, 'Paywall default theme successfully updated.');
    await expect(row).toContainText('Default');
    // One default a merchant: the seeded one has lost the flag.
    await expect(page.getByRole('table', { name: 'Branding themes' }).getByRole('row', { name: /^Sandbox Media Primary/ })).not.toContainText('Default');

    // What a paywall on the merchant's site reads, without a token: the default theme, by `default` and by its id.
    const answer = await request.get(`/api/branding/paywall/${merchantUuid}/default`);
    expect(answer.status()).toBe(200);
    const branding = (await answer.json()) as PaywallBranding;
    expect(branding).toMatchObject({ brand_name: 'Harbour Club', paywall_primary_color: '#ff6600', paywall_brand_logo: logoUrl, default: true, exists: true });
    expect(((await (await request.get(`/api/branding/paywall/${merchantUuid}/${branding.id}`)).json()) as PaywallBranding).paywall_primary_color).toBe('#ff6600');
    // Writes still need a token.
    expect((await request.put(`/api/v2/branding/paywall/${branding.id}`, { form: { default: 'false' } })).status()).toBe(401);

    // Customer support sees the new default but may change nothing.
    await principals.open(page, demoAccount('support'), '/settings/branding');
    await expect(page.getByRole('table', { name: 'Branding themes' }).getByRole('row', { name: /Harbour Club/ })).toContainText('Default');
    await expect(page.getByRole('link', { name: 'Add new branding theme' })).toHaveCount(0);
    expect(await sandbox.statusOf('PUT', `/v2/branding/paywall/${branding.id}`, { paywall_primary_color: '#000000' }, 'support@sandbox.test')).toBe(403);

    // The worker's sandbox goes on with its seeded default.
    if (seededDefault) expect(await sandbox.statusOf('PUT', `/v2/branding/paywall/${seededDefault.id}`, { default: 'true' }, 'owner@sandbox.test')).toBe(200);
    expect(await sandbox.statusOf('DELETE', `/v2/branding/paywall/${branding.id}`, {}, 'owner@sandbox.test')).toBe(200);
  });
});
