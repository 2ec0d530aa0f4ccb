import { CHROME_UI } from '../../constants/messages';

import { config } from '../../config';

export interface LegalLink {
  label: string;
  href: string;
}

const LEGAL_PAGES: readonly { label: string; slug: string }[] = [
  { label: CHROME_UI.privacy, slug: 'privacy-policy' },
  { label: CHROME_UI.terms, slug: 'terms-of-service' },
  { label: CHROME_UI.dmca, slug: 'dmca' },
  { label: CHROME_UI.gdpr, slug: 'gdpr' },
  { label: CHROME_UI.cookies, slug: 'cookie-policy' },
];

/** The configured legal site, or the pages bundled with the console (public/legal). */
export const legalLinks = (siteUrl: string = config.legalSiteUrl): LegalLink[] =>
  LEGAL_PAGES.map(({ label, slug }) => ({
    label,
    href: siteUrl ? `${siteUrl.replace(/\/+$/, '')}/legal/${slug}` : `/legal/${slug}.html`,
  }));
