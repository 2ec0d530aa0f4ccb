/** A real app store over the real API client, with HTTP scripted at the axios boundary and a signed-in merchant. */
import { configureApi } from '../../../src/api/client';
import { tokenStore } from '../../../src/api/tokenStore';
import { analyticsFeature } from '../../../src/ducks/analytics';
import { features } from '../../../src/ducks/registry';
import { chromeFeatures } from '../../../src/ducks/signedInFeatures';
import { createAppStore } from '../../../src/store';
import { signedIn } from '../../support/render';
import { BASE_URL, installMockHttp } from '../api/mockHttp';

export { flush, ok } from '../auth/harness';

/** A fixed clock for the date maths; timers still run (in step with real time). */
export const fixClock = (iso: string): void => {
  jest.useFakeTimers({ now: new Date(iso), advanceTimers: true });
};

export function setupStore() {
  window.localStorage.clear();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'tok-r', expires: Math.floor(Date.now() / 1000) + 3600 });
  const { store } = createAppStore([...features, ...chromeFeatures, analyticsFeature], { auth: signedIn(['merchant', 'owner']) });
  const client = configureApi({ baseURL: BASE_URL, clientId: 'console-test', tokens: tokenStore, onSessionExpired: () => undefined });
  const http = installMockHttp(client.axios);
  return { store, http };
}
