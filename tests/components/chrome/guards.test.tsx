import { act, screen, waitFor } from '@testing-library/react';
import { config } from '../../../src/config';
import { renderWithApp, signedIn, signedOut } from '../../support/render';

// Routing is under test, not the screens: each page renders its name only.
const mockPage = (name: string) => ({
  __esModule: true,
  default: () => jest.requireActual<typeof import('react')>('react').createElement('h1', null, name),
});
jest.mock('../../../src/pages/public/LoginPage', () => mockPage('Login screen'));
jest.mock('../../../src/pages/public/RegisterPage', () => mockPage('Register screen'));
jest.mock('../../../src/pages/public/ForgotPasswordPage', () => mockPage('Forgot password screen'));
jest.mock('../../../src/pages/public/NewPasswordPage', () => mockPage('New password screen'));
jest.mock('../../../src/pages/public/ActivatePage', () => mockPage('Activate screen'));
jest.mock('../../../src/pages/public/ResendPage', () => mockPage('Resend screen'));
jest.mock('../../../src/pages/public/ActivationMessagePage', () => mockPage('Activation message screen'));
jest.mock('../../../src/pages/account/AccountDetailsPage', () => mockPage('Account details screen'));
jest.mock('../../../src/pages/dashboard/DashboardPage', () => mockPage('Dashboard screen'));
jest.mock('../../../src/pages/admin/dashboard/AdminDashboardPage', () => mockPage('Admin dashboard screen'));
jest.mock('../../../src/pages/transactions/PaymentsPage', () => mockPage('Payments screen'));
jest.mock('../../../src/pages/assets/AssetsPage', () => mockPage('Assets screen'));
jest.mock('../../../src/pages/account/ChangePasswordPage', () => {
  const React = jest.requireActual<typeof import('react')>('react');
  return {
    __esModule: true,
    default: function ChangePassword() {
      if (document.body.dataset.boom === 'yes') throw new Error('page crashed');
      return React.createElement('h1', null, 'Change password screen');
    },
  };
});

const merchant = () => ({ auth: signedIn(['merchant', 'owner'], { full_name: 'Olive Owner' }) });
const staff = () => ({ auth: signedIn([config.platformKey], { full_name: 'Sam Staff' }) });

async function expectAt(location: () => string, path: string) {
  await waitFor(() => expect(location()).toBe(path));
}

describe('top-level rules', () => {
  it('waits for the session check with a loader', () => {
    renderWithApp('/', { preloadedState: { auth: signedOut({ ready: false }) } });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('sends a signed-out user on / to /login', async () => {
    const { location } = renderWithApp('/', { preloadedState: { auth: signedOut() } });
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeVisible();
    expect(location()).toBe('/login');
  });

  it.each(['/account/details', '/somewhere/else', '/admin', '/admin/account/details', '/merchant'])(
    'sends a signed-out user on %s to /login',
    async (path) => {
      const { location } = renderWithApp(path, { preloadedState: { auth: signedOut() } });
      await expectAt(location, '/login');
    },
  );

  it('opens the merchant area on / for a signed-in merchant, at Analytics', async () => {
    const { location } = renderWithApp('/', { preloadedState: merchant() });
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeVisible();
    expect(location()).toBe('/dashboard');
  });

  it('opens Assets for a role without analytics (spec section 2: the dashboard redirects there)', async () => {
    const { location } = renderWithApp('/', { preloadedState: { auth: signedIn(['customer_support']) } });
    expect(await screen.findByRole('heading', { name: 'Assets screen' })).toBeVisible();
    expect(location()).toBe('/assets');
  });

  it('keeps a merchant out of /admin', async () => {
    const { location } = renderWithApp('/admin/account/details', { preloadedState: merchant() });
    await expectAt(location, '/dashboard');
  });

  it('sends an admin on / to /admin, which opens the admin dashboard', async () => {
    const { location } = renderWithApp('/', { preloadedState: staff() });
    expect(await screen.findByRole('heading', { name: 'Admin dashboard screen' })).toBeVisible();
    expect(location()).toBe('/admin/dashboard');
  });

  it('opens the account details on /admin/account', async () => {
    const { location } = renderWithApp('/admin/account', { preloadedState: staff() });
    expect(await screen.findByRole('heading', { name: 'Account details screen' })).toBeVisible();
    expect(location()).toBe('/admin/account/details');
  });

  it('keeps an admin out of the merchant area', async () => {
    const { location } = renderWithApp('/account/details', { preloadedState: staff() });
    await expectAt(location, '/admin/dashboard');
  });

  it.each(['/login', '/register', '/activate', '/resend', '/forgot-password', '/new-password', '/activation-message'])(
    'blocks %s for a signed-in merchant',
    async (path) => {
      const { location } = renderWithApp(path, { preloadedState: merchant() });
      await expectAt(location, '/dashboard');
    },
  );

  it.each(['/login', '/register', '/forgot-password'])('sends signed-in platform staff on %s to the admin area', async (path) => {
    const { location } = renderWithApp(path, { preloadedState: staff() });
    await expectAt(location, '/admin/dashboard');
    expect(screen.queryByRole('heading', { name: 'Login screen' })).not.toBeInTheDocument();
  });
});

describe('public pages', () => {
  it.each([
    ['/login', 'Login screen', 'gradient'],
    ['/register', 'Register screen', 'gradient'],
    ['/forgot-password', 'Forgot password screen', 'gradient'],
    ['/new-password', 'New password screen', 'gradient'],
    ['/activate', 'Activate screen', 'plain'],
    ['/resend', 'Resend screen', 'plain'],
    ['/activation-message', 'Activation message screen', 'plain'],
  ])('%s has no navigation bar and the %s… background', async (path, heading, background) => {
    renderWithApp(path, { preloadedState: { auth: signedOut() } });
    const page = await screen.findByRole('heading', { name: heading });
    expect(page.closest('[data-background]')).toHaveAttribute('data-background', background);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });
});

describe('signed-in areas', () => {
  it('show the top bar, side nav and footer on the pale background', async () => {
    renderWithApp('/account/details', { preloadedState: merchant() });
    const page = await screen.findByRole('heading', { name: 'Account details screen' });
    expect(page.closest('[data-background]')).toHaveAttribute('data-background', 'pale');
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
    expect(document.title).toBe('Account details | Boxoffice Console');
  });

  it.each(['/404.html', '/no/such/page'])('shows the not-found page at %s inside the merchant area', async (path) => {
    const { location } = renderWithApp(path, { preloadedState: merchant() });
    expect(await screen.findByRole('heading', { name: 'Looks like you got lost' })).toBeVisible();
    expect(screen.getByRole('banner')).toBeVisible();
    expect(location()).toBe(path);
  });

  it.each(['/admin/404.html', '/admin/no/such/page'])('shows the not-found page at %s inside the admin area', async (path) => {
    const { location } = renderWithApp(path, { preloadedState: staff() });
    expect(await screen.findByRole('heading', { name: 'Looks like you got lost' })).toBeVisible();
    expect(location()).toBe(path);
  });

  it('an unknown path sends an admin to /admin', async () => {
    const { location } = renderWithApp('/no/such/page', { preloadedState: staff() });
    await expectAt(location, '/admin/dashboard');
  });

  it('a crashing page shows the error boundary inside the chrome, and navigating away resets it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.dataset.boom = 'yes';
    const { navigate } = renderWithApp('/account/details/password', { preloadedState: merchant() });
    expect(await screen.findByRole('heading', { name: '500' })).toBeVisible();
    expect(screen.getByRole('banner')).toBeVisible();
    delete document.body.dataset.boom;
    await act(async () => navigate('/account/details'));
    expect(await screen.findByRole('heading', { name: 'Account details screen' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: '500' })).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
