/** The dashboard texts, a module of their own so that only the screens showing them load them (not the start-up bundle). */

export const DASHBOARD = {
  noData: 'There is no available data for this time period.',
  numberOfPayments: (n: number | string) => `Number of payments: ${n}`,
  numberOfPurchases: (n: number | string) => `Number of purchases: ${n}`,
  seeAll: 'See all',
  reportGenerated: 'The report was successfully generated. Click on View Reports button to see it.',
} as const;

/** Dashboard labels (not spec texts). */
export const DASHBOARD_UI = {
  title: 'Analytics',
  summary: 'Summary',
  boxes: { audience: 'Audience', revenue: 'Revenue', payments: 'Payments', subscriptions: 'Subscriptions' },
  registeredUsers: 'Registered users',
  totalPayments: 'Total payments',
  newSubscriptions: 'New',
  canceledSubscriptions: 'Canceled',
  moreCurrencies: (n: number) => `+${n} more`,
  dateRange: 'Date range',
  chartOf: (box: string) => `${box} over time`,
  series: {
    customers: 'Registered users',
    allSales: 'All sales',
    assetSales: 'Asset sales',
    packageSales: 'Package sales',
    subscriptions: 'New subscriptions',
    canceledSubscriptions: 'Canceled subscriptions',
  },
  chartSummary: (title: string, start: string, end: string, parts: string) => `${title} from ${start} to ${end}: ${parts}.`,
  seriesSummary: (label: string, total: string, peak: string, peakDate: string) =>
    `${label} ${total} in total, highest ${peak} on ${peakDate}`,
  topCustomer: 'Top Customer',
  topAsset: 'Top Asset',
  topCustomers: 'Top five customers',
  topAssets: 'Top five assets',
  payments: 'payments',
  purchases: 'purchases',
  revenue: 'Revenue',
  revenueOf: (name: string) => `Revenue of ${name}`,
  loadFailed: 'The analytics could not be loaded.',
  retry: 'Retry',
} as const;
