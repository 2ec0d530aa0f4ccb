import { screen } from '@testing-library/react';
import NotFound from '../../../src/components/NotFound';
import { renderWithApp } from '../../support/render';

describe('NotFound', () => {
  it('shows the spec’s texts and a “Back home” link to /dashboard', async () => {
    const { user, location } = renderWithApp(<NotFound />, { route: '/somewhere' });
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Looks like you got lost' })).toBeVisible();
    expect(screen.getByText('The page you are looking for does not exist or has been moved.')).toBeVisible();
    const home = screen.getByRole('link', { name: 'Back home' });
    expect(home).toHaveAttribute('href', '/dashboard');
    await user.click(home);
    expect(location()).toBe('/dashboard');
  });
});
