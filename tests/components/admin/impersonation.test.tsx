import { screen, waitFor, within } from '@testing-library/react';
import { tokenStore } from '../../../src/api/tokenStore';
import { Notices } from '../../../src/components/Notices';
import { tabOpener } from '../../../src/ducks/adminActivity';
import { ImpersonateCustomerButton } from '../../../src/pages/admin/impersonation/ImpersonateCustomerButton';
import { LoginAsButton } from '../../../src/pages/admin/impersonation/LoginAsButton';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const STAFF = ['boxoffice'];

function setup(ui: JSX.Element) {
  const http = mockApi();
  tokenStore.setSession('admin', { token: 'admin-tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  const page = (
    <>
      <Notices />
      {ui}
    </>
  );
  return { http, ...renderWithApp(page, { route: '/admin/merchants', preloadedState: { auth: signedIn(STAFF) } }) };
}

interface FakeTab {
  opener: unknown;
  closed: boolean;
  location: { replace: jest.Mock };
  close: jest.Mock;
}

const fakeTab = (): FakeTab => ({ opener: {}, closed: false, location: { replace: jest.fn() }, close: jest.fn() });

describe('LoginAsButton', () => {
  const open = jest.spyOn(tabOpener, 'open');
  jest.spyOn(tabOpener, 'origin').mockReturnValue('https://console.test');
  afterEach(() => open.mockReset());

  it('opens a new tab on the click and sends it to the token login with the merchant’s tokens; this tab stays in admin', async () => {
    const tab = fakeTab();
    open.mockReturnValue(tab as unknown as Window);
    const { http, user, location } = setup(<LoginAsButton merchantId={7} merchantName="Owner Co" />);
    http.on('POST', 'v2/admin/merchants/7/login-as', {
      status: 200,
      data: { access_token: 'a.b.c', refresh_token: 'r.s.t', expires: 1_900_000_000, ends_at: 1_900_000_500, merchant: { id: 7, uuid: 'm7', name: 'Owner Co' }, account: { id: 3, email: 'owner@sandbox.test', full_name: 'Olive Owner' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Login as merchant Owner Co' }));
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith('https://console.test/?t=a.b.c&rt=r.s.t&exp=1900000000'));
    // Cut from this tab; this tab's session and place are as they were.
    expect(tab.opener).toBeNull();
    expect(http.calls('POST', 'v2/admin/merchants/7/login-as')[0].authorization).toBe('Bearer admin-tok');
    expect(tokenStore.getSession('merchant')).toBeNull();
    expect(tokenStore.getSession('admin')?.token).toBe('admin-tok');
    expect(location()).toBe('/admin/merchants');
  });

  it('closes the tab and says why when the sandbox refuses', async () => {
    const tab = fakeTab();
    open.mockReturnValue(tab as unknown as Window);
    const { http, user } = setup(<LoginAsButton merchantId={8} />);
    http.on('POST', 'v2/admin/merchants/8/login-as', { status: 404, data: { code: 404, message: 'This merchant has no active account to sign in as.' } });
    await user.click(await screen.findByRole('button', { name: 'Login as' }));
    expect(await screen.findByText('This merchant has no active account to sign in as.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  it('asks for nothing when the browser blocks the tab, and says so', async () => {
    open.mockReturnValue(null);
    const { http, user } = setup(<LoginAsButton merchantId={9} />);
    await user.click(await screen.findByRole('button', { name: 'Login as' }));
    expect(await screen.findByText(/blocked the new tab/)).toBeInTheDocument();
    expect(http.calls('POST')).toHaveLength(0);
  });
});

describe('ImpersonateCustomerButton', () => {
  async function openDialog() {
    const rendered = setup(<ImpersonateCustomerButton customerId={42} merchantId={7} customerEmail="viewer@example.com" />);
    await rendered.user.click(await screen.findByRole('button', { name: 'Impersonate customer viewer@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impersonate customer' });
    return { ...rendered, dialog };
  }

  it('requires the password, at least 8 characters, before sending anything', async () => {
    const { http, user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in as customer' }));
    expect(await within(dialog).findByText('*Required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Your password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in as customer' }));
    expect(await within(dialog).findByText('Password must be minimum 8 characters')).toBeInTheDocument();
    expect(http.calls('POST')).toHaveLength(0);
  });

  it('shows "Incorrect password provided" for a wrong password and keeps the dialog open', async () => {
    const { http, user, dialog } = await openDialog();
    http.on('POST', 'v2/accounts/impersonate', { status: 403, data: { code: 403, message: 'Incorrect password provided' } });
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in as customer' }));
    expect(await screen.findByText('Incorrect password provided')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Impersonate customer' })).toBeInTheDocument();
    // The v2 field names, and the merchant the customer belongs to.
    expect(Object.fromEntries(http.calls('POST', 'v2/accounts/impersonate')[0].form())).toEqual({
      customer_id: '42',
      customer_email: 'viewer@example.com',
      merchant_id: '7',
      password: 'wrong-password',
    });
  });

  it('closes and says whose session was opened, until when, for the right password', async () => {
    const { http, user, dialog } = await openDialog();
    http.on('POST', 'v2/accounts/impersonate', {
      status: 200,
      data: { access_token: 'cust', expires: Date.UTC(2026, 10, 27, 14, 30) / 1000, customer: { id: 42, email: 'viewer@example.com', full_name: 'Vera Viewer' }, merchant_uuid: 'm7' },
    });
    await user.type(within(dialog).getByLabelText('Your password'), 'Sandbox-2026!');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in as customer' }));
    expect(await screen.findByText('Signed in as viewer@example.com until 14:30 UTC.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
