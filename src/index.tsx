import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { configureApi } from './api/client';
import { tokenStore } from './api/tokenStore';
import { config, readTimeoutOverride } from './config';
import { appStarted, sessionExpired, signedInElsewhere, signedOutElsewhere } from './ducks/auth/actions';
import { createAppStore } from './store';

const { store } = createAppStore();

configureApi({
  baseURL: config.apiBaseUrl,
  clientId: config.clientId,
  tokens: tokenStore,
  onSessionExpired: () => store.dispatch(sessionExpired()),
  onSignedOutElsewhere: () => store.dispatch(signedOutElsewhere()),
  onSignedInElsewhere: () => store.dispatch(signedInElsewhere()),
  readTimeoutMs: readTimeoutOverride(config.env, window.localStorage),
});

store.dispatch(appStarted());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
