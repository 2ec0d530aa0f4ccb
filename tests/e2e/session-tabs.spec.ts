import type { Page, Request, Route } from '@playwright/test';
import { ACCOUNT_DETAILS, demoAccount, expectLoginPage, expectSignedIn, signIn, storedSession, submitLogin, userMenu } from './support/console';
import { DEMO_PASSWORD } from './support/sandbox';
import { expect, test } from './support/fixtures';

const isApi = (request: Request): boolean => new URL(request.url()).pathname.startsWith('/api/');

/** The API requests a page has started and not yet seen finish or fail (an aborted request fails). */
function trackOpenApiRequests(page: Page): Set<Request> {
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (isApi(request)) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return open;
}

test.describe('two tabs of one browser', () => {
  test('a logout in one tab sends the other to /login within a second, its running calls aborted, none failing', async ({ page, context }) => {
    const owner = demoAccount('owner');
    await signIn(page, owner);
    const other = await context.newPage();
    await other.goto(ACCOUNT_DETAILS);
    await expectSignedIn(other, owner, ACCOUNT_DETAILS);
    await expect(other.getByLabel('Email', { exact: true })).toHaveValue(owner.email);

    const open = trackOpenApiRequests(other);
    const refused: string[] = [];
    other.on('response', (response) => {
      if (isApi(response.request()) && response.status() === 401) refused.push(response.url());
    });
    // The second tab's next screen asks the API and gets no answer: those calls are running when the first tab logs out.
    const held: Route[] = [];
    await other.route('**/api/**', (route) => {
      held.push(route);
    });
    await other.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Assets' }).click();
    await expect.poll(() => held.length).toBeGreaterThan(0);

    await userMenu(page, owner).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectLoginPage(page);

    await expect(other).toHaveURL((url) => url.pathname === '/login', { timeout: 1_000 });
    await expectLoginPage(other);
    await expect.poll(() => open.size, { message: 'API calls of the second tab still running' }).toBe(0);
    expect(refused).toEqual([]);
    await expect(other.getByRole('alert').filter({ hasText: 'ERROR' })).toHaveCount(0);
    await other.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a sign-in as another user in one tab reloads the other into that user, never mixing the two', async ({ page, context }) => {
    const owner = demoAccount('owner');
    const oscar = demoAccount('other');
    // The first tab still shows the login form when the owner signs in in the second one.
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
    const second = await context.newPage();
    await signIn(second, owner);
    await second.goto(ACCOUNT_DETAILS);
    await expect(second.getByLabel('Email', { exact: true })).toHaveValue(owner.email);

    // Every API call of the second tab, with the bearer it carried and the document that sent it.
    let documentIndex = 0;
    second.on('framenavigated', (frame) => {
      if (frame === second.mainFrame()) documentIndex += 1;
    });
    const sent: Array<{ bearer: string; documentIndex: number }> = [];
    second.on('request', (request) => {
      if (isApi(request)) sent.push({ bearer: request.headers().authorization ?? '', documentIndex });
    });
    const ownersDocument = documentIndex;

    await submitLogin(page, oscar.email, DEMO_PASSWORD);
    await expectSignedIn(page, oscar);
    const oscarsToken = (await storedSession(page))?.token;
    expect(oscarsToken).toBeTruthy();

    // The second tab is now Oscar's, on the screen it showed.
    await expectSignedIn(second, oscar, ACCOUNT_DETAILS);
    await expect(second.getByLabel('Email', { exact: true })).toHaveValue(oscar.email);
    await expect(userMenu(second, owner)).toHaveCount(0);
    expect(documentIndex).toBeGreaterThan(ownersDocument);
    // The owner's screens never sent Oscar's token.
    expect(sent.filter((call) => call.documentIndex === ownersDocument && call.bearer === `Bearer ${oscarsToken}`)).toEqual([]);
    expect(sent.some((call) => call.documentIndex > ownersDocument && call.bearer === `Bearer ${oscarsToken}`)).toBe(true);
  });
});
