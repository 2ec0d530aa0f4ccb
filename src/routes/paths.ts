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
  assets: '/assets',
  audience: '/audience',
  assetDetails: (id: number | string) => `/assets/edit/${id}`,
  packages: '/assets/packages',
  packageDetails: (id: number | string) => `/assets/packages/edit/${id}`,
  templates: '/assets/templates',
  templateDetails: (id: number | string) => `/assets/templates/edit/${id}`,
  customerDetails: (id: number | string) => `/audience/edit/${id}`,
} as const;
