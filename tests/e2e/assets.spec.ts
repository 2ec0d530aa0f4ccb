import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { demoAccount, expectLoginPage, signIn, userMenu } from './support/console';
import { expect, test } from './support/fixtures';

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

async function expectAccessible(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
  expect(blocking, `axe on ${what}`).toEqual([]);
}

test.describe('content: assets', () => {
  test('the owner creates a VOD video asset through the wizard, edits it, deletes it, finds it among the inactive assets and reactivates it', async ({ page }) => {
    await signIn(page, demoAccount('owner'));
    await mainNavigation(page).getByRole('link', { name: 'Assets' }).click();
    await expect(page.getByRole('heading', { name: 'Assets', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Assets' }).getByRole('row')).toHaveCount(16);
    await expectAccessible(page, '/assets');

    await page.getByRole('button', { name: 'New asset' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create asset' });
    await expect(wizard.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expectAccessible(page, 'the asset creation wizard');
    await wizard.getByRole('radio', { name: /^VOD/ }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('radio', { name: 'Video' }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Title').fill('E2E Harbour Documentary');
    await wizard.getByRole('button', { name: 'Create asset' }).click();

    await expect(page).toHaveURL(/\/assets\/edit\/\d+$/);
    await expect(page.getByText('Asset successfully created.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edit asset: E2E Harbour Documentary' })).toBeVisible();
    await expect(page.getByLabel('Event type')).toHaveValue('vod');
    await expectAccessible(page, 'the asset edit screen');

    await page.getByLabel('Stream URL').fill('https://cdn.example.com/harbour.m3u8');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Asset successfully updated.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Stream URL')).toHaveValue('https://cdn.example.com/harbour.m3u8');

    await page.getByRole('button', { name: 'Delete asset' }).click();
    await page.getByRole('dialog', { name: 'Confirm your action' }).getByRole('button', { name: 'Yes, delete!' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/assets');
    await expect(page.getByText('Asset successfully deleted.')).toBeVisible();

    await page.getByLabel('Status').selectOption('inactive');
    await page.getByLabel('Keyword').fill('E2E Harbour');
    await page.getByLabel('Keyword').press('Enter');
    const table = page.getByRole('table', { name: 'Assets' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('button', { name: 'Reactivate E2E Harbour Documentary' }).click();
    await expect(page.getByText('Asset successfully reactivated.')).toBeVisible();
    await expect(table.getByText('No assets found.')).toBeVisible();

    await page.getByLabel('Status').selectOption('active');
    await expect(table.getByRole('link', { name: 'E2E Harbour Documentary' })).toBeVisible();
  });

  test('customer support sees assets read-only; the analyst has no Content entry and /assets is closed to it', async ({ page }) => {
    await signIn(page, demoAccount('support'));
    await expect(page).toHaveURL((url) => url.pathname === '/assets');
    const table = page.getByRole('table', { name: 'Assets' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: 'New asset' })).toHaveCount(0);
    await table.getByRole('row').nth(1).getByRole('link').click();
    await expect(page.getByText('You can view this asset but not change it.')).toBeVisible();
    await expect(page.getByLabel('Title')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Delete asset' })).toHaveCount(0);

    await userMenu(page, demoAccount('support')).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectLoginPage(page);
    await signIn(page, demoAccount('analyst'));
    await expect(mainNavigation(page).getByRole('link', { name: 'Assets' })).toHaveCount(0);
    await page.goto('/assets');
    await expect(page).toHaveURL((url) => url.pathname !== '/assets');
  });
});
