import { createApiClient } from '../../../src/api/client';
import { createTokenStore } from '../../../src/api/tokenStore';
import { BASE_URL, NOW, anotherTab, fresh, installMockHttp } from './mockHttp';

/**
 * "Login as" signs a new tab in as a merchant and keeps staff's admin session (the token login's `keep`). Staff's
 * admin tab uses only that kept session, so it continues as it was; a tab that used the merchant session it replaced
 * starts again; any other new sign-in still replaces every tab.
 */
function adminTab() {
  window.localStorage.clear();
  const tokens = createTokenStore(window.localStorage);
  tokens.startSignIn('admin', fresh('admin'));
  const onSignedInElsewhere = jest.fn();
  const onSignedOutElsewhere = jest.fn();
  const client = createApiClient({ baseURL: BASE_URL, clientId: 'console-test', tokens, onSessionExpired: jest.fn(), onSignedInElsewhere, onSignedOutElsewhere, now: () => NOW });
  const http = installMockHttp(client.axios);
  http.on('GET', 'v2/admin/activity', { status: 200, data: { collection: [], total: 0 } });
  return { tokens, client, http, onSignedInElsewhere, onSignedOutElsewhere };
}

const tokenLogin = (token: string) => anotherTab().startSignIn('merchant', fresh(token), ['admin', 'master']);

describe('a sign-in that keeps the sessions another tab uses', () => {
  it('leaves staff’s admin tab signed in as it was, still sending its admin token', async () => {
    const tab = adminTab();
    tokenLogin('merchant-1');
    expect(tab.onSignedInElsewhere).not.toHaveBeenCalled();
    expect(tab.onSignedOutElsewhere).not.toHaveBeenCalled();
    await tab.client.request({ method: 'GET', path: 'v2/admin/activity' });
    expect(tab.http.calls('GET', 'v2/admin/activity')[0].authorization).toBe('Bearer admin');
    expect(tab.tokens.getSession('merchant')?.token).toBe('merchant-1');
  });

  it('continues through several "Login as" in a row, while the tab of an earlier one is replaced', () => {
    const tab = adminTab();
    const first = anotherTab();
    first.startSignIn('merchant', fresh('merchant-1'), ['admin', 'master']);
    tokenLogin('merchant-2');
    expect(tab.onSignedInElsewhere).not.toHaveBeenCalled();
    // The first merchant tab used the merchant session the second "Login as" replaced.
    expect(first.signInState(['merchant'])).toBe('replaced');
    expect(first.signInState(['admin'])).toBe('current');
  });

  it('is not a continuation for a sign-in that kept nothing: the admin tab is replaced', () => {
    const tab = adminTab();
    anotherTab().startSignIn('merchant', fresh('someone'));
    expect(tab.onSignedInElsewhere).toHaveBeenCalledTimes(1);
  });

  it('is not a continuation for a tab that also used a session the new sign-in replaced', () => {
    window.localStorage.clear();
    const here = createTokenStore(window.localStorage);
    here.startSignIn('admin', fresh('admin'));
    tokenLogin('merchant-1');
    expect(here.signInState(['admin', 'merchant'])).toBe('replaced');
    expect(here.signInState(['admin'])).toBe('current');
  });
});
