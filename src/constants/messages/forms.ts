/** Form validation, confirmation and not-found texts: the forms and screens that show them load them. */
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
