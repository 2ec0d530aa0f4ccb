/** The signed-in chrome's texts: menus, section titles, the job tray and the global search (the signed-in chunk loads them). */
export const CHROME = {
  account: 'Account',
  billingPlan: 'Billing & plan',
  webhooks: 'Webhooks',
  logout: 'Logout',
  relatedAccounts: 'Related accounts',
  seeAllRelatedAccounts: 'See all related accounts',
  goToMerchant: 'Go to Merchant',
  loginAs: 'Login as',
  backToAdmin: 'Back to Admin',
  backToMaster: 'Back to master',
  sandboxBadge: 'Sandbox',
} as const;

export const SECTION_TITLES = {
  dashboard: 'Dashboard',
  analytics: 'Analytics',
  audience: 'Audience',
  content: 'Content',
  promotions: 'Promotions',
  transactions: 'Transactions',
  access: 'Access',
  settings: 'Settings',
  accountDetails: 'Account details',
} as const;

/** Chrome labels (not spec texts) kept here so every visible string has one home. */
export const CHROME_UI = {
  brand: 'Boxoffice',
  avatar: 'Your avatar',
  close: 'Close',
  toggleNavigation: 'Toggle navigation',
  mainNavigation: 'Main navigation',
  sectionNavigation: 'Section navigation',
  subNavigation: 'Sub-section navigation',
  skipToContent: 'Skip to content',
  /** Read after a side-nav entry that opens a new window or tab. */
  opensNewTab: '(opens in a new tab)',
  userMenu: 'User menu',
  pagination: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (n: number) => `Page ${n}`,
  opensInNewTab: '(opens in a new tab)',
  legalLinks: 'Legal',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  dmca: 'DMCA',
  gdpr: 'GDPR',
  cookies: 'Cookie Policy',
  copyright: (year: number) => `© ${year} Boxoffice. All rights reserved.`,
  changePassword: 'Change password',
} as const;

export const JOBS_UI = {
  tray: 'Jobs',
  trayLabel: (running: number) => (running > 0 ? `Jobs, ${running} running` : 'Jobs'),
  empty: 'No jobs in this session.',
  kinds: { bulk: 'Bulk access', codes: 'Access codes upload', emails: 'Voucher e-mails import', report: 'Report', uniqueAudience: 'Unique-audience report', sync: 'Video platform sync' },
  states: { uploading: 'Uploading', processing: 'Processing', done: 'Done', failed: 'Failed' },
  partlyDone: 'Done, some rows refused',
  progress: (percent: number) => `${percent}%`,
  outcome: (succeeded: number, failed: number) => `${succeeded} done, ${failed} failed`,
  downloadFailed: 'Download failed rows',
  reupload: 'Re-upload corrected rows',
  dismiss: (label: string) => `Dismiss ${label}`,
  clearFinished: 'Clear finished',
} as const;

export const SEARCH_UI = {
  short: 'Search',
  label: 'Search customers, payments and subscriptions',
  placeholder: 'Search… (press / )',
  customers: 'Customers',
  payments: 'Payments',
  subscriptions: 'Subscriptions',
  noResults: 'Nothing found.',
  searching: 'Searching…',
  tooShort: 'Type at least 2 characters.',
} as const;
