import type { CountryFigure, CustomerInteraction, MethodsPerCountry, Segmentation, SegmentationBand, SubscriptionCountry, SubscriptionPeriod, SubscriptionStatusGroup } from '../../../src/api/audienceTypes';
import type { SubscriptionActionType } from '../../../src/contracts/values';
import { prepared, type Db } from '../db/connection';
import { notFound } from '../lib/errors';
import { nowSeconds } from '../lib/time';
import { SETTLEMENT_RATES, toMajor } from './commerce';
import { requireCustomer } from './customers';
import type { AnalyticsCache } from '../services/analyticsCache';

/** Segmentation (customer interactions) and the analytics of the transactions screens (catalogue 7.7, 7.9). */
export const NO_INTERACTIONS_MESSAGE = 'There are no customer interactions to segment yet.';

const DAY = 86_400;

interface Aggregate {
  customer_id: number;
  email: string;
  created_at: number;
  n: number;
  first: number;
  last: number;
  sum: number;
  first_amount: number;
  first_currency: string;
}

type PaymentTotals = Omit<Aggregate, 'email' | 'created_at'>;

/** Above this many payments a merchant's are read in table order (one sequential pass) rather than through an index. */
const SCAN_THRESHOLD = 50_000;

/**
 * Each paying customer's interactions (payments that are not refunds or pending), with the first one's amount, in
 * one pass over the merchant's payments (a million take about a second). An erasure or a change of name bumps the
 * merchant's commerce version, so a cached segment never shows a customer that is gone.
 */
function paymentTotals(db: Db, merchantId: number): PaymentTotals[] {
  const count = prepared(db, 'SELECT COALESCE(SUM(payments), 0) FROM payment_type_totals WHERE merchant_id = ?').pluck().get(merchantId) as number;
  const rows = prepared(
    db,
    `SELECT customer_id, created_at, amount, currency FROM payments ${count > SCAN_THRESHOLD ? 'NOT INDEXED' : ''}
     WHERE merchant_id = ? AND action_type NOT IN ('refund', 'pending') ORDER BY rowid`,
  )
    .raw()
    .iterate(merchantId) as IterableIterator<[number, number, number, string]>;
  const totals = new Map<number, PaymentTotals>();
  for (const [customerId, at, amount, currency] of rows) {
    const eur = amount * (SETTLEMENT_RATES[currency] ?? 1);
    const entry = totals.get(customerId);
    if (!entry) {
      totals.set(customerId, { customer_id: customerId, n: 1, first: at, last: at, sum: eur, first_amount: amount, first_currency: currency });
      continue;
    }
    entry.n += 1;
    entry.sum += eur;
    if (at > entry.last) entry.last = at;
    // Equal times keep the earlier row (rowid order): the first payment made.
    if (at < entry.first) Object.assign(entry, { first: at, first_amount: amount, first_currency: currency });
  }
  return [...totals.values()];
}

function aggregates(db: Db, merchantId: number): Aggregate[] {
  const totals = paymentTotals(db, merchantId);
  const customers = new Map(
    (prepared(db, 'SELECT id, email, created_at FROM customers WHERE merchant_id = ? AND erased_at IS NULL').all(merchantId) as { id: number; email: string; created_at: number }[]).map((row) => [row.id, row]),
  );
  return totals.flatMap((row) => {
    const customer = customers.get(row.customer_id);
    return customer ? [{ ...row, email: customer.email, created_at: customer.created_at }] : [];
  });
}

interface Cycle {
  period: number;
  start: number;
}

/** The merchant's interaction cycle: the mean gap (days) between a repeat customer's interactions, since the first. */
function cycleOf(rows: readonly Aggregate[]): Cycle {
  const repeat = rows.filter((row) => row.n > 1);
  const gaps = repeat.map((row) => (row.last - row.first) / (row.n - 1) / DAY);
  const period = gaps.length > 0 ? Math.max(1, Math.round(gaps.reduce((total, gap) => total + gap, 0) / gaps.length)) : 30;
  return { period, start: Math.min(...rows.map((row) => row.first)) };
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A recency-frequency estimate: how likely the customer interacts within the next cycle, and how often. */
function toInteraction(row: Aggregate, cycle: Cycle, now: number): CustomerInteraction {
  const gapDays = row.n > 1 ? Math.max(1, (row.last - row.first) / (row.n - 1) / DAY) : cycle.period * 3;
  const recencyDays = Math.max(0, (now - row.last) / DAY);
  const probability = Math.exp(-recencyDays / (gapDays * 2));
  // A customer seen for less than a cycle is rated over one cycle, not over the few days since (1 in 2 days is not 15 a month).
  const ageDays = Math.max(cycle.period, (now - row.first) / DAY);
  return {
    customer_id: row.customer_id,
    customer_email: row.email,
    created_at: row.created_at,
    first_interaction: row.first,
    last_interaction: row.last,
    number_of_interactions: row.n,
    expected_number_of_interactions: round((row.n / ageDays) * cycle.period * probability, 2),
    monetary_first: toMajor(row.first_amount * (SETTLEMENT_RATES[row.first_currency] ?? 1)),
    monetary_sum: toMajor(row.sum),
    probability_of_interaction: round(probability, 4),
  };
}

export interface InteractionFilter {
  monetaryFrom?: number;
  monetaryTo?: number;
  probabilityFrom?: number;
  probabilityTo?: number;
  email?: string;
}

const currentHour = (): number => Math.floor(nowSeconds() / 3600);

/**
 * The merchant's paying customers as interaction figures, most likely to interact first. The payments pass (seconds
 * on a large merchant) is kept until the merchant's data changes; the probabilities, which move with time, are
 * rebuilt from it each hour (a fraction of that).
 */
function interactions(db: Db, merchantId: number, cache: AnalyticsCache, hour = currentHour()): { cycle: Cycle; rows: CustomerInteraction[] } {
  const rows = cache.get(merchantId, 'segmentation|aggregates', () => aggregates(db, merchantId));
  return cache.get(merchantId, `segmentation|${hour}`, () => {
    if (rows.length === 0) return { cycle: { period: 0, start: 0 }, rows: [] };
    const cycle = cycleOf(rows);
    const now = nowSeconds();
    const list = rows
      .map((row) => toInteraction(row, cycle, now))
      .sort((a, b) => b.probability_of_interaction - a.probability_of_interaction || b.monetary_sum - a.monetary_sum || a.customer_id - b.customer_id);
    return { cycle, rows: list };
  });
}

/** The filter as a cache key: only what selects customers (never the page, the size or a request's `srkey`). */
const filterKey = (filter: InteractionFilter): string =>
  [filter.monetaryFrom, filter.monetaryTo, filter.probabilityFrom, filter.probabilityTo, filter.email?.toLowerCase()].map((value) => value ?? '').join('|');

/**
 * The segment a filter selects, kept per filter for the hour: the pages, the bands and the export of one segment
 * read it without scanning every customer again (tens of milliseconds on a large merchant, per request).
 */
function segment(db: Db, merchantId: number, filter: InteractionFilter, cache: AnalyticsCache): { cycle: Cycle; all: number; rows: CustomerInteraction[] } {
  const hour = currentHour();
  const { cycle, rows } = interactions(db, merchantId, cache, hour);
  if (rows.length === 0) throw notFound(NO_INTERACTIONS_MESSAGE);
  const email = filter.email?.toLowerCase();
  return cache.get(merchantId, `segmentation|${hour}|${filterKey(filter)}`, () => {
    const selected = rows.filter(
      (row) =>
        (filter.monetaryFrom === undefined || row.monetary_sum >= filter.monetaryFrom) &&
        (filter.monetaryTo === undefined || row.monetary_sum <= filter.monetaryTo) &&
        (filter.probabilityFrom === undefined || row.probability_of_interaction >= filter.probabilityFrom) &&
        (filter.probabilityTo === undefined || row.probability_of_interaction <= filter.probabilityTo) &&
        (email === undefined || row.customer_email.toLowerCase().includes(email)),
    );
    return { cycle, all: rows.length, rows: selected };
  });
}

/** GET customers interactions: the segment the filter selects (most likely to interact first), a page of it. */
export function customerInteractions(db: Db, merchantId: number, filter: InteractionFilter, page: number, size: number, cache: AnalyticsCache): Segmentation {
  const { cycle, all, rows } = segment(db, merchantId, filter, cache);
  return {
    interaction_cycle_period: cycle.period,
    interaction_cycle_start: cycle.start,
    segment_size: rows.length,
    total_users: all,
    users: { collection: rows.slice((page - 1) * size, page * size), total: rows.length },
  };
}

/** Every customer of the segment (its CSV export). */
export function segmentRows(db: Db, merchantId: number, filter: InteractionFilter, cache: AnalyticsCache): CustomerInteraction[] {
  return segment(db, merchantId, filter, cache).rows;
}

const BANDS: readonly [string, number, number][] = [
  ['75–100%', 0.75, 1.01],
  ['50–75%', 0.5, 0.75],
  ['25–50%', 0.25, 0.5],
  ['0–25%', 0, 0.25],
];

/** Segmentation reports: the segment's customers, money and interactions per probability band. */
export function segmentationBands(db: Db, merchantId: number, filter: InteractionFilter, cache: AnalyticsCache): SegmentationBand[] {
  const { rows } = segment(db, merchantId, filter, cache);
  return BANDS.map(([band, from, to]) => {
    const inBand = rows.filter((row) => row.probability_of_interaction >= from && row.probability_of_interaction < to);
    return {
      band,
      customers: inBand.length,
      monetary_sum: round(inBand.reduce((total, row) => total + row.monetary_sum, 0), 2),
      interactions: inBand.reduce((total, row) => total + row.number_of_interactions, 0),
    };
  });
}

/** GET customer probability: one customer's interaction figures. */
export function customerProbability(db: Db, merchantId: number, customerId: number, cache: AnalyticsCache): CustomerInteraction {
  requireCustomer(db, merchantId, customerId);
  const row = interactions(db, merchantId, cache).rows.find((entry) => entry.customer_id === customerId);
  if (!row) throw notFound(NO_INTERACTIONS_MESSAGE);
  return row;
}

const periodSql = (groupBy: 'day' | 'week' | 'month'): string =>
  groupBy === 'day' ? "strftime('%Y-%m-%d', created_at, 'unixepoch')" : groupBy === 'week' ? "strftime('%Y-W%W', created_at, 'unixepoch')" : "strftime('%Y-%m', created_at, 'unixepoch')";

/** Subscriptions created in the range, per period and action type (optionally one type). */
export function subscriptionsByStatus(db: Db, merchantId: number, range: { from: number; to: number }, groupBy: 'day' | 'week' | 'month', status?: SubscriptionActionType): SubscriptionStatusGroup[] {
  const rows = prepared(
    db,
    `SELECT ${periodSql(groupBy)} AS period, action_type, COUNT(*) AS n FROM subscriptions
     WHERE merchant_id = ? AND created_at BETWEEN ? AND ? ${status ? 'AND action_type = ?' : ''} GROUP BY period, action_type ORDER BY period`,
  ).all(...[merchantId, range.from, range.to, ...(status ? [status] : [])]) as { period: string; action_type: string; n: number }[];
  const groups = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const counts = groups.get(row.period) ?? {};
    counts[row.action_type] = row.n;
    groups.set(row.period, counts);
  }
  return [...groups].map(([period, counts]) => ({ period, counts }));
}

/** Subscriptions created per period in the range, of one action type and of customers in one country (both optional). */
export function subscriptionsGrouped(
  db: Db,
  merchantId: number,
  range: { from: number; to: number },
  groupBy: 'day' | 'week' | 'month',
  filter: { actionType?: SubscriptionActionType; country?: string },
): SubscriptionPeriod[] {
  const where = ['s.merchant_id = ?', 's.created_at BETWEEN ? AND ?'];
  const args: unknown[] = [merchantId, range.from, range.to];
  if (filter.actionType) {
    where.push('s.action_type = ?');
    args.push(filter.actionType);
  }
  if (filter.country) {
    where.push('s.customer_id IN (SELECT id FROM customers WHERE merchant_id = ? AND country_iso = ?)');
    args.push(merchantId, filter.country.toUpperCase());
  }
  const period = periodSql(groupBy).replace('created_at', 's.created_at');
  return prepared(db, `SELECT ${period} AS period, COUNT(*) AS subscriptions FROM subscriptions s WHERE ${where.join(' AND ')} GROUP BY period ORDER BY period`).all(...args) as SubscriptionPeriod[];
}

/** Subscriptions created and canceled in the range, per customer country, the most first. */
export function subscriptionCountries(db: Db, merchantId: number, range: { from: number; to: number }): SubscriptionCountry[] {
  return prepared(
    db,
    `SELECT c.country_iso,
            SUM(CASE WHEN s.created_at BETWEEN ? AND ? THEN 1 ELSE 0 END) AS created,
            SUM(CASE WHEN s.canceled_at BETWEEN ? AND ? THEN 1 ELSE 0 END) AS canceled
     FROM subscriptions s JOIN customers c ON c.id = s.customer_id
     WHERE s.merchant_id = ? AND (s.created_at BETWEEN ? AND ? OR s.canceled_at BETWEEN ? AND ?)
     GROUP BY c.country_iso ORDER BY created DESC, c.country_iso`,
  ).all(range.from, range.to, range.from, range.to, merchantId, range.from, range.to, range.from, range.to) as SubscriptionCountry[];
}

/** An item's payments per country in the range (refunds subtracted from the amounts). */
export function assetPaymentsPerCountry(db: Db, merchantId: number, itemId: number, range: { from: number; to: number }): CountryFigure[] {
  const rows = prepared(
    db,
    `SELECT country_iso, currency, SUM(CASE WHEN action_type = 'refund' THEN 0 ELSE 1 END) AS payments,
            SUM(CASE WHEN action_type = 'refund' THEN -amount WHEN action_type = 'pending' THEN 0 ELSE amount END) AS amount
     FROM payments WHERE merchant_id = ? AND item_id = ? AND created_at BETWEEN ? AND ? GROUP BY country_iso, currency`,
  ).all(merchantId, itemId, range.from, range.to) as { country_iso: string; currency: string; payments: number; amount: number }[];
  const byCountry = new Map<string, CountryFigure>();
  for (const row of rows) {
    const figure = byCountry.get(row.country_iso) ?? { country_iso: row.country_iso, payments: 0, amounts: [] };
    figure.payments += row.payments;
    figure.amounts.push({ currency: row.currency, amount: toMajor(row.amount) });
    byCountry.set(row.country_iso, figure);
  }
  return [...byCountry.values()].sort((a, b) => b.payments - a.payments || a.country_iso.localeCompare(b.country_iso));
}

/** Payments per country and method in the range (refunds and pending left out), the busiest country first. */
export function paymentMethodsPerCountry(db: Db, merchantId: number, range: { from: number; to: number }): MethodsPerCountry[] {
  const rows = prepared(
    db,
    `SELECT country_iso, payment_method, COUNT(*) AS n FROM payments
     WHERE merchant_id = ? AND created_at BETWEEN ? AND ? AND action_type NOT IN ('refund', 'pending') GROUP BY country_iso, payment_method`,
  ).all(merchantId, range.from, range.to) as { country_iso: string; payment_method: string; n: number }[];
  const byCountry = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const methods = byCountry.get(row.country_iso) ?? {};
    methods[row.payment_method] = row.n;
    byCountry.set(row.country_iso, methods);
  }
  const total = (methods: Record<string, number>) => Object.values(methods).reduce((sum, n) => sum + n, 0);
  return [...byCountry]
    .map(([country_iso, methods]) => ({ country_iso, methods }))
    .sort((a, b) => total(b.methods) - total(a.methods) || a.country_iso.localeCompare(b.country_iso));
}
