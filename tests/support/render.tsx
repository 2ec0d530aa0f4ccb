/**
 * Shared render helper: a real store (every registered feature, its sagas running) and a real router.
 * - `renderWithApp('/some/path', { preloadedState })` renders the whole app's route tree at that path;
 * - `renderWithApp(<Thing />, { route })` renders one element with the store, theme and a router around it.
 */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../src/App';
import type { Account } from '../../src/api/types';
import { config } from '../../src/config';
import { initialAuthState } from '../../src/ducks/auth/slice';
import type { AuthState } from '../../src/ducks/auth/types';
import { ROUTER_FUTURE, buildRoutes } from '../../src/routes/router';
import { setNavigator } from '../../src/sagas/navigation';
import { features } from '../../src/ducks/registry';
import { createAppStore, type AppStore } from '../../src/store';

// jsdom has no Fetch API; the data router only builds plain GET Requests to navigate (no loaders or actions here).
if (typeof globalThis.Request === 'undefined') {
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  globalThis.Request = NavigationRequest as unknown as typeof Request;
}

export interface RenderAppOptions {
  /** Initial slices, e.g. `{ auth: signedIn(['merchant', 'owner']) }`. */
  preloadedState?: object;
  /** The initial location when rendering an element (a path renders at itself). */
  route?: string;
  /** Passed to userEvent.setup, e.g. `{ advanceTimers: jest.advanceTimersByTime }` with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export interface RenderAppResult extends RenderResult {
  store: AppStore;
  router: ReturnType<typeof createMemoryRouter>;
  user: ReturnType<typeof userEvent.setup>;
  /** The router's current path (pathname + search). */
  location: () => string;
  /** Types of every action dispatched since the store was created. */
  actionTypes: () => string[];
}

const RECORDER = 'testActionLog';

// A test-only slice that logs action types, so tests can assert what a click dispatched.
const actionLog = {
  name: RECORDER,
  reducer: (log: string[] = [], action: { type: string }) => [...log, action.type],
};

export function renderWithApp(uiOrPath: ReactElement | string, options: RenderAppOptions = {}): RenderAppResult {
  const { store } = createAppStore([...features, actionLog], options.preloadedState);
  const routes = typeof uiOrPath === 'string' ? buildRoutes() : [{ path: '*', element: uiOrPath }];
  const start = typeof uiOrPath === 'string' ? uiOrPath : (options.route ?? '/');
  const router = createMemoryRouter(routes, { initialEntries: [start], future: ROUTER_FUTURE });
  // Sagas navigate through the same router the test renders.
  setNavigator((to, navigateOptions) => {
    void router.navigate(to, navigateOptions);
  });
  const user = userEvent.setup(options.userOptions);
  const result = render(<App store={store} router={router} />);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  const actionTypes = () => (store.getState() as unknown as Record<typeof RECORDER, string[]>)[RECORDER];
  return { ...result, store, router, user, location, actionTypes };
}

let nextId = 1;

/** An account as GET /accounts returns it; override what the test cares about. */
export function makeAccount(overrides: Partial<Account> = {}): Account {
  const id = nextId++;
  const email = overrides.email ?? `user${id}@sandbox.test`;
  return {
    id,
    uuid: `account-${id}`,
    merchant_uuid: 'merchant-1',
    tenant_uuid: 'tenant-1',
    merchant_id: 1,
    organisation_id: null,
    master_id: null,
    email,
    username: email,
    full_name: `User ${id}`,
    roles: ['merchant', 'owner'],
    scopes: [],
    is_master: false,
    active: true,
    completed: true,
    referrer: '',
    avatar_url: '',
    country: 'GB',
    date_of_birth: null,
    created_at: 1_700_000_000,
    updated_at: 1_700_000_000,
    metadata: {},
    roleRestrictions: { disabled: [], readOnly: [] },
    ...overrides,
  };
}

/** The auth slice of a signed-in user with these roles (a platform-role user gets an admin session). */
export function signedIn(roles: string[], overrides: Partial<Account> = {}, auth: Partial<AuthState> = {}): AuthState {
  const account = makeAccount({ roles, ...overrides });
  return {
    ...initialAuthState,
    ready: true,
    authenticated: true,
    registered: true,
    active: true,
    isAdmin: roles.includes(config.platformKey),
    account,
    ...auth,
  };
}

/** The auth slice once start-up found no session. */
export const signedOut = (auth: Partial<AuthState> = {}): AuthState => ({ ...initialAuthState, ready: true, ...auth });
