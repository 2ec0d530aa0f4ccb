import type { ReactElement } from 'react';

/** 20px line icons of the console's sections, drawn inline (no icon font, no request). */
const PATHS: Readonly<Record<string, ReactElement>> = {
  dashboard: <path d="M3 13h4v6H3zM9 8h4v11H9zM15 4h4v15h-4z" />,
  audience: (
    <>
      <circle cx="8" cy="8" r="3" />
      <path d="M2 19c0-3.3 2.7-6 6-6s6 2.7 6 6" />
      <circle cx="16" cy="7" r="2.5" />
      <path d="M15 12.2c2.8-.4 5 1.8 5 4.8" />
    </>
  ),
  assets: (
    <>
      <rect x="3" y="5" width="14" height="11" rx="1.5" />
      <path d="M8.5 8.5v4l3.5-2z" />
    </>
  ),
  vouchers: <path d="M3 7h14v2.5a1.5 1.5 0 0 0 0 3V15H3v-2.5a1.5 1.5 0 0 0 0-3zM12 7v8" />,
  transactions: (
    <>
      <rect x="2.5" y="5" width="15" height="10" rx="1.5" />
      <path d="M2.5 8.5h15M5.5 12.5h3" />
    </>
  ),
  access: (
    <>
      <rect x="4" y="9" width="12" height="8" rx="1.5" />
      <path d="M7 9V6.5a3 3 0 0 1 6 0V9" />
    </>
  ),
  settings: (
    <>
      <circle cx="10" cy="10" r="2.5" />
      <path d="M10 2.5v2.2M10 15.3v2.2M2.5 10h2.2M15.3 10h2.2M4.7 4.7l1.6 1.6M13.7 13.7l1.6 1.6M4.7 15.3l1.6-1.6M13.7 6.3l1.6-1.6" />
    </>
  ),
  account: (
    <>
      <circle cx="10" cy="7" r="3.5" />
      <path d="M3.5 18c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
    </>
  ),
  merchants: <path d="M3 8l1.5-4h11L17 8v2H3zM4 10v7h12v-7M8 17v-4h4v4" />,
  mailingList: (
    <>
      <rect x="2.5" y="4.5" width="15" height="11" rx="1.5" />
      <path d="M3 5.5l7 5.5 7-5.5" />
    </>
  ),
  subscriptions: (
    <>
      <path d="M16 8.5A6 6 0 0 0 5 6.2M4 11.5a6 6 0 0 0 11 2.3" />
      <path d="M5 3v3.5h3.5M15 17v-3.5h-3.5" />
    </>
  ),
  billing: (
    <>
      <rect x="2.5" y="4.5" width="15" height="11" rx="1.5" />
      <path d="M2.5 8h15M12 12.5h3" />
      <circle cx="6" cy="12.5" r="1" />
    </>
  ),
  emailTemplates: (
    <>
      <rect x="2.5" y="4.5" width="15" height="11" rx="1.5" />
      <path d="M3 5.5l7 5.5 7-5.5" />
    </>
  ),
  webhooks: (
    <>
      <circle cx="6" cy="14" r="2.5" />
      <circle cx="14" cy="14" r="2.5" />
      <circle cx="10" cy="5.5" r="2.5" />
      <path d="M8.5 14h3M9 7.6 7 11.8M11 7.6l2 4.2" />
    </>
  ),
  activity: (
    <>
      <rect x="4" y="3.5" width="12" height="14" rx="1.5" />
      <path d="M7.5 3.5V2.5h5v1M7 8h6M7 11h6M7 14h4" />
    </>
  ),
};

/** Route sections named after their restriction key, and the admin sections that share a merchant section's icon. */
const ALIASES: Readonly<Record<string, string>> = { assetAccess: 'access', analytics: 'dashboard', payments: 'transactions' };

const glyphOf = (section: string): ReactElement | undefined => PATHS[ALIASES[section] ?? section];

/** Whether a section has an icon of its own (others get a plain circle). */
export const hasSectionIcon = (section: string): boolean => glyphOf(section) !== undefined;

const FALLBACK = <circle cx="10" cy="10" r="6" />;

/** The icon of a section (route `section`); decorative: the link's text names it. */
export function SectionIcon({ section }: { section: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {glyphOf(section) ?? FALLBACK}
    </svg>
  );
}
