import { handoffIdOf, handoffPath, newHandoffId, openActingAsTab, takeHandoff, writeHandoff } from '../../../src/api/actingAsHandoff';
import { createApiClient } from '../../../src/api/client';
import { createActingAsStore, createTokenStore, isActingAsTab } from '../../../src/api/tokenStore';
import { BASE_URL, NOW, anotherTab, fresh, installMockHttp } from './mockHttp';

/**
 * The agency cockpit's new tab (issue 21, N4): it works as a related account with a session of its own, in its
 * sessionStorage. The agency's tabs and this one never touch each other's sessions, except that the agency's
 * sign-out ends this tab's session too.
 */
const FOLLOWER = { followerId: 4, name: 'Follower One Studios' };

// Each test's tab stops listening when it ends: the tabs of one test share jsdom's single sessionStorage.
const disposers: (() => void)[] = [];

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => disposers.splice(0).forEach((dispose) => dispose()));

/** This tab acting as follower1, with a client over its store, beside the agency's tab (signed in in localStorage). */
function actingAsTab() {
  const agency = anotherTab();
  agency.startSignIn('merchant', fresh('agency'));
  const tokens = createActingAsStore(window.sessionStorage, window.localStorage);
  tokens.startActingAs(FOLLOWER, fresh('follower1'));
  const onSignedOutElsewhere = jest.fn();
  const onSignedInElsewhere = jest.fn();
  const client = createApiClient({ baseURL: BASE_URL, clientId: 'console-test', tokens, onSessionExpired: jest.fn(), onSignedOutElsewhere, onSignedInElsewhere, now: () => NOW });
  disposers.push(client.dispose);
  const http = installMockHttp(client.axios);
  http.on('GET', 'accounts', { status: 200, data: {} });
  return { agency, tokens, client, http, onSignedOutElsewhere, onSignedInElsewhere };
}

describe('a tab acting as a related account', () => {
  it("sends the related account's token while the agency's tabs keep the agency's", async () => {
    const tab = actingAsTab();
    expect(isActingAsTab(window.sessionStorage)).toBe(true);
    expect(tab.tokens.actingAs()).toEqual(FOLLOWER);
    await tab.client.request({ method: 'GET', path: 'accounts' });
    expect(tab.http.calls('GET', 'accounts')[0].authorization).toBe('Bearer follower1');
    expect(createTokenStore(window.localStorage).getSession('merchant')?.token).toBe('agency');
  });

  it("is not replaced by the agency's new sign-ins or refreshes, which stay in the agency's tabs", async () => {
    const tab = actingAsTab();
    tab.agency.setSession('merchant', fresh('agency-refreshed'));
    tab.agency.startSignIn('merchant', fresh('someone-else'));
    expect(tab.onSignedInElsewhere).not.toHaveBeenCalled();
    expect(tab.onSignedOutElsewhere).not.toHaveBeenCalled();
    await tab.client.request({ method: 'GET', path: 'accounts' });
    expect(tab.http.calls('GET', 'accounts')[0].authorization).toBe('Bearer follower1');
  });

  it("ends when the agency signs out in any of its tabs, and leaves nothing to come back to on a reload", () => {
    const tab = actingAsTab();
    tab.agency.clearAll();
    expect(tab.onSignedOutElsewhere).toHaveBeenCalledTimes(1);
    expect(tab.tokens.getSession('merchant')).toBeNull();
    expect(isActingAsTab(window.sessionStorage)).toBe(false);
    expect(tab.tokens.tabScoped).toBe(true);
  });

  it("signs out of the related account alone: the agency's session stays", () => {
    const tab = actingAsTab();
    const agencyTab = jest.fn();
    const unsubscribe = createTokenStore(window.localStorage).subscribe(agencyTab);
    tab.tokens.clearAll();
    expect(isActingAsTab(window.sessionStorage)).toBe(false);
    expect(createTokenStore(window.localStorage).getSession('merchant')?.token).toBe('agency');
    // sessionStorage raises no storage event in other tabs; nothing of the agency's was written.
    expect(agencyTab.mock.calls.filter(([change]) => (change as { external: boolean }).external)).toEqual([]);
    unsubscribe();
  });
});

describe('the handoff between the two tabs', () => {
  const target = window;

  it('opens at an address naming only the handoff, never a token', () => {
    const id = newHandoffId();
    expect(handoffIdOf(handoffPath(id))).toBe(id);
    expect(handoffIdOf('/acting-as/../dashboard')).toBeNull();
    expect(handoffIdOf('/dashboard')).toBeNull();
  });

  it("waits for the agency's tab, takes its answer once and removes it", async () => {
    const id = newHandoffId();
    const taken = takeHandoff(id, { shared: window.localStorage, target });
    const session = fresh('follower1');
    writeHandoff(id, { actingAs: FOLLOWER, session, to: '/audience/edit/7', at: Date.now() });
    // jsdom raises no storage event for this window's own writes: the other tab's write is announced as a browser would.
    window.dispatchEvent(new StorageEvent('storage', { key: `boxoffice.handoff.${id}`, newValue: 'x', storageArea: window.localStorage }));
    await expect(taken).resolves.toEqual({ actingAs: FOLLOWER, session, to: '/audience/edit/7', at: expect.any(Number) });
    expect(window.localStorage.getItem(`boxoffice.handoff.${id}`)).toBeNull();
  });

  it('refuses a stale answer, another site as the page to open, and gives up after its time-out', async () => {
    const stale = newHandoffId();
    writeHandoff(stale, { actingAs: FOLLOWER, session: fresh('old'), to: '/dashboard', at: Date.now() - 10 * 60_000 });
    await expect(takeHandoff(stale, { shared: window.localStorage, target })).resolves.toBeNull();
    const elsewhere = newHandoffId();
    writeHandoff(elsewhere, { actingAs: FOLLOWER, session: fresh('x'), to: '//evil.example/', at: Date.now() });
    await expect(takeHandoff(elsewhere, { shared: window.localStorage, target })).resolves.toBeNull();
    await expect(takeHandoff(newHandoffId(), { shared: window.localStorage, target, timeoutMs: 1 })).resolves.toBeNull();
  });

  it("keeps the related account's session in this tab only and loads the page asked for", async () => {
    const id = newHandoffId();
    writeHandoff(id, { actingAs: FOLLOWER, session: fresh('follower1'), to: '/audience/edit/7', at: Date.now() });
    const replace = jest.fn();
    const win = { localStorage: window.localStorage, sessionStorage: window.sessionStorage, location: { replace }, addEventListener: jest.fn(), removeEventListener: jest.fn() };
    await expect(openActingAsTab(id, win as unknown as Window, 'failed')).resolves.toBeNull();
    expect(replace).toHaveBeenCalledWith('/audience/edit/7');
    expect(createActingAsStore(window.sessionStorage).getSession('merchant')?.token).toBe('follower1');
    expect(createActingAsStore(window.sessionStorage).actingAs()).toEqual(FOLLOWER);
    expect(createTokenStore(window.localStorage).getSession('merchant')).toBeNull();
  });

  it("says why when the agency's tab could not sign in", async () => {
    const id = newHandoffId();
    writeHandoff(id, { error: 'This related account does not share its settings with you, so you cannot sign in as it.', at: Date.now() });
    const win = { localStorage: window.localStorage, sessionStorage: window.sessionStorage, location: { replace: jest.fn() }, addEventListener: jest.fn(), removeEventListener: jest.fn() };
    await expect(openActingAsTab(id, win as unknown as Window, 'failed')).resolves.toBe('This related account does not share its settings with you, so you cannot sign in as it.');
    expect(isActingAsTab(window.sessionStorage)).toBe(false);
  });
});
