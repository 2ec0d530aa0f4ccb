/** The admin merchants screens' paths, shared by their routes and the links between them. */
export const ADMIN_MERCHANT_PATHS = {
  list: '/admin/merchants',
  edit: (id: number | string) => `/admin/merchants/edit/${id}`,
  relatedAccounts: (id: number | string) => `/admin/merchants/${id}/related-accounts`,
  /** The merchant's payment setup, the merchant's own screen reused for staff (the spec: "route carries merchant id"). */
  paymentSettings: (id: number | string) => `/admin/merchants/${id}/payment-settings`,
} as const;
