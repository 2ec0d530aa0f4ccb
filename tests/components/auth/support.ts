import { configureApi } from '../../../src/api/client';
import { tokenStore } from '../../../src/api/tokenStore';
import { BASE_URL, installMockHttp, type MockHttp } from '../../unit/api/mockHttp';

/** Wires the real API client with scripted HTTP; the pages' calls go through it. */
export function mockApi(): MockHttp {
  // Also ends the sign-in a previous test's tab held.
  tokenStore.clearAll();
  window.localStorage.clear();
  const client = configureApi({ baseURL: BASE_URL, clientId: 'console-test', tokens: tokenStore, onSessionExpired: () => undefined });
  return installMockHttp(client.axios);
}

export const STRONG_PASSWORD = 'Violet-Harbour-Lantern-42';
