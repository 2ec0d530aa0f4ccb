import type { CurrencyRevenue as Revenue, TopAsset, TopCustomer } from '../../../src/api/analyticsTypes';
import type { Db } from '../db/connection';
import { histogram, type DateRange, type Interval } from '../lib/analyticsDates';
import { CURRENCIES, PAYMENT_METHODS, SUBSCRIPTION_TYPES, prepared, toMajor, type Currency, type SubscriptionType } from './commerce';

/**
 * The analytics figures of one merchant for a date range. Counts and sums read the daily roll-ups that the
 * commerce triggers maintain; only the distinct-customer figures and the top customers touch the payments.
 * "Sales" are payments of every type except refund; revenue is sales minus refunds, per currency.
 */
interface DayValue {
  day: number;
  value: number;
}

export type { TopAsset, TopCustomer } from '../../../src/api/analyticsTypes';

const RANGE = 'merchant_id = ? AND day BETWEEN ? AND ?';
const rangeArgs = (merchantId: number, range: DateRange) => [merchantId, range.fromDay, range.toDay];
const NET_AMOUNT = 'SUM(CASE WHEN is_refund THEN -amount ELSE amount END)';
const SALES = 'SUM(CASE WHEN is_refund THEN 0 ELSE payments END)';

function all<T>(db: Db, sql: string, ...args: unknown[]): T[] {
  return prepared(db, sql).all(...args) as T[];
}

function sum(rows: readonly DayValue[]): number {
  return rows.reduce((total, row) => total + row.value, 0);
}

function revenues(rows: readonly { currency: string; amount: number }[]): Revenue[] {
  return rows
    .map((row) => ({ total_earned_amount: toMajor(row.amount), currency_iso: row.currency }))
    .sort((a, b) => b.total_earned_amount - a.total_earned_amount || a.currency_iso.localeCompare(b.currency_iso));
}

export function registrationsByDay(db: Db, merchantId: number, range: DateRange): DayValue[] {
  return all(db, `SELECT day, SUM(registrations) AS value FROM customer_daily_stats WHERE ${RANGE} GROUP BY day`, ...rangeArgs(merchantId, range));
}

export function registrations(db: Db, merchantId: number, range: DateRange, interval: Interval = 'day') {
  const rows = registrationsByDay(db, merchantId, range);
  return { total: sum(rows), histogram: histogram(range, interval, rows) };
}

interface SalesDay {
  day: number;
  item_type: string;
  currency: string;
  sales: number;
  amount: number;
}

function salesByDay(db: Db, merchantId: number, range: DateRange): SalesDay[] {
  return all(
    db,
    `SELECT day, item_type, currency,
       SUM(CASE WHEN action_type = 'refund' THEN 0 ELSE payments END) AS sales,
       SUM(CASE WHEN action_type = 'refund' THEN -amount ELSE amount END) AS amount
     FROM payment_daily_stats WHERE ${RANGE} GROUP BY day, item_type, currency`,
    ...rangeArgs(merchantId, range),
  );
}

export function numberOfPayments(db: Db, merchantId: number, range: DateRange): number {
  const row = prepared(db, `SELECT COALESCE(SUM(payments), 0) FROM payment_daily_stats WHERE ${RANGE} AND action_type <> 'refund'`);
  return row.pluck().get(...rangeArgs(merchantId, range)) as number;
}

/** Refunds in the range: with the sales they make up every row of the payments list and report for the range. */
export function numberOfRefunds(db: Db, merchantId: number, range: DateRange): number {
  const row = prepared(db, `SELECT COALESCE(SUM(payments), 0) FROM payment_daily_stats WHERE ${RANGE} AND action_type = 'refund'`);
  return row.pluck().get(...rangeArgs(merchantId, range)) as number;
}

interface SubscriptionDay {
  day: number;
  action_type: SubscriptionType;
  created: number;
  canceled: number;
}

function subscriptionDays(db: Db, merchantId: number, range: DateRange): SubscriptionDay[] {
  return all(db, `SELECT day, action_type, created, canceled FROM subscription_daily_stats WHERE ${RANGE}`, ...rangeArgs(merchantId, range));
}

function series(range: DateRange, interval: Interval, rows: readonly DayValue[]) {
  return { total: sum(rows), histogram: histogram(range, interval, rows) };
}

export function subscriptionAnalytics(db: Db, merchantId: number, range: DateRange) {
  const days = subscriptionDays(db, merchantId, range);
  const byType = Object.fromEntries(SUBSCRIPTION_TYPES.map((type) => [type, 0])) as Record<SubscriptionType, number>;
  for (const row of days) byType[row.action_type] += row.created;
  const created = series(range, 'day', days.map((row) => ({ day: row.day, value: row.created })));
  return { total: created.total, by_action_type: byType, histogram: created.histogram };
}

/** Top customers by sales in the range; ties go to the older customer (lower id). */
const DIRECT_TOP_LIMIT = 100_000;
const CANDIDATE_BATCH = 256;
const MAX_CANDIDATES = 20_000;

function topCustomerIdsDirect(db: Db, merchantId: number, range: DateRange, limit: number): { id: number; count: number }[] {
  return all(
    db,
    `SELECT customer_id AS id, COUNT(*) AS count FROM payments
     WHERE merchant_id = ? AND created_at BETWEEN ? AND ? AND action_type <> 'refund'
     GROUP BY customer_id ORDER BY count DESC, customer_id ASC LIMIT ?`,
    merchantId,
    range.from,
    range.to,
    limit,
  );
}

/**
 * Exact top-k over a long range without grouping every payment: customers are visited by lifetime sales (an upper
 * bound of their sales in any range), each counted exactly, until no unvisited customer can still reach the k-th
 * place. Gives up (null) when the bound prunes too little, and the caller groups the payments instead.
 */
function topCustomerIdsBounded(db: Db, merchantId: number, range: DateRange, limit: number): { id: number; count: number }[] | null {
  const candidates = prepared(
    db,
    'SELECT customer_id AS id, payments FROM customer_payment_totals WHERE merchant_id = ? ORDER BY payments DESC, customer_id LIMIT ? OFFSET ?',
  );
  const countInRange = prepared(
    db,
    `SELECT COUNT(*) FROM payments WHERE merchant_id = ? AND customer_id = ? AND created_at BETWEEN ? AND ? AND action_type <> 'refund'`,
  ).pluck();
  const top: { id: number; count: number }[] = [];
  const better = (a: { id: number; count: number }, b: { id: number; count: number }) => a.count > b.count || (a.count === b.count && a.id < b.id);
  for (let offset = 0; offset < MAX_CANDIDATES; offset += CANDIDATE_BATCH) {
    const batch = candidates.all(merchantId, CANDIDATE_BATCH, offset) as { id: number; payments: number }[];
    for (const candidate of batch) {
      if (top.length === limit && candidate.payments < top[limit - 1].count) return top;
      const entry = { id: candidate.id, count: countInRange.get(merchantId, candidate.id, range.from, range.to) as number };
      if (entry.count === 0) continue;
      const at = top.findIndex((other) => better(entry, other));
      if (at === -1) top.push(entry);
      else top.splice(at, 0, entry);
      if (top.length > limit) top.pop();
    }
    if (batch.length < CANDIDATE_BATCH) return top;
  }
  return null;
}

export function topFiveCustomers(db: Db, merchantId: number, range: DateRange, sales: number): TopCustomer[] {
  const limit = 5;
  const ids =
    (sales > DIRECT_TOP_LIMIT ? topCustomerIdsBounded(db, merchantId, range, limit) : null) ??
    topCustomerIdsDirect(db, merchantId, range, limit);
  const customer = prepared(db, 'SELECT email, full_name FROM customers WHERE id = ? AND merchant_id = ?');
  const customerRevenue = prepared(
    db,
    `SELECT currency, SUM(CASE WHEN action_type = 'refund' THEN -amount ELSE amount END) AS amount FROM payments
     WHERE merchant_id = ? AND customer_id = ? AND created_at BETWEEN ? AND ? GROUP BY currency`,
  );
  return ids.map(({ id, count }) => {
    const row = customer.get(id, merchantId) as { email: string; full_name: string } | undefined;
    return {
      id,
      email: row?.email ?? '',
      full_name: row?.full_name ?? '',
      number_of_payments: count,
      revenues: revenues(customerRevenue.all(merchantId, id, range.from, range.to) as { currency: string; amount: number }[]),
    };
  });
}

export function topFiveAssets(db: Db, merchantId: number, range: DateRange): TopAsset[] {
  const ranked = all<{ id: number; title: string; type: string; purchases: number }>(
    db,
    `SELECT s.item_id AS id, i.title, i.item_type AS type, s.purchases FROM (
       SELECT item_id, ${SALES} AS purchases FROM payment_daily_items WHERE ${RANGE} GROUP BY item_id
     ) s JOIN items i ON i.id = s.item_id
     WHERE s.purchases > 0 ORDER BY s.purchases DESC, s.item_id ASC LIMIT 5`,
    ...rangeArgs(merchantId, range),
  );
  const itemRevenue = prepared(db, `SELECT currency, ${NET_AMOUNT} AS amount FROM payment_daily_items WHERE ${RANGE} AND item_id = ? GROUP BY currency`);
  return ranked.map((item) => ({
    id: item.id,
    title: item.title,
    type: item.type,
    number_of_purchases: item.purchases,
    revenues: revenues(itemRevenue.all(...rangeArgs(merchantId, range), item.id) as { currency: string; amount: number }[]),
  }));
}

export function reportInformation(db: Db, merchantId: number, range: DateRange) {
  const days = subscriptionDays(db, merchantId, range);
  const payments = numberOfPayments(db, merchantId, range);
  return {
    numberOfRegisteredUsers: sum(registrationsByDay(db, merchantId, range)),
    numberOfPayments: payments,
    numberOfRefunds: numberOfRefunds(db, merchantId, range),
    numberOfCreatedSubscriptions: series(range, 'day', days.map((row) => ({ day: row.day, value: row.created }))),
    numberOfCanceledSubscriptions: series(range, 'day', days.map((row) => ({ day: row.day, value: row.canceled }))),
    topFiveCustomers: topFiveCustomers(db, merchantId, range, payments),
    topFiveAssets: topFiveAssets(db, merchantId, range),
  };
}

export function revenuePerCurrency(db: Db, merchantId: number, range: DateRange): { currency_iso: string; amount: number }[] {
  const rows = all<{ currency: string; amount: number }>(
    db,
    `SELECT currency, SUM(CASE WHEN action_type = 'refund' THEN -amount ELSE amount END) AS amount
     FROM payment_daily_stats WHERE ${RANGE} GROUP BY currency`,
    ...rangeArgs(merchantId, range),
  );
  return revenues(rows).map((row) => ({ currency_iso: row.currency_iso, amount: row.total_earned_amount }));
}

export function histograms(db: Db, merchantId: number, range: DateRange, interval: Interval) {
  const sales = salesByDay(db, merchantId, range);
  const subscriptions = subscriptionDays(db, merchantId, range);
  const pick = (rows: readonly SalesDay[], value: (row: SalesDay) => number) =>
    histogram(range, interval, rows.map((row) => ({ day: row.day, value: value(row) })));
  const revenue = CURRENCIES.flatMap((currency) =>
    pick(sales.filter((row) => row.currency === currency), (row) => row.amount).map((point) => ({
      date: point.date,
      currency_iso: currency,
      value: toMajor(point.value),
    })),
  ).sort((a, b) => a.date.localeCompare(b.date) || CURRENCIES.indexOf(a.currency_iso) - CURRENCIES.indexOf(b.currency_iso));
  return {
    customers: histogram(range, interval, registrationsByDay(db, merchantId, range)),
    allSales: pick(sales, (row) => row.sales),
    assetSales: pick(sales.filter((row) => row.item_type === 'asset'), (row) => row.sales),
    packageSales: pick(sales.filter((row) => row.item_type === 'package'), (row) => row.sales),
    subscriptions: histogram(range, interval, subscriptions.map((row) => ({ day: row.day, value: row.created }))),
    canceledSubscriptions: histogram(range, interval, subscriptions.map((row) => ({ day: row.day, value: row.canceled }))),
    revenue,
  };
}

export function countries(db: Db, merchantId: number, range: DateRange) {
  const byValue = <T extends { value: number }>(rows: T[]) => rows.filter((row) => row.value !== 0).sort((a, b) => b.value - a.value);
  const customers = all<{ country_iso: string; value: number }>(
    db,
    `SELECT country_iso, SUM(registrations) AS value FROM customer_daily_stats WHERE ${RANGE} GROUP BY country_iso ORDER BY country_iso`,
    ...rangeArgs(merchantId, range),
  );
  const sales = all<{ country_iso: string; currency: string; sales: number; amount: number }>(
    db,
    `SELECT country_iso, currency, ${SALES} AS sales, ${NET_AMOUNT} AS amount FROM payment_daily_countries WHERE ${RANGE}
     GROUP BY country_iso, currency ORDER BY country_iso, currency`,
    ...rangeArgs(merchantId, range),
  );
  const allSales = new Map<string, number>();
  for (const row of sales) allSales.set(row.country_iso, (allSales.get(row.country_iso) ?? 0) + row.sales);
  return {
    customers: byValue(customers),
    allSales: byValue([...allSales].map(([country_iso, value]) => ({ country_iso, value }))),
    revenue: byValue(sales.map((row) => ({ country_iso: row.country_iso, currency_iso: row.currency, value: toMajor(row.amount) }))),
  };
}

/** Distinct customers with at least one sale in the range (optionally in one currency). */
export function uniquePayingCustomers(db: Db, merchantId: number, range: DateRange, currency?: Currency): number {
  const currencyFilter = currency ? 'AND currency = ?' : '';
  const statement = prepared(
    db,
    `SELECT COUNT(DISTINCT customer_id) FROM payments
     WHERE merchant_id = ? AND created_at BETWEEN ? AND ? AND action_type <> 'refund' ${currencyFilter}`,
  ).pluck();
  const args: unknown[] = [merchantId, range.from, range.to];
  if (currency) args.push(currency);
  return statement.get(...args) as number;
}

export function accountingAnalytics(db: Db, merchantId: number, range: DateRange, currency?: Currency) {
  const currencies = currency ? [currency] : [...CURRENCIES];
  const rows = all<{ payment_method: string; currency: Currency; sales: number; amount: number }>(
    db,
    `SELECT payment_method, currency, ${SALES} AS sales, ${NET_AMOUNT} AS amount FROM payment_daily_methods WHERE ${RANGE}
     GROUP BY payment_method, currency`,
    ...rangeArgs(merchantId, range),
  );
  const methods = Object.fromEntries(
    PAYMENT_METHODS.map((method) => {
      const own = rows.filter((row) => row.payment_method === method && currencies.includes(row.currency));
      const perCurrency = Object.fromEntries(
        currencies.map((code) => [code, toMajor(own.filter((row) => row.currency === code).reduce((total, row) => total + row.amount, 0))]),
      );
      return [method, { total: own.reduce((total, row) => total + row.sales, 0), total_amount_per_currency: perCurrency }];
    }),
  );
  return { unique_paying_customers: uniquePayingCustomers(db, merchantId, range, currency), payment_methods: methods };
}
