/** Every user-facing text of the spec, exactly as written there (typos included). Pages import from here. */

export const UNKNOWN_ERROR = 'An unknown error occurred.';
export const PATH_VARIABLE_MISSING = 'Path variable value not included';
export const NETWORK_ERROR = 'Network error. Please check your connection.';
/** Not spec texts: what a failed answer says when the server gave no message of its own. */
export const TIMEOUT_ERROR = 'The server did not answer in time.';
export const NOT_JSON_ERROR = 'The server answered with a page instead of data.';
export const UNEXPECTED_ANSWER_ERROR = 'The server\'s answer was not in the expected form.';

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
