import { screen, waitFor } from '@testing-library/react';
import { renderWithApp, signedIn, signedOut } from '../../support/render';
import { mockApi } from './support';

describe('activation screens', () => {
  it('activates with the code, then congratulates with a sign-in link', async () => {
    const http = mockApi();
    http.on('PUT', 'accounts/activate/482913', { status: 200, data: { active: true } });
    const { user, location } = renderWithApp('/activate', { preloadedState: { auth: signedOut({ registered: true }) } });

    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('*Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Activation code'), '482913');
    await user.click(screen.getByRole('button', { name: 'Activate' }));

    await waitFor(() => expect(location()).toBe('/activation-message'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Congratulations!' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('sends an already active account to the activation message', async () => {
    mockApi();
    const { location } = renderWithApp('/activate', { preloadedState: { auth: signedOut({ registered: true, active: true }) } });
    await waitFor(() => expect(location()).toBe('/activation-message'));
  });

  it('sends a signed-in merchant away from /activate', async () => {
    mockApi();
    const { location } = renderWithApp('/activate', { preloadedState: { auth: signedIn(['merchant', 'owner']) } });
    await waitFor(() => expect(location()).not.toBe('/activate'));
  });

  it('resends the code and returns to /activate with the spec notice', async () => {
    const http = mockApi();
    http.on('POST', 'accounts/activate', { status: 200, data: { message: 'Sent.' } });
    const { user, location } = renderWithApp('/activate', { preloadedState: { auth: signedOut() } });

    await user.click(await screen.findByRole('link', { name: "Didn't get a code? Resend it" }));
    await user.type(await screen.findByLabelText('Email'), 'new@sandbox.test');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    await waitFor(() => expect(location()).toBe('/activate'));
    expect(screen.getByText('Please check your email for your account activation code.')).toBeInTheDocument();
    expect(Object.fromEntries(http.calls('POST', 'accounts/activate')[0].form())).toEqual({ email: 'new@sandbox.test' });
  });

  it('forgot password posts the e-mail and goes to /new-password', async () => {
    const http = mockApi();
    http.on('POST', 'accounts/forgot-password', { status: 200, data: { message: 'Sent.' } });
    const { user, location } = renderWithApp('/forgot-password', { preloadedState: { auth: signedOut() } });

    await user.type(await screen.findByLabelText('Email'), 'bad');
    await user.click(screen.getByRole('button', { name: 'Send reset instructions' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'owner@sandbox.test');
    await user.click(screen.getByRole('button', { name: 'Send reset instructions' }));
    await waitFor(() => expect(location()).toBe('/new-password'));
    expect(screen.getByText('Please check your email.')).toBeInTheDocument();
  });
});
