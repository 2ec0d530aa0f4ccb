/**
 * Shared render helper: a real store (every registered feature, its sagas running) and a real router.
 * - `renderWithApp('/some/path', { preloadedState })` renders the whole app's route tree at that path;
 * - `renderWithApp(<Thing />, { route })` renders one element with the store, theme and a router around it.
 */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StyleSheetManager } from 'styled-components';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { AppProviders } from '../../src/App';
import type { Account } from '../../src/api/types';
import { config } from '../../src/config';
import { initialAuthState } from '../../src/ducks/auth/slice';
import type { AuthState } from '../../src/ducks/auth/types';
import { AppRoutes, NavigatorBridge, ROUTER_FUTURE } from '../../src/routes/router';
import { features } from '../../src/ducks/registry';
import { chromeFeatures } from '../../src/ducks/signedInFeatures';
import { createAppStore, type AppStore } from '../../src/store';

export interface RenderAppOptions {
  /** Initial slices, e.g. `{ auth: signedIn(['merchant', 'owner']) }`. */
  preloadedState?: object;
  /** The initial location when rendering an element (a path renders at itself). */
  route?: string;
  /** Passed to userEvent.setup, e.g. `{ advanceTimers: jest.advanceTimersByTime }` with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
  /**
   * Puts the components' CSS into the document, for a test that reads computed styles (`toHaveStyle`). Off by
   * default: jsdom matches every rule in the document against each element whose style it computes, which every
   * role query and visibility check does, and with the console's few hundred rules that was half of a test's time.
   * The console hides nothing with CSS alone (an absent element is not rendered), so no query depends on it.
   */
  withStyles?: boolean;
}

export interface RenderAppResult extends RenderResult {
  store: AppStore;
  /** Navigates the rendered router, as a link click would. */
  navigate: NavigateFunction;
  user: ReturnType<typeof userEvent.setup>;
  /** The router's current path (pathname + search). */
  location: () => string;
  /** Types of every action dispatched since the store was created. */
  actionTypes: () => string[];
}

const RECORDER = 'testActionLog';

interface RouterProbe {
  path: string;
  navigate: NavigateFunction;
}

/** Reads the memory router's location and navigate function for the test. */
function Probe({ probe }: { probe: RouterProbe }) {
  const location = useLocation();
  probe.path = `${location.pathname}${location.search}`;
  probe.navigate = useNavigate();
  return null;
}

// A test-only slice that logs action types, so tests can assert what a click dispatched.
const actionLog = {
  name: RECORDER,
  reducer: (log: string[] = [], action: { type: string }) => [...log, action.type],
};

export function renderWithApp(uiOrPath: ReactElement | string, options: RenderAppOptions = {}): RenderAppResult {
  const { store } = createAppStore([...features, ...chromeFeatures, actionLog], options.preloadedState);
  const start = typeof uiOrPath === 'string' ? uiOrPath : (options.route ?? '/');
  const probe: RouterProbe = { path: start, navigate: () => undefined };
  const user = userEvent.setup(options.userOptions);
  const app = (
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[start]} future={ROUTER_FUTURE}>
        {/* Sagas navigate through the same router the test renders. */}
        <NavigatorBridge />
        <Probe probe={probe} />
        {typeof uiOrPath === 'string' ? (
          <AppRoutes />
        ) : (
          <Routes>
            <Route path="*" element={uiOrPath} />
          </Routes>
        )}
      </MemoryRouter>
    </AppProviders>
  );
  // The CSS goes to an element outside the document, where no style computation sees it.
  const result = render(options.withStyles ? app : <StyleSheetManager target={document.createElement('div')}>{app}</StyleSheetManager>);
  const actionTypes = () => (store.getState() as unknown as Record<typeof RECORDER, string[]>)[RECORDER];
  const navigate: NavigateFunction = ((to: never, opts?: never) => probe.navigate(to, opts)) as NavigateFunction;
  return { ...result, store, navigate, user, location: () => probe.path, actionTypes };
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
