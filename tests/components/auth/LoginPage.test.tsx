import { act, screen, waitFor } from '@testing-library/react';
import { LOGIN_FORM_STORAGE_KEY } from '../../../src/pages/public/LoginPage';
import { renderWithApp, signedOut } from '../../support/render';
import { mockApi } from './support';

const renderLogin = () => renderWithApp('/login', { preloadedState: { auth: signedOut() } });

beforeEach(() => window.sessionStorage.clear());

describe('LoginPage', () => {
  it('shows the spec validation texts', async () => {
    mockApi();
    const { user } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(await screen.findAllByText('*Required')).toHaveLength(2);

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be minimum 8 characters')).toBeInTheDocument();
  });

  it('has a visible heading, the forgot-password and sign-up links', async () => {
    mockApi();
    renderLogin();
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  it('keeps the form values except the password in session storage, until the page unloads', async () => {
    mockApi();
    const first = renderLogin();
    await first.user.type(await screen.findByLabelText('Email'), 'owner@sandbox.test');
    await first.user.type(screen.getByLabelText('Password'), 'Sandbox-2026!');
    const saved = window.sessionStorage.getItem(LOGIN_FORM_STORAGE_KEY) ?? '';
    expect(JSON.parse(saved)).toEqual({ email: 'owner@sandbox.test' });
    expect(saved).not.toContain('Sandbox-2026!');
    first.unmount();

    renderLogin();
    expect(await screen.findByLabelText('Email')).toHaveValue('owner@sandbox.test');
    expect(screen.getByLabelText('Password')).toHaveValue('');

    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(window.sessionStorage.getItem(LOGIN_FORM_STORAGE_KEY)).toBeNull();
  });

  it('shows the server message as the ERROR notice and keeps what was typed', async () => {
    const http = mockApi();
    http.on('POST', 'accounts/authenticate', { status: 401, data: { code: 401, message: 'Invalid username or password.' } });
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText('Email'), 'owner@sandbox.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Invalid username or password.')).toBeInTheDocument();
    expect(screen.getByText('ERROR')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled());
    expect(screen.getByLabelText('Email')).toHaveValue('owner@sandbox.test');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
  });
});
