/**
 * The paths sign-in and sign-out lead to: all that start-up (the session guards, the auth saga) needs. PATHS, with
 * every screen's paths, builds on them and loads with the screens, not in the start-up bundle.
 */
export const SESSION_PATHS = {
  root: '/',
  login: '/login',
  admin: '/admin',
} as const;

/** The console a page belongs to, by its path: the admin area under `/admin`, the merchant area elsewhere. */
export const areaOfPath = (pathname: string): 'admin' | 'merchant' =>
  pathname === SESSION_PATHS.admin || pathname.startsWith(`${SESSION_PATHS.admin}/`) ? 'admin' : 'merchant';
