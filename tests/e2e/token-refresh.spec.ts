import { demoAccount, expectSignedIn, storedSession } from './support/console';
import { consoleApiClientScript, PAGE_API_GLOBAL, type PageApi } from './support/apiClientScript';
import { expect, test } from './support/fixtures';
import { storeSession } from './support/sessions';

const PARALLEL_CALLS = 10;

test.describe('expired access token', () => {
  test(`is refreshed exactly once while ${PARALLEL_CALLS} requests run in parallel`, async ({ page, sandbox }) => {
    const owner = demoAccount('owner');
    // A sign-in of its own (the refresh rotates it), stored as already expired: the console's client must refresh
    // before anything goes out. It sits on a page of the origin that does not start the console, so nothing but the
    // calls below can refresh it first.
    const tokens = await sandbox.authenticate(owner.email);
    const before = { token: tokens.access_token, refreshToken: tokens.refresh_token, expires: Math.floor(Date.now() / 1000) - 60 };
    await storeSession(page, 'merchant', before);

    // Evaluated through the DevTools protocol: the page's CSP (rightly) refuses inline script tags.
    await page.evaluate(consoleApiClientScript());
    const refreshes: string[] = [];
    const bearers: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/accounts/authenticate') refreshes.push(request.postData() ?? '');
      else if (pathname === '/api/accounts' || pathname === '/api/features') bearers.push(request.headers().authorization ?? '');
    });

    const results = await page.evaluate(
      async ({ name, count }) => {
        const { accounts, expired } = (globalThis as unknown as Record<string, PageApi>)[name];
        const calls = Array.from({ length: count }, (_, i) => (i % 2 === 0 ? accounts.getAccount() : accounts.getFeatures()));
        const settled = await Promise.allSettled(calls);
        return { outcomes: settled.map((outcome) => outcome.status), expired };
      },
      { name: PAGE_API_GLOBAL, count: PARALLEL_CALLS },
    );

    expect(results.outcomes).toEqual(Array(PARALLEL_CALLS).fill('fulfilled'));
    expect(results.expired).toEqual([]);
    expect(refreshes).toHaveLength(1);
    expect(new URLSearchParams(refreshes[0]).get('grant_type')).toBe('refresh_token');
    expect(bearers).toHaveLength(PARALLEL_CALLS);
    // Every call went out with the one new token, none with the expired one.
    const after = await storedSession(page);
    expect(after?.token).not.toBe(before.token);
    expect(after?.refreshToken).not.toBe(before.refreshToken);
    expect(new Set(bearers)).toEqual(new Set([`Bearer ${after?.token}`]));

    // The console itself carries on with the rotated session.
    await page.goto('/');
    await expectSignedIn(page, owner);
    expect(refreshes).toHaveLength(1);
  });
});
