import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { tokenStore } from '../../../src/api/tokenStore';
import { GlobalSearch } from '../../../src/components/chrome/GlobalSearch';
import { injectFeature } from '../../../src/ducks/lazyFeatures';
import searchFeature from '../../../src/ducks/search';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const RESULTS = {
  customers: [{ id: 42, email: 'vera@example.com', full_name: 'Vera Viewer' }],
  payments: [{ trxToken: 'T-77', itemTitle: 'Cup Final', amount: 10, currency: 'EUR', actionType: 'charge', consumerEmail: 'vera@example.com' }],
  subscriptions: [],
};

function setup(roles = ['merchant', 'owner']) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  http.on('GET', 'v2/search', { status: 200, data: RESULTS });
  const view = renderWithApp(
    <Routes>
      <Route path="*" element={<GlobalSearch />} />
    </Routes>,
    { preloadedState: { auth: signedIn(roles) }, route: '/account/details' },
  );
  injectFeature(searchFeature);
  return { http, ...view };
}

describe('the global search', () => {
  it('is focused by "/", groups customers and payments, and opens the one chosen with the arrow keys', async () => {
    const { http, user, location } = setup();
    const box = screen.getByRole('combobox', { name: 'Search customers, payments and subscriptions' });
    await user.keyboard('/');
    expect(box).toHaveFocus();
    await user.type(box, 'vera');
    expect(await screen.findByRole('option', { name: 'vera@example.com (Vera Viewer)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Payments' })).toHaveTextContent('T-77 · Cup Final · EUR 10.00 · vera@example.com');
    expect(http.calls('GET', 'v2/search').at(-1)?.query.get('q')).toBe('vera');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', expect.stringContaining('p-T-77'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/transactions/payments/T-77'));
  });

  it('offers only what the role may open: no customers or payments for a content manager', async () => {
    const { user } = setup(['merchant', 'content_manager']);
    await user.type(screen.getByRole('combobox', { name: 'Search customers, payments and subscriptions' }), 'vera');
    expect(await screen.findByText('Nothing found.')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
