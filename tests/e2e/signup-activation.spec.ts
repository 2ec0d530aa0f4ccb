import type { Page } from '@playwright/test';
import { expectLoginPage, expectSignedIn, submitLogin } from './support/console';
import { expect, test } from './support/fixtures';

const STRONG_PASSWORD = 'Violet-Harbour-Lantern-42';

/** Answers the sandbox's arithmetic challenge ("What is 7 + 5?") the way a person would. */
async function answerCaptcha(page: Page): Promise<void> {
  const question = page.getByText(/^Security question: What is \d+ \+ \d+\?$/);
  const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec((await question.textContent()) ?? '') ?? [];
  await page.getByLabel(/^Security question/).fill(String(Number(a) + Number(b)));
}

test.describe('signup with captcha, then activation through the outbox code', () => {
  test('a new merchant signs up, activates with the mailed code and signs in', async ({ page, sandbox }) => {
    const email = `new-merchant-${Date.now()}@example.test`;
    const fullName = 'Nina Newcomer';

    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

    await page.getByLabel('Full name').fill(fullName);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
    await page.getByLabel('Company').fill('Newcomer Films');
    await page.getByLabel('Country').selectOption({ label: 'Germany' });
    await page.getByLabel('Which service are you looking for?').selectOption({ label: 'Authentication' });
    await page.getByLabel('What brings you here?').selectOption({ label: 'Sell videos on demand' });
    await answerCaptcha(page);

    const signUp = page.getByRole('button', { name: 'Sign up' });
    await expect(signUp).toBeEnabled();
    await signUp.click();

    await expect(page).toHaveURL(/\/activate$/);
    const mail = await sandbox.latestMail(email, 'activation');
    expect(mail.code).toMatch(/^\d{6}$/);
    await page.getByLabel('Activation code').fill(mail.code as string);
    await page.getByRole('button', { name: 'Activate' }).click();

    await expect(page).toHaveURL(/\/activation-message$/);
    await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();

    await expectLoginPage(page);
    await submitLogin(page, email, STRONG_PASSWORD);
    await expectSignedIn(page, { email, fullName, area: 'merchant' });
  });
});
