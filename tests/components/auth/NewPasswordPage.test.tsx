import { screen, waitFor } from '@testing-library/react';
import { renderWithApp, signedOut } from '../../support/render';
import { STRONG_PASSWORD, mockApi } from './support';

// Typing into many fields, with a strength estimate per keystroke, is slow on a busy machine.

const renderAt = (path: string) => renderWithApp(path, { preloadedState: { auth: signedOut() } });
const submit = () => screen.getByRole('button', { name: 'Set password' });

describe('NewPasswordPage', () => {
  it('welcomes an organisation invite and takes the token from the query', async () => {
    mockApi();
    renderAt('/new-password?token=invite-token&organization=Acme%20Studios');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the Acme Studios' })).toBeVisible();
    expect(screen.getByLabelText('Reset token')).toHaveValue('invite-token');
  });

  it('accepts the organization-name spelling too', async () => {
    mockApi();
    renderAt('/new-password?token=t&organization-name=Blue%20Harbour');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the Blue Harbour' })).toBeVisible();
  });

  it('keeps submit disabled until the password is strong, then sets it and goes to /login', async () => {
    const http = mockApi();
    http.on('PUT', 'accounts/forgot-password/reset-123', { status: 200, data: { message: 'Password changed.' } });
    const { user, location } = renderAt('/new-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();

    await user.type(screen.getByLabelText('Reset token'), 'reset-123');
    await user.type(screen.getByLabelText('New password'), 'password1');
    expect(await screen.findByText(/Password is not strong enough/)).toBeInTheDocument();
    expect(submit()).toBeDisabled();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), STRONG_PASSWORD);
    await user.type(screen.getByLabelText('Confirm new password'), 'something-else');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(http.calls('PUT')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), STRONG_PASSWORD);
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/login'));
    expect(Object.fromEntries(http.calls('PUT')[0].form())).toEqual({ password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD });
    expect(screen.getByText('You have entered your new password successfully. Please proceeed to log-in.')).toBeInTheDocument();
  });

  it('an invite signs the member in with the password just set, instead of sending them to /login', async () => {
    const http = mockApi();
    http.on('PUT', 'accounts/forgot-password/invite-9', { status: 200, data: { message: 'Password changed.', email: 'new.member@sandbox.test' } });
    http.on('POST', 'accounts/authenticate', {
      status: 200,
      data: { access_token: 'member-token', refresh_token: 'member-refresh', expires: Math.floor(Date.now() / 1000) + 3600, account: { roles: ['analyst'], full_name: 'New Member' } },
    });
    http.on('GET', 'features', { status: 200, data: [] });
    const { user, location } = renderAt('/new-password?token=invite-9&organization=Acme%20Studios');
    await user.type(await screen.findByLabelText('New password'), STRONG_PASSWORD);
    await user.type(screen.getByLabelText('Confirm new password'), STRONG_PASSWORD);
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    await waitFor(() => expect(http.calls('POST', 'accounts/authenticate')).toHaveLength(1));
    expect(Object.fromEntries(http.calls('POST', 'accounts/authenticate')[0].form())).toMatchObject({ grant_type: 'password', username: 'new.member@sandbox.test', password: STRONG_PASSWORD });
    await waitFor(() => expect(location()).not.toMatch(/^\/(new-password|login)/));
  });

  it('hides the strength message while the password field shows an error', async () => {
    mockApi();
    const { user } = renderAt('/new-password');
    await user.type(await screen.findByLabelText('New password'), 'abc');
    await user.tab();
    expect(await screen.findByText('Password must be minimum 8 characters')).toBeInTheDocument();
    expect(screen.queryByText(/Password strength/)).not.toBeInTheDocument();
  });
});
