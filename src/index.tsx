import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { handoffIdOf, openActingAsTab } from './api/actingAsHandoff';
import { configureApi } from './api/client';
import { installNavigationGuard } from './components/form/navigationGuard';
import { tokenStore } from './api/tokenStore';
import { config, readTimeoutOverride } from './config';
import { RELATE_UI } from './constants/messages/relate';
import { appStarted, sessionExpired, signedInElsewhere, signedOutElsewhere } from './ducks/auth/actions';
import { areaOfPath, SESSION_PATHS } from './routes/sessionPaths';
import { createAppStore } from './store';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

function startConsole(root: HTMLElement): void {
  const { store } = createAppStore();

  configureApi({
    baseURL: config.apiBaseUrl,
    clientId: config.clientId,
    tokens: tokenStore,
    onSessionExpired: () => store.dispatch(sessionExpired()),
    onSignedOutElsewhere: () => store.dispatch(signedOutElsewhere()),
    onSignedInElsewhere: () => store.dispatch(signedInElsewhere()),
    readTimeoutMs: readTimeoutOverride(config.env, window.localStorage),
    area: () => areaOfPath(window.location.pathname),
  });

  store.dispatch(appStarted());
  // Before the router subscribes to popstate: a form's guard must see the browser's Back first.
  installNavigationGuard();

  createRoot(root).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}

/**
 * A new tab opened from the agency cockpit (`/acting-as/{handoff}`): it says what it is doing while the agency's tab
 * signs in as the related account, then loads the page asked for as that account, or says why it cannot.
 */
function startActingAsTab(root: HTMLElement, handoff: string): void {
  document.title = RELATE_UI.openingTitle;
  const main = document.createElement('main');
  const title = document.createElement('h1');
  title.textContent = RELATE_UI.openingTitle;
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.textContent = RELATE_UI.opening;
  main.append(title, status);
  root.replaceChildren(main);
  void openActingAsTab(handoff, window, RELATE_UI.openFailed).then((failure) => {
    if (failure === null) return;
    status.setAttribute('role', 'alert');
    status.textContent = failure;
    const link = document.createElement('a');
    link.href = SESSION_PATHS.root;
    link.textContent = RELATE_UI.openFailedLink;
    main.append(link);
  });
}

const handoff = handoffIdOf(window.location.pathname);
if (handoff) startActingAsTab(container, handoff);
else startConsole(container);
