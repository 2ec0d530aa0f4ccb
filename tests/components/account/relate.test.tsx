/** An agency's related accounts (issue 21): the relate form, the related accounts list, and the top bar's menu. */
import { screen, waitFor, within } from '@testing-library/react';
import type { Follower } from '../../../src/api/followerTypes';
import { tokenStore } from '../../../src/api/tokenStore';
import { browser } from '../../../src/ducks/auth/saga';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const follower = (id: number, email: string, scopes: Follower['scopes'], name: string): Follower => ({
  follower_id: id,
  master_id: 3,
  merchant_id: id + 10,
  merchant_name: name,
  email,
  full_name: `Full ${name}`,
  scopes,
  created_at: Date.UTC(2026, 0, 2, 3, 4) / 1000,
  last_signed_in_at: scopes.includes('inheritance') ? Date.UTC(2026, 10, 20, 9, 30) / 1000 : null,
  metadata: { avatar_url: '' },
});
const ONE = follower(4, 'follower1@sandbox.test', ['inheritance'], 'Follower One Studios');
const TWO = follower(5, 'follower2@sandbox.test', [], 'Follower Two Films');

const agency = (overrides = {}) => signedIn(['merchant', 'master'], { is_master: true, full_name: 'Alex Agency', ...overrides }, { features: ['Activate Relate'] });

function setup(path: string, auth = agency()) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'agency-tok', refreshToken: 'agency-r', expires: Math.floor(Date.now() / 1000) + 3600 });
  let rows = [ONE, TWO];
  http.on('GET', 'accounts/followers', () => ({ status: 200, data: { collection: rows, total: rows.length } }));
  const view = renderWithApp(path, { preloadedState: { auth } });
  return { http, ...view, setRows: (next: Follower[]) => (rows = next) };
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('/account/relate/related-accounts', () => {
  it('lists the related accounts 6 a page with what each shares', async () => {
    const { http } = setup('/account/relate/related-accounts');
    const table = await screen.findByRole('table', { name: 'Related accounts' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'E-mail', 'Company', 'Shared', 'Related since (UTC)', 'You last signed in as it (UTC)', 'Actions']);
    expect(rows[1]).toHaveTextContent('follower1@sandbox.test');
    expect(rows[1]).toHaveTextContent('Payment setup');
    expect(rows[1]).toHaveTextContent('2026/11/20 09:30');
    expect(rows[2]).toHaveTextContent('Nothing shared');
    expect(rows[2]).toHaveTextContent('Never');
    expect(http.calls('GET', 'accounts/followers')[0].query.get('size')).toBe('6');
    // Only an account sharing its payment setup can be signed into.
    expect(within(rows[2]).getByRole('button', { name: 'Login as follower2@sandbox.test' })).toBeDisabled();
  });

  it('changes the scopes; none is sent as one empty scope', async () => {
    const { http, user } = setup('/account/relate/related-accounts');
    http.on('PUT', 'accounts/followers', { status: 200, data: { ...ONE, scopes: [] } });
    await user.click(await screen.findByRole('button', { name: 'Edit scopes of follower1@sandbox.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit relation' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Payment setup' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated relation.')).toBeVisible();
    expect(http.calls('PUT', 'accounts/followers')[0].form().toString()).toBe('follower_id=4&scopes%5B0%5D=');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('removes a related account after confirming, and says so when it could not', async () => {
    const { http, user, setRows } = setup('/account/relate/related-accounts');
    http.on('DELETE', 'accounts/followers/5', { status: 500, data: { code: 500, message: 'boom' } });
    await user.click(await screen.findByRole('button', { name: 'Remove follower2@sandbox.test' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('Could not remove related account.')).toBeVisible();

    http.on('DELETE', 'accounts/followers/5', { status: 200, data: { message: 'Related account removed.' } });
    setRows([ONE]);
    await user.click(screen.getByRole('button', { name: 'Remove follower2@sandbox.test' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('Successfully removed related account.')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('follower2@sandbox.test')).not.toBeInTheDocument());
  });

  it('signs in as a follower: the agency session is kept as the master one, the follower’s replaces it, and the page reloads', async () => {
    const reload = jest.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const { http, user } = setup('/account/relate/related-accounts');
    http.on('POST', 'accounts/followers/4/login', { status: 200, data: { token: 'follower-tok', refresh_token: 'follower-r', expires: Math.floor(Date.now() / 1000) + 3600 } });
    await user.click(await screen.findByRole('button', { name: 'Login as follower1@sandbox.test' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(http.calls('POST', 'accounts/followers/4/login')[0].authorization).toBe('Bearer agency-tok');
    expect(tokenStore.getSession('merchant')?.token).toBe('follower-tok');
    expect(tokenStore.getMasterSession()).toMatchObject({ token: 'agency-tok', refreshToken: 'agency-r', full_name: 'Alex Agency' });
  });

  it('is closed to an account without the master role activated', async () => {
    const { location } = setup('/account/relate/related-accounts', agency({ is_master: false }));
    await waitFor(() => expect(location()).not.toBe('/account/relate/related-accounts'));
  });
});

describe('/account/relate', () => {
  it('relates a new merchant account with the scopes chosen, then lists the related accounts', async () => {
    const { http, user, location } = setup('/account/relate');
    http.on('POST', 'accounts/followers', { status: 201, data: follower(9, 'nia@new.test', ['inheritance', 'email_inheritance'], 'Nia Films') });
    const form = await screen.findByRole('form', { name: 'Relate a new merchant account' });
    await user.click(within(form).getByRole('button', { name: 'Relate account' }));
    expect(within(form).getAllByText('*Required').length).toBeGreaterThan(0);
    expect(http.calls('POST', 'accounts/followers')).toHaveLength(0);
    await user.type(within(form).getByLabelText('Full name'), 'Nia New');
    await user.type(within(form).getByLabelText('E-mail'), 'nia@new.test');
    await user.type(within(form).getByLabelText('Company'), 'Nia Films');
    await user.type(within(form).getByLabelText('Password'), 'Follower-Pass-2026');
    await user.type(within(form).getByLabelText('Confirm password'), 'Follower-Pass-2026');
    expect(within(form).getByRole('checkbox', { name: 'Payment setup' })).toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: 'Email templates' }));
    await user.click(within(form).getByRole('button', { name: 'Relate account' }));
    expect(await screen.findByText('Successfully related a new merchant account.')).toBeVisible();
    expect(Object.fromEntries(http.calls('POST', 'accounts/followers')[0].form())).toEqual({
      full_name: 'Nia New',
      email: 'nia@new.test',
      company: 'Nia Films',
      password: 'Follower-Pass-2026',
      password_confirmation: 'Follower-Pass-2026',
      'scopes[0]': 'inheritance',
      'scopes[1]': 'email_inheritance',
    });
    await waitFor(() => expect(location()).toBe('/account/relate/related-accounts'));
  });

  it('keeps what was typed when the sandbox refuses, showing its field message', async () => {
    const { http, user } = setup('/account/relate');
    http.on('POST', 'accounts/followers', { status: 409, data: { code: 409, message: 'An account with this email already exists.' } });
    const form = await screen.findByRole('form', { name: 'Relate a new merchant account' });
    await user.type(within(form).getByLabelText('Full name'), 'Nia New');
    await user.type(within(form).getByLabelText('E-mail'), 'owner@sandbox.test');
    await user.type(within(form).getByLabelText('Company'), 'Nia Films');
    await user.type(within(form).getByLabelText('Password'), 'Follower-Pass-2026');
    await user.type(within(form).getByLabelText('Confirm password'), 'Follower-Pass-2026');
    await user.click(within(form).getByRole('button', { name: 'Relate account' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeVisible();
    expect(within(form).getByLabelText('E-mail')).toHaveValue('owner@sandbox.test');
  });
});

describe("the top bar's Related accounts menu", () => {
  it('lists the related accounts and See all related accounts for a master', async () => {
    const { user } = setup('/account/details');
    await user.click(await screen.findByRole('button', { name: 'Related accounts' }));
    const menu = await screen.findByRole('menu', { name: 'Related accounts' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Follower One Studios (follower1@sandbox.test)' })).toBeEnabled());
    expect(within(menu).getByRole('menuitem', { name: 'Follower Two Films (follower2@sandbox.test)' })).toBeDisabled();
    expect(within(menu).getByRole('menuitem', { name: 'See all related accounts' })).toHaveAttribute('href', '/account/relate/related-accounts');
  });

  it('is not there for an analyst of a master account', async () => {
    setup('/account/details', signedIn(['analyst', 'master'], { is_master: true }, { features: ['Activate Relate'] }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Related accounts' })).not.toBeInTheDocument();
  });
});
