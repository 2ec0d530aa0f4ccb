/** Platform staff's lists (issue 20): payments, audience, subscriptions and access of every merchant or one. */
import { screen, waitFor, within } from '@testing-library/react';
import { tokenStore } from '../../../src/api/tokenStore';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const MERCHANTS = [
  { id: 1, uuid: 'u1', tenant_uuid: 't1', name: 'Sandbox Media', email: 'owner@sandbox.test', full_name: 'Olivia', master: false, clients: 0, created_at: 0 },
  { id: 6, uuid: 'u6', tenant_uuid: 't6', name: 'Other Films', email: 'other@sandbox.test', full_name: 'Otto', master: false, clients: 0, created_at: 0 },
];
const merchantRef = (id: number) => ({ id, uuid: `u${id}`, name: MERCHANTS.find((m) => m.id === id)?.name ?? '' });

const payment = (id: number, merchantId: number, overrides: Record<string, unknown> = {}) => ({
  paymentHistoryId: id,
  trxToken: `trx-${id}`,
  transactionToken: `tok-${id}`,
  actionType: 'charge',
  chargedAmount: 9.99,
  currencyIso: 'EUR',
  consumerEmail: `buyer${id}@example.com`,
  consumerId: id,
  country: 'DE',
  timestamp: Date.UTC(2025, 2, 4, 9, 5) / 1000,
  paymentMethodName: 'Card',
  itemTitle: `Asset ${id}`,
  itemId: 100 + id,
  itemType: 'asset',
  subscriptionId: null,
  merchant: merchantRef(merchantId),
  ...overrides,
});

const details = (refunds: unknown[] = []) => ({
  ...payment(7, 6),
  consumer_name: 'Buyer Seven',
  merchant_id: 6,
  payment_tool_info: '•••• 4242',
  gateway_name: 'Stripe',
  item_id: 107,
  item_type: 'asset',
  item_title: 'Asset 7',
  issued_by: 'customer',
  note: '',
  ip_address: '10.0.0.1',
  continent: 'Europe',
  country_iso: 'DE',
  voucher_code: null,
  voucher_discount: null,
  expires_at: null,
  access_fee_description: '',
  exchange_rate: 1,
  settlement_currency: 'EUR',
  client_id: 'client-6',
  refunds,
  refundable_amount: 9.99,
  device: { type: 'desktop', os: 'macOS', model: 'Mac' },
  gift: null,
});

function setup(path: string) {
  const http = mockApi();
  const inAnHour = Math.floor(Date.now() / 1000) + 3600;
  tokenStore.setSession('admin', { token: 'admin-token', refreshToken: 'admin-r', expires: inAnHour });
  http.on('GET', 'accounts/merchants', { status: 200, data: { collection: MERCHANTS, total: 2 } });
  http.on('GET', 'v2/saved-views', { status: 200, data: [] });
  http.on('GET', 'v2/admin/accounting/transactions', (req) => ({
    status: 200,
    data: req.query.get('merchantID') === '6' ? { collection: [payment(7, 6)], total: 1 } : { collection: [payment(3, 1), payment(7, 6)], total: 2 },
  }));
  const view = renderWithApp(path, { preloadedState: { auth: signedIn(['boxoffice'], { email: 'staff@sandbox.test' }, { isAdmin: true }) } });
  return { http, ...view };
}

const lastQuery = (http: ReturnType<typeof mockApi>, path: string) => {
  const calls = http.calls('GET', path);
  return Object.fromEntries([...calls[calls.length - 1].query].filter(([name]) => name !== 'srkey'));
};

describe('/admin/payments', () => {
  it("lists every merchant's payments with a Merchant column, and a picked merchant's only, the merchant in the URL", async () => {
    const { http, user, location } = setup('/admin/payments');
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Merchant',
      'Asset/Package name',
      'Type',
      'Amount',
      'Customer email',
      'Country',
      'Created at (UTC)',
      'Details',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(lastQuery(http, 'v2/admin/accounting/transactions')).not.toHaveProperty('merchantID');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Merchant' }), 'Other Films (other@sandbox.test)');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Payments' })).getAllByRole('row')).toHaveLength(2));
    expect(lastQuery(http, 'v2/admin/accounting/transactions')).toMatchObject({ merchantID: '6', page: '1' });
    expect(location()).toBe('/admin/payments?merchant=6');
    const row = within(screen.getByRole('table', { name: 'Payments' })).getAllByRole('row')[1];
    expect(within(row).getByRole('link', { name: 'Other Films' })).toHaveAttribute('href', '/admin/merchants/edit/6');
    expect(within(row).getByRole('link', { name: 'Payment details of trx-7' })).toHaveAttribute('href', '/admin/payments/trx-7');
    expect(within(row).getByRole('link', { name: 'buyer7@example.com' })).toHaveAttribute('href', '/admin/audience/edit/7');
    // Staff's calls carry the admin token.
    expect(http.calls('GET', 'v2/admin/accounting/transactions').every((call) => call.authorization === 'Bearer admin-token')).toBe(true);
  });
});

describe('/admin/payments/{trxToken}', () => {
  it('opens a payment by trx token with its merchant, and refunds it as staff', async () => {
    const { http, user } = setup('/admin/payments/trx-7');
    http.on('GET', 'v2/admin/accounting/transactions/trx-7', { status: 200, data: details() });
    http.on('POST', 'v2/admin/accounting/transactions/refund', { status: 200, data: details([{ id: 1, reason: 'Goodwill', amount: 2, created_at: 0, currency: 'EUR', trx_token: 'RF-1' }]) });
    const summary = await screen.findByRole('region', { name: 'Payment' });
    expect(within(summary).getByRole('link', { name: 'Other Films' })).toHaveAttribute('href', '/admin/merchants/edit/6');
    await user.click(within(summary).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText(/Amount/));
    await user.type(within(dialog).getByLabelText(/Amount/), '2');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(http.calls('POST', 'v2/admin/accounting/transactions/refund')).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(String(http.calls('POST', 'v2/admin/accounting/transactions/refund')[0].body)))).toEqual({ id: '7', amount: '2', reason: 'Goodwill' });
  });

  it('goes to /admin/404.html when the answer is empty', async () => {
    const { http, location } = setup('/admin/payments/trx-none');
    http.on('GET', 'v2/admin/accounting/transactions/trx-none', { status: 200, data: {} });
    await waitFor(() => expect(location()).toBe('/admin/404.html'));
  });
});

describe('/admin/access', () => {
  it("lists accesses of every merchant with their merchant, filtered by status in the URL", async () => {
    const { http, user, location } = setup('/admin/access');
    http.on('GET', 'v2/admin/accesses', {
      status: 200,
      data: {
        collection: [{ itemAccessId: 5, itemId: 9, itemTitle: 'Final', itemType: 'asset', type: 'granted', expiresAt: null, revoked: false, createdAt: 0, currency: '', customer_id: 3, consumer_email: 'fan@example.com', merchant: merchantRef(1) }],
        total: 1,
      },
    });
    const table = await screen.findByRole('table', { name: 'Access' });
    expect(within(table).getByRole('link', { name: 'fan@example.com' })).toHaveAttribute('href', '/admin/audience/edit/3');
    expect(within(table).getByText('Never')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive');
    await waitFor(() => expect(lastQuery(http, 'v2/admin/accesses')).toMatchObject({ status: 'inactive', page: '1' }));
    expect(location()).toBe('/admin/access?status=inactive');
  });
});

const subscription = (merchantId: number) => ({
  subscriptionId: 'S-1-00001',
  transactionToken: 'S-1-00001',
  unsubscribeUrl: '/api/v2/subscriptions/cancel/S-1-00001',
  actionType: 'active',
  subscriptionPrice: 5,
  charged_amount: 10,
  currency: 'EUR',
  itemId: 9,
  itemTitle: 'Season pass',
  itemType: 'asset',
  consumerEmail: 'fan@example.com',
  consumerId: 3,
  country: 'DE',
  paymentMethodName: 'Card',
  createdAt: 0,
  updatedAt: 0,
  canceledAt: null,
  merchant: merchantRef(merchantId),
});

describe('/admin/subscriptions/{subscriptionId}', () => {
  it('shows any merchant’s subscription by its id with its merchant and history, and no Cancel for staff', async () => {
    const { http } = setup('/admin/subscriptions/S-1-00001');
    http.on('GET', 'v2/admin/subscriptions/S-1-00001', {
      status: 200,
      data: {
        subscription: subscription(1),
        merchant: merchantRef(1),
        history: { collection: [{ id: 'S-1-00001:started', action_type: 'started', description: 'Subscription started', amount: null, currency: 'EUR', created_at: 0 }], total: 1 },
      },
    });
    const summary = await screen.findByRole('region', { name: 'Subscription' });
    expect(within(summary).getByRole('link', { name: 'Sandbox Media' })).toHaveAttribute('href', '/admin/merchants/edit/1');
    expect(within(summary).getByRole('link', { name: 'fan@example.com' })).toHaveAttribute('href', '/admin/audience/edit/3');
    expect(within(summary).queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    expect(screen.getByText('Subscription started')).toBeInTheDocument();
    expect(http.calls('GET', 'v2/admin/subscriptions/S-1-00001')[0].authorization).toBe('Bearer admin-token');
  });
});

describe('/admin/audience/edit/{id}', () => {
  it("shows the merchant's customer with the merchant, the customer's payments, and Impersonate customer", async () => {
    const { http } = setup('/admin/audience/edit/7');
    http.on('GET', 'v2/admin/customers/7', {
      status: 200,
      data: {
        id: 7,
        email: 'buyer7@example.com',
        full_name: 'Buyer Seven',
        active: true,
        number_of_payments: 1,
        metadata: {},
        roles: ['customer'],
        created_at: 0,
        geodata: { continent: 'Europe', country: 'DE', country_name: 'Germany' },
        analytics: { last_login: null, content_request_log: [], total_assets_bought: 1, total_transactions: 1, money_spent: [], first_purchase: null, last_purchase: null },
        merchant: merchantRef(6),
      },
    });
    http.on('GET', 'v2/admin/subscriptions', { status: 200, data: { collection: [], total: 0 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer details: buyer7@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Other Films' })).toHaveAttribute('href', '/admin/merchants/edit/6');
    // The loaded control, named after the customer (the disabled stand-in shown while its code loads is replaced: a
    // query that found the stand-in could hold a detached node by the time it asserts).
    expect(await screen.findByRole('button', { name: 'Impersonate customer buyer7@example.com' })).toBeEnabled();
    const payments = await screen.findByRole('table', { name: 'Payments of this customer' });
    await waitFor(() => expect(within(payments).getAllByRole('row').length).toBeGreaterThan(1));
    expect(lastQuery(http, 'v2/admin/accounting/transactions')).toMatchObject({ 'search[]': 'consumerId:7', merchantID: '6' });
  });
});
