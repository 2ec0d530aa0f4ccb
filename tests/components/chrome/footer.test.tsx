import { screen, within } from '@testing-library/react';
import { Footer } from '../../../src/components/chrome/Footer';
import { renderWithApp } from '../../support/render';

describe('Footer', () => {
  it('links the legal pages in a new tab and shows the copyright line for the current year', () => {
    renderWithApp(<Footer />);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    const links = within(legal).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace(' (opens in a new tab)', ''))).toEqual([
      'Privacy Policy',
      'Terms of Service',
      'DMCA',
      'GDPR',
      'Cookie Policy',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(screen.getByText(`© ${new Date().getFullYear()} Boxoffice. All rights reserved.`)).toBeVisible();
  });
});
