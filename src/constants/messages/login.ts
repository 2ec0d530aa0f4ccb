/** The login page's texts, apart from the other public pages' so that /login downloads only its own. */
export const LOGIN_PAGE = {
  title: 'Log in to your account',
  forgotPasswordLink: 'Forgot password?',
  noAccount: "Don't have an account?",
  signUp: 'Sign up',
} as const;
