import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { SandboxBadge } from '../../../src/components/chrome/SandboxBadge';
import { TopBar } from '../../../src/components/chrome/TopBar';
import { userMenuLinks } from '../../../src/components/chrome/userMenuLinks';
import { config } from '../../../src/config';
import { CHROME_UI } from '../../../src/constants/messages';
import { createPermissionContext } from '../../../src/routes/permissions';
import type { AppRoute, Area } from '../../../src/routes/types';
import { renderWithApp, signedIn } from '../../support/render';

const renderTopBar = (area: Area, auth: ReturnType<typeof signedIn>, route: string) =>
  renderWithApp(
    <Routes>
      <Route path="*" element={<TopBar area={area} />} />
    </Routes>,
    { preloadedState: { auth }, route },
  );

describe('TopBar user menu', () => {
  it('is a button named after the user, with Account, Billing & plan, Webhooks and Logout', async () => {
    const { user } = renderTopBar('merchant', signedIn(['merchant', 'owner'], { full_name: 'Olive Owner' }), '/account/details');
    const button = screen.getByRole('button', { name: 'Olive Owner' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Account', 'Billing & plan', 'Webhooks', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'Webhooks' })).toHaveAttribute('href', '/webhooks');
    expect(within(menu).getByRole('menuitem', { name: 'Account' })).toHaveAttribute('href', '/account/details');
    expect(within(menu).getByRole('menuitem', { name: 'Account' })).toHaveFocus();
  });

  it('links Account to the admin account page in the admin area', async () => {
    const { user } = renderTopBar('admin', signedIn([config.platformKey], { full_name: 'Sam Staff' }), '/admin/account/details');
    await user.click(screen.getByRole('button', { name: 'Sam Staff' }));
    expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveAttribute('href', '/admin/account/details');
  });

  it('Logout dispatches the logout request', async () => {
    const { user, actionTypes } = renderTopBar('merchant', signedIn(['merchant', 'owner'], { full_name: 'Olive Owner' }), '/');
    await user.click(screen.getByRole('button', { name: 'Olive Owner' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(actionTypes()).toContain('auth/logout/request');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Escape closes the menu and returns focus to its button', async () => {
    const { user } = renderTopBar('merchant', signedIn(['merchant'], { full_name: 'Olive Owner' }), '/');
    const button = screen.getByRole('button', { name: 'Olive Owner' });
    await user.click(button);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Billing & plan' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});

describe('userMenuLinks', () => {
  // Stand-ins for the route entries, so each role's links are stated whatever the route tables hold.
  const later: Record<string, Partial<AppRoute>> = {
    '/account/details': {},
    '/billing-plan/payment-settings': { restriction: { key: 'billingPlan' } },
    '/webhooks': { restriction: { key: 'webhooks' } },
  };
  const findRoute = (path: string) =>
    later[path] ? ({ path, title: path, section: 'x', page: jest.fn() as never, ...later[path] } as AppRoute) : undefined;
  const labels = (roles: string[]) =>
    userMenuLinks('merchant', createPermissionContext({ roles }), findRoute).map((link) => link.label);

  it.each([
    [['merchant', 'owner'], ['Account', 'Billing & plan', 'Webhooks']],
    [['merchant', 'master'], ['Account', 'Billing & plan', 'Webhooks']],
    [['admin'], ['Account', 'Billing & plan', 'Webhooks']],
    [[config.platformKey], ['Account']],
    [['content_manager'], ['Account']],
    [['analyst'], ['Account']],
    [['customer_support'], ['Account', 'Webhooks']],
  ])('%j sees %j', (roles, expected) => {
    expect(labels(roles)).toEqual(expected);
  });

  it('shows only links whose screen exists and is open: Account, Billing & plan and Webhooks for the owner', () => {
    const links = userMenuLinks('merchant', createPermissionContext({ roles: ['merchant', 'owner'] }));
    expect(links).toEqual([
      { label: 'Account', to: '/account/details' },
      { label: 'Billing & plan', to: '/billing-plan/payment-settings' },
      { label: 'Webhooks', to: '/webhooks' },
    ]);
    // An analyst's billing and webhooks sections are closed: no link to a screen that would send them away.
    expect(userMenuLinks('merchant', createPermissionContext({ roles: ['analyst'] }))).toEqual([{ label: 'Account', to: '/account/details' }]);
  });
});

describe('TopBar links and badge', () => {
  it('shows “Back to master” only inside a follower session, and it dispatches backToMaster', async () => {
    const inside = signedIn(['merchant', 'follower'], { full_name: 'Fay Follower' }, { hasMasterSession: true });
    const { user, actionTypes } = renderTopBar('merchant', inside, '/account/details');
    await user.click(screen.getByRole('button', { name: 'Back to master' }));
    expect(actionTypes()).toContain('auth/backToMaster');
  });

  it('has no “Back to master” for an ordinary session, nor links whose workflows do not exist yet', () => {
    renderTopBar('merchant', signedIn(['merchant', 'master'], { is_master: true }), '/account/details');
    for (const name of ['Back to master', 'Go to Merchant', 'Login as', 'Back to Admin']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it('shows the current section’s tabs', () => {
    renderTopBar('merchant', signedIn(['merchant']), '/account/details/password');
    const tabs = screen.getByRole('navigation', { name: 'Section navigation' });
    expect(within(tabs).getByRole('link', { name: CHROME_UI.changePassword })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Account details' })).not.toHaveAttribute('aria-current');
  });

  it('marks only the tab whose path is the longest prefix of the page’s as current', () => {
    renderTopBar('merchant', signedIn(['merchant', 'owner']), '/audience/segmentation');
    const tabs = screen.getByRole('navigation', { name: 'Section navigation' });
    expect(within(tabs).getByRole('link', { name: 'Segmentation' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Audience' })).not.toHaveAttribute('aria-current');
  });

  it('shows the Sandbox badge in the sandbox environment', () => {
    expect(config.env).toBe('sandbox');
    renderTopBar('merchant', signedIn(['merchant']), '/account/details');
    expect(within(screen.getByRole('banner')).getByText('Sandbox')).toBeVisible();
  });

  it('shows no badge elsewhere', () => {
    renderWithApp(
      <>
        <SandboxBadge env="production" />
        <SandboxBadge env="staging" />
      </>,
    );
    expect(screen.queryByText('Sandbox')).not.toBeInTheDocument();
  });
});
