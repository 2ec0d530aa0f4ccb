import { expectLoginPage, submitLogin } from './support/console';
import { expect, test } from './support/fixtures';

test.describe('login validation', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
    await expectLoginPage(page);
  });

  test('an empty form shows *Required under both fields and calls nothing', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/accounts/authenticate')) calls.push(request.url());
    });
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page.getByText('*Required')).toHaveCount(2);
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  test('a malformed email and a short password get their messages', async ({ page }) => {
    await submitLogin(page, 'not-an-email', 'short');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be minimum 8 characters')).toBeVisible();
    await expectLoginPage(page);
  });

  test('a wrong password shows the server message and stays on /login', async ({ page }) => {
    await submitLogin(page, 'analyst@sandbox.test', 'Wrong-password-1');
    const notice = page.getByRole('alert').filter({ hasText: 'ERROR' });
    await expect(notice).toContainText('Invalid username or password.');
    await expectLoginPage(page);
  });

  test('the form links to forgot password and to sign up, and keeps the email (never the password) meanwhile', async ({
    page,
  }) => {
    await page.getByLabel('Email', { exact: true }).fill('owner@sandbox.test');
    await page.getByLabel('Password', { exact: true }).fill('Sandbox-2026!');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByRole('link', { name: 'Back to log in' }).click();
    await expectLoginPage(page);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('owner@sandbox.test');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });
});
