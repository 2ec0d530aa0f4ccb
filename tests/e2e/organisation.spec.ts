import { demoAccount, expectLoginPage, userMenu } from './support/console';
import { expect, test } from './support/fixtures';
import { expectSuccess } from './support/notices';

const owner = demoAccount('owner');
const NEW_MEMBER = { email: 'new.member@sandbox.test', fullName: 'Nova Member' };
const PASSWORD = 'Member-Pass-2026!';

test.describe('the organisation', () => {
  test('the owner invites an analyst, who sets a password from the mail and signs in without organisation or settings; a role change, then the removal ends their session', async ({ page, browser, baseURL, principals, sandbox }) => {
    await principals.open(page, owner, '/account/organisation');
    await page.getByRole('button', { name: 'Invite member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a member' });
    await dialog.getByLabel('Full name').fill(NEW_MEMBER.fullName);
    await dialog.getByLabel('E-mail').fill(NEW_MEMBER.email);
    await dialog.getByLabel('Role').selectOption('analyst');
    await dialog.getByRole('button', { name: 'Send invite' }).click();
    await expect(page.getByText(`Invitation sent to ${NEW_MEMBER.email}.`)).toBeVisible();
    const row = page.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasText: NEW_MEMBER.email });
    await expect(row).toContainText('Invited');

    // The invited member opens the mail's link in a browser of their own.
    const mail = await sandbox.latestMail(NEW_MEMBER.email, 'invite');
    const memberContext = await browser.newContext({ baseURL });
    const memberPage = await memberContext.newPage();
    await memberPage.goto(mail.link ?? '');
    await expect(memberPage.getByRole('heading', { name: /^Welcome to the / })).toBeVisible();
    await memberPage.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await memberPage.getByLabel('Confirm new password').fill(PASSWORD);
    await memberPage.getByRole('button', { name: 'Set password' }).click();
    // The invite signs the member in with the password just set.
    await expect(userMenu(memberPage, NEW_MEMBER)).toBeVisible();
    const nav = memberPage.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await memberPage.goto('/account/organisation');
    await expect(memberPage).toHaveURL((url) => url.pathname !== '/account/organisation');

    await page.reload();
    await expect(row).toContainText('Active');
    await row.getByLabel(`Role of ${NEW_MEMBER.email}`).selectOption('content_manager');
    await expectSuccess(page, 'Member role updated successfully.');

    await row.getByRole('button', { name: `Remove ${NEW_MEMBER.email}` }).click();
    await page.getByRole('dialog', { name: 'Confirm your action' }).getByRole('button', { name: 'Yes, remove' }).click();
    await expect(page.getByText('Member removed.')).toBeVisible();
    await expect(row).toHaveCount(0);

    // The removed member's next call is refused: their console ends the session.
    await memberPage.goto('/account/details');
    await expectLoginPage(memberPage);
    await memberContext.close();
  });
});
