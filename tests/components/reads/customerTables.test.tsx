import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { tokenStore } from '../../../src/api/tokenStore';
import audienceFeature from '../../../src/ducks/audience';
import { injectFeature } from '../../../src/ducks/lazyFeatures';
import paymentsFeature from '../../../src/ducks/payments';
import { CustomerTables } from '../../../src/pages/audience/CustomerTables';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

function setup(disabled: string[]) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  http.on('GET', 'items/access', { status: 200, data: { collection: [], total: 0 } });
  const view = renderWithApp(
    <Routes>
      <Route path="/audience/edit/42" element={<CustomerTables customerId={42} accessWritable={false} subscriptionsWritable={false} />} />
      <Route path="*" element={null} />
    </Routes>,
    { preloadedState: { auth: signedIn(['merchant', 'admin'], { roleRestrictions: { disabled, readOnly: [] } }) }, route: '/start' },
  );
  // The tables' features join the store as the customer screen's chunk would add them, before the tables ask.
  injectFeature(audienceFeature);
  injectFeature(paymentsFeature);
  act(() => view.navigate('/audience/edit/42'));
  return { http, ...view };
}

const choices = () => within(screen.getByLabelText('Show')).getAllByRole('option').map((option) => option.textContent);

describe("a customer's tables", () => {
  it('offer subscriptions and payments where transactions are enabled', async () => {
    setup([]);
    await screen.findByRole('table', { name: 'Customer accesses' });
    expect(choices()).toEqual(['Customer accesses', 'Customer subscriptions', 'Customer payments']);
  });

  it('offer only the accesses to an account whose transactions are disabled, and never ask for its subscriptions or payments', async () => {
    const { http } = setup(['transactions']);
    await screen.findByRole('table', { name: 'Customer accesses' });
    expect(choices()).toEqual(['Customer accesses']);
    expect(http.calls('GET', 'v2/subscriptions')).toHaveLength(0);
    expect(http.calls('GET', 'v2/accounting/transactions')).toHaveLength(0);
  });
});
