/**
 * The paths sign-in and sign-out lead to: all that start-up (the session guards, the auth saga) needs. PATHS, with
 * every screen's paths, builds on them and loads with the screens, not in the start-up bundle.
 */
export const SESSION_PATHS = {
  root: '/',
  login: '/login',
  admin: '/admin',
} as const;
