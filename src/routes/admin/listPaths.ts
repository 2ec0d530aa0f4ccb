/** The admin staff lists' paths, shared by their routes and the links between them. */
export const ADMIN_LIST_PATHS = {
  audience: '/admin/audience',
  customer: (id: number | string) => `/admin/audience/edit/${id}`,
  payments: '/admin/payments',
  payment: (trxToken: string) => `/admin/payments/${encodeURIComponent(trxToken)}`,
  subscriptions: '/admin/subscriptions',
  subscription: (subscriptionId: string) => `/admin/subscriptions/${encodeURIComponent(subscriptionId)}`,
  access: '/admin/access',
} as const;

/** Links of the tables and details the admin screens share with the merchant's. */
export const ADMIN_LIST_LINKS = {
  payment: ADMIN_LIST_PATHS.payment,
  customer: ADMIN_LIST_PATHS.customer,
  subscription: ADMIN_LIST_PATHS.subscription,
} as const;
