import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { all, call, cancel, fork, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { tokenStore, type Session } from '../../api/tokenStore';
import type { Account, AuthResponse } from '../../api/types';
import { storeReset } from '../app/actions';
import {
  activate,
  appStarted,
  loadFeatures,
  loadUser,
  login,
  logout,
  sessionExpired,
  sessionRestored,
  signedInElsewhere,
  signedOutElsewhere,
  startupFinished,
} from './actions';
import { isPlatformAccount } from './platform';
import { selectAuth, type AuthSummary } from './selectors';
import type { RequestError } from '../requests/types';
import { areaOfPath, SESSION_PATHS as PATHS } from '../../routes/sessionPaths';
import { markWatched } from '../requests/watched';
import { runEndpoint } from '../../sagas/apiSaga';
import { navigateTo } from '../../sagas/navigation';

/** Query parameters of a token login (admin impersonation opens the console with them). */
export const TOKEN_PARAMS = ['t', 'rt', 'exp'] as const;

/** Browser access the workflows need besides navigation; tests replace it. */
export const browser = {
  location: (): { pathname: string; search: string; hash: string } => window.location,
  replaceAddress: (url: string): void => window.history.replaceState(window.history.state, '', url),
  reload: (): void => window.location.reload(),
  assign: (url: string): void => window.location.assign(url),
};

const isAdminPath = (pathname: string): boolean => areaOfPath(pathname) === 'admin';

const sessionOf = (res: AuthResponse): Session => ({ token: res.access_token, refreshToken: res.refresh_token, expires: res.expires });

/** Expiry in Unix seconds; a millisecond timestamp is accepted too. */
function parseExpiry(raw: string): number {
  const value = Number(raw);
  return value > 1e11 ? Math.floor(value / 1000) : value;
}

/** Takes a token login out of the address bar (before any API call) and stores it as the merchant session. */
function* takeTokenLogin() {
  const { pathname, search, hash } = (yield call(browser.location)) as ReturnType<typeof browser.location>;
  const params = new URLSearchParams(search);
  const [token, refreshToken, exp] = TOKEN_PARAMS.map((name) => params.get(name));
  if (!token || !refreshToken || !exp) return;
  TOKEN_PARAMS.forEach((name) => params.delete(name));
  const rest = params.toString();
  const clean = `${pathname}${rest ? `?${rest}` : ''}${hash}`;
  yield call(browser.replaceAddress, clean);
  // Keeps the router's idea of the location in step with the address bar.
  yield call(navigateTo, clean, { replace: true });
  // A new sign-in: other tabs reload into it. The admin session (staff who opened it) stays.
  tokenStore.startSignIn('merchant', { token, refreshToken, expires: parseExpiry(exp) }, ['admin', 'master']);
}

/** Loads the merchant's enabled features and waits for the answer (route guards need them). */
function* loadMerchantFeatures() {
  yield put(loadFeatures.request());
  yield take([loadFeatures.success.type, loadFeatures.error.type]);
}

function* startUp() {
  yield call(takeTokenLogin);
  const merchant = tokenStore.getSession('merchant');
  const adminSession = tokenStore.getSession('admin');
  if (!merchant && !adminSession) {
    yield put(startupFinished());
    return;
  }
  const { pathname } = (yield call(browser.location)) as ReturnType<typeof browser.location>;
  // The admin session counts on /admin paths, and wherever it is the only one (staff hold no merchant session).
  const admin = adminSession !== null && (isAdminPath(pathname) || merchant === null);
  yield put(sessionRestored({ admin, hasMasterSession: tokenStore.getMasterSession() !== null }));
  yield put(loadUser.request({ admin }));
  const result = (yield take([loadUser.success.type, loadUser.error.type])) as PayloadAction<Account | RequestError>;
  if (loadUser.success.match(result) && !admin) yield call(loadMerchantFeatures);
  yield put(startupFinished());
}

function* onLoginSucceeded({ payload }: ReturnType<typeof login.success>) {
  // A fresh sign-in replaces whatever sessions this browser held, in every tab.
  if (isPlatformAccount(payload.account)) {
    tokenStore.startSignIn('admin', sessionOf(payload));
    // '/admin' and '/' are the areas' front doors: the route tables (loaded with the signed-in console) pick the landing.
    yield call(navigateTo, PATHS.admin);
    return;
  }
  tokenStore.startSignIn('merchant', sessionOf(payload));
  // The landing depends on the enabled features, so they are in the store before '/' decides.
  yield call(loadMerchantFeatures);
  yield call(navigateTo, PATHS.root);
}

function* onLoginFailed({ payload }: ReturnType<typeof login.error>) {
  // 'Account is not activated.': registered but inactive.
  if (payload.status === 403) yield call(navigateTo, '/activate');
}

/**
 * A tab that acted as a related account (the agency cockpit) starts again as an ordinary tab once its session is
 * over: a whole load, which picks the shared store (the agency's own session, when it is still signed in).
 */
function* leaveSession(actedAs: boolean) {
  yield put(storeReset());
  if (actedAs) yield call(browser.assign, PATHS.login);
  else yield call(navigateTo, PATHS.login, { replace: true });
}

/** Ends the local session: tokens, store and the user's place all go. */
function* endSession() {
  tokenStore.clearAll();
  yield call(leaveSession, tokenStore.tabScoped);
}

/**
 * Another tab signed out (for a tab acting as a related account: the agency signed out): this tab's session ends as
 * well, leaving the shared storage (maybe already a new sign-in's) alone.
 */
function* endedElsewhere() {
  yield call(leaveSession, tokenStore.tabScoped);
}

/** Another tab signed in anew: this tab's screens belong to the previous sign-in, so it starts again in the new one. */
function* reloadIntoNewSignIn() {
  yield call(browser.reload);
}

/**
 * Logging out of a session staff opened ("Login as") ends that session only: staff's admin session stays, and this
 * tab starts again in the admin area (a whole load, which picks the admin session there).
 */
function* onLogoutSucceeded() {
  const { account } = (yield select(selectAuth)) as AuthSummary;
  if (!account?.impersonation || !tokenStore.getSession('admin')) {
    yield call(endSession);
    return;
  }
  tokenStore.clearSession('merchant');
  yield put(storeReset());
  yield call(browser.assign, PATHS.admin);
}

function* onLogoutFailed() {
  // A revoked token already ended the session through sessionExpired; anything else still ends it here.
  if (tokenStore.getSession('merchant') || tokenStore.getSession('admin') || tokenStore.getMasterSession()) {
    yield call(endSession);
  }
}

function* activateIfInactive(action: ReturnType<typeof activate.request>) {
  const auth = (yield select(selectAuth)) as AuthSummary;
  // Activation runs only when the account is not active yet.
  if (auth.active) {
    yield call(navigateTo, '/activation-message');
    return;
  }
  yield call(runEndpoint, activate, action);
}

function* sessionWorkflowWatchers() {
  yield all([
    // A submit: double clicks are ignored.
    takeLeading(activate.request.type, activateIfInactive),
  ]);
}

/** Workflows whose calls belong to the session, as every request does: the store reset (logout, session end) cancels them. */
function* sessionWorkflows() {
  for (;;) {
    const session = (yield fork(sessionWorkflowWatchers)) as Task;
    yield take(storeReset.type);
    yield cancel(session);
  }
}

/** The auth workflows; the plain calls run through the generic API saga. */
export function* authSaga() {
  markWatched(activate.request.type);
  yield all([
    fork(sessionWorkflows),
    takeLeading(appStarted.type, startUp),
    takeEvery(login.success.type, onLoginSucceeded),
    takeEvery(login.error.type, onLoginFailed),
    takeEvery(logout.success.type, onLogoutSucceeded),
    takeEvery(logout.error.type, onLogoutFailed),
    // The client reports each ended session once; takeLeading also ignores a report during the reset.
    takeLeading(sessionExpired.type, endSession),
    takeLeading(signedOutElsewhere.type, endedElsewhere),
    takeLeading(signedInElsewhere.type, reloadIntoNewSignIn),
  ]);
}
