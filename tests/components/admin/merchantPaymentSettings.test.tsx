/** Staff's view of a merchant's payment setup (issue 21): the merchant's own screen, for the merchant chosen. */
import { screen, within } from '@testing-library/react';
import type { MerchantPaymentMethod, PaymentMethodsAnswer } from '../../../src/api/billingTypes';
import { tokenStore } from '../../../src/api/tokenStore';
import { renderWithApp, signedIn } from '../../support/render';
import { atAddress, mockApi } from '../auth/support';

const row = (id: number, method: string, gateway: string): MerchantPaymentMethod => ({
  accountPaymentProviderId: id,
  active: true,
  current: true,
  external: false,
  metadata: {},
  paymentMethod: { id: 1, name: method },
  paymentProvider: { id: 11, name: gateway },
});

const ANSWER: PaymentMethodsAnswer = {
  merchant_id: 7,
  inherited: false,
  methods: [{ id: 1, name: 'Card', providers: [{ id: 11, name: 'Stripe', current: true }] }],
  collection: [row(700, 'Card', 'Stripe')],
  stripe_connect: { status: 'approved', account_id: null, client_id: 'ca_sandbox_boxoffice' },
  bank_statement: null,
};

const PATH = '/admin/merchants/7/payment-settings';

function setup() {
  atAddress(PATH);
  const http = mockApi();
  const inAnHour = Math.floor(Date.now() / 1000) + 3600;
  // A "Login as" in another tab stored a merchant session beside staff's: this screen's calls are still staff's.
  tokenStore.setSession('admin', { token: 'admin-token', refreshToken: 'admin-r', expires: inAnHour });
  tokenStore.setSession('merchant', { token: 'merchant-token', refreshToken: 'merchant-r', expires: inAnHour });
  http
    .on('GET', 'accounts/merchants/7', { status: 200, data: { id: 7, name: 'Follower Two Films', uuid: 'uuid-7' } })
    .on('GET', 'accounts/merchants/7/features', {
      status: 200,
      data: [
        { id: 1, name: 'NewPricing', enabled: true },
        { id: 2, name: 'StripeConnectIntegration', enabled: true },
      ],
    })
    .on('GET', 'v2/payments/methods', { status: 200, data: ANSWER });
  const view = renderWithApp(PATH, { preloadedState: { auth: signedIn(['boxoffice'], { email: 'staff@sandbox.test' }, { isAdmin: true }) } });
  return { http, ...view };
}

afterEach(() => atAddress('/'));

describe('/admin/merchants/{id}/payment-settings', () => {
  it("shows the chosen merchant's setup, read with staff's token for that merchant, with the merchant's features", async () => {
    const { http } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Setup: Follower Two Films' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Payment methods' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Card');
    const [read] = http.calls('GET', 'v2/payments/methods');
    expect(read.query.get('merchantID')).toBe('7');
    expect(read.authorization).toBe('Bearer admin-token');
    // Staff change it: set gateway and delete are there.
    expect(screen.getByRole('button', { name: 'Set gateway' })).toBeVisible();
    expect(within(table).getByRole('button', { name: 'Delete Card through Stripe' })).toBeVisible();
    // Stripe Connect (the merchant has the feature) is shown, but connecting is the merchant's own step.
    expect(screen.getByRole('heading', { name: 'Stripe Connect' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Connect with Stripe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the merchant' })).toHaveAttribute('href', '/admin/merchants/edit/7');
  });

  it("is linked from the merchant's edit screen", async () => {
    atAddress('/admin/merchants/edit/7');
    const http = mockApi();
    tokenStore.setSession('admin', { token: 'admin-token', refreshToken: 'admin-r', expires: Math.floor(Date.now() / 1000) + 3600 });
    http.on('GET', 'accounts/merchants/7', { status: 200, data: { id: 7, name: 'Follower Two Films', uuid: 'uuid-7', roles: [], master_merchant: null, connect_status: 'none', created_at: 0 } });
    renderWithApp('/admin/merchants/edit/7', { preloadedState: { auth: signedIn(['boxoffice'], { email: 'staff@sandbox.test' }, { isAdmin: true }) } });
    expect(await screen.findByRole('link', { name: 'Payment settings' })).toHaveAttribute('href', PATH);
  });
});
