import { ACCOUNT_DETAILS, demoAccount, expectLoginPage, MERCHANT_LANDING, signIn, storedSession, userMenu } from './support/console';
import { expect, test } from './support/fixtures';

test.describe('login and logout', () => {
  test('the owner signs in, logs out through the user menu, and the merchant area is closed again', async ({ page }) => {
    const owner = demoAccount('owner');
    await signIn(page, owner);

    const logoutCall = page.waitForRequest((request) => request.url().includes('/api/accounts/logout'));
    await userMenu(page, owner).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await logoutCall;
    await expectLoginPage(page);

    // The session is gone: the merchant area now sends the visitor to /login.
    for (const path of [MERCHANT_LANDING, ACCOUNT_DETAILS]) {
      await page.goto(path);
      await expectLoginPage(page);
    }
  });

  test('logging out revokes the tokens on the server', async ({ page, sandbox }) => {
    const owner = demoAccount('owner');
    await signIn(page, owner);
    const token = (await storedSession(page))?.token;
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    await userMenu(page, owner).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectLoginPage(page);
    expect(await storedSession(page)).toBeNull();
    expect(await sandbox.accountStatus(token as string)).toBe(401);
  });
});
