import { screen, waitFor, within } from '@testing-library/react';
import type { CustomerAccess, CustomerDetails, PaymentDetails, Subscription } from '../../../src/api/audienceTypes';
import { tokenStore } from '../../../src/api/tokenStore';
import { SPEC_BRANDING } from '../../../src/constants/branding';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const customer = (overrides: Partial<CustomerDetails> = {}): CustomerDetails => ({
  id: 42,
  email: 'viewer@example.com',
  full_name: 'Vera Viewer',
  active: true,
  number_of_payments: 3,
  metadata: { tier: 'gold' },
  roles: ['consumer'],
  created_at: 1_700_000_000,
  geodata: { continent: 'Europe', country: 'DE', country_name: 'Germany' },
  analytics: {
    last_login: 1_760_000_000,
    content_request_log: [{ item_id: 7, item_title: 'Cup Final', requested_at: 1_760_000_000 }],
    total_assets_bought: 2,
    total_transactions: 3,
    money_spent: [{ currency: 'EUR', amount: 24.5 }],
    first_purchase: 1_710_000_000,
    last_purchase: 1_750_000_000,
  },
  ...overrides,
});

const access = (overrides: Partial<CustomerAccess> = {}): CustomerAccess => ({
  itemAccessId: 501,
  itemId: 7,
  itemTitle: 'Cup Final',
  itemType: 'asset',
  type: 'granted',
  expiresAt: 4_102_444_799,
  revoked: false,
  createdAt: 1_760_000_000,
  currency: '',
  customer_id: 42,
  consumer_email: 'viewer@example.com',
  ...overrides,
});

const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  subscriptionId: 'S-1-ABC',
  transactionToken: 'S-1-ABC',
  unsubscribeUrl: '/api/v2/subscriptions/cancel/S-1-ABC',
  actionType: 'recurrent',
  subscriptionPrice: 9.99,
  charged_amount: 29.97,
  currency: 'EUR',
  itemId: 8,
  itemTitle: 'Season Pass',
  itemType: 'package',
  consumerEmail: 'viewer@example.com',
  consumerId: 42,
  country: 'DE',
  paymentMethodName: 'Card',
  createdAt: 1_750_000_000,
  updatedAt: 1_750_000_000,
  canceledAt: null,
  ...overrides,
});

function setup(path: string, roles = ['merchant', 'owner']) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  http.on('GET', 'v2/customers/42', { status: 200, data: customer() });
  http.on('GET', 'v2/customers/42/activity', { status: 200, data: { activity: [{ date: '2026-11-01', logins: 2 }], lifetime_values: [{ currency: 'EUR', total: 24.5, payments: 3, refunded: 0 }], days_as_customer: 700 } });
  http.on('GET', 'items/access', { status: 200, data: { collection: [access()], total: 1 } });
  http.on('GET', 'items/collection', { status: 200, data: { collection: [{ id: 7, title: 'Cup Final' }, { id: 9, title: 'Derby' }], total: 2, page: 1, limit: 20 } });
  http.on('GET', 'v2/items/packages/tenant-1', { status: 200, data: { collection: [{ id: 8, title: 'Season Pass' }], total: 1, page: 1, limit: 20 } });
  http.on('GET', 'v2/saved-views', { status: 200, data: [] });
  return { http, ...renderWithApp(path, { preloadedState: { auth: signedIn(roles) } }) };
}

const sent = (call: { form(): URLSearchParams }) => Object.fromEntries(call.form());

describe('/audience', () => {
  it('lists the active customers newest first, 15 a page, and filters inactive or paying ones through the URL', async () => {
    const { http, user, location } = setup('/audience');
    http.on('GET', 'v2/customers', { status: 200, data: { collection: [{ id: 42, email: 'viewer@example.com', full_name: 'Vera Viewer', active: true, number_of_payments: 3, country: 'DE', created_at: 1_700_000_000, last_login: null }], total: 1 } });
    const table = await screen.findByRole('table', { name: 'Audience' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Email', 'Full name', 'Country', 'Payments', 'Registered at (UTC)', 'Last login (UTC)']);
    expect(within(table).getByRole('link', { name: 'viewer@example.com' })).toHaveAttribute('href', '/audience/edit/42');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Never');
    expect(Object.fromEntries(http.calls('GET', 'v2/customers')[0].query)).toEqual({ page: '1', size: '15', active: 'true', order: 'createdAt', srkey: expect.any(String) });
    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    await user.click(screen.getByLabelText('Paying customers only'));
    await waitFor(() => expect(location()).toBe('/audience?type=paying&status=inactive'));
    await waitFor(() => expect(Object.fromEntries(http.calls('GET', 'v2/customers').at(-1)?.query ?? [])).toMatchObject({ active: 'false', paying_customers: 'true' }));
  });
});

describe('/audience/edit/{id}', () => {
  it('shows the profile, geodata and analytics, and the active accesses with their actions', async () => {
    setup('/audience/edit/42');
    expect(await screen.findByRole('heading', { name: 'Customer details: viewer@example.com' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Profile' })).toHaveTextContent('tier: gold');
    expect(screen.getByRole('region', { name: 'Geodata' })).toHaveTextContent('Germany (DE)');
    expect(screen.getByRole('region', { name: 'Analytics' })).toHaveTextContent('EUR 24.50');
    const table = await screen.findByRole('table', { name: 'Customer accesses' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Asset/Package name', 'Type', 'Description', 'Expires at (UTC)', 'Created at (UTC)', 'Actions']);
    expect(within(table).getByRole('button', { name: 'Revoke access to Cup Final' })).toBeVisible();
    expect(within(table).getByRole('button', { name: 'Extend access to Cup Final' })).toBeVisible();
  });

  it('grants access with the chosen item and expiry; a duplicate shows the spec’s text whatever the server says, and keeps the dialog filled', async () => {
    const { http, user } = setup('/audience/edit/42');
    http.on('POST', 'items/access', { status: 409, data: { code: 409, message: 'Duplicate entitlement.' } });
    await user.click(await screen.findByRole('button', { name: 'Grant access' }));
    const dialog = screen.getByRole('dialog', { name: 'Grant access' });
    await within(dialog).findByRole('option', { name: 'Derby (#9)' });
    await user.selectOptions(within(dialog).getByLabelText('Asset or package'), '9');
    await user.type(within(dialog).getByLabelText('Expires at (UTC)'), '2099-06-30');
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('The user already has an active access for this asset.')).toBeInTheDocument();
    expect(screen.queryByText('Duplicate entitlement.')).not.toBeInTheDocument();
    expect(sent(http.calls('POST', 'items/access')[0])).toEqual({ consumer_id: '42', item_id: '9', expires_at: '2099-06-30' });
    expect(within(dialog).getByLabelText('Asset or package')).toHaveValue('9');
    expect(within(dialog).getByLabelText('Expires at (UTC)')).toHaveValue('2099-06-30');

    http.on('POST', 'items/access', { status: 201, data: access({ itemId: 9, itemTitle: 'Derby', itemAccessId: 502 }) });
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('Access successfully granted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Grant access' })).not.toBeInTheDocument());
    // The table is read again.
    expect(http.calls('GET', 'items/access').length).toBeGreaterThanOrEqual(2);
  });

  it('on page 2 of the accesses, a grant reads page 2 again: the table stays there, loaded, with the new access', async () => {
    const { http, user } = setup('/audience/edit/42');
    let granted = false;
    const shows = (count: number) => Array.from({ length: count }, (_, n) => access({ itemAccessId: 600 + n, itemId: 100 + n, itemTitle: `Show ${n + 1}` }));
    http.on('GET', 'items/access', (req) => {
      const all = granted ? [...shows(7), access({ itemId: 9, itemTitle: 'Derby', itemAccessId: 502 })] : shows(7);
      const page = Number(req.query.get('page'));
      return { status: 200, data: { collection: all.slice((page - 1) * 5, page * 5), total: all.length } };
    });
    const table = () => screen.getByRole('table', { name: 'Customer accesses' });
    await screen.findByRole('link', { name: 'Show 1' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('link', { name: 'Show 6' });

    http.on('POST', 'items/access', () => {
      granted = true;
      return { status: 201, data: access({ itemId: 9, itemTitle: 'Derby', itemAccessId: 502 }) };
    });
    await user.click(screen.getByRole('button', { name: 'Grant access' }));
    const dialog = screen.getByRole('dialog', { name: 'Grant access' });
    await within(dialog).findByRole('option', { name: 'Derby (#9)' });
    await user.selectOptions(within(dialog).getByLabelText('Asset or package'), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('Access successfully granted.')).toBeInTheDocument();

    // The page on screen is read again, not page 1 with a reset: it ends loaded and shows the grant.
    expect(await screen.findByRole('link', { name: 'Derby' })).toBeVisible();
    expect(within(table()).getByRole('link', { name: 'Derby' })).toBeVisible();
    expect(within(table()).getByRole('link', { name: 'Show 6' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    const reads = http.calls('GET', 'items/access');
    expect(reads.at(-1)?.query.get('page')).toBe('2');
    expect(reads.filter((read) => read.query.get('page') === '1')).toHaveLength(1);
  });

  it('revokes after confirming, sending the customer, and a status change resets the type filter', async () => {
    const { http, user } = setup('/audience/edit/42');
    http.on('DELETE', 'items/access/501', { status: 204 });
    const table = await screen.findByRole('table', { name: 'Customer accesses' });
    await user.click(within(table).getByRole('button', { name: 'Revoke access to Cup Final' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Revoke access' })).getByRole('button', { name: 'Revoke access' }));
    expect(await screen.findByText('Access successfully revoked.')).toBeInTheDocument();
    expect(sent(http.calls('DELETE', 'items/access/501')[0])).toEqual({ consumer_id: '42' });

    await user.selectOptions(screen.getByLabelText('Type'), 'purchased');
    await waitFor(() => expect(http.calls('GET', 'items/access').at(-1)?.query.get('type')).toBe('purchased'));
    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    expect(screen.getByLabelText('Type')).toHaveValue('all');
    await waitFor(() => expect(Object.fromEntries(http.calls('GET', 'items/access').at(-1)?.query ?? [])).toMatchObject({ status: 'inactive', customerID: '42' }));
    expect(http.calls('GET', 'items/access').at(-1)?.query.has('type')).toBe(false);
  });

  it('is read-only for the analyst: no Grant access, no row actions, no erase', async () => {
    setup('/audience/edit/42', ['merchant', 'analyst']);
    const table = await screen.findByRole('table', { name: 'Customer accesses' });
    expect(screen.queryByRole('button', { name: 'Grant access' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).not.toContain('Actions');
    expect(screen.queryByRole('button', { name: 'Erase account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit name and metadata' })).not.toBeInTheDocument();
  });

  it('sends a password reset with a branding theme picked from the merchant’s themes (none picked: the default theme)', async () => {
    const { http, user } = setup('/audience/edit/42');
    http.on('GET', 'v2/branding/paywall/tenant-1', { status: 200, data: { collection: [{ ...SPEC_BRANDING, id: 4, merchant_id: 1, brand_name: 'Sandbox Media', default: true, exists: true, created_at: 1, updated_at: 1 }, { ...SPEC_BRANDING, id: 5, merchant_id: 1, brand_name: 'Sandbox Media Night', default: false, exists: true, created_at: 2, updated_at: 2 }] } });
    http.on('PUT', 'v2/customers/42/reset-password', { status: 200, data: { message: 'Password reset e-mail sent.' } });
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the customer’s password' });
    const picker = within(dialog).getByLabelText('Branding theme');
    await waitFor(() => expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Default theme', 'Sandbox Media (the default)', 'Sandbox Media Night']));
    await user.selectOptions(picker, 'Sandbox Media Night');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(http.calls('PUT', 'v2/customers/42/reset-password')).toHaveLength(1));
    expect(sent(http.calls('PUT', 'v2/customers/42/reset-password')[0])).toEqual({ branding_id: '5' });
  });

  it('marks an erased customer with the platform’s text', async () => {
    const { http } = setup('/audience/edit/43');
    http.on('GET', 'v2/customers/43', { status: 404, data: { code: 404, message: 'Requested account does not exist' } });
    expect(await screen.findByText('Requested account does not exist')).toBeVisible();
  });

  it('cancels a subscription through its unsubscribe address; the action is disabled for an in-app one', async () => {
    const { http, user } = setup('/audience/edit/42');
    http.on('GET', 'v2/subscriptions', { status: 200, data: { collection: [subscription(), subscription({ subscriptionId: 'S-2', itemTitle: 'Apple Pass', paymentMethodName: 'Apple In-App' })], total: 2 } });
    http.on('GET', 'v2/subscriptions/cancel/S-1-ABC', { status: 200, data: { message: 'Subscription successfully canceled.', subscription: subscription({ actionType: 'canceled' }) } });
    await user.selectOptions(await screen.findByLabelText('Show'), 'subscriptions');
    const table = await screen.findByRole('table', { name: 'Customer subscriptions' });
    expect(http.calls('GET', 'v2/subscriptions')[0].query.getAll('filter[]')).toEqual(['ConsumerId:42']);
    expect(within(table).getByRole('button', { name: 'Cancel subscription to Apple Pass' })).toBeDisabled();
    await user.click(within(table).getByRole('button', { name: 'Cancel subscription to Season Pass' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Cancel subscription' })).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Subscription successfully canceled.')).toBeInTheDocument();
    expect(http.calls('GET', 'v2/subscriptions/cancel/S-1-ABC')).toHaveLength(1);
  });

  it('explains whether the customer can watch an item, and why', async () => {
    const { http, user } = setup('/audience/edit/42');
    http.on('GET', 'v2/customers/42/entitlements/7', {
      status: 200,
      data: {
        customer_id: 42,
        item_id: 7,
        item_title: 'Cup Final',
        verdict: 'can_watch',
        can_watch: true,
        access: { id: 501, type: 'granted', source: 'grant', via_package: null, state: 'active', created_at: 1, expires_at: null },
        fee: null,
        restrictions: [{ category: 'geo', blocks: false, detail: 'Only viewers in the country set "EU"; the customer is in Germany.' }],
      },
    });
    const explainer = await screen.findByRole('region', { name: 'Can they watch it?' });
    await within(explainer).findByRole('option', { name: 'Cup Final (#7)' });
    await user.selectOptions(within(explainer).getByLabelText('Asset or package'), '7');
    await user.click(within(explainer).getByRole('button', { name: 'Check' }));
    const verdict = await within(explainer).findByRole('status');
    expect(verdict).toHaveTextContent('Cup Final: can watch');
    expect(verdict).toHaveTextContent('Access from a grant (granted), never expires');
    expect(verdict).toHaveTextContent('Geo (applies): Only viewers in the country set "EU"');
  });
});

const payment = (overrides: Partial<PaymentDetails> = {}): PaymentDetails => ({
  paymentHistoryId: 77,
  trxToken: 'T-77',
  transactionToken: 'ch_1',
  actionType: 'charge',
  chargedAmount: 10,
  currencyIso: 'EUR',
  consumerEmail: 'viewer@example.com',
  consumerId: 42,
  country: 'DE',
  timestamp: 1_760_000_000,
  paymentMethodName: 'Card',
  itemTitle: 'Cup Final',
  itemId: 7,
  itemType: 'asset',
  subscriptionId: null,
  consumer_name: 'Vera Viewer',
  merchant_id: 1,
  payment_tool_info: '•••• 4242',
  gateway_name: 'Stripe',
  item_id: 7,
  item_type: 'asset',
  item_title: 'Cup Final',
  issued_by: 'customer',
  note: '',
  ip_address: '10.0.0.1',
  continent: 'Europe',
  country_iso: 'DE',
  voucher_code: null,
  voucher_discount: null,
  expires_at: null,
  access_fee_description: 'One match',
  exchange_rate: 1,
  settlement_currency: 'EUR',
  client_id: 'client-1',
  refunds: [],
  refundable_amount: 10,
  device: { type: 'desktop', os: 'macOS 15', model: 'MacBook Pro' },
  gift: null,
  ...overrides,
});

describe('/transactions/payments/{trxToken}', () => {
  it('refunds part of the payment (a decimal comma read as a point), refusing more than is left first', async () => {
    const { http, user } = setup('/transactions/payments/T-77');
    http.on('GET', 'v2/accounting/transactions/T-77', { status: 200, data: payment() });
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund payment' });
    await user.clear(within(dialog).getByLabelText('Amount (EUR)'));
    await user.type(within(dialog).getByLabelText('Amount (EUR)'), '12');
    await user.type(within(dialog).getByLabelText('Reason'), 'Stream dropped');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('At most 10.00 can be refunded.')).toBeVisible();
    expect(http.calls('POST', 'v2/accounting/transactions/refund')).toHaveLength(0);

    http.on('POST', 'v2/accounting/transactions/refund', { status: 200, data: payment({ refundable_amount: 7.5 }) });
    http.on('GET', 'v2/accounting/transactions/T-77', {
      status: 200,
      data: payment({ refundable_amount: 7.5, refunds: [{ id: 1, reason: 'Stream dropped', amount: 2.5, currency: 'EUR', created_at: 1_760_000_100, trx_token: 'RF-1' }] }),
    });
    await user.clear(within(dialog).getByLabelText('Amount (EUR)'));
    await user.type(within(dialog).getByLabelText('Amount (EUR)'), '2,50');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Successfully refunded payment.')).toBeInTheDocument();
    expect(sent(http.calls('POST', 'v2/accounting/transactions/refund')[0])).toEqual({ id: '77', amount: '2.50', reason: 'Stream dropped' });
    const refunds = screen.getByRole('table', { name: 'Refunds' });
    await waitFor(() => expect(within(refunds).getAllByRole('row')).toHaveLength(2));
    expect(refunds).toHaveTextContent('- EUR 2.50');
  });

  it('goes to /404.html for an unknown payment', async () => {
    const { http, location } = setup('/transactions/payments/NOPE');
    http.on('GET', 'v2/accounting/transactions/NOPE', { status: 404, data: { code: 404, message: 'No payment of that id.' } });
    await waitFor(() => expect(location()).toBe('/404.html'));
  });
});

describe('/transactions/subscriptions', () => {
  it('lists the subscriptions 15 a page and filters them by action type and country through the URL', async () => {
    const { http, user, location } = setup('/transactions/subscriptions');
    http.on('GET', 'v2/subscriptions', { status: 200, data: { collection: [subscription()], total: 1 } });
    const table = await screen.findByRole('table', { name: 'Subscriptions' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Asset/Package name', 'Action type', 'Price', 'Charged', 'Customer email', 'Country', 'Created at (UTC)', 'Details']);
    expect(within(table).getByRole('link', { name: 'Subscription details of Season Pass for viewer@example.com' })).toHaveAttribute('href', '/transactions/subscriptions/S-1-ABC');
    await user.selectOptions(screen.getByLabelText('Action type'), 'past_due');
    await user.selectOptions(screen.getByLabelText('Country'), 'DE');
    await waitFor(() => expect(location()).toBe('/transactions/subscriptions?type=past_due&status=DE'));
    await waitFor(() => expect(Object.fromEntries(http.calls('GET', 'v2/subscriptions').at(-1)?.query ?? [])).toMatchObject({ page: '1', size: '15', action_type: 'past_due', country: 'DE' }));
  });
});

describe('/audience/segmentation', () => {
  it('says there is nothing to segment when the merchant has no interactions', async () => {
    const { http } = setup('/audience/segmentation');
    http.on('GET', 'v2/customers/interactions', { status: 404, data: { code: 404, message: 'There are no customer interactions to segment yet.' } });
    expect(await screen.findByText('There are no customer interactions to segment yet.')).toBeVisible();
  });

  it('sends the probability range as a share, and shows a chosen customer’s figures', async () => {
    const { http, user } = setup('/audience/segmentation');
    const row = {
      customer_id: 42,
      customer_email: 'viewer@example.com',
      created_at: 1_700_000_000,
      first_interaction: 1_710_000_000,
      last_interaction: 1_760_000_000,
      number_of_interactions: 3,
      expected_number_of_interactions: 0.8,
      monetary_first: 9.99,
      monetary_sum: 24.5,
      probability_of_interaction: 0.62,
    };
    http.on('GET', 'v2/customers/interactions', { status: 200, data: { interaction_cycle_period: 30, interaction_cycle_start: 1_700_000_000, segment_size: 1, total_users: 10, users: { collection: [row], total: 1 } } });
    http.on('GET', 'v2/customers/42/probability', { status: 200, data: row });
    await screen.findByRole('table', { name: 'Segmentation' });
    await user.type(screen.getByLabelText('Probability from (%)'), '50');
    // A decimal comma is read as a point.
    await user.type(screen.getByLabelText('Money spent from'), '4,99');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(http.calls('GET', 'v2/customers/interactions').at(-1)?.query.get('probability_from')).toBe('0.5'));
    expect(http.calls('GET', 'v2/customers/interactions').at(-1)?.query.get('monetary_from')).toBe('4.99');
    await user.click(screen.getByRole('button', { name: 'Show viewer@example.com' }));
    expect(await screen.findByRole('region', { name: 'Selected customer' })).toHaveTextContent('62.0%');
  });
});
