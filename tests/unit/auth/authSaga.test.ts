import { tokenStore } from '../../../src/api/tokenStore';
import {
  activate,
  appStarted,
  backToMaster,
  forgotPassword,
  loadFeatures,
  login,
  logout,
  newPassword,
  register,
  sessionExpired,
} from '../../../src/ducks/auth/actions';
import { fetchDetails } from '../../../src/ducks/account/actions';
import type { AuthState } from '../../../src/ducks/auth/types';
import { selectNotices } from '../../../src/ducks/notices/slice';
import { selectRequest } from '../../../src/ducks/requests/slice';

import { anotherTab, deferred, type Reply } from '../api/mockHttp';
import { accountFixture, authBody, fail, flush, inAnHour, ok, setupAuth, type AuthHarness } from './harness';

const authOf = (h: AuthHarness) => (h.store.getState() as unknown as { auth: AuthState }).auth;
const noticeTexts = (h: AuthHarness) => selectNotices(h.store.getState()).map((n) => `${n.kind}: ${n.text}`);
const FEATURES = [
  { id: 1, name: 'Gifts', enabled: true },
  { id: 2, name: 'Donations', enabled: false },
];
const STAFF = accountFixture({ id: 2, email: 'staff@sandbox.test', roles: ['boxoffice'] });

describe('auth saga: start-up', () => {
  it('takes a token login out of the address bar before the first API call, then loads the user and features', async () => {
    const h = setupAuth('/login?t=tok-1&rt=rt-1&exp=1900000000&utm=x#top');
    const seen: string[] = [];
    const record = (reply: Reply) => () => {
      seen.push(window.location.href);
      return reply;
    };
    h.http.on('GET', 'accounts', record(ok(accountFixture())));
    h.http.on('GET', 'features', record(ok(FEATURES)));

    h.store.dispatch(appStarted());
    await flush();

    expect(seen).toEqual(['http://localhost/login?utm=x#top', 'http://localhost/login?utm=x#top']);
    expect(h.http.calls('GET', 'accounts')[0].authorization).toBe('Bearer tok-1');
    expect(tokenStore.getSession('merchant')).toEqual({ token: 'tok-1', refreshToken: 'rt-1', expires: 1_900_000_000 });
    expect(h.navigations[0]).toEqual({ to: '/login?utm=x#top', replace: true });
    expect(authOf(h)).toMatchObject({ ready: true, authenticated: true, isAdmin: false, features: ['Gifts'] });
  });

  it('keeps the loader (ready=false) until the stored session has loaded its user and features', async () => {
    const h = setupAuth('/dashboard');
    tokenStore.setSession('merchant', { token: 'stored', refreshToken: 'stored-r', expires: inAnHour() });
    const user = deferred();
    h.http.on('GET', 'accounts', async () => {
      await user.promise;
      return ok(accountFixture());
    });
    h.http.on('GET', 'features', ok(FEATURES));

    h.store.dispatch(appStarted());
    await flush();
    expect(authOf(h).ready).toBe(false);

    user.resolve();
    await flush();
    expect(authOf(h)).toMatchObject({ ready: true, authenticated: true, active: true, registered: true });
    expect(h.http.calls('GET', 'features')).toHaveLength(1);
  });

  it('is ready at once, without any call, when no token is stored', async () => {
    const h = setupAuth('/dashboard');
    h.store.dispatch(appStarted());
    expect(authOf(h)).toMatchObject({ ready: true, authenticated: false });
    await flush();
    expect(h.http.calls()).toHaveLength(0);
  });

  it('restores an admin session under /admin, with the admin token and no features call', async () => {
    const h = setupAuth('/admin/dashboard');
    tokenStore.setSession('admin', { token: 'adm', refreshToken: 'adm-r', expires: inAnHour() });
    h.http.on('GET', 'accounts', ok(STAFF));

    h.store.dispatch(appStarted());
    await flush();

    expect(h.http.calls('GET', 'accounts')[0].authorization).toBe('Bearer adm');
    expect(h.http.calls('GET', 'features')).toHaveLength(0);
    expect(authOf(h)).toMatchObject({ ready: true, authenticated: true, isAdmin: true });
  });

  it('ends at /login, ready, when the stored token is refused', async () => {
    const h = setupAuth('/dashboard');
    tokenStore.setSession('merchant', { token: 'revoked', refreshToken: 'r', expires: inAnHour() });
    h.http.on('GET', 'accounts', fail(401, 'Invalid or expired token.'));

    h.store.dispatch(appStarted());
    await flush();

    expect(authOf(h)).toMatchObject({ ready: true, authenticated: false });
    expect(tokenStore.getSession('merchant')).toBeNull();
    expect(h.navigations).toEqual([{ to: '/login', replace: true }]);
  });
});

describe('auth saga: login', () => {
  it('a platform-role login is an admin session: admin token set, isAdmin, off to the admin area', async () => {
    const h = setupAuth('/login');
    h.http.on('POST', 'accounts/authenticate', ok(authBody('staff-token', STAFF)));

    h.store.dispatch(login.request({ username: 'staff@sandbox.test', password: 'Sandbox-2026!' }));
    await flush();

    const form = Object.fromEntries(h.http.calls('POST', 'accounts/authenticate')[0].form());
    expect(form).toEqual({ grant_type: 'password', username: 'staff@sandbox.test', password: 'Sandbox-2026!', client_id: 'console-test' });
    expect(tokenStore.getSession('admin')?.token).toBe('staff-token');
    expect(tokenStore.getSession('merchant')).toBeNull();
    expect(authOf(h)).toMatchObject({ authenticated: true, isAdmin: true, active: true, registered: true });
    expect(h.http.calls('GET', 'features')).toHaveLength(0);
    // The admin area's front door; its index route picks the landing from the route tables.
    expect(h.navigations.at(-1)?.to).toBe('/admin');
  });

  it('a merchant login stores token, refresh token and expiry, loads features, then goes to the merchant area', async () => {
    const h = setupAuth('/login');
    const body = authBody('m-token');
    h.http.on('POST', 'accounts/authenticate', ok(body));
    h.http.on('GET', 'features', ok(FEATURES));

    h.store.dispatch(login.request({ username: 'owner@sandbox.test', password: 'Sandbox-2026!' }));
    await flush();

    expect(tokenStore.getSession('merchant')).toEqual({ token: 'm-token', refreshToken: 'm-token-refresh', expires: body.expires });
    expect(tokenStore.getSession('admin')).toBeNull();
    expect(h.http.calls('GET', 'features')[0].authorization).toBe('Bearer m-token');
    expect(authOf(h)).toMatchObject({ authenticated: true, isAdmin: false, active: true, registered: true, features: ['Gifts'] });
    expect(h.navigations).toHaveLength(1);
    expect(h.navigations[0].to).toBe('/');
  });

  it('shows the server message exactly and stays signed out on wrong credentials', async () => {
    const h = setupAuth('/login');
    h.http.on('POST', 'accounts/authenticate', fail(401, 'Invalid username or password.'));

    h.store.dispatch(login.request({ username: 'owner@sandbox.test', password: 'wrong-password' }));
    await flush();

    expect(noticeTexts(h)).toEqual(['error: Invalid username or password.']);
    expect(authOf(h).authenticated).toBe(false);
    expect(h.navigations).toEqual([]);
  });

  it('sends a registered but inactive account to /activate', async () => {
    const h = setupAuth('/login');
    h.http.on('POST', 'accounts/authenticate', fail(403, 'Account is not activated.'));

    h.store.dispatch(login.request({ username: 'new@sandbox.test', password: 'Sandbox-2026!' }));
    await flush();

    expect(authOf(h)).toMatchObject({ authenticated: false, registered: true, active: false });
    expect(noticeTexts(h)).toEqual(['error: Account is not activated.']);
    expect(h.navigations).toEqual([{ to: '/activate', replace: false }]);
  });
});

/** Signed in through the login form's call, with the navigations so far forgotten. */
async function signedIn(token = 'm-token'): Promise<AuthHarness> {
  const h = setupAuth('/login');
  h.http.on('POST', 'accounts/authenticate', ok(authBody(token)));
  h.http.on('GET', 'features', ok(FEATURES));
  h.store.dispatch(login.request({ username: 'owner@sandbox.test', password: 'Sandbox-2026!' }));
  await flush();
  h.navigations.length = 0;
  return h;
}

describe('auth saga: ending the session', () => {

  it('logout calls the API, clears the tokens, resets the whole store and goes to /login', async () => {
    const h = await signedIn();
    h.http.on('GET', 'accounts/logout', ok({ message: 'Logged out.' }));

    h.store.dispatch(logout.request());
    await flush();

    expect(h.http.calls('GET', 'accounts/logout')[0].authorization).toBe('Bearer m-token');
    expect(tokenStore.getSession('merchant')).toBeNull();
    expect(authOf(h)).toMatchObject({ ready: true, authenticated: false, account: null, features: [] });
    expect(selectRequest(h.store.getState(), 'auth/login').status).toBe('idle');
    expect(h.navigations).toEqual([{ to: '/login', replace: true }]);
  });

  it('logout still ends the local session, once, when the token was already revoked', async () => {
    const h = await signedIn();
    h.http.on('GET', 'accounts/logout', fail(401, 'Invalid or expired token.'));

    h.store.dispatch(logout.request());
    await flush();

    expect(tokenStore.getSession('merchant')).toBeNull();
    expect(authOf(h).authenticated).toBe(false);
    expect(h.navigations).toEqual([{ to: '/login', replace: true }]);
    expect(noticeTexts(h)).toEqual([]);
  });

  it('logout ends the local session when the API cannot be reached', async () => {
    const h = await signedIn();
    h.http.on('GET', 'accounts/logout', { network: true });

    h.store.dispatch(logout.request());
    await flush();

    expect(tokenStore.getSession('merchant')).toBeNull();
    expect(authOf(h).authenticated).toBe(false);
    expect(h.navigations).toEqual([{ to: '/login', replace: true }]);
  });

  it('an expired session (401 on the current token) resets the store and goes to /login exactly once', async () => {
    const h = await signedIn();
    h.http.on('GET', 'features', fail(401, 'Invalid or expired token.'));
    h.http.on('GET', 'accounts', fail(401, 'Invalid or expired token.'));

    h.store.dispatch(loadFeatures.request());
    h.store.dispatch(fetchDetails.request());
    await flush();

    expect(tokenStore.getSession('merchant')).toBeNull();
    expect(authOf(h)).toMatchObject({ ready: true, authenticated: false });
    expect(h.navigations).toEqual([{ to: '/login', replace: true }]);
  });

  it('sessionExpired clears every stored session', async () => {
    const h = await signedIn();
    tokenStore.setSession('admin', { token: 'a', refreshToken: 'ar', expires: inAnHour() });

    h.store.dispatch(sessionExpired());
    await flush();

    expect(tokenStore.getSession('merchant')).toBeNull();
    expect(tokenStore.getSession('admin')).toBeNull();
    expect(h.navigations).toEqual([{ to: '/login', replace: true }]);
  });
});

describe('auth saga: registration, activation and passwords', () => {
  it('registration leaves the user unauthenticated and inactive, and goes to /activate', async () => {
    const h = setupAuth('/register');
    h.http.on('POST', 'accounts', { status: 201, data: accountFixture({ active: false }) });

    h.store.dispatch(
      register.request({
        full_name: 'New Merchant',
        email: 'new@sandbox.test',
        password: 'Tr1cky-Password-2026',
        password_confirmation: 'Tr1cky-Password-2026',
        response_token: 'challenge.12',
        metadata: { services_question: 'Authentication', interest_question: 'stream', company: 'Acme', country: 'GB' },
      }),
    );
    await flush();

    const form = Object.fromEntries(h.http.calls('POST', 'accounts')[0].form());
    expect(form).toMatchObject({ type: 'merchant', 'metadata[company]': 'Acme', response_token: 'challenge.12' });
    expect(authOf(h)).toMatchObject({ authenticated: false, active: false, registered: true });
    expect(h.navigations.at(-1)?.to).toBe('/activate');
  });

  it('activation runs only while the account is not active yet', async () => {
    const h = setupAuth('/activate');
    h.http.on('PUT', 'accounts/activate/483920', ok(accountFixture({ active: true })));

    h.store.dispatch(activate.request('483920'));
    await flush();
    expect(authOf(h).active).toBe(true);
    expect(h.navigations.at(-1)?.to).toBe('/activation-message');

    h.store.dispatch(activate.request('483920'));
    await flush();
    expect(h.http.calls('PUT')).toHaveLength(1);
    expect(h.navigations.at(-1)?.to).toBe('/activation-message');
  });

  it('password-reset requested and new password set are mutually exclusive', async () => {
    const h = setupAuth('/forgot-password');
    h.http.on('POST', 'accounts/forgot-password', ok({ message: 'If the address is known, a reset link was sent.' }));
    h.http.on('PUT', 'accounts/forgot-password/reset-token', ok({ message: 'Password changed.' }));

    h.store.dispatch(forgotPassword.request({ email: 'owner@sandbox.test' }));
    await flush();
    expect(authOf(h)).toMatchObject({ passwordResetRequested: true, newPasswordSet: false });
    expect(noticeTexts(h)).toEqual(['success: Please check your email.']);
    expect(h.navigations.at(-1)?.to).toBe('/new-password');

    h.store.dispatch(newPassword.request({ token: 'reset-token', password: 'An0ther-Secret!', password_confirmation: 'An0ther-Secret!' }));
    await flush();
    expect(authOf(h)).toMatchObject({ passwordResetRequested: false, newPasswordSet: true });
    expect(noticeTexts(h)).toContain('success: You have entered your new password successfully. Please proceeed to log-in.');
    expect(h.navigations.at(-1)?.to).toBe('/login');

    h.store.dispatch(forgotPassword.request({ email: 'owner@sandbox.test' }));
    await flush();
    expect(authOf(h)).toMatchObject({ passwordResetRequested: true, newPasswordSet: false });
  });
});

describe('auth saga: back to master', () => {
  it('trades the saved master refresh token for new tokens, drops the follower session and reloads', async () => {
    const h = setupAuth('/dashboard');
    tokenStore.setSession('merchant', { token: 'follower', refreshToken: 'follower-r', expires: inAnHour() });
    tokenStore.saveMasterSession({ token: 'agency', refreshToken: 'agency-r', expires: inAnHour(), full_name: 'Agency', avatar_url: '' });
    h.http.on('POST', 'accounts/authenticate', ok(authBody('agency-new')));
    h.http.on('GET', 'accounts', ok(accountFixture({ roles: ['merchant', 'master'], is_master: true })));

    h.store.dispatch(backToMaster());
    await flush();

    const [grant] = h.http.calls('POST', 'accounts/authenticate');
    expect(Object.fromEntries(grant.form())).toEqual({ grant_type: 'refresh_token', refresh_token: 'agency-r', client_id: 'console-test' });
    expect(h.http.calls('GET', 'accounts')[0].authorization).toBe('Bearer agency-new');
    expect(tokenStore.getSession('merchant')?.token).toBe('agency-new');
    expect(tokenStore.getMasterSession()).toBeNull();
    expect(h.reload).toHaveBeenCalledTimes(1);
  });

  it('ends at /login without reloading when the master session is no longer valid', async () => {
    const h = setupAuth('/dashboard');
    tokenStore.setSession('merchant', { token: 'follower', refreshToken: 'follower-r', expires: inAnHour() });
    tokenStore.saveMasterSession({ token: 'agency', refreshToken: 'agency-r', expires: inAnHour(), full_name: 'Agency', avatar_url: '' });
    h.http.on('POST', 'accounts/authenticate', fail(401, 'Invalid refresh token.'));

    h.store.dispatch(backToMaster());
    await flush();

    expect(h.reload).not.toHaveBeenCalled();
    expect(tokenStore.getSession('merchant')).toBeNull();
    expect(h.navigations).toEqual([{ to: '/login', replace: true }]);
    expect(noticeTexts(h)).toEqual([]);
  });
});

describe('auth saga: other tabs of the same browser', () => {
  it('a sign-out in another tab ends this one at once: store reset, running calls aborted, /login, no error shown', async () => {
    const h = await signedIn();
    h.http.on('GET', 'features', { hang: true });
    h.store.dispatch(loadFeatures.request());
    await flush();
    const [running] = h.http.calls('GET', 'features').slice(-1);

    anotherTab().clearAll();
    await flush();

    expect(running.signal?.aborted).toBe(true);
    expect(authOf(h)).toMatchObject({ ready: true, authenticated: false, account: null });
    expect(selectRequest(h.store.getState(), loadFeatures.type).status).toBe('idle');
    expect(h.navigations).toEqual([{ to: '/login', replace: true }]);
    expect(noticeTexts(h)).toEqual([]);
    expect(h.http.calls('GET', 'accounts/logout')).toHaveLength(0);
  });

  it('ending this tab leaves the storage alone: a sign-in made there right after stays', async () => {
    const h = await signedIn();
    const other = anotherTab();
    other.clearAll();
    other.startSignIn('merchant', { token: 'next-user', refreshToken: 'next-user-r', expires: inAnHour() });
    await flush();
    expect(tokenStore.getSession('merchant')?.token).toBe('next-user');
    expect(h.navigations).toEqual([{ to: '/login', replace: true }]);
    // Signed out here, this tab does not follow the new sign-in until it signs in or reloads.
    expect(h.reload).not.toHaveBeenCalled();
  });

  it('a sign-in as another user in another tab reloads this one, which sends nothing more with either token', async () => {
    const h = await signedIn();
    const before = h.http.calls().length;

    anotherTab().startSignIn('merchant', { token: 'other-user', refreshToken: 'other-user-r', expires: inAnHour() });
    await flush();
    expect(h.reload).toHaveBeenCalledTimes(1);

    h.store.dispatch(loadFeatures.request());
    await flush();
    expect(h.http.calls()).toHaveLength(before);
    expect(noticeTexts(h)).toEqual([]);
    expect(tokenStore.getSession('merchant')?.token).toBe('other-user');
  });

  it('a refresh in another tab keeps this tab signed in', async () => {
    const h = await signedIn();
    anotherTab().setSession('merchant', { token: 'm-token-2', refreshToken: 'm-token-2-r', expires: inAnHour() });
    await flush();
    expect(h.reload).not.toHaveBeenCalled();
    expect(authOf(h).authenticated).toBe(true);
    expect(h.navigations).toEqual([]);
  });
});

describe('auth saga: session workflows end with the session', () => {
  it('a session end cancels a running activation', async () => {
    const h = setupAuth('/activate');
    h.http.on('PUT', 'accounts/activate/483920', { hang: true });
    h.store.dispatch(activate.request('483920'));
    await flush();
    const [running] = h.http.calls('PUT');

    h.store.dispatch(sessionExpired());
    await flush();

    expect(running.signal?.aborted).toBe(true);
    expect(selectRequest(h.store.getState(), activate.type).status).toBe('idle');
    // A new attempt is not ignored as a double click of the cancelled one.
    h.store.dispatch(activate.request('483920'));
    await flush();
    expect(h.http.calls('PUT')).toHaveLength(2);
  });

  it('a logout cancels a running back-to-master: no reload into the agency afterwards', async () => {
    const h = setupAuth('/dashboard');
    tokenStore.setSession('merchant', { token: 'follower', refreshToken: 'follower-r', expires: inAnHour() });
    tokenStore.saveMasterSession({ token: 'agency', refreshToken: 'agency-r', expires: inAnHour(), full_name: 'Agency', avatar_url: '' });
    h.http.on('POST', 'accounts/authenticate', ok(authBody('agency-new')));
    h.http.on('GET', 'accounts', { hang: true });
    h.http.on('GET', 'accounts/logout', ok({ message: 'Logged out.' }));

    h.store.dispatch(backToMaster());
    await flush();
    const [running] = h.http.calls('GET', 'accounts');
    h.store.dispatch(logout.request());
    await flush();

    expect(running.signal?.aborted).toBe(true);
    expect(h.reload).not.toHaveBeenCalled();
    expect(tokenStore.getSession('merchant')).toBeNull();
    expect(h.navigations).toEqual([{ to: '/login', replace: true }]);
  });

  it('a refresh answered after the session ended does not bring the session back', async () => {
    const h = setupAuth('/dashboard');
    tokenStore.setSession('merchant', { token: 'follower', refreshToken: 'follower-r', expires: inAnHour() });
    tokenStore.saveMasterSession({ token: 'agency', refreshToken: 'agency-r', expires: inAnHour(), full_name: 'Agency', avatar_url: '' });
    const grant = deferred();
    h.http.on('POST', 'accounts/authenticate', async () => {
      await grant.promise;
      return ok(authBody('agency-new'));
    });
    h.http.on('GET', 'accounts', ok(accountFixture()));

    h.store.dispatch(backToMaster());
    await flush();
    h.store.dispatch(sessionExpired());
    await flush();
    grant.resolve();
    await flush();

    expect(tokenStore.getSession('merchant')).toBeNull();
    expect(h.http.calls('GET', 'accounts')).toHaveLength(0);
    expect(h.reload).not.toHaveBeenCalled();
    expect(noticeTexts(h)).toEqual([]);
  });
});
