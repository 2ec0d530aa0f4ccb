import { screen, within } from '@testing-library/react';
import { SideNav } from '../../../src/components/chrome/SideNav';
import { renderWithApp, signedIn } from '../../support/render';

describe('SideNav', () => {
  const setup = () =>
    renderWithApp(<SideNav area="merchant" />, { preloadedState: { auth: signedIn(['merchant']) }, route: '/account/details/password', withStyles: true });

  it('expands to 190px and collapses to 50px with a labelled toggle', async () => {
    const { user, container } = setup();
    const toggle = screen.getByRole('button', { name: 'Toggle navigation' });
    const aside = container.querySelector('aside');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(aside).toHaveStyle({ width: '190px' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(aside).toHaveStyle({ width: '50px' });
    await user.click(toggle);
    expect(aside).toHaveStyle({ width: '190px' });
  });

  it('lists the sections from the route table and marks the current one', async () => {
    const { user } = setup();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const account = within(nav).getByRole('link', { name: 'Account' });
    expect(account).toHaveAttribute('href', '/account/details');
    expect(account).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Toggle navigation' }));
    // Collapsed, the label is hidden visually but still names the link.
    expect(within(nav).getByRole('link', { name: 'Account' })).toBeInTheDocument();
  });

  it('shows a drawn icon per section, hidden from assistive technology, never a first letter', () => {
    setup();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    for (const link of within(nav).getAllByRole('link')) {
      const icon = link.querySelector('svg');
      expect(icon).not.toBeNull();
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon?.querySelector('path, circle, rect')).not.toBeNull();
    }
    const icons = within(nav).getAllByRole('link').map((link) => link.querySelector('svg')?.innerHTML);
    expect(new Set(icons).size).toBe(icons.length);
  });
});

describe('SideNav on a narrow window (below 1024 px)', () => {
  const narrow = (matches: boolean) => {
    window.matchMedia = ((query: string) => ({ matches: matches && query.includes('max-width: 1023px'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
  };
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('starts collapsed, opens with its labelled toggle from the keyboard, and folds again once a section is chosen', async () => {
    narrow(true);
    const { user, container } = renderWithApp(<SideNav area="merchant" />, { preloadedState: { auth: signedIn(['merchant']) }, route: '/account/details/password', withStyles: true });
    const toggle = screen.getByRole('button', { name: 'Toggle navigation' });
    const aside = container.querySelector('aside');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(aside).toHaveStyle({ width: '50px' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(aside).toHaveStyle({ width: '190px' });
    await user.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getAllByRole('link')[0]);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
