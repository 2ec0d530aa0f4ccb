import { demoAccount, expectSignedIn } from './support/console';
import { expect, test } from './support/fixtures';

test.describe('token login', () => {
  test('/login?t&rt&exp signs the user in and removes the tokens from the address bar before any API call', async ({
    page,
    sandbox,
  }) => {
    const follower = demoAccount('follower1');
    const tokens = await sandbox.authenticate(follower.email);

    // Where the page was at the moment of each API call.
    const urlsAtApiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) urlsAtApiCalls.push(page.url());
    });

    const query = new URLSearchParams({ t: tokens.access_token, rt: tokens.refresh_token, exp: String(tokens.expires) });
    await page.goto(`/login?${query}`);
    await expectSignedIn(page, follower);

    const params = new URL(page.url()).searchParams;
    expect(['t', 'rt', 'exp'].filter((name) => params.has(name))).toEqual([]);
    expect(urlsAtApiCalls.length).toBeGreaterThan(0);
    for (const url of urlsAtApiCalls) expect(url).not.toContain(tokens.access_token);

    // The tokens from the link are now the stored session: it survives a reload.
    await page.reload();
    await expectSignedIn(page, follower);
  });

});
