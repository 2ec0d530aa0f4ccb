import { screen, within } from '@testing-library/react';
import { Footer } from '../../../src/components/chrome/Footer';
import { legalLinks } from '../../../src/components/chrome/legalLinks';
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
    }
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/legal/privacy-policy.html',
      '/legal/terms-of-service.html',
      '/legal/dmca.html',
      '/legal/gdpr.html',
      '/legal/cookie-policy.html',
    ]);
    expect(screen.getByText(`© ${new Date().getFullYear()} Boxoffice. All rights reserved.`)).toBeVisible();
  });

  it('points at the configured legal site when there is one', () => {
    renderWithApp(<Footer links={legalLinks('https://legal.example.org/')} />);
    expect(screen.getByRole('link', { name: /GDPR/ })).toHaveAttribute('href', 'https://legal.example.org/legal/gdpr');
  });
});
