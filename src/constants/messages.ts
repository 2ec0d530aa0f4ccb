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

export const TABLES = {
  noEntries: (entries: string) => `No ${entries} found.`,
  searchHelp: 'To do a search, select the filter from the dropdown menu, enter your keyword, and press Enter.',
  notApplicable: 'N/A',
  notSet: 'Not Set',
} as const;

export const DASHBOARD = {
  noData: 'There is no available data for this time period.',
  numberOfPayments: (n: number) => `Number of payments: ${n}`,
  numberOfPurchases: (n: number) => `Number of purchases: ${n}`,
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

export const REALTIME = {
  bulkDefaultError: 'Check the generated file for more details on the error',
} as const;
