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

/** The date-time picker's texts: each error says what is wrong with the text typed, without repeating the hint. */
export const DATES = {
  hint: (format: string) => `${format}, UTC`,
  notADate: (date: string) => `${date} is not a date.`,
  notATime: (time: string) => `${time} is not a time of day.`,
  notInFormat: (text: string, format: string) => `“${text}” is not in the form ${format}.`,
  choose: (label: string) => `Choose ${label}`,
  calendar: (label: string) => `Calendar for ${label}`,
  pick: (label: string) => `Pick ${label}`,
  endBeforeStart: 'The end is before the start.',
} as const;
