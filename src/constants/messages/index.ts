/**
 * Every user-facing text of the spec, exactly as written there (typos included). Pages import from here. This module
 * holds what start-up shows; the texts of the public pages, the forms and the signed-in chrome live in their own modules
 * (re-exported below), so each ships with the chunks that show it and not in the start-up bundle of /login.
 */

export const UNKNOWN_ERROR = 'An unknown error occurred.';
export const PATH_VARIABLE_MISSING = 'Path variable value not included';
export const NETWORK_ERROR = 'Network error. Please check your connection.';
/** Not spec texts: what a failed answer says when the server gave no message of its own. */
export const TIMEOUT_ERROR = 'The server did not answer in time.';
export const NOT_JSON_ERROR = 'The server answered with a page instead of data.';
export const UNEXPECTED_ANSWER_ERROR = 'The server\'s answer was not in the expected form.';

export const NOTICE_TITLES = { error: 'ERROR', success: 'SUCCESS' } as const;

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

export { CHROME, SECTION_TITLES } from './chrome';
export { CONFIRM, FORM, NOT_FOUND } from './forms';
export { PUBLIC_PAGES } from './public';
export { SIGNUP_OPTIONS } from './signup';
