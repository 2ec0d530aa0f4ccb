import type { Page } from '@playwright/test';
import { TOUR } from '../../src/constants/messages/tour';
import { demoAccount, submitLogin } from './support/console';
import { expect, test } from './support/fixtures';
import { NEW_MERCHANT_PASSWORD, registerAndActivate } from './support/newMerchant';

/** The tour's current step: a non-modal dialog with the 'n / total' badge. */
const tourStep = (page: Page) => page.locator('[role="dialog"][aria-modal="false"]');

async function stepTitles(page: Page): Promise<string[]> {
  const titles: string[] = [];
  for (;;) {
    const step = tourStep(page);
    await expect(step.getByText(new RegExp(`^${titles.length + 1} / \\d+$`))).toBeVisible();
    titles.push((await step.getByRole('heading').textContent()) ?? '');
    const next = step.getByRole('button', { name: TOUR.next });
    if ((await next.count()) === 0) return titles;
    await next.click();
  }
}

test.describe('guided tour', () => {
  test("a brand-new account sees the tour on its first /dashboard visit; 'Don't show this again' keeps it away", async ({ page, request, sandbox }) => {
    const email = await registerAndActivate(request, sandbox, { local: 'tour', fullName: 'Tess Tourist', company: 'Tour Films' });
    await page.goto('/login');
    await submitLogin(page, email, NEW_MERCHANT_PASSWORD);
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');

    const step = tourStep(page);
    await expect(step.getByRole('heading', { name: 'Analytics' })).toBeVisible();
    await expect(step.getByText(/^1 \/ \d+$/)).toBeVisible();
    await step.getByRole('button', { name: TOUR.next }).click();
    await expect(step.getByText(/^2 \/ \d+$/)).toBeVisible();
    await expect(step.getByRole('button', { name: TOUR.back })).toBeVisible();

    await step.getByRole('button', { name: 'Close tour' }).click();
    const confirm = page.getByRole('dialog', { name: TOUR.endTourTitle });
    await confirm.getByRole('checkbox', { name: TOUR.dontShowAgain }).check();
    await confirm.getByRole('button', { name: TOUR.endTour }).click();
    await expect(tourStep(page)).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('group', { name: 'Summary' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Audience/ })).toContainText('0');
    // Give the lazily loaded tour every chance to appear before concluding it does not.
    await page.waitForLoadState('networkidle');
    await expect(tourStep(page)).toHaveCount(0);
  });

  test('the analyst and customer support tours show only their own steps', async ({ page, principals }) => {
    await principals.open(page, demoAccount('analyst'));
    await page.getByRole('button', { name: /^Boxoffice/ }).click();
    const analyst = await stepTitles(page);
    expect(analyst[0]).toBe('Analytics');
    expect(analyst).not.toContain('Assets');
    expect(analyst).not.toContain('Settings');
    expect(analyst.at(-1)).toBe('Your account');
    await tourStep(page).getByRole('button', { name: TOUR.goToDashboard }).click();
    await expect(tourStep(page)).toHaveCount(0);

    await page.context().clearCookies();
    await page.evaluate(() => (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear());
    await principals.open(page, demoAccount('support'));
    await page.getByRole('button', { name: /^Boxoffice/ }).click();
    const support = await stepTitles(page);
    expect(support).not.toContain('Analytics');
    expect(support).not.toContain('Your figures');
    expect(support.at(-1)).toBe('Your account');
  });
});
