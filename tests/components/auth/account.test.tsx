import { screen, waitFor } from '@testing-library/react';
import { tokenStore } from '../../../src/api/tokenStore';
import { makeAccount, renderWithApp, signedIn } from '../../support/render';
import { mockApi } from './support';

function signedInAt(path: string, roles = ['merchant', 'owner']) {
  const http = mockApi();
  const session = { token: 'tok', refreshToken: 'tok-r', expires: Math.floor(Date.now() / 1000) + 3600 };
  tokenStore.setSession(roles.includes('boxoffice') ? 'admin' : 'merchant', session);
  const auth = signedIn(roles, { full_name: 'Olive Owner', email: 'owner@sandbox.test', metadata: { company: 'Olive Media' } });
  http.on('GET', 'accounts', { status: 200, data: auth.account });
  return { http, account: auth.account, ...renderWithApp(path, { preloadedState: { auth } }) };
}

describe('account pages', () => {
  it('shows the account, saves a new full name with a success notice', async () => {
    const { http, user, account } = signedInAt('/account/details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account details' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('owner@sandbox.test');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByText('Olive Media')).toBeInTheDocument();
    await waitFor(() => expect(http.calls('GET', 'accounts')).toHaveLength(1));

    const updated = makeAccount({ ...account, full_name: 'Olive Owen' });
    http.on('PUT', 'accounts', { status: 200, data: updated });
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Olive Owen');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Account details successfully updated.')).toBeInTheDocument();
    expect(Object.fromEntries(http.calls('PUT', 'accounts')[0].form())).toEqual({ full_name: 'Olive Owen' });
    expect(screen.getByLabelText('Full name')).toHaveValue('Olive Owen');
  });

  it('changes the password with the spec notice and empties the form', async () => {
    const { http, user } = signedInAt('/account/details/password');
    http.on('POST', 'accounts/change-password', { status: 200, data: { message: 'Password changed.' } });

    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText('*Required')).toHaveLength(3);

    await user.type(screen.getByLabelText('Current password'), 'Sandbox-2026!');
    await user.type(screen.getByLabelText('New password'), 'Another-Secret-2027');
    await user.type(screen.getByLabelText('Confirm new password'), 'Another-Secret-2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Your password has been changed successfully.')).toBeInTheDocument();
    expect(Object.fromEntries(http.calls('POST', 'accounts/change-password')[0].form())).toEqual({
      old_password: 'Sandbox-2026!',
      password: 'Another-Secret-2027',
      password_confirmation: 'Another-Secret-2027',
    });
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it('keeps what was typed when the change is refused', async () => {
    const { http, user } = signedInAt('/account/details/password');
    http.on('POST', 'accounts/change-password', { status: 400, data: { code: 400, message: 'The old password is incorrect.' } });

    await user.type(await screen.findByLabelText('Current password'), 'Wrong-password-1');
    await user.type(screen.getByLabelText('New password'), 'Another-Secret-2027');
    await user.type(screen.getByLabelText('Confirm new password'), 'Another-Secret-2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('The old password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('Wrong-password-1');
  });

  it('shows the server\'s field errors on their fields and keeps the values', async () => {
    const { http, user } = signedInAt('/account/details');
    http.on('PUT', 'accounts', { status: 422, data: { code: 422, message: 'Invalid parameters.', errors: { full_name: 'Full name is too long.' } } });
    await user.clear(await screen.findByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Olive Changed');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Full name is too long.')).toBeInTheDocument();
    expect(screen.getByText('Invalid parameters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Olive Changed');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });
});

describe('the admin console names its session', () => {
  it('with both sessions stored, the admin account page reads and saves with the admin token', async () => {
    const http = mockApi();
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    // A token login in another tab stored a merchant session beside the staff member's admin session.
    tokenStore.setSession('admin', { token: 'admin-token', refreshToken: 'admin-r', expires: inAnHour });
    tokenStore.setSession('merchant', { token: 'merchant-token', refreshToken: 'merchant-r', expires: inAnHour });
    const auth = signedIn(['boxoffice'], { full_name: 'Sam Staff', email: 'staff@sandbox.test' }, { isAdmin: true });
    http.on('GET', 'accounts', { status: 200, data: auth.account });
    http.on('PUT', 'accounts', { status: 200, data: { ...auth.account, full_name: 'Sam Staffer' } });
    const { user } = renderWithApp('/admin/account/details', { preloadedState: { auth } });

    await user.clear(await screen.findByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Sam Staffer');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Account details successfully updated.');

    expect(http.calls('GET', 'accounts').map((call) => call.authorization)).toEqual(['Bearer admin-token']);
    expect(http.calls('PUT', 'accounts').map((call) => call.authorization)).toEqual(['Bearer admin-token']);
  });

  it('previews a chosen avatar, uploads it as the avatar file part, and shows it on the page and in the top bar', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:chosen');
    URL.revokeObjectURL = jest.fn();
    const { http, user, account } = signedInAt('/account/details');
    await screen.findByRole('heading', { level: 1, name: 'Account details' });
    expect(screen.getByText('No avatar yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload avatar' })).toBeDisabled();
    await waitFor(() => expect(http.calls('GET', 'accounts')).toHaveLength(1));

    http.on('POST', 'accounts/avatar', { status: 200, data: { full_size_image_url: '/api/images/assets/m/new.png' } });
    http.on('GET', 'accounts', { status: 200, data: makeAccount({ ...account, avatar_url: '/api/images/assets/m/new.png' }) });
    await user.upload(screen.getByLabelText('Avatar image'), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Chosen image' })).toHaveAttribute('src', 'blob:chosen');
    await user.click(screen.getByRole('button', { name: 'Upload avatar' }));

    expect(await screen.findByText('Avatar successfully updated.')).toBeInTheDocument();
    const sent = http.calls('POST', 'accounts/avatar')[0];
    expect((sent.body as FormData).get('avatar')).toBeInstanceOf(File);
    // The account is read again: the page and the top bar show the new avatar.
    await waitFor(() => expect(http.calls('GET', 'accounts')).toHaveLength(2));
    expect(await screen.findByRole('img', { name: 'Current avatar' })).toHaveAttribute('src', '/api/images/assets/m/new.png');
    expect(screen.getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', '/api/images/assets/m/new.png');
    expect(screen.queryByRole('img', { name: 'Chosen image' })).not.toBeInTheDocument();
  });
});
