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

/** ERROR and SUCCESS are the spec's; a partial outcome's title is ours. */
export const NOTICE_TITLES = { error: 'ERROR', warning: 'PARTLY DONE', success: 'SUCCESS' } as const;

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

/** Labels (not spec texts) that start-up and the login page show; the signed-in chrome's are CHROME_UI (chrome.ts). */
export const UI = {
  appName: 'Boxoffice Console',
  loading: 'Loading',
  closeNotice: 'Close notice',
  showPassword: 'Show password',
} as const;

export { CHROME, CHROME_UI, SECTION_TITLES } from './chrome';
export { CONFIRM, FORM, NOT_FOUND } from './forms';
export { LOGIN_PAGE } from './login';
export { PUBLIC_PAGES } from './public';
export { SIGNUP_OPTIONS } from './signup';
