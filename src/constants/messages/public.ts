/** Public (sign-in journey) screens: headings, links and buttons; each public page's chunk carries them, start-up does not. */
export const PUBLIC_PAGES = {
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
