import { tokenStore } from '../../../src/api/tokenStore';
import { appStarted, logout } from '../../../src/ducks/auth/actions';
import { browser } from '../../../src/ducks/auth/saga';
import type { AuthState } from '../../../src/ducks/auth/types';
import { accountFixture, flush, inAnHour, ok, setupAuth } from './harness';

const IMPERSONATION = { staff_name: 'Sam Staff', staff_email: 'staff@sandbox.test', merchant_name: 'Sandbox Media', ends_at: inAnHour() };

/** A tab opened by "Login as": the token login beside staff's admin session. */
async function impersonationTab(account = accountFixture({ impersonation: IMPERSONATION })) {
  const h = setupAuth(`/?t=imp&rt=imp-refresh&exp=${inAnHour()}`);
  tokenStore.startSignIn('admin', { token: 'admin', refreshToken: 'admin-refresh', expires: inAnHour() });
  h.http.on('GET', 'accounts', ok(account));
  h.http.on('GET', 'features', ok([]));
  h.http.on('GET', 'accounts/logout', ok({ message: 'Logged out.' }));
  const assign = jest.fn();
  browser.assign = assign;
  h.store.dispatch(appStarted());
  await flush();
  return { ...h, assign };
}

describe('logging out of a session staff opened with "Login as"', () => {
  it('ends that merchant session only, keeps staff’s admin session and opens the admin area', async () => {
    const h = await impersonationTab();
    expect((h.store.getState() as unknown as { auth: AuthState }).auth.account?.impersonation).toEqual(IMPERSONATION);
    h.store.dispatch(logout.request());
    await flush();
    expect(h.http.calls('GET', 'accounts/logout')[0].authorization).toBe('Bearer imp');
    expect(tokenStore.getSession('merchant')).toBeNull();
    expect(tokenStore.getSession('admin')?.token).toBe('admin');
    expect(h.assign).toHaveBeenCalledWith('/admin');
    expect(h.navigations).not.toContainEqual(expect.objectContaining({ to: '/login' }));
  });

  it('is an ordinary logout for the merchant’s own session', async () => {
    const h = await impersonationTab(accountFixture());
    h.store.dispatch(logout.request());
    await flush();
    expect(tokenStore.getSession('merchant')).toBeNull();
    expect(tokenStore.getSession('admin')).toBeNull();
    expect(h.assign).not.toHaveBeenCalled();
    expect(h.navigations).toContainEqual({ to: '/login', replace: true });
  });
});
