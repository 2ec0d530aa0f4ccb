import { ACCOUNT_DETAILS, demoAccount, expectSignedIn, signIn } from './support/console';
import { expect, test } from './support/fixtures';

test.describe('session surviving a reload', () => {
  test('a signed-in merchant reloads and stays signed in on the same page', async ({ page }) => {
    const owner = demoAccount('owner');
    await signIn(page, owner);
    await page.goto(ACCOUNT_DETAILS);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(owner.email);
    await page.reload();
    await expectSignedIn(page, owner, ACCOUNT_DETAILS);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(owner.email);
  });

  test('platform staff reload inside /admin and stay there', async ({ page }) => {
    const staff = demoAccount('staff');
    await signIn(page, staff);
    await page.reload();
    await expectSignedIn(page, staff);
  });

  test('a new tab of the same browser shares the session', async ({ page, context }) => {
    const owner = demoAccount('owner');
    await signIn(page, owner);
    const second = await context.newPage();
    await second.goto('/');
    await expectSignedIn(second, owner);
  });
});
