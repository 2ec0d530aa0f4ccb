import type { Page } from '@playwright/test';
import { UNSAVED } from '../../src/constants/messages/unsaved';
import { demoAccount } from './support/console';
import { expect, test } from './support/fixtures';

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The first asset of the list, opened by its link (an in-app move, so the browser's Back stays in the app). */
async function openFirstAsset(page: Page): Promise<string> {
  await page.goto('/assets');
  await page.getByRole('table').first().getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/assets\/edit\/\d+/);
  const title = page.getByLabel('Title', { exact: true });
  await expect(title).not.toHaveValue('');
  return page.url();
}

// Issue 24 acceptance 4: no edit is lost. Nothing is saved here, so the seeded asset stays as it is.
test.describe('unsaved changes', () => {
  test("the owner edits an asset's title: another nav entry asks first, staying keeps the edit, the browser's Back asks too, leaving drops it", async ({ page, principals }) => {
    await principals.open(page, demoAccount('owner'));
    const assetUrl = await openFirstAsset(page);
    const title = page.getByLabel('Title', { exact: true });
    const saved = await title.inputValue();
    await title.fill('E2E title not saved yet');
    const bar = page.getByRole('region', { name: UNSAVED.bar });
    await expect(bar).toBeVisible();

    await mainNavigation(page).getByRole('link', { name: 'Audience' }).click();
    const question = page.getByRole('dialog', { name: UNSAVED.leaveTitle });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: UNSAVED.stay }).click();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(assetUrl);
    await expect(title).toHaveValue('E2E title not saved yet');

    // The browser's Back is held the same way: the page stays, the edit with it.
    await page.goBack();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: UNSAVED.stay }).click();
    await expect(page).toHaveURL(assetUrl);
    await expect(title).toHaveValue('E2E title not saved yet');

    // Discard puts the saved title back; then the nav entry leaves without a question.
    await bar.getByRole('button', { name: UNSAVED.discard }).click();
    await expect(title).toHaveValue(saved);
    await expect(bar).toBeHidden();
    await title.fill('E2E title dropped');
    await mainNavigation(page).getByRole('link', { name: 'Audience' }).click();
    await question.getByRole('button', { name: UNSAVED.leave }).click();
    await expect(page).not.toHaveURL(assetUrl);
    await page.goto(assetUrl);
    await expect(title).toHaveValue(saved);
  });
});
