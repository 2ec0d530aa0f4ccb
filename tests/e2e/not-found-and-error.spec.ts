import type { Page } from '@playwright/test';
import { ACCOUNT_DETAILS, demoAccount, expectSignedIn } from './support/console';
import { expect, test } from './support/fixtures';

async function expectNotFoundPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: '404', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Looks like you got lost' })).toBeVisible();
  await expect(page.getByText('The page you are looking for does not exist or has been moved.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back home' })).toHaveAttribute('href', '/dashboard');
}

test.describe('not-found pages and the error boundary', () => {
  test('/404.html and an unknown merchant path show the not-found page inside the console', async ({ page, principals }) => {
    const owner = demoAccount('owner');
    await principals.open(page, owner);
    await page.goto('/404.html');
    await expectNotFoundPage(page);
    await expect(page).toHaveTitle(/404/);
    await page.goto('/no-such-screen');
    await expectNotFoundPage(page);
  });

  test('a screen that fails to render shows the 500 page, which clears on navigation', async ({ page, principals }) => {
    const owner = demoAccount('owner');
    await principals.open(page, owner);
    // A real failure: the not-found screen's code cannot be downloaded (a deploy replaced it, the network dropped).
    const blockChunk = '**/assets/not-found.*.js';
    await page.route(blockChunk, (route) => route.abort('failed'));
    await page.goto('/no-such-screen');

    const boundary = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect(boundary.getByRole('heading', { name: '500', exact: true })).toBeVisible();
    await expect(boundary.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(boundary.getByText('We are sorry for the inconvenience')).toBeVisible();
    // The console around the failed screen keeps working.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    await page.unroute(blockChunk);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Account', exact: true }).click();
    await expectSignedIn(page, owner, ACCOUNT_DETAILS);
    await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible();
    await expect(boundary).toHaveCount(0);
  });
});
