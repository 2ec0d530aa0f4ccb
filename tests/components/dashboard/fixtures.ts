import type { CurrencyAmount, Histograms, ReportInformation } from '../../../src/api/analytics';

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
