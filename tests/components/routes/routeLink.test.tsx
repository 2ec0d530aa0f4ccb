import { screen } from '@testing-library/react';
import { RouteLink } from '../../../src/routes/RouteLink';
import { renderWithApp, signedIn } from '../../support/render';

const as = (roles: string[]) => ({ preloadedState: { auth: signedIn(roles) } });

describe('RouteLink', () => {
  it('links to a screen that exists and is open to the user', () => {
    renderWithApp(<RouteLink to="/account/details">Account</RouteLink>, as(['merchant', 'owner']));
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account/details');
  });

  it('matches parameterised routes and ignores the query', () => {
    renderWithApp(<RouteLink to="/dashboard?from=tour">Analytics</RouteLink>, as(['merchant', 'owner']));
    expect(screen.getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/dashboard?from=tour');
  });

  it('matches a parameterised path: a webhook’s screen', () => {
    renderWithApp(<RouteLink to="/webhooks/edit/21">Cup Final hook</RouteLink>, as(['merchant', 'owner']));
    expect(screen.getByRole('link', { name: 'Cup Final hook' })).toHaveAttribute('href', '/webhooks/edit/21');
  });

  it("matches an /admin path among the admin area's screens without being told the area", () => {
    renderWithApp(<RouteLink to="/admin/payments/trx-1">Payment</RouteLink>, { preloadedState: { auth: signedIn(['boxoffice'], { email: 'staff@sandbox.test' }, { isAdmin: true }) } });
    expect(screen.getByRole('link', { name: 'Payment' })).toHaveAttribute('href', '/admin/payments/trx-1');
  });

  it('shows plain text for a screen that does not exist', () => {
    renderWithApp(<RouteLink to="/no-such-screen/edit/21">Cup Final</RouteLink>, as(['merchant', 'owner']));
    expect(screen.getByText('Cup Final')).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the fallback for a screen closed to the user', () => {
    renderWithApp(
      <RouteLink to="/dashboard" fallback={null}>
        Analytics
      </RouteLink>,
      as(['customer_support']),
    );
    expect(screen.queryByText('Analytics')).not.toBeInTheDocument();
  });
});
