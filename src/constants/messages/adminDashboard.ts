/** The admin dashboard's labels (the spec shows no contents for it); the shared figures' texts are in dashboard.ts. */
export const ADMIN_DASHBOARD_UI = {
  title: 'Dashboard',
  merchant: 'Merchant',
  allMerchants: 'All merchants',
  merchants: 'Merchants',
  merchantsCaption: (all: boolean) => (all ? 'On the platform' : 'Picked'),
  topMerchants: 'Top five merchants',
  columns: { rank: 'Rank', merchant: 'Merchant', payments: 'Payments', revenue: 'Revenue' },
} as const;
