import { demoAccount, expectLoginPage, expectSignedIn, submitLogin } from './support/console';
import { DEMO_PASSWORD } from './support/sandbox';
import { expect, test } from './support/fixtures';
import { expectSuccess } from './support/notices';

const NEW_PASSWORD = 'Copper-Meadow-Signal-77';

test.describe('forgot password through the outbox token', () => {
  // The demo password changes here; the reseed puts it back for the other journeys.
  test.afterEach(async ({ sandbox }) => sandbox.reset());

  test('a reset mail token sets a new password, which then signs in (and the old one does not)', async ({ page, sandbox }) => {
    const follower = demoAccount('follower2');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill(follower.email);
    await page.getByRole('button', { name: 'Send reset instructions' }).click();

    await expectSuccess(page, 'Please check your email.');
    await expect(page).toHaveURL(/\/new-password$/);
    const mail = await sandbox.latestMail(follower.email, 'reset');
    expect(mail.token).toMatch(/^[0-9a-f]{32,}$/);

    await page.getByLabel('Reset token').fill(mail.token as string);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();

    await expectLoginPage(page);
    await expectSuccess(page, 'You have entered your new password successfully. Please proceeed to log-in.');

    await submitLogin(page, follower.email, DEMO_PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password.' })).toBeVisible();
    await submitLogin(page, follower.email, NEW_PASSWORD);
    await expectSignedIn(page, follower);
  });
});
