import { configureApi } from '../../../src/api/client';
import { tokenStore } from '../../../src/api/tokenStore';
import { areaOfPath } from '../../../src/routes/sessionPaths';
import { BASE_URL, installMockHttp, type MockHttp } from '../../unit/api/mockHttp';

/**
 * Wires the real API client with scripted HTTP; the pages' calls go through it. The tab's area is read from the
 * window's address, as the console does (src/index.tsx): a test of an admin screen puts it there (`atAddress`).
 */
export function mockApi(): MockHttp {
  // Also ends the sign-in a previous test's tab held.
  tokenStore.clearAll();
  window.localStorage.clear();
  const client = configureApi({ baseURL: BASE_URL, clientId: 'console-test', tokens: tokenStore, onSessionExpired: () => undefined, area: () => areaOfPath(window.location.pathname) });
  return installMockHttp(client.axios);
}

export const STRONG_PASSWORD = 'Violet-Harbour-Lantern-42';

/** Puts `path` in the window's address (the memory router keeps its own); back to '/' after the test. */
export function atAddress(path: string): void {
  window.history.replaceState(null, '', path);
}
