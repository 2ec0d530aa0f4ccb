import type { Db } from '../db/connection';
import { fieldError } from '../lib/errors';
import { toMajor } from '../models/commerce';
import { getRecurringFees, getRevenueSetup, listAccessFeeTypes, nonRecurringTotals } from '../models/commercials';
import { COMMERCIAL_FIRST_MONTH, CURRENCIES, type CommercialReportType } from '../../../src/contracts/values';
import { shareFieldNames } from '../../../src/contracts/adminCommercials';
import { csvRow, type CsvCell } from './reportingCsv';

/**
 * The commercial reports (catalogue 7.10): one month of every merchant of the platform, computed from the sandbox's
 * own data. The MAU report is answered at once as `mau_{year}_{month}.csv`; the others are kept as files.
 */
export const REPORT_MONTH_RULE = 'The report month must be a month from July 2022 to the current month.';

export interface ReportMonth {
  /** `YYYY-MM`. */
  month: string;
  year: string;
  monthNumber: string;
  /** Unix seconds: the month's first second and the next month's. */
  from: number;
  to: number;
}

/** `{year}-{month}-01` as a month the reports may cover (spec section 5: from July 2022 to the current month). */
export function reportMonth(date: string, now: number): ReportMonth {
  const [year, monthNumber] = date.split('-');
  const index = Number(monthNumber) - 1;
  const month = `${year}-${monthNumber}`;
  const current = new Date(now * 1000).toISOString().slice(0, 7);
  if (index < 0 || index > 11 || month < COMMERCIAL_FIRST_MONTH || month > current) throw fieldError('date', REPORT_MONTH_RULE);
  return { month, year, monthNumber, from: Date.UTC(Number(year), index, 1) / 1000, to: Date.UTC(Number(year), index + 1, 1) / 1000 };
}

export const mauFileName = ({ year, monthNumber }: ReportMonth): string => `mau_${year}_${monthNumber}.csv`;
export const reportFileName = (type: CommercialReportType, { year, monthNumber }: ReportMonth): string => `${type}_${year}_${monthNumber}.csv`;

interface MerchantRow {
  id: number;
  uuid: string;
  name: string;
}

/** The platform's merchants: tenants with a merchant account (the platform's own tenant, holding staff, is none), as /admin/merchants lists them. */
const REPORT_MERCHANTS_SQL = `SELECT m.id, m.uuid, m.name FROM merchants m
  WHERE EXISTS (SELECT 1 FROM accounts a, json_each(a.roles) r WHERE a.merchant_id = m.id AND r.value = 'merchant') ORDER BY m.id`;
const merchants = (db: Db): MerchantRow[] => db.prepare(REPORT_MERCHANTS_SQL).all() as MerchantRow[];

/** Customers of the merchant who signed in or paid during the month. */
function monthlyActiveUsers(db: Db, merchantId: number, { from, to }: ReportMonth): number {
  return db
    .prepare(
      `SELECT COUNT(*) FROM (
         SELECT customer_id FROM customer_logins WHERE merchant_id = ? AND created_at >= ? AND created_at < ?
         UNION SELECT customer_id FROM payments WHERE merchant_id = ? AND created_at >= ? AND created_at < ?)`,
    )
    .pluck()
    .get(merchantId, from, to, merchantId, from, to) as number;
}

const money = (value: number): string => value.toFixed(2);
const toCsv = (header: readonly CsvCell[], rows: readonly (readonly CsvCell[])[]): string => [header, ...rows].map(csvRow).join('');

/** One row per merchant: its MAUs of the month and what they cost under its revenue setup. */
export function mauReport(db: Db, period: ReportMonth): string {
  const header = ['merchant_id', 'merchant_uuid', 'merchant_name', 'month', 'monthly_active_users', 'mau_fee', 'contract_currency', 'mau_charge'];
  const rows = merchants(db).map((merchant) => {
    const users = monthlyActiveUsers(db, merchant.id, period);
    const setup = getRevenueSetup(db, merchant.id);
    return [merchant.id, merchant.uuid, merchant.name, period.month, users, setup.mau_fee, setup.contract_currency, money(users * setup.mau_fee)];
  });
  return toCsv(header, rows);
}

/** One row per merchant: its revenue setup, recurring fees, the month's non-recurring fees and its access fee types. */
function commercialSetupReport(db: Db, period: ReportMonth, platformKey: string): string {
  const names = shareFieldNames(platformKey);
  const header = [
    'merchant_id', 'merchant_uuid', 'merchant_name', 'month', 'contract_currency', 'platform_fee', 'platform_fee_cycle', 'platform_fee_rebill_month', 'mau_fee',
    names.percent, names.minimum, 'payment_provider_fee_percent', 'payment_provider_fixed_fee', 'streaming_active', 'one_off_setup_fee', 'per_event_fee',
    'per_viewing_hour_fee', 'hosting_page_monthly_fee', 'non_recurring_fees', 'access_fee_types',
  ];
  const priced = (fee: { active: boolean; currency?: string; amount: number }): string => (fee.active ? `${fee.currency ?? ''} ${money(fee.amount)}`.trim() : '');
  const rows = merchants(db).map((merchant) => {
    const setup = getRevenueSetup(db, merchant.id);
    const { streaming, hosting_page: hosting } = getRecurringFees(db, merchant.id);
    const extra = Object.entries(nonRecurringTotals(db, merchant.id, period.month)).map(([currency, total]) => `${currency} ${money(total)}`);
    const types = listAccessFeeTypes(db, merchant.id).map((type) => `${type.name} ${type.quantity} ${type.period}`);
    return [
      merchant.id, merchant.uuid, merchant.name, period.month, setup.contract_currency, setup.platform_fee, setup.platform_fee_cycle, setup.platform_fee_rebill_month,
      setup.mau_fee, setup.share_percent, setup.share_minimum_amount, setup.payment_provider_fee_percent, setup.payment_provider_fixed_fee,
      streaming.active ? 'yes' : 'no', priced(streaming.one_off_setup_fee), priced(streaming.per_event), streaming.per_viewing_hour.active ? money(streaming.per_viewing_hour.amount) : '',
      hosting.active ? `${hosting.monthly_fee.currency} ${money(hosting.monthly_fee.amount)}` : '', extra.join('; '), types.join('; '),
    ];
  });
  return toCsv(header, rows);
}

/** One row per merchant: the month's payments, revenue and refunds per currency, new customers, subscriptions and MAUs. */
function merchantAnalyticsReport(db: Db, period: ReportMonth): string {
  const header = [
    'merchant_id', 'merchant_uuid', 'merchant_name', 'month', 'payments',
    ...CURRENCIES.flatMap((currency) => [`revenue_${currency}`, `refunds_${currency}`]),
    'new_customers', 'new_subscriptions', 'canceled_subscriptions', 'monthly_active_users',
  ];
  const sums = db.prepare(
    `SELECT currency, SUM(CASE WHEN action_type NOT IN ('refund', 'pending') THEN amount ELSE 0 END) AS revenue,
            SUM(CASE WHEN action_type = 'refund' THEN amount ELSE 0 END) AS refunds,
            SUM(CASE WHEN action_type NOT IN ('refund', 'pending') THEN 1 ELSE 0 END) AS count
       FROM payments WHERE merchant_id = ? AND created_at >= ? AND created_at < ? GROUP BY currency`,
  );
  const count = (sql: string, merchantId: number) => db.prepare(sql).pluck().get(merchantId, period.from, period.to) as number;
  const rows = merchants(db).map((merchant) => {
    const byCurrency = new Map((sums.all(merchant.id, period.from, period.to) as { currency: string; revenue: number; refunds: number; count: number }[]).map((row) => [row.currency, row]));
    const payments = [...byCurrency.values()].reduce((total, row) => total + row.count, 0);
    return [
      merchant.id, merchant.uuid, merchant.name, period.month, payments,
      ...CURRENCIES.flatMap((currency) => [money(toMajor(byCurrency.get(currency)?.revenue ?? 0)), money(toMajor(byCurrency.get(currency)?.refunds ?? 0))]),
      count('SELECT COUNT(*) FROM customers WHERE merchant_id = ? AND created_at >= ? AND created_at < ?', merchant.id),
      count('SELECT COUNT(*) FROM subscriptions WHERE merchant_id = ? AND created_at >= ? AND created_at < ?', merchant.id),
      count('SELECT COUNT(*) FROM subscriptions WHERE merchant_id = ? AND canceled_at >= ? AND canceled_at < ?', merchant.id),
      monthlyActiveUsers(db, merchant.id, period),
    ];
  });
  return toCsv(header, rows);
}

/** The CSV of a report type for a month. */
export function commercialReport(db: Db, type: CommercialReportType, period: ReportMonth, platformKey: string): string {
  if (type === 'monthly_active_users') return mauReport(db, period);
  return type === 'commercial-setup' ? commercialSetupReport(db, period, platformKey) : merchantAnalyticsReport(db, period);
}

export interface CommercialReportFile {
  id: number;
  filename: string;
  report_type: string;
  created_at: number;
}

/** Keeps a generated file; generating the same month again replaces it. */
export function storeCommercialReport(db: Db, file: { type: CommercialReportType; month: string; filename: string; content: string; createdBy: number; now: number }): CommercialReportFile {
  return db.transaction(() => {
    db.prepare('DELETE FROM commercial_reports WHERE filename = ?').run(file.filename);
    const result = db
      .prepare('INSERT INTO commercial_reports (report_type, period, filename, content, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(file.type, file.month, file.filename, file.content, file.createdBy, file.now);
    return { id: Number(result.lastInsertRowid), filename: file.filename, report_type: file.type, created_at: file.now };
  })();
}

export const listCommercialReports = (db: Db): CommercialReportFile[] =>
  db.prepare('SELECT id, filename, report_type, created_at FROM commercial_reports ORDER BY created_at DESC, id DESC').all() as CommercialReportFile[];

export const findCommercialReport = (db: Db, id: number): (CommercialReportFile & { content: string }) | undefined =>
  db.prepare('SELECT id, filename, report_type, created_at, content FROM commercial_reports WHERE id = ?').get(id) as (CommercialReportFile & { content: string }) | undefined;

export const deleteCommercialReport = (db: Db, id: number): void => {
  db.prepare('DELETE FROM commercial_reports WHERE id = ?').run(id);
};
