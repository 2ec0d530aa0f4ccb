import type { Page } from '@playwright/test';
import { TOUR } from '../../src/constants/messages/tour';
import { GETTING_STARTED, NEXT_STEPS } from '../../src/constants/messages/onboarding';
import { submitLogin } from './support/console';
import { createAsset } from './support/content';
import { expect, test } from './support/fixtures';
import { NEW_MERCHANT_PASSWORD, registerAndActivate } from './support/newMerchant';

/** A new account's tour starts on its first dashboard visit: ended for good, so it covers nothing on later visits. */
async function endTourForGood(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Close tour' }).click();
  const confirm = page.getByRole('dialog', { name: TOUR.endTourTitle });
  await confirm.getByRole('checkbox', { name: TOUR.dontShowAgain }).check();
  await confirm.getByRole('button', { name: TOUR.endTour }).click();
  await expect(page.getByRole('dialog', { name: TOUR.endTourTitle })).toHaveCount(0);
}

test.describe('getting started (issue 24, acceptance 8)', () => {
  test("a new merchant's dashboard shows the checklist; creating an asset ticks its first step; Dismiss puts it away", async ({ page, request, sandbox }) => {
    const email = await registerAndActivate(request, sandbox, { local: 'starter', fullName: 'Stella Starter', company: 'Starter Films' });
    await page.goto('/login');
    await submitLogin(page, email, NEW_MERCHANT_PASSWORD);
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await endTourForGood(page);

    const checklist = page.getByRole('region', { name: GETTING_STARTED.title });
    const step = (label: string) => checklist.getByRole('listitem').filter({ hasText: label });
    await expect(checklist.getByText(GETTING_STARTED.progress(0, 4))).toBeVisible();
    for (const { label } of Object.values(GETTING_STARTED.steps)) await expect(step(label)).toContainText(GETTING_STARTED.toDo);

    // The step's link leads to the empty assets list, which says what to do next and offers to do it.
    await checklist.getByRole('link', { name: GETTING_STARTED.steps.asset.action }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/assets');
    await expect(page.getByText('No assets found.')).toBeVisible();
    await expect(page.getByText(NEXT_STEPS.assets.says)).toBeVisible();
    await createAsset(page, { category: /^VOD/, type: 'Video', title: 'Starter Film One', openWith: NEXT_STEPS.assets.button });

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(checklist.getByText(GETTING_STARTED.progress(1, 4))).toBeVisible();
    await expect(step(GETTING_STARTED.steps.asset.label)).toContainText(GETTING_STARTED.done);
    await expect(step(GETTING_STARTED.steps.price.label)).toContainText(GETTING_STARTED.toDo);
    await expect(checklist.getByRole('link', { name: GETTING_STARTED.steps.asset.action })).toHaveCount(0);
    await expect(checklist.getByRole('link', { name: GETTING_STARTED.steps.price.action })).toBeVisible();

    await checklist.getByRole('button', { name: GETTING_STARTED.dismissLabel }).click();
    await expect(checklist).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('group', { name: 'Summary' })).toBeVisible();
    await expect(checklist).toHaveCount(0);
  });
});
