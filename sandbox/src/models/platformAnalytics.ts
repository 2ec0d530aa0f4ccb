import type { CurrencyAmount, HistogramPoint, TopAsset, TopCustomer, TopMerchant } from '../../../src/api/analyticsTypes';
import type { Db } from '../db/connection';
import type { DateRange } from '../lib/analyticsDates';
import type { MerchantScope } from '../lib/platformScope';
import type { accountingAnalytics, countries, histograms, registrations, reportInformation, subscriptionAnalytics } from './analytics';
import { prepared, toMajor } from './commerce';

/**
 * Platform-wide analytics: a merchant's figures (models/analytics) combined over every merchant. Customers, items and
 * payments each belong to one merchant, so sums are exact, and the platform's top five are among the merchants' top
 * fives.
 */
export type Combine<T> = (a: T, b: T) => T;

const merchantIds = (db: Db): number[] => prepared(db, 'SELECT id FROM merchants ORDER BY id').pluck().all() as number[];

/** The figure of one merchant, or every merchant's figures combined. */
export function inScope<T>(db: Db, scope: MerchantScope, compute: (merchantId: number) => T, combine: Combine<T>): T {
  if (scope !== null) return compute(scope);
  return merchantIds(db).map(compute).reduce(combine);
}

/** Sums of money in major units, kept to cents (0.1 + 0.2 is 0.3). */
const money = (a: number, b: number): number => Math.round((a + b) * 100) / 100;

/** Histograms of one range and interval have the same dates in the same order. */
const addPoints = <P extends { value: number }>(a: readonly P[], b: readonly P[], add = (x: number, y: number) => x + y): P[] =>
  a.map((point, index) => ({ ...point, value: add(point.value, b[index]?.value ?? 0) }));

const addCounts = (a: { total: number; histogram: HistogramPoint[] }, b: { total: number; histogram: HistogramPoint[] }) => ({
  total: a.total + b.total,
  histogram: addPoints(a.histogram, b.histogram),
});

const addRecords = <K extends string>(a: Record<K, number>, b: Record<K, number>, add = (x: number, y: number) => x + y): Record<K, number> => {
  const sum = { ...a };
  for (const key of Object.keys(b) as K[]) sum[key] = add(sum[key] ?? 0, b[key]);
  return sum;
};

/** The top five by count, ties to the lower id (the order each merchant's list has). */
const topFive = <T extends { id: number }>(rows: readonly T[], count: (row: T) => number): T[] =>
  [...rows].sort((a, b) => count(b) - count(a) || a.id - b.id).slice(0, 5);

type ReportInformation = ReturnType<typeof reportInformation>;
export const combineReportInformation: Combine<ReportInformation> = (a, b) => ({
  numberOfRegisteredUsers: a.numberOfRegisteredUsers + b.numberOfRegisteredUsers,
  numberOfPayments: a.numberOfPayments + b.numberOfPayments,
  numberOfRefunds: a.numberOfRefunds + b.numberOfRefunds,
  numberOfCreatedSubscriptions: addCounts(a.numberOfCreatedSubscriptions, b.numberOfCreatedSubscriptions),
  numberOfCanceledSubscriptions: addCounts(a.numberOfCanceledSubscriptions, b.numberOfCanceledSubscriptions),
  topFiveCustomers: topFive<TopCustomer>([...a.topFiveCustomers, ...b.topFiveCustomers], (row) => row.number_of_payments),
  topFiveAssets: topFive<TopAsset>([...a.topFiveAssets, ...b.topFiveAssets], (row) => row.number_of_purchases),
});

/** Largest amount first, then by currency code (as one merchant's list is sorted). */
export const combineRevenuePerCurrency: Combine<CurrencyAmount[]> = (a, b) => {
  const sums = new Map<string, number>();
  for (const row of [...a, ...b]) sums.set(row.currency_iso, money(sums.get(row.currency_iso) ?? 0, row.amount));
  return [...sums]
    .map(([currency_iso, amount]) => ({ currency_iso, amount }))
    .sort((x, y) => y.amount - x.amount || x.currency_iso.localeCompare(y.currency_iso));
};

type Histograms = ReturnType<typeof histograms>;
export const combineHistograms: Combine<Histograms> = (a, b) => ({
  customers: addPoints(a.customers, b.customers),
  allSales: addPoints(a.allSales, b.allSales),
  assetSales: addPoints(a.assetSales, b.assetSales),
  packageSales: addPoints(a.packageSales, b.packageSales),
  subscriptions: addPoints(a.subscriptions, b.subscriptions),
  canceledSubscriptions: addPoints(a.canceledSubscriptions, b.canceledSubscriptions),
  revenue: addPoints(a.revenue, b.revenue, money),
});

export const combineRegistrations: Combine<ReturnType<typeof registrations>> = addCounts;

type SubscriptionAnalytics = ReturnType<typeof subscriptionAnalytics>;
export const combineSubscriptionAnalytics: Combine<SubscriptionAnalytics> = (a, b) => ({
  ...addCounts(a, b),
  by_action_type: addRecords(a.by_action_type, b.by_action_type),
});

export const combineTotals: Combine<{ total: number }> = (a, b) => ({ total: a.total + b.total });

type Countries = ReturnType<typeof countries>;
/** Sums per key, largest first, then by key. */
function sumBy<T extends { value: number }>(rows: readonly T[], key: (row: T) => string, add = (x: number, y: number) => x + y): T[] {
  const sums = new Map<string, T>();
  for (const row of rows) {
    const known = sums.get(key(row));
    sums.set(key(row), known ? { ...known, value: add(known.value, row.value) } : row);
  }
  return [...sums.values()].filter((row) => row.value !== 0).sort((x, y) => y.value - x.value || key(x).localeCompare(key(y)));
}
export const combineCountries: Combine<Countries> = (a, b) => ({
  customers: sumBy([...a.customers, ...b.customers], (row) => row.country_iso),
  allSales: sumBy([...a.allSales, ...b.allSales], (row) => row.country_iso),
  revenue: sumBy([...a.revenue, ...b.revenue], (row) => `${row.country_iso}|${row.currency_iso}`, money),
});

type AccountingAnalytics = ReturnType<typeof accountingAnalytics>;
export const combineAccountingAnalytics: Combine<AccountingAnalytics> = (a, b) => ({
  unique_paying_customers: a.unique_paying_customers + b.unique_paying_customers,
  payment_methods: Object.fromEntries(
    Object.entries(a.payment_methods).map(([method, figures]) => {
      const other = b.payment_methods[method];
      return [
        method,
        {
          total: figures.total + (other?.total ?? 0),
          total_amount_per_currency: addRecords(figures.total_amount_per_currency, other?.total_amount_per_currency ?? {}, money),
        },
      ];
    }),
  ),
});

/** Merchants are the tenants with a merchant account (the platform's own tenant holds only staff). */
const MERCHANTS = `SELECT m.id, m.uuid, m.name FROM merchants m
  WHERE EXISTS (SELECT 1 FROM accounts a, json_each(a.roles) r WHERE a.merchant_id = m.id AND r.value = 'merchant')`;

/**
 * The platform's merchants in name order (what a merchant picker offers, whatever the scope), how many the scope
 * holds, and the scope's five merchants with the most sales in the range (ties to the older merchant) with their net
 * revenue per currency.
 */
export function platformInformation(db: Db, scope: MerchantScope, range: DateRange) {
  const merchants = prepared(db, `${MERCHANTS} ORDER BY m.name, m.id`).all() as { id: number; uuid: string; name: string }[];
  const inRange = merchants.filter((merchant) => scope === null || merchant.id === scope);
  const rows = prepared(
    db,
    `SELECT merchant_id, currency,
       SUM(CASE WHEN action_type = 'refund' THEN 0 ELSE payments END) AS sales,
       SUM(CASE WHEN action_type = 'refund' THEN -amount ELSE amount END) AS amount
     FROM payment_daily_stats WHERE day BETWEEN ? AND ? GROUP BY merchant_id, currency`,
  ).all(range.fromDay, range.toDay) as { merchant_id: number; currency: string; sales: number; amount: number }[];
  const ranked: TopMerchant[] = inRange.map((merchant) => {
    const own = rows.filter((row) => row.merchant_id === merchant.id);
    return {
      ...merchant,
      number_of_payments: own.reduce((total, row) => total + row.sales, 0),
      revenues: own
        .map((row) => ({ currency_iso: row.currency, total_earned_amount: toMajor(row.amount) }))
        .sort((x, y) => y.total_earned_amount - x.total_earned_amount || x.currency_iso.localeCompare(y.currency_iso)),
    };
  });
  return {
    numberOfMerchants: inRange.length,
    topFiveMerchants: topFive(ranked.filter((merchant) => merchant.number_of_payments > 0), (merchant) => merchant.number_of_payments),
    merchants,
  };
}
