/** The tour texts, a module of their own so that only the screens showing them load them (not the start-up bundle). */

export const TOUR = {
  next: 'Next',
  back: 'Back',
  goToDashboard: 'Go to Dashboard',
  endTourTitle: 'End tour?',
  continue: 'Continue',
  endTour: 'End Tour',
  dontShowAgain: "Don't show this again",
  takeATour: (section: string) => `Take a tour of the ${section} section!`,
} as const;

/** Guided tour steps (labels, not spec texts). */
export const TOUR_STEPS = {
  badge: (n: number, total: number) => `${n} / ${total}`,
  progress: (n: number, total: number) => `Step ${n} of ${total}`,
  close: 'Close tour',
  startTour: 'start the guided tour',
  sections: {
    analytics: 'Analytics',
    audience: 'Audience',
    assets: 'Assets',
    transactions: 'Transactions',
    access: 'Access',
    settings: 'Settings',
    account: 'Account',
  },
  analyticsNav: { title: 'Analytics', content: 'Your home: the figures of your business for any period.' },
  infoBoxes: { title: 'Your figures', content: 'Audience, revenue, payments and subscriptions. Select a box to chart it.' },
  dateRange: { title: 'Date range', content: 'Pick a period or a preset; every figure and chart follows it.' },
  audienceNav: { title: 'Audience', content: 'Your customers, their segments and audience reports.' },
  assetsNav: { title: 'Assets', content: 'Your content: assets, packages and templates.' },
  transactionsNav: { title: 'Transactions', content: 'Payments and subscriptions, with their reports.' },
  accessNav: { title: 'Access', content: 'Who can watch what: access reports and bulk actions.' },
  settingsNav: { title: 'Settings', content: 'Authentication, branding and integrations.' },
  accountMenu: { title: 'Your account', content: 'Account details, billing and logout live here.' },
} as const;
