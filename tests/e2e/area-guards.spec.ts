import { ACCOUNT_DETAILS, ADMIN_LANDING, demoAccount, expectSignedIn, signIn } from './support/console';
import { test } from './support/fixtures';

test.describe('area guards', () => {
  test('a merchant is kept out of /admin', async ({ page }) => {
    const owner = demoAccount('owner');
    await signIn(page, owner);
    for (const path of ['/admin', ADMIN_LANDING, '/admin/no-such-screen']) {
      await page.goto(path);
      await expectSignedIn(page, owner);
    }
  });

  test('platform staff are kept out of the merchant area', async ({ page }) => {
    const staff = demoAccount('staff');
    await signIn(page, staff);
    for (const path of ['/', ACCOUNT_DETAILS, '/merchant', '/no-such-screen']) {
      await page.goto(path);
      await expectSignedIn(page, staff);
    }
  });

  test('a signed-in merchant is sent away from the public pages', async ({ page }) => {
    const owner = demoAccount('owner');
    await signIn(page, owner);
    for (const path of ['/login', '/register', '/forgot-password']) {
      await page.goto(path);
      await expectSignedIn(page, owner);
    }
  });
});
