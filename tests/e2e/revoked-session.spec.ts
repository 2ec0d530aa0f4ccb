import { ACCOUNT_DETAILS, demoAccount, expectLoginPage, signIn, storedSession } from './support/console';
import { expect, test } from './support/fixtures';

test.describe('revoked session', () => {
  test('ends at /login on the next action that calls the API', async ({ page, sandbox }) => {
    const support = demoAccount('support');
    await signIn(page, support);
    await page.goto(ACCOUNT_DETAILS);
    // The page's own loads end before the revocation, so the next call is the user's action.
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(support.email);
    await page.waitForLoadState('networkidle');

    await sandbox.revoke(support.email);
    const fullName = page.getByLabel('Full name');
    await fullName.fill('Sue Support Renamed');
    const update = page.waitForResponse((res) => res.url().endsWith('/api/accounts') && res.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect((await update).status()).toBe(401);

    await expectLoginPage(page);
    expect(await storedSession(page)).toBeNull();
    // The session stays ended: the merchant area sends the visitor back to /login.
    await page.goto(ACCOUNT_DETAILS);
    await expectLoginPage(page);
  });
});
