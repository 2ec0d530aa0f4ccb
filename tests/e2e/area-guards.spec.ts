import { ACCOUNT_DETAILS, ADMIN_LANDING, demoAccount, expectSignedIn } from './support/console';
import { test } from './support/fixtures';

test.describe('area guards', () => {
  test('a merchant is kept out of /admin', async ({ page, principals }) => {
    const owner = demoAccount('owner');
    await principals.open(page, owner);
    for (const path of ['/admin', ADMIN_LANDING, '/admin/no-such-screen']) {
      await page.goto(path);
      await expectSignedIn(page, owner);
    }
  });

  test('platform staff are kept out of the merchant area', async ({ page, principals }) => {
    const staff = demoAccount('staff');
    await principals.open(page, staff);
    for (const path of ['/', ACCOUNT_DETAILS, '/merchant', '/no-such-screen']) {
      await page.goto(path);
      await expectSignedIn(page, staff);
    }
  });

  test('a signed-in merchant is sent away from the public pages', async ({ page, principals }) => {
    const owner = demoAccount('owner');
    await principals.open(page, owner);
    for (const path of ['/login', '/register', '/forgot-password']) {
      await page.goto(path);
      await expectSignedIn(page, owner);
    }
  });
});
