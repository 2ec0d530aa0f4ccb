import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { tokenStore } from '../../../src/api/tokenStore';
import { GlobalSearch } from '../../../src/components/chrome/GlobalSearch';
import { injectFeature } from '../../../src/ducks/lazyFeatures';
import searchFeature from '../../../src/ducks/search';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

describe('the global search when the search fails', () => {
  it("shows the server's message with Retry instead of 'Nothing found.', and Retry shows the results", async () => {
    const http = mockApi();
    tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    let failing = true;
    http.on('GET', 'v2/search', () =>
      failing
        ? { status: 503, data: { code: 503, message: 'Search is unavailable.' } }
        : { status: 200, data: { customers: [{ id: 42, email: 'vera@example.com', full_name: 'Vera Viewer' }], payments: [], subscriptions: [] } },
    );
    const { user } = renderWithApp(
      <Routes>
        <Route path="*" element={<GlobalSearch />} />
      </Routes>,
      { preloadedState: { auth: signedIn(['merchant', 'owner']) }, route: '/account/details' },
    );
    injectFeature(searchFeature);
    await user.type(screen.getByRole('combobox', { name: 'Search customers, payments and subscriptions' }), 'vera');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Search is unavailable.');
    expect(screen.queryByText('Nothing found.')).not.toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('option', { name: 'vera@example.com (Vera Viewer)' })).toBeInTheDocument();
  });
  it('keeps the results open after Retry however long the answer takes (a timer on the box blur closed them)', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const http = mockApi();
      tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
      let answer: ((value: { status: number; data: unknown }) => void) | undefined;
      let failing = true;
      http.on('GET', 'v2/search', () =>
        failing
          ? { status: 503, data: { code: 503, message: 'Search is unavailable.' } }
          : new Promise((resolve) => {
              answer = resolve;
            }),
      );
      const { user } = renderWithApp(
        <Routes>
          <Route path="*" element={<GlobalSearch />} />
        </Routes>,
        { preloadedState: { auth: signedIn(['merchant', 'owner']) }, route: '/account/details', userOptions: { advanceTimers: jest.advanceTimersByTime } },
      );
      injectFeature(searchFeature);
      const box = screen.getByRole('combobox', { name: 'Search customers, payments and subscriptions' });
      await user.type(box, 'vera');
      const alert = await screen.findByRole('alert');
      failing = false;
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(answer).toBeDefined());
      act(() => {
        jest.advanceTimersByTime(1000);
      });
      expect(box).toHaveAttribute('aria-expanded', 'true');
      act(() => answer?.({ status: 200, data: { customers: [{ id: 42, email: 'vera@example.com', full_name: 'Vera Viewer' }], payments: [], subscriptions: [] } }));
      expect(await screen.findByRole('option', { name: 'vera@example.com (Vera Viewer)' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
