import type { AccountingAnalytics, CountriesAnswer, CurrencyAmount, Histograms, ReportInformation, SubscriptionAnalytics } from '../../../src/api/analytics';

export const points = (values: number[], start = 1) =>
  values.map((value, i) => ({ date: `2025-03-${String(start + i).padStart(2, '0')}`, value }));

export function reportInformation(overrides: Partial<ReportInformation> = {}): ReportInformation {
  return {
    numberOfRegisteredUsers: 1234,
    numberOfPayments: 56789,
    numberOfCreatedSubscriptions: { total: 40, histogram: points([10, 30]) },
    numberOfCanceledSubscriptions: { total: 7, histogram: points([3, 4]) },
    topFiveCustomers: [
      { id: 11, email: 'ann@example.com', full_name: 'Ann Buyer', number_of_payments: 12, revenues: [{ total_earned_amount: 120.5, currency_iso: 'EUR' }] },
      { id: 12, email: 'bob@example.com', full_name: '', number_of_payments: 9, revenues: [] },
    ],
    topFiveAssets: [{ id: 21, title: 'Cup Final', type: 'video', number_of_purchases: 33, revenues: [{ total_earned_amount: 990, currency_iso: 'USD' }] }],
    ...overrides,
  };
}

export const emptyInformation = (): ReportInformation =>
  reportInformation({
    numberOfRegisteredUsers: 0,
    numberOfPayments: 0,
    numberOfCreatedSubscriptions: { total: 0, histogram: [] },
    numberOfCanceledSubscriptions: { total: 0, histogram: [] },
    topFiveCustomers: [],
    topFiveAssets: [],
  });

export const revenue = (): CurrencyAmount[] => [
  { currency_iso: 'EUR', amount: 12500.5 },
  { currency_iso: 'USD', amount: 3400 },
  { currency_iso: 'GBP', amount: 120 },
];

export function histograms(overrides: Partial<Histograms> = {}): Histograms {
  return {
    customers: points([5, 9, 2]),
    allSales: points([100, 250, 80]),
    assetSales: points([60, 200, 50]),
    packageSales: points([40, 50, 30]),
    subscriptions: points([10, 20, 10]),
    canceledSubscriptions: points([1, 2, 4]),
    revenue: [
      { date: '2025-03-01', currency_iso: 'EUR', value: 1000 },
      { date: '2025-03-02', currency_iso: 'EUR', value: 2500.5 },
      { date: '2025-03-01', currency_iso: 'USD', value: 300 },
    ],
    ...overrides,
  };
}

export const countries = (): CountriesAnswer => ({
  customers: [
    { country_iso: 'DE', value: 40 },
    { country_iso: 'GB', value: 12 },
  ],
  allSales: [
    { country_iso: 'GB', value: 1204 },
    { country_iso: 'DE', value: 310 },
  ],
  revenue: [
    { country_iso: 'GB', currency_iso: 'GBP', value: 9120.5 },
    { country_iso: 'GB', currency_iso: 'EUR', value: 88 },
    { country_iso: 'DE', currency_iso: 'EUR', value: 1550 },
  ],
});

export const accountingAnalytics = (): AccountingAnalytics => ({
  unique_paying_customers: 1480,
  payment_methods: {
    Card: { total: 1300, total_amount_per_currency: { EUR: 1600, USD: 0, GBP: 9000.5 } },
    PayPal: { total: 214, total_amount_per_currency: { EUR: 38, USD: 0, GBP: 120 } },
    'Direct Debit': { total: 0, total_amount_per_currency: { EUR: 0, USD: 0, GBP: 0 } },
  },
});

export const subscriptionAnalytics = (): SubscriptionAnalytics => ({
  total: 57,
  by_action_type: { recurrent: 41, canceled: 12, 'free-trial': 4, paused: 0 },
  histogram: [],
});
