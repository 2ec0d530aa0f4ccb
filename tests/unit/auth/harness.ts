/** A real app store over the real API client, with HTTP scripted at the axios boundary. */
import type { Account, AuthResponse } from '../../../src/api/types';
import { configureApi } from '../../../src/api/client';
import { tokenStore } from '../../../src/api/tokenStore';
import { sessionExpired, signedInElsewhere, signedOutElsewhere } from '../../../src/ducks/auth/actions';
import { setNavigator } from '../../../src/sagas/navigation';
import { browser } from '../../../src/ducks/auth/saga';
import { createAppStore } from '../../../src/store';
import { features } from '../../../src/ducks/registry';
import { masterAccountFeature } from '../../../src/ducks/auth/masterSaga';
import { makeAccount } from '../../support/render';
import { BASE_URL, installMockHttp, type MockHttp, type Reply } from '../api/mockHttp';

export const HOUR = 3600;
export const inAnHour = (): number => Math.floor(Date.now() / 1000) + HOUR;

export { makeAccount as accountFixture } from '../../support/render';

export const authBody = (token: string, account: Account = makeAccount()): AuthResponse => ({
  access_token: token,
  refresh_token: `${token}-refresh`,
  expires: inAnHour(),
  account,
});

export const ok = (data: unknown): Reply => ({ status: 200, data });
export const fail = (status: number, message: string): Reply => ({ status, data: { code: status, message } });

export const flush = async (times = 5): Promise<void> => {
  for (let i = 0; i < times; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

export interface AuthHarness {
  store: ReturnType<typeof createAppStore>['store'];
  http: MockHttp;
  navigations: Array<{ to: string; replace: boolean }>;
  reload: jest.Mock;
}

/** Starts at `url` with an empty token store (tests add sessions before dispatching). */
export function setupAuth(url = '/login'): AuthHarness {
  // Also ends the sign-in a previous test's tab held.
  tokenStore.clearAll();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', url);
  // A signed-in console has the way back to the master account too (it loads with the signed-in chunk).
  const { store } = createAppStore([...features, masterAccountFeature]);
  const client = configureApi({
    baseURL: BASE_URL,
    clientId: 'console-test',
    tokens: tokenStore,
    onSessionExpired: () => store.dispatch(sessionExpired()),
    onSignedOutElsewhere: () => store.dispatch(signedOutElsewhere()),
    onSignedInElsewhere: () => store.dispatch(signedInElsewhere()),
  });
  const http = installMockHttp(client.axios);
  const navigations: AuthHarness['navigations'] = [];
  setNavigator((to, options) => navigations.push({ to, replace: options?.replace ?? false }));
  const reload = jest.fn();
  browser.reload = reload;
  return { store, http, navigations, reload };
}
