import { UI } from '../../constants/messages';

import { config } from '../../config';

export interface LegalLink {
  label: string;
  href: string;
}

const LEGAL_PAGES: readonly { label: string; slug: string }[] = [
  { label: UI.privacy, slug: 'privacy-policy' },
  { label: UI.terms, slug: 'terms-of-service' },
  { label: UI.dmca, slug: 'dmca' },
  { label: UI.gdpr, slug: 'gdpr' },
  { label: UI.cookies, slug: 'cookie-policy' },
];

/** The configured legal site, or the pages bundled with the console (public/legal). */
export const legalLinks = (siteUrl: string = config.legalSiteUrl): LegalLink[] =>
  LEGAL_PAGES.map(({ label, slug }) => ({
    label,
    href: siteUrl ? `${siteUrl.replace(/\/+$/, '')}/legal/${slug}` : `/legal/${slug}.html`,
  }));
