/** Fixed paths the top-level rules rely on. */
export const PATHS = {
  root: '/',
  login: '/login',
  merchant: '/merchant',
  admin: '/admin',
  dashboard: '/dashboard',
  adminDashboard: '/admin/dashboard',
  notFound: '/404.html',
  adminNotFound: '/admin/404.html',
} as const;
