/** An agency's related accounts (issue 21): the relate form, the related accounts list, and the top bar's menu. */
import { screen, waitFor, within } from '@testing-library/react';
import type { Follower, FollowerSearchHit } from '../../../src/api/followerTypes';
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
    expect(within(menu).getByRole('menuitem', { name: 'Search related accounts' })).toHaveAttribute('href', '/account/relate/search');
  });

  it('is not there for an analyst of a master account', async () => {
    setup('/account/details', signedIn(['analyst', 'master'], { is_master: true }, { features: ['Activate Relate'] }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Related accounts' })).not.toBeInTheDocument();
  });
});

describe('/account/relate/search: the agency cockpit', () => {
  const hit = (overrides: Partial<FollowerSearchHit>): FollowerSearchHit => ({
    kind: 'customer',
    follower_id: 4,
    follower_name: 'Follower One Studios',
    customer_id: 71,
    customer_email: 'anna.smith1@example.org',
    customer_name: 'Anna Smith',
    trx_token: null,
    amount: null,
    currency: null,
    action_type: null,
    created_at: Date.UTC(2026, 9, 1, 8, 0) / 1000,
    ...overrides,
  });
  const HITS = [hit({}), hit({ kind: 'payment', trx_token: 'T-9001', amount: 4.99, currency: 'EUR', action_type: 'charge', created_at: Date.UTC(2026, 9, 2, 8, 0) / 1000 })];

  function search() {
    const view = setup('/account/relate/search');
    view.http.on('GET', 'accounts/followers/search', { status: 200, data: { collection: HITS, total: HITS.length } });
    return view;
  }

  it('searches every related account at once, each result naming its account; too short a text is not sent', async () => {
    const { http, user, location } = search();
    const field = await screen.findByLabelText('Customer e-mail, name or transaction token');
    await user.type(field, 'a');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Type at least 2 characters to search.')).toBeVisible();
    expect(http.calls('GET', 'accounts/followers/search')).toHaveLength(0);

    await user.type(field, 'nna{Enter}');
    const table = await screen.findByRole('table', { name: 'Search related accounts' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Related account', 'Found', 'Customer', 'E-mail', 'Payment', 'Date (UTC)', 'Open']);
    expect(rows[1]).toHaveTextContent('Follower One Studios');
    expect(rows[1]).toHaveTextContent('Customer');
    expect(rows[2]).toHaveTextContent('T-9001 · + EUR 4.99');
    expect(Object.fromEntries(http.calls('GET', 'accounts/followers/search')[0].query)).toMatchObject({ q: 'anna', page: '1', size: '10' });
    // The search is in the address: a reload or a shared link shows it again.
    expect(location()).toBe('/account/relate/search?field=all&q=anna');
  });

  it('opens a result in a new tab at once, and hands that tab the related account’s session, this tab keeping the agency’s', async () => {
    const opened: string[] = [];
    jest.spyOn(window, 'open').mockImplementation((url) => {
      opened.push(String(url));
      return null;
    });
    const { http, user } = search();
    http.on('POST', 'accounts/followers/4/login', { status: 200, data: { token: 'follower-tok', refresh_token: 'follower-r', expires: Math.floor(Date.now() / 1000) + 3600 } });
    await user.type(await screen.findByLabelText('Customer e-mail, name or transaction token'), 'anna{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Open payment T-9001 of Follower One Studios in a new tab' }));
    expect(opened).toHaveLength(1);
    const [, handoff] = /^\/acting-as\/([a-z0-9]+)$/.exec(opened[0]) ?? [];
    expect(handoff).toBeDefined();
    await waitFor(() => expect(window.localStorage.getItem(`boxoffice.handoff.${handoff}`)).not.toBeNull());
    expect(JSON.parse(window.localStorage.getItem(`boxoffice.handoff.${handoff}`) ?? '{}')).toMatchObject({
      actingAs: { followerId: 4, name: 'Follower One Studios' },
      session: { token: 'follower-tok', refreshToken: 'follower-r' },
      to: '/transactions/payments/T-9001',
    });
    expect(http.calls('POST', 'accounts/followers/4/login')[0].authorization).toBe('Bearer agency-tok');
    // This tab is still the agency's, with no master session to go back to.
    expect(tokenStore.getSession('merchant')?.token).toBe('agency-tok');
    expect(tokenStore.getMasterSession()).toBeNull();
  });

  it('tells both tabs when the related account cannot be opened', async () => {
    jest.spyOn(window, 'open').mockImplementation(() => null);
    const { http, user } = search();
    http.on('POST', 'accounts/followers/4/login', { status: 403, data: { code: 403, message: 'This related account does not share its settings with you, so you cannot sign in as it.' } });
    await user.type(await screen.findByLabelText('Customer e-mail, name or transaction token'), 'anna{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Open customer anna.smith1@example.org of Follower One Studios in a new tab' }));
    expect(await screen.findByText('This related account does not share its settings with you, so you cannot sign in as it.')).toBeVisible();
    const handoffs = Object.keys(window.localStorage).filter((key) => key.startsWith('boxoffice.handoff.'));
    expect(handoffs).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem(handoffs[0]) ?? '{}')).toMatchObject({ error: 'This related account does not share its settings with you, so you cannot sign in as it.' });
  });
});
