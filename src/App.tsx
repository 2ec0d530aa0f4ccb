import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { AppRouter } from './routes/router';
import type { AppStore } from './store';
import { GlobalStyle, theme } from './theme';

/** Store and theme around any tree: the app itself and component tests. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </Provider>
  );
}

export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </AppProviders>
  );
}
