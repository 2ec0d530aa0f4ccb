import { createApiClient } from '../../../src/api/client';
import { createTokenStore } from '../../../src/api/tokenStore';
import { BASE_URL, NOW, fresh, installMockHttp } from './mockHttp';

/**
 * Staff's admin tab beside a "Login as" merchant session (the token login keeps the admin session and stores the
 * merchant one in the same storage): the admin tab's shared calls (its account, a merchant's payment setup) must go
 * with staff's token, never the merchant's.
 */
function tab(area: 'admin' | 'merchant') {
  window.localStorage.clear();
  const tokens = createTokenStore(window.localStorage);
  tokens.startSignIn('admin', fresh('staff'));
  tokens.startSignIn('merchant', fresh('merchant'), ['admin']);
  const client = createApiClient({ baseURL: BASE_URL, clientId: 'console-test', tokens, onSessionExpired: jest.fn(), now: () => NOW, area: () => area });
  const http = installMockHttp(client.axios);
  http.on('GET', 'v2/payments/methods', { status: 200, data: { collection: [] } });
  http.on('GET', 'v2/admin/activity', { status: 200, data: { collection: [] } });
  return { client, http };
}

describe('the session a shared call goes with', () => {
  it("is staff's in the admin area, even with a merchant session stored beside it", async () => {
    const { client, http } = tab('admin');
    await client.request({ method: 'GET', path: 'v2/payments/methods', query: { merchantID: '7' } });
    expect(http.calls('GET', 'v2/payments/methods')[0].authorization).toBe('Bearer staff');
  });

  it("is the merchant's in the merchant area; admin calls are staff's in either", async () => {
    const { client, http } = tab('merchant');
    await client.request({ method: 'GET', path: 'v2/payments/methods' });
    await client.request({ method: 'GET', path: 'v2/admin/activity' });
    expect(http.calls('GET', 'v2/payments/methods')[0].authorization).toBe('Bearer merchant');
    expect(http.calls('GET', 'v2/admin/activity')[0].authorization).toBe('Bearer staff');
  });
});
