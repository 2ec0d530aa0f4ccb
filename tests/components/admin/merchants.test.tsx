/** The admin console's merchants screens (issue 20): the list, the edit screen and related accounts, as staff see them. */
import { screen, waitFor, within } from '@testing-library/react';
import { tokenStore } from '../../../src/api/tokenStore';
import type { AdminMerchant, AdminMerchantDetails, MerchantClient } from '../../../src/api/adminMerchantTypes';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const merchant = (id: number, overrides: Partial<AdminMerchant> = {}): AdminMerchant => ({
  id,
  uuid: `uuid-${id}`,
  tenant_uuid: `tenant-${id}`,
  name: `Merchant ${id}`,
  email: `merchant${id}@sandbox.test`,
  full_name: `Person ${id}`,
  master: false,
  clients: 0,
  created_at: Date.UTC(2025, 0, 2, 3, 4) / 1000,
  ...overrides,
});

const details = (overrides: Partial<AdminMerchantDetails> = {}): AdminMerchantDetails => ({
  ...merchant(1, { name: 'Sandbox Media', email: 'owner@sandbox.test', full_name: 'Olivia Owner' }),
  account_id: 11,
  account_uuid: 'account-11',
  roles: ['merchant', 'owner'],
  organisation: 'Sandbox Media Group',
  master_merchant: null,
  connect_status: 'none',
  connect_decided_at: null,
  ...overrides,
});

const FEATURES = [
  { id: 1, name: 'Gifts', enabled: true },
  { id: 2, name: 'Donations', enabled: true },
  { id: 3, name: 'Age Verification', enabled: false },
];

function setup(path: string) {
  const http = mockApi();
  const inAnHour = Math.floor(Date.now() / 1000) + 3600;
  // 'Login as' in another tab stored a merchant session beside staff's admin one: staff's calls still send the admin token.
  tokenStore.setSession('admin', { token: 'admin-token', refreshToken: 'admin-r', expires: inAnHour });
  tokenStore.setSession('merchant', { token: 'merchant-token', refreshToken: 'merchant-r', expires: inAnHour });
  const view = renderWithApp(path, { preloadedState: { auth: signedIn(['boxoffice'], { email: 'staff@sandbox.test' }, { isAdmin: true }) } });
  return { http, ...view };
}

const queryOf = (call: { query: URLSearchParams }) => Object.fromEntries([...call.query].filter(([name]) => name !== 'srkey'));

describe('the merchants list', () => {
  it('lists merchants with their row actions and finds one by part of its e-mail, the search in the URL', async () => {
    const { http, user, location } = setup('/admin/merchants');
    http.on('GET', 'accounts/merchants', (req) => ({
      status: 200,
      data: req.query.get('search[]')
        ? { collection: [merchant(1, { name: 'Sandbox Media', email: 'owner@sandbox.test' })], total: 1 }
        : { collection: [merchant(6), merchant(3, { master: true, clients: 2 })], total: 2 },
    }));

    const table = await screen.findByRole('table', { name: 'Merchants' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'E-mail', 'UUID', 'Master', 'Related accounts', 'Created at (UTC)', 'Actions']);
    const agency = within(table).getAllByRole('row')[2];
    expect(within(agency).getByText('Yes')).toBeInTheDocument();
    expect(within(agency).getByText('2025/01/02 03:04')).toBeInTheDocument();
    expect(within(agency).getByRole('link', { name: 'Edit Merchant 3' })).toHaveAttribute('href', '/admin/merchants/edit/3');
    expect(within(agency).getByRole('link', { name: 'Related accounts of Merchant 3' })).toHaveAttribute('href', '/admin/merchants/3/related-accounts');
    expect(await within(agency).findByRole('button', { name: 'Login as merchant Merchant 3' })).toHaveTextContent('Login as');

    await user.selectOptions(screen.getByLabelText('Search by'), 'E-mail');
    await user.type(screen.getByRole('searchbox'), 'owner@sand{Enter}');

    await screen.findByText('owner@sandbox.test');
    expect(location()).toBe('/admin/merchants?field=email&q=owner%40sand');
    const calls = http.calls('GET', 'accounts/merchants');
    expect(queryOf(calls[calls.length - 1])).toEqual({ page: '1', size: '15', 'search[]': 'email:owner@sand' });
    expect(calls.every((call) => call.authorization === 'Bearer admin-token')).toBe(true);
  });

  it('pages through the URL', async () => {
    const { http, user } = setup('/admin/merchants');
    http.on('GET', 'accounts/merchants', (req) => ({ status: 200, data: { collection: [merchant(Number(req.query.get('page')) * 100)], total: 40 } }));
    await screen.findByText('Merchant 100');
    expect(screen.getByText('40 merchants')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    await screen.findByText('Merchant 200');
    expect(queryOf(http.calls('GET', 'accounts/merchants')[1])).toEqual({ page: '2', size: '15' });
  });

  it('says what failed and retries', async () => {
    const { http, user } = setup('/admin/merchants');
    http.on('GET', 'accounts/merchants', { status: 503, data: { code: 503, message: 'Try again.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The merchants could not be loaded. Try again.');
    http.on('GET', 'accounts/merchants', { status: 200, data: { collection: [merchant(5)], total: 1 } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Merchant 5');
  });
});

describe('the merchant edit screen', () => {
  function editSetup(state: { details?: AdminMerchantDetails } = {}) {
    const view = setup('/admin/merchants/edit/1');
    let current = state.details ?? details();
    let features = FEATURES;
    let age = { merchant_uuid: 'uuid-1', age_verification_enabled: false, age_verification_type: 'date_of_birth' };
    view.http
      .on('GET', 'accounts/merchants/1', () => ({ status: 200, data: current }))
      .on('GET', 'accounts/merchants/1/features', () => ({ status: 200, data: features }))
      .on('PUT', 'accounts/merchants/1/features', (req) => {
        const on = req.form().getAll('feature_ids[0]').concat(req.form().getAll('feature_ids[1]')).concat(req.form().getAll('feature_ids[2]'));
        features = FEATURES.map((feature) => ({ ...feature, enabled: on.includes(String(feature.id)) }));
        return { status: 200, data: features };
      })
      .on('PUT', 'accounts/merchants/1/roles/master', () => {
        current = { ...current, master: true, roles: [...current.roles, 'master'] };
        return { status: 200, data: current };
      })
      .on('DELETE', 'accounts/merchants/1/roles/master', () => {
        current = { ...current, master: false, roles: current.roles.filter((role) => role !== 'master') };
        return { status: 200, data: current };
      })
      .on('POST', 'v2/payments/approved-for-connect', (req) => {
        const status = req.form().get('status') === 'approve' ? 'approved' : 'declined';
        current = { ...current, connect_status: status, connect_decided_at: Date.UTC(2026, 10, 27, 0, 30) / 1000 };
        return { status: 200, data: { merchant_id: 1, connect_status: status, connect_decided_at: current.connect_decided_at } };
      })
      .on('GET', 'restrictions/settings/uuid-1', () => ({ status: 200, data: age }))
      .on('PATCH', 'restrictions/settings/uuid-1', (req) => {
        age = { ...age, age_verification_enabled: req.form().get('age_verification_enabled') === 'true', age_verification_type: req.form().get('age_verification_type') ?? '' };
        return { status: 200, data: age };
      });
    return view;
  }

  it("shows the merchant's details", async () => {
    editSetup({ details: details({ master_merchant: { id: 3, name: 'Northwind Agency' } }) });
    const section = await screen.findByRole('region', { name: 'Details' });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit merchant: Sandbox Media' })).toBeInTheDocument();
    for (const text of ['Olivia Owner', 'owner@sandbox.test', 'uuid-1', 'tenant-1', 'merchant, owner', 'Sandbox Media Group', '2025/01/02 03:04']) {
      expect(within(section).getByText(text)).toBeInTheDocument();
    }
    expect(within(section).getByRole('link', { name: 'Northwind Agency' })).toHaveAttribute('href', '/admin/merchants/edit/3');
    expect(screen.getByRole('link', { name: 'Related accounts' })).toHaveAttribute('href', '/admin/merchants/1/related-accounts');
    expect(await screen.findByRole('button', { name: 'Login as merchant Sandbox Media' })).toBeEnabled();
  });

  it('saves the features ticked as indexed form fields, with the admin token, and shows them again', async () => {
    const { http, user } = editSetup();
    const form = await screen.findByRole('form', { name: 'Features' });
    expect(within(form).getByRole('checkbox', { name: 'Gifts' })).toBeChecked();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(form).getByRole('checkbox', { name: 'Donations' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Age Verification' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await screen.findByText('Features successfully updated.');
    const [put] = http.calls('PUT', 'accounts/merchants/1/features');
    expect(put.authorization).toBe('Bearer admin-token');
    expect(put.body).toBe('feature_ids%5B0%5D=1&feature_ids%5B1%5D=3');
    await waitFor(() => expect(http.calls('GET', 'accounts/merchants/1/features')).toHaveLength(2));
    expect(within(form).getByRole('checkbox', { name: 'Donations' })).not.toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Age Verification' })).toBeChecked();
  });

  it('sends one empty id when every feature is switched off', async () => {
    const { http, user } = editSetup();
    const form = await screen.findByRole('form', { name: 'Features' });
    await user.click(within(form).getByRole('checkbox', { name: 'Gifts' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Donations' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Features successfully updated.');
    expect(http.calls('PUT', 'accounts/merchants/1/features')[0].body).toBe('feature_ids%5B0%5D=');
  });

  it('switches the master role on and off', async () => {
    const { http, user } = editSetup();
    const form = await screen.findByRole('form', { name: 'Master role' });
    const box = within(form).getByRole('checkbox', { name: /Master \(agency\) role/ });
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Master role switched on.');
    expect(http.calls('PUT', 'accounts/merchants/1/roles/master')).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Details' })).getByText('merchant, owner, master')).toBeInTheDocument());

    await user.click(within(form).getByRole('checkbox', { name: /Master \(agency\) role/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Master role switched off.');
    expect(http.calls('DELETE', 'accounts/merchants/1/roles/master')[0].authorization).toBe('Bearer admin-token');
  });

  it('approves the Stripe Connect request and shows the decision', async () => {
    const { http, user } = editSetup();
    const panel = await screen.findByRole('region', { name: 'Stripe Connect' });
    expect(within(panel).getByText('No decision yet.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Approve the Stripe Connect request' }));
    await screen.findByText('Stripe Connect request approved.');
    expect(Object.fromEntries(http.calls('POST', 'v2/payments/approved-for-connect')[0].form())).toEqual({ merchantID: '1', status: 'approve' });
    await within(panel).findByText(/Approved\. Decided 2026\/11\/27 00:30 \(UTC\)\./);
    expect(within(panel).getByRole('button', { name: 'Approve the Stripe Connect request' })).toBeDisabled();
  });

  it('declines the Stripe Connect request only after confirming', async () => {
    const { http, user } = editSetup();
    const panel = await screen.findByRole('region', { name: 'Stripe Connect' });
    await user.click(within(panel).getByRole('button', { name: 'Decline the Stripe Connect request' }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirm your action' });
    expect(dialog).toHaveTextContent('Decline the Stripe Connect request of owner@sandbox.test?');
    await user.click(within(dialog).getByRole('button', { name: 'Oops, no!' }));
    expect(http.calls('POST', 'v2/payments/approved-for-connect')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Decline the Stripe Connect request' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm your action' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, decline' }));
    await screen.findByText('Stripe Connect request declined.');
    expect(Object.fromEntries(http.calls('POST', 'v2/payments/approved-for-connect')[0].form())).toEqual({ merchantID: '1', status: 'decline' });
    await within(panel).findByText(/^Declined\. Decided/);
  });

  it("saves the merchant's age verification settings with the admin token", async () => {
    const { http, user } = editSetup();
    const form = await screen.findByRole('form', { name: 'Age verification settings' });
    await user.click(within(form).getByRole('checkbox', { name: 'Verify buyers’ age' }));
    await user.selectOptions(within(form).getByLabelText('Verification method'), 'PIN code in the registration email');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Age verification settings successfully updated.');
    const [patch] = http.calls('PATCH', 'restrictions/settings/uuid-1');
    expect(patch.authorization).toBe('Bearer admin-token');
    expect(Object.fromEntries(patch.form())).toEqual({ age_verification_enabled: 'true', age_verification_type: 'pin_code', merchant_uuid: 'uuid-1' });
  });

  it('says when the merchant cannot be loaded', async () => {
    const { http } = setup('/admin/merchants/edit/99');
    http.on('GET', 'accounts/merchants/99', { status: 404, data: { code: 404, message: 'Merchant not found.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The merchant could not be loaded. Merchant not found.');
  });
});

describe('related accounts', () => {
  const client = (n: number): MerchantClient => ({
    account_id: 100 + n,
    merchant_id: 10 + n,
    merchant_name: `Client ${n} Media`,
    email: `client${n}@sandbox.test`,
    full_name: `Client ${n}`,
    scopes: n === 1 ? ['inheritance'] : [],
    active: n !== 2,
    created_at: Date.UTC(2025, 5, n) / 1000,
  });

  it("lists the merchant's followers 10 a page", async () => {
    const { http, user } = setup('/admin/merchants/3/related-accounts');
    http.on('GET', 'accounts/merchants/3', { status: 200, data: details({ id: 3, name: 'Northwind Agency', master: true }) });
    http.on('GET', 'accounts/merchants/3/clients', (req) => {
      const page = Number(req.query.get('page'));
      return { status: 200, data: { collection: Array.from({ length: page === 1 ? 10 : 2 }, (_, i) => client((page - 1) * 10 + i + 1)), total: 12 } };
    });
    const table = await screen.findByRole('table', { name: 'Related accounts' });
    expect(screen.getByRole('heading', { level: 1, name: 'Related accounts: Northwind Agency' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getByRole('link', { name: 'Client 1 Media' })).toHaveAttribute('href', '/admin/merchants/edit/11');
    expect(within(first).getByText('inheritance')).toBeInTheDocument();
    expect(within(within(table).getAllByRole('row')[2]).getByText('Inactive')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    await screen.findByText('client12@sandbox.test');
    expect(http.calls('GET', 'accounts/merchants/3/clients').map(queryOf)).toEqual([{ page: '1' }, { page: '2' }]);
  });

  it('says when there are none', async () => {
    const { http } = setup('/admin/merchants/6/related-accounts');
    http.on('GET', 'accounts/merchants/6', { status: 200, data: details({ id: 6, name: 'Other Tenant Ltd' }) });
    http.on('GET', 'accounts/merchants/6/clients', { status: 200, data: { collection: [], total: 0 } });
    expect(await screen.findByText('This merchant has no related accounts.')).toBeInTheDocument();
  });
});
