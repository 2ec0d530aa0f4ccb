/** The Auth tab's own screens (issue 22): social, OAuth, sessions and custom fields, as the owner and customer support. */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { OAuthApplication, RegisterFieldsAnswer } from '../../../src/api/authSettingsTypes';
import { tokenStore } from '../../../src/api/tokenStore';
import { SPEC_BRANDING } from '../../../src/constants/branding';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const APP: OAuthApplication = { id: 'a'.repeat(32), name: 'Club website', secret: 'b'.repeat(64), sso: 0, created_at: 1, updated_at: 1 };
const FIELDS: RegisterFieldsAnswer = {
  full_name_split: false,
  collection: [
    { id: null, name: 'fullname', label: 'Full name', placeholder: '', default_value: '', type: 'text', required: true, options: [], built_in: true },
    { id: null, name: 'email', label: 'Email', placeholder: '', default_value: '', type: 'email', required: true, options: [], built_in: true },
    { id: 7, name: 'phone', label: 'Phone number', placeholder: '', default_value: '', type: 'text', required: false, options: [], built_in: false },
  ],
};

const owner = () => signedIn(['merchant', 'owner'], { tenant_uuid: 'tenant-1', merchant_uuid: 'merchant-1' });
const support = () => signedIn(['customer_support'], { tenant_uuid: 'tenant-1', merchant_uuid: 'merchant-1' });

function setup(path: string, auth = owner()) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  http.on('GET', 'accounts', { status: 200, data: { ...auth.account, metadata: { social: 'google' }, social_apps_metadata: [] } });
  http.on('GET', 'accounts/applications', { status: 200, data: { collection: [APP] } });
  http.on('GET', 'accounts/domains', { status: 200, data: { sub_domain_name: '', allowed_origins: ['https://www.example.com'] } });
  http.on('GET', 'accounts/concurrent-sessions', { status: 200, data: { concurrent_sessions: null } });
  http.on('GET', 'accounts/custom-fields/tenant-1', { status: 200, data: FIELDS });
  return { http, ...renderWithApp(path, { preloadedState: { auth } }) };
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('the Settings frame', () => {
  it('opens /settings on Auth’s first sub-screen, with the top tabs Auth, Branding and Integrations and Auth’s seven tabs in order', async () => {
    setup('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Social' })).toBeInTheDocument();
    const top = screen.getByRole('navigation', { name: 'Section navigation' });
    expect(within(top).getAllByRole('link').map((link) => link.textContent)).toEqual(['Auth', 'Branding', 'Integrations']);
    expect(within(top).getByRole('link', { name: 'Auth' })).toHaveAttribute('aria-current', 'page');
    const sub = screen.getByRole('navigation', { name: 'Sub-section navigation' });
    expect(within(sub).getAllByRole('link').map((link) => link.textContent)).toEqual(['Social', 'OAuth', 'Sessions', 'Geo restrictions', 'Domain restrictions', 'Custom fields', 'Age restrictions']);
  });
});

describe('/settings/auth/social', () => {
  it('saves the enabled buttons and a network’s keys with the spec’s texts', async () => {
    const { http, user } = setup('/settings/auth/social');
    http.on('PUT', 'accounts/social', { status: 200, data: {} });
    http.on('PUT', 'accounts/social/setup', { status: 200, data: {} });
    await user.click(await screen.findByRole('checkbox', { name: 'Facebook' }));
    await user.click(screen.getByRole('button', { name: 'Save social buttons' }));
    expect(await screen.findByText('Social buttons list updated.')).toBeInTheDocument();
    expect(http.calls('PUT', 'accounts/social')[0].form().toString()).toBe('social%5B0%5D=facebook&social%5B1%5D=google');

    await user.click(screen.getByRole('button', { name: 'Set up Facebook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Facebook app keys' });
    await user.type(within(dialog).getByLabelText('App ID'), '12345');
    await user.type(within(dialog).getByLabelText('App secret'), 'shh');
    await user.click(within(dialog).getByRole('button', { name: 'Save keys' }));
    expect(await screen.findByText('Social input fields successfully updated.')).toBeInTheDocument();
    expect(Object.fromEntries(http.calls('PUT', 'accounts/social/setup')[0].form())).toEqual({ social_network: 'facebook', 'metadata[app_id]': '12345', 'metadata[app_secret]': 'shh' });
  });

  it('is read-only for customer support', async () => {
    setup('/settings/auth/social', support());
    expect(await screen.findByRole('checkbox', { name: 'Google' })).toBeDisabled();
    expect(screen.getByText('You can view these settings but not change them.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save social buttons' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Set up/ })).not.toBeInTheDocument();
  });
});

describe('/settings/auth/oauth', () => {
  it('adds an application, switches SSO on with the spec’s texts, and copies the secret with a tooltip of 1000 ms', async () => {
    const { http, user } = setup('/settings/auth/oauth');
    http.on('POST', 'accounts/applications', { status: 201, data: { ...APP, id: 'c'.repeat(32), name: 'Shop' } });
    http.on('PUT', `accounts/applications/${APP.id}`, { status: 200, data: { ...APP, sso: 1 } });
    await user.type(await screen.findByLabelText('Application name'), 'Shop');
    await user.click(screen.getByRole('button', { name: 'Add application' }));
    expect(await screen.findByText('Application successfully added.')).toBeInTheDocument();
    expect(http.calls('POST', 'accounts/applications')[0].body).toBeInstanceOf(FormData);

    await user.click(screen.getByRole('button', { name: 'Switch SSO on for Club website' }));
    expect(await screen.findByText('Appication successfully updated.')).toBeInTheDocument();
    expect(http.calls('PUT', `accounts/applications/${APP.id}`)[0].form().toString()).toBe('sso=1');

    jest.useFakeTimers({ advanceTimers: true });
    await user.click(screen.getByRole('button', { name: 'Copy secret of Club website' }));
    // user-event's own clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(APP.secret);
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(screen.queryByText('Copied!')).not.toBeInTheDocument());
  });

  it('builds the embed code from the options, and sends no sub-domain and one empty origin when both are cleared', async () => {
    const { http, user } = setup('/settings/auth/oauth');
    http.on('PUT', 'accounts/domains', { status: 200, data: { sub_domain_name: '', allowed_origins: [] } });
    http.on('GET', 'v2/branding/paywall/tenant-1', { status: 200, data: { collection: [{ ...SPEC_BRANDING, id: 5, merchant_id: 1, brand_name: 'Night', default: false, exists: true, created_at: 1, updated_at: 1 }] } });
    await user.selectOptions(await screen.findByLabelText('OAuth application'), 'Club website');
    await user.selectOptions(screen.getByLabelText('Branding theme'), await screen.findByRole('option', { name: 'Night' }));
    await user.click(screen.getByRole('checkbox', { name: 'Use SSO' }));
    await user.selectOptions(screen.getByLabelText('User menu position'), 'Left');
    const snippet = (screen.getByLabelText('Snippet to copy') as HTMLTextAreaElement).value;
    expect(snippet).toContain(`"oauthAppKey":"${APP.id}"`);
    expect(snippet).toContain('"useSSO":true');
    expect(snippet).toContain('"brandingId":5');
    expect(snippet).toContain('"userMenuPosition":"left"');
    expect(snippet).toContain("'merchant-1'");

    await user.clear(screen.getByLabelText(/Allowed origins/));
    await user.click(screen.getByRole('button', { name: 'Save domains' }));
    expect(await screen.findByText('Domains successfully updated.')).toBeInTheDocument();
    expect(http.calls('PUT', 'accounts/domains')[0].form().toString()).toBe('allowed_origins%5B0%5D=');
  });
});

describe('/settings/auth/sessions', () => {
  it('sets the limit and removes it after confirming, with the spec’s texts', async () => {
    const { http, user } = setup('/settings/auth/sessions');
    http.on('PUT', 'accounts/concurrent-sessions', { status: 200, data: { concurrent_sessions: 1 } });
    http.on('DELETE', 'accounts/concurrent-sessions', { status: 200, data: { concurrent_sessions: null } });
    await user.type(await screen.findByLabelText('Simultaneous logins per customer'), '1');
    http.on('GET', 'accounts/concurrent-sessions', { status: 200, data: { concurrent_sessions: 1 } });
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Number of simultaneous logins was successfully updated.')).toBeInTheDocument();
    expect(await screen.findByText('A customer may be signed in on 1 device at a time.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove limit' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm your action' })).getByRole('button', { name: 'Yes, delete!' }));
    expect(await screen.findByText('Simultaneous logins limit was successfully deleted.')).toBeInTheDocument();
  });
});

describe('/settings/auth/custom-fields', () => {
  it('adds a required select with three options, and keeps what was typed when the platform refuses it', async () => {
    const { http, user } = setup('/settings/auth/custom-fields');
    http.on('POST', 'accounts/custom-fields', { status: 400, data: { code: 400, message: 'Invalid.' } });
    expect(within(await screen.findByRole('table', { name: 'Registration fields' })).getAllByRole('row')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add custom field' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'favourite_team');
    await user.type(within(dialog).getByLabelText(/^Label/), 'Favourite team');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Select');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Required' }));
    for (const [index, team] of ['Reds', 'Blues', 'Greens'].entries()) {
      if (index > 0) await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
      await user.type(within(dialog).getByLabelText(`Option ${index + 1} key`), team.toLowerCase());
      await user.type(within(dialog).getByLabelText(`Option ${index + 1} label`), team);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save field' }));
    expect(await screen.findByText('Validation error. Please check the field values.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Option 3 label')).toHaveValue('Greens');

    http.on('POST', 'accounts/custom-fields', { status: 201, data: FIELDS });
    await user.click(within(dialog).getByRole('button', { name: 'Save field' }));
    expect(await screen.findByText('Custom field successfully created.')).toBeInTheDocument();
    expect(Object.fromEntries(http.calls('POST', 'accounts/custom-fields')[1].form())).toEqual({
      name: 'favourite_team',
      label: 'Favourite team',
      placeholder: '',
      default_value: '',
      type: 'select',
      required: '1',
      'options[0][key]': 'reds',
      'options[0][value]': 'Reds',
      'options[1][key]': 'blues',
      'options[1][value]': 'Blues',
      'options[2][key]': 'greens',
      'options[2][value]': 'Greens',
    });
  });

  it('splits Full name after confirming, and offers customer support no change', async () => {
    const { http, user } = setup('/settings/auth/custom-fields');
    http.on('POST', 'accounts/custom-fields', { status: 201, data: { ...FIELDS, full_name_split: true } });
    await user.click(await screen.findByRole('button', { name: 'Split Full name into First name and Last name' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm your action' })).getByRole('button', { name: 'Split' }));
    expect(await screen.findByText('Full name successfully split into First name and Last name.')).toBeInTheDocument();
    expect(http.calls('POST', 'accounts/custom-fields')[0].form().toString()).toBe('split_full_name=1');
  });

  it('is read-only for customer support', async () => {
    setup('/settings/auth/custom-fields', support());
    await screen.findByRole('table', { name: 'Registration fields' });
    expect(screen.queryByRole('button', { name: 'Add field' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });
});
