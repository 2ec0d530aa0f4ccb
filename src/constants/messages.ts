/** Every user-facing text of the spec, exactly as written there (typos included). Pages import from here. */

export const UNKNOWN_ERROR = 'An unknown error occurred.';
export const PATH_VARIABLE_MISSING = 'Path variable value not included';
export const NETWORK_ERROR = 'Network error. Please check your connection.';

export const NOTICE_TITLES = { error: 'ERROR', success: 'SUCCESS' } as const;

export const FORM = {
  required: '*Required',
  incorrectFormat: '*Incorrect format',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidEmail: 'Please enter a valid email address',
  passwordMin: 'Password must be minimum 8 characters',
  otherReasonMin: 'Please tell us a bit more (at least 5 characters)',
  fullNameMin: 'Full name must be at least 2 characters',
} as const;

export const CONFIRM = {
  title: 'Confirm your action',
  yes: 'Yes, delete!',
  no: 'Oops, no!',
} as const;

export const NOT_FOUND = {
  title: '404',
  subtitle: 'Looks like you got lost',
  description: 'The page you are looking for does not exist or has been moved.',
  backHome: 'Back home',
} as const;

export const ERROR_BOUNDARY = {
  title: '500',
  subtitle: 'Something went wrong',
  description: 'We are sorry for the inconvenience',
} as const;

export const AUTH = {
  passwordChanged: 'Your password has been changed successfully.',
  checkEmail: 'Please check your email.',
  newPasswordSet: 'You have entered your new password successfully. Please proceeed to log-in.',
  avatarUpdated: 'Avatar successfully updated.',
  activationCodeSent: 'Please check your email for your account activation code.',
  congratulations: 'Congratulations!',
  alreadyHaveAccount: 'Already have an account?',
  logIn: 'Log In',
  welcomeToOrganization: (organization: string) => `Welcome to the ${organization}`,
} as const;

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

/** The list kit's labels (not spec texts, apart from TABLES). */
export const LISTS = {
  searchField: 'Search by',
  keyword: 'Keyword',
  search: 'Search',
  clear: 'Clear filters',
  pageSize: 'Rows per page',
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  savedViews: 'Saved views',
  noSavedViews: 'No saved views yet.',
  saveView: 'Save current view',
  viewName: 'View name',
  save: 'Save',
  cancel: 'Cancel',
  openView: (name: string) => `Open view ${name}`,
  deleteView: (name: string) => `Delete view ${name}`,
  viewSaved: 'View saved.',
  viewDeleted: 'View deleted.',
  total: (count: number, entries: string) => `${count.toLocaleString('en-US')} ${entries}`,
} as const;

/** The payments screen's labels (column titles live with the payment formatting in constants/payments.ts). */
export const PAYMENTS_UI = {
  title: 'Payments',
  allTypes: 'All types',
  transactionToken: 'Transaction token',
} as const;

export const TABLES = {
  noEntries: (entries: string) => `No ${entries} found.`,
  searchHelp: 'To do a search, select the filter from the dropdown menu, enter your keyword, and press Enter.',
  notApplicable: 'N/A',
  notSet: 'Not Set',
} as const;

export const DASHBOARD = {
  noData: 'There is no available data for this time period.',
  numberOfPayments: (n: number | string) => `Number of payments: ${n}`,
  numberOfPurchases: (n: number | string) => `Number of purchases: ${n}`,
  seeAll: 'See all',
  reportGenerated: 'The report was successfully generated. Click on View Reports button to see it.',
} as const;

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

/** Realtime notices. The spec fixes the bulk default error and the report text; the other successes are ours. */
export const REALTIME = {
  bulkDefaultError: 'Check the generated file for more details on the error',
  accessGranted: 'Access successfully granted.',
  accessRevoked: 'Access successfully revoked.',
  accessExtended: 'Access successfully extended.',
  voucherRulesImported: 'Voucher rules successfully imported.',
  accessCodesImported: 'Access codes successfully imported.',
  reportGenerated: DASHBOARD.reportGenerated,
  panoptoSynced: 'Panopto content successfully synced.',
  syncSucceeded: 'Video platform sync successfully completed.',
} as const;

/** Public (sign-in journey) screens: headings, links, buttons and signup choices. */
export const PUBLIC_PAGES = {
  loginTitle: 'Log in to your account',
  forgotPasswordLink: 'Forgot password?',
  noAccount: "Don't have an account?",
  signUp: 'Sign up',
  signupTitle: 'Create your account',
  activateTitle: 'Activate your account',
  activate: 'Activate',
  resendLink: "Didn't get a code? Resend it",
  resendTitle: 'Resend activation code',
  resendCode: 'Resend code',
  activationMessage: 'Your account is now active.',
  signIn: 'Sign in',
  forgotTitle: 'Reset your password',
  forgotSubmit: 'Send reset instructions',
  backToLogin: 'Back to log in',
  newPasswordTitle: 'Set a new password',
  newPasswordSubmit: 'Set password',
  passwordTooWeak: 'Password is not strong enough',
  passwordStrongEnough: 'Password is strong enough',
  strengthChecking: 'Checking password strength',
  captchaRequired: 'Please complete the captcha',
  viewerNotice:
    'This site is for businesses and creators who sell their content. It is not a place to watch videos: please use the website of the content you want to watch.',
} as const;

/** Signup questions (spec section 9); the option values are what the API receives. */
export const SIGNUP_OPTIONS = {
  other: 'other',
  watch: 'watch',
  services: [
    { value: 'Payments/Subscriptions', label: 'Payments/Subscriptions' },
    { value: 'Authentication', label: 'Authentication' },
    { value: 'Content entitlement', label: 'Content entitlement' },
    { value: 'other', label: 'Other' },
  ],
  interests: [
    { value: 'live event', label: 'Sell tickets to a live event' },
    { value: 'sell videos', label: 'Sell videos on demand' },
    { value: 'stream', label: 'Stream to a paying audience' },
    { value: 'play around', label: 'Just playing around' },
    { value: 'watch', label: 'Watch videos' },
    { value: 'other', label: 'Other' },
  ],
} as const;

export const ACCOUNT_PAGES = {
  detailsTitle: 'Account details',
  detailsUpdated: 'Account details successfully updated.',
  save: 'Save changes',
  changePasswordTitle: 'Change password',
  changePassword: 'Change password',
} as const;

/** Chrome labels (not spec texts) kept here so every visible string has one home. */
export const UI = {
  appName: 'Boxoffice Console',
  brand: 'Boxoffice',
  loading: 'Loading',
  close: 'Close',
  closeNotice: 'Close notice',
  toggleNavigation: 'Toggle navigation',
  mainNavigation: 'Main navigation',
  sectionNavigation: 'Section navigation',
  skipToContent: 'Skip to content',
  userMenu: 'User menu',
  showPassword: 'Show password',
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

/** Dashboard labels (not spec texts). */
export const DASHBOARD_UI = {
  title: 'Analytics',
  summary: 'Summary',
  boxes: { audience: 'Audience', revenue: 'Revenue', payments: 'Payments', subscriptions: 'Subscriptions' },
  registeredUsers: 'Registered users',
  totalPayments: 'Total payments',
  newSubscriptions: 'New',
  canceledSubscriptions: 'Canceled',
  moreCurrencies: (n: number) => `+${n} more`,
  dateRange: 'Date range',
  chartOf: (box: string) => `${box} over time`,
  series: {
    customers: 'Registered users',
    allSales: 'All sales',
    assetSales: 'Asset sales',
    packageSales: 'Package sales',
    subscriptions: 'New subscriptions',
    canceledSubscriptions: 'Canceled subscriptions',
  },
  chartSummary: (title: string, start: string, end: string, parts: string) => `${title} from ${start} to ${end}: ${parts}.`,
  seriesSummary: (label: string, total: string, peak: string, peakDate: string) =>
    `${label} ${total} in total, highest ${peak} on ${peakDate}`,
  topCustomer: 'Top Customer',
  topAsset: 'Top Asset',
  topCustomers: 'Top five customers',
  topAssets: 'Top five assets',
  payments: 'payments',
  purchases: 'purchases',
  revenue: 'Revenue',
  revenueOf: (name: string) => `Revenue of ${name}`,
  loadFailed: 'The analytics could not be loaded.',
  retry: 'Retry',
} as const;

/** Reports pages: spec texts first, then labels. */
export const REPORTS = {
  generated: DASHBOARD.reportGenerated,
  failed: UNKNOWN_ERROR,
  titles: { audience: 'Audience reports', payments: 'Payments reports', subscriptions: 'Subscriptions reports', access: 'Access reports' },
  tabs: { audience: 'Audience', 'account-logins': 'Account logins', payments: 'Payments', subscriptions: 'Subscriptions', access: 'Access' },
  tabList: 'Report types',
  generate: 'Generate report',
  schedule: 'Schedule report',
  viewReports: 'View Reports',
  generateTitle: (type: string) => `Generate ${type} report`,
  scheduleTitle: (type: string) => `Schedule ${type} report`,
  period: 'Period',
  customPeriod: 'Custom',
  periods: {
    last_day: 'Last day',
    last_week: 'Last week',
    last_month: 'Last month',
    month_to_date: 'Month to date',
    year_to_date: 'Year to date',
    last_period: 'Last period',
  },
  startDate: 'Start date',
  endDate: 'End date',
  month: 'Month',
  year: 'Year',
  anyMonth: 'Whole year',
  chooseYear: 'Select year',
  fields: 'Fields',
  status: 'Status',
  statuses: { active: 'Active', inactive: 'Inactive', all: 'All' },
  type: 'Type',
  allTypes: 'All',
  unique: 'Unique customers only',
  submitGenerate: 'Generate',
  cancel: 'Cancel',
  invalidRange: 'The start date must not be after the end date.',
  chooseField: 'Choose at least one field.',
  files: 'Generated reports',
  fileName: 'File name',
  createdAt: 'Created at (UTC)',
  fileStatus: 'Status',
  actions: 'Actions',
  fileStatuses: { pending: 'Pending', created: 'Created', failed: 'Failed' },
  download: 'Download',
  rename: 'Rename',
  delete: 'Delete',
  actionOn: (action: string, file: string) => `${action} ${file}`,
  renameTitle: 'Rename report',
  newFileName: 'New file name',
  mustEndWithCsv: 'The file name must end with .csv and contain no slashes.',
  save: 'Save',
  deleteMessage: (file: string) => `Are you sure you want to delete the report ${file}?`,
  noReports: 'reports',
  scheduled: 'Scheduled reports',
  noScheduled: 'scheduled reports',
  reportName: 'Report name',
  scheduledAt: 'Scheduled at (UTC)',
  firstRun: 'First run',
  dataFrom: 'Report data starts',
  dataFromCount: 'Number of units before the run',
  resolutions: { day: 'Days', week: 'Weeks', month: 'Months', year: 'Years' },
  recurrent: 'Repeat',
  repeatEvery: 'Repeat every',
  repeatUnit: 'Repeat unit',
  ends: 'Ends',
  endTypes: { never: 'Never', occurrences: 'After a number of runs', date: 'On a date' },
  occurrences: 'Number of runs',
  lastRunDate: 'Last run date',
  yes: 'Yes',
  no: 'No',
  deleteScheduledMessage: (name: string) => `Are you sure you want to delete the scheduled report ${name}?`,
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
