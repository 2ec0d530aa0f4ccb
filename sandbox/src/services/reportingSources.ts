import type { Db } from '../db/connection';
import { ACCESS_TYPES, ENDED_SUBSCRIPTION_TYPES, PAYMENT_TYPES, SUBSCRIPTION_TYPES, toMajor } from '../models/commerce';
import type { MerchantScope } from '../lib/platformScope';
import { csvMoney, type CsvCell } from './reportingCsv';

/**
 * What each report type exports: its fields (name, label, column) and how its rows are found. Rows are read in
 * batches by keyset (time, id), or one per customer (their latest row in the range) when the report is unique.
 */
export { REPORT_TYPES, type ReportType } from '../../../src/contracts/values';
import type { ReportType } from '../../../src/contracts/values';

export type ReportStatusFilter = 'active' | 'inactive' | 'all';

type Format = 'text' | 'time' | 'money';

interface ReportField {
  name: string;
  label: string;
  sql: string;
  format?: Format;
}

interface ReportSource {
  from: string;
  merchantColumn: string;
  idColumn: string;
  customerColumn: string;
  /** `range_by` choices: the first is the default. */
  timeColumns: Readonly<Record<string, string>>;
  /** Values of `type` besides 'all', and the column they filter. */
  types: readonly string[];
  typeColumn?: string;
  /** The condition of the 'active' status (inactive is its negation); `?` is bound to now. */
  active: { sql: string; usesNow?: boolean };
  fields: readonly ReportField[];
}

const CUSTOMER_STATUS = "CASE WHEN c.active = 1 THEN 'active' ELSE 'inactive' END";

const customerFields = (idSql: string): ReportField[] => [
  { name: 'customer_id', label: 'Customer ID', sql: idSql },
  { name: 'email', label: 'Email', sql: 'c.email' },
  { name: 'full_name', label: 'Full name', sql: 'c.full_name' },
  { name: 'country', label: 'Country', sql: 'c.country_iso' },
];

const itemFields: ReportField[] = [
  { name: 'item_id', label: 'Item ID', sql: 'i.id' },
  { name: 'item_title', label: 'Asset/Package name', sql: 'i.title' },
  { name: 'item_type', label: 'Item type', sql: 'i.item_type' },
];

const ENDED = ENDED_SUBSCRIPTION_TYPES.map((type) => `'${type}'`).join(', ');

const PAYMENTS_SOURCE: ReportSource = {
  from: 'payments p JOIN customers c ON c.id = p.customer_id JOIN items i ON i.id = p.item_id',
  merchantColumn: 'p.merchant_id',
  idColumn: 'p.id',
  customerColumn: 'p.customer_id',
  timeColumns: { created_at: 'p.created_at' },
  types: PAYMENT_TYPES,
  typeColumn: 'p.action_type',
  active: { sql: 'c.active = 1' },
  fields: [
    { name: 'payment_id', label: 'Payment ID', sql: 'p.id' },
    { name: 'trx_token', label: 'Transaction token', sql: 'p.trx_token' },
    { name: 'transaction_token', label: 'Gateway transaction token', sql: 'p.transaction_token' },
    { name: 'action_type', label: 'Type', sql: 'p.action_type' },
    // Signed, as the payments list shows it: a refund takes money back, so its amount is negative.
    { name: 'amount', label: 'Amount', sql: "CASE WHEN p.action_type = 'refund' THEN -p.amount ELSE p.amount END", format: 'money' },
    { name: 'currency', label: 'Currency', sql: 'p.currency' },
    { name: 'payment_method', label: 'Payment method', sql: 'p.payment_method' },
    { name: 'customer_id', label: 'Customer ID', sql: 'p.customer_id' },
    { name: 'customer_email', label: 'Customer email', sql: 'c.email' },
    { name: 'customer_name', label: 'Customer name', sql: 'c.full_name' },
    { name: 'country', label: 'Country', sql: 'p.country_iso' },
    ...itemFields,
    { name: 'created_at', label: 'Created at (UTC)', sql: 'p.created_at', format: 'time' },
  ],
};

const MERCHANT_ACTIVE = 'EXISTS (SELECT 1 FROM accounts o WHERE o.merchant_id = m.id AND o.active = 1)';

/** The admin console's merchants report: one row per merchant, with its owner and its commerce so far. */
const MERCHANTS_SOURCE: ReportSource = {
  from: 'merchants m',
  merchantColumn: 'm.id',
  idColumn: 'm.id',
  customerColumn: 'm.id',
  timeColumns: { created_at: 'm.created_at' },
  types: [],
  active: { sql: MERCHANT_ACTIVE },
  fields: [
    { name: 'merchant_id', label: 'Merchant ID', sql: 'm.id' },
    { name: 'merchant_uuid', label: 'Merchant UUID', sql: 'm.uuid' },
    { name: 'name', label: 'Name', sql: 'm.name' },
    { name: 'email', label: 'Email', sql: '(SELECT o.email FROM accounts o WHERE o.merchant_id = m.id ORDER BY o.id LIMIT 1)' },
    { name: 'customers', label: 'Customers', sql: '(SELECT COUNT(*) FROM customers c WHERE c.merchant_id = m.id)' },
    { name: 'payments', label: 'Payments', sql: '(SELECT COUNT(*) FROM payments p WHERE p.merchant_id = m.id)' },
    { name: 'registered_at', label: 'Registered at (UTC)', sql: 'm.created_at', format: 'time' },
    {
      name: 'status',
      label: 'Status',
      sql: `CASE WHEN ${MERCHANT_ACTIVE} THEN 'active' ELSE 'inactive' END`,
    },
  ],
};

export const REPORT_SOURCES: Readonly<Record<ReportType, ReportSource>> = {
  audience: {
    from: 'customers c',
    merchantColumn: 'c.merchant_id',
    idColumn: 'c.id',
    customerColumn: 'c.id',
    timeColumns: { created_at: 'c.created_at', last_login_at: 'c.last_login_at' },
    types: [],
    active: { sql: 'c.active = 1' },
    fields: [
      ...customerFields('c.id'),
      { name: 'registered_at', label: 'Registered at (UTC)', sql: 'c.created_at', format: 'time' },
      { name: 'last_login_at', label: 'Last login (UTC)', sql: 'c.last_login_at', format: 'time' },
      {
        name: 'number_of_payments',
        label: 'Number of payments',
        sql: 'COALESCE((SELECT t.payments FROM customer_payment_totals t WHERE t.merchant_id = c.merchant_id AND t.customer_id = c.id), 0)',
      },
      { name: 'status', label: 'Status', sql: CUSTOMER_STATUS },
    ],
  },
  'account-logins': {
    from: 'customer_logins l JOIN customers c ON c.id = l.customer_id',
    merchantColumn: 'l.merchant_id',
    idColumn: 'l.id',
    customerColumn: 'l.customer_id',
    timeColumns: { created_at: 'l.created_at' },
    types: [],
    active: { sql: 'c.active = 1' },
    fields: [
      ...customerFields('l.customer_id'),
      { name: 'login_at', label: 'Login at (UTC)', sql: 'l.created_at', format: 'time' },
      { name: 'status', label: 'Status', sql: CUSTOMER_STATUS },
    ],
  },
  payments: PAYMENTS_SOURCE,
  // The admin console's payments section names its report `transactions` (spec section 2).
  transactions: { ...PAYMENTS_SOURCE, fields: [{ name: 'merchant_id', label: 'Merchant ID', sql: 'p.merchant_id' }, ...PAYMENTS_SOURCE.fields] },
  subscriptions: {
    from: 'subscriptions s JOIN customers c ON c.id = s.customer_id JOIN items i ON i.id = s.item_id',
    merchantColumn: 's.merchant_id',
    idColumn: 's.id',
    customerColumn: 's.customer_id',
    timeColumns: { created_at: 's.created_at', canceled_at: 's.canceled_at' },
    types: SUBSCRIPTION_TYPES,
    typeColumn: 's.action_type',
    active: { sql: `s.action_type NOT IN (${ENDED})` },
    fields: [
      { name: 'subscription_id', label: 'Subscription ID', sql: 's.subscription_id' },
      { name: 'action_type', label: 'Type', sql: 's.action_type' },
      { name: 'price', label: 'Price', sql: 's.price', format: 'money' },
      { name: 'currency', label: 'Currency', sql: 's.currency' },
      { name: 'payment_method', label: 'Payment method', sql: 's.payment_method' },
      { name: 'customer_id', label: 'Customer ID', sql: 's.customer_id' },
      { name: 'customer_email', label: 'Customer email', sql: 'c.email' },
      ...itemFields,
      { name: 'created_at', label: 'Created at (UTC)', sql: 's.created_at', format: 'time' },
      { name: 'canceled_at', label: 'Canceled at (UTC)', sql: 's.canceled_at', format: 'time' },
    ],
  },
  merchants: MERCHANTS_SOURCE,
  access: {
    from: 'accesses a JOIN customers c ON c.id = a.customer_id JOIN items i ON i.id = a.item_id',
    merchantColumn: 'a.merchant_id',
    idColumn: 'a.id',
    customerColumn: 'a.customer_id',
    timeColumns: { created_at: 'a.created_at', expires_at: 'a.expires_at' },
    types: ACCESS_TYPES,
    typeColumn: 'a.type',
    active: { sql: 'a.revoked = 0 AND (a.expires_at IS NULL OR a.expires_at > ?)', usesNow: true },
    fields: [
      { name: 'access_id', label: 'Access ID', sql: 'a.id' },
      { name: 'customer_id', label: 'Customer ID', sql: 'a.customer_id' },
      { name: 'customer_email', label: 'Customer email', sql: 'c.email' },
      ...itemFields,
      { name: 'type', label: 'Access type', sql: 'a.type' },
      { name: 'created_at', label: 'Created at (UTC)', sql: 'a.created_at', format: 'time' },
      { name: 'expires_at', label: 'Expires at (UTC)', sql: 'a.expires_at', format: 'time' },
      { name: 'revoked', label: 'Revoked', sql: "CASE WHEN a.revoked = 1 THEN 'yes' ELSE 'no' END" },
    ],
  },
};

export function reportFields(type: ReportType): { name: string; label: string }[] {
  return REPORT_SOURCES[type].fields.map(({ name, label }) => ({ name, label }));
}

/** The validated options of one report run. */
export interface ReportQuery {
  type: ReportType;
  /** One merchant, or null for every merchant (platform staff naming none). */
  merchantId: MerchantScope;
  from: number;
  to: number;
  fields: readonly string[];
  status: ReportStatusFilter;
  /** 'all' or one of the source's types. */
  filterType: string;
  rangeBy: string;
  unique: boolean;
  /** The moment access expiry is judged against. */
  now: number;
}

export function formatTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

function formatCell(value: unknown, format: Format | undefined): CsvCell {
  if (value === null || value === undefined) return '';
  if (format === 'time') return formatTime(Number(value));
  if (format === 'money') return csvMoney(toMajor(Number(value)));
  return value as CsvCell;
}

export interface ReportReader {
  header: string[];
  /** The next rows (formatted cells), or an empty list at the end. */
  next(limit: number): CsvCell[][];
}

/** A batched reader of a report's rows; each call to `next` runs one indexed query from where the last stopped. */
export function reportReader(db: Db, query: ReportQuery): ReportReader {
  const source = REPORT_SOURCES[query.type];
  const fields = query.fields.map((name) => source.fields.find((field) => field.name === name) as ReportField);
  const time = source.timeColumns[query.rangeBy];
  const where = [`${time} BETWEEN ? AND ?`];
  const args: unknown[] = [query.from, query.to];
  if (query.merchantId !== null) {
    where.unshift(`${source.merchantColumn} = ?`);
    args.unshift(query.merchantId);
  }
  if (query.filterType !== 'all' && source.typeColumn) {
    where.push(`${source.typeColumn} = ?`);
    args.push(query.filterType);
  }
  if (query.status !== 'all') {
    where.push(query.status === 'active' ? `(${source.active.sql})` : `NOT (${source.active.sql})`);
    if (source.active.usesNow) args.push(query.now);
  }
  const columns = fields.map((field, index) => `${field.sql} AS f${index}`).join(', ');
  const sql = query.unique
    ? `SELECT ${columns}, MAX(${time}) AS cursor_time, ${source.customerColumn} AS cursor_id FROM ${source.from}
       WHERE ${where.join(' AND ')} AND ${source.customerColumn} > ? GROUP BY ${source.customerColumn} ORDER BY ${source.customerColumn} LIMIT ?`
    : `SELECT ${columns}, ${time} AS cursor_time, ${source.idColumn} AS cursor_id FROM ${source.from}
       WHERE ${where.join(' AND ')} AND (${time}, ${source.idColumn}) > (?, ?) ORDER BY ${time}, ${source.idColumn} LIMIT ?`;
  const statement = db.prepare(sql);
  let cursor = { time: -1, id: -1 };
  return {
    header: fields.map((field) => field.label),
    next(limit) {
      const keyset = query.unique ? [cursor.id] : [cursor.time, cursor.id];
      const rows = statement.all(...args, ...keyset, limit) as Record<string, unknown>[];
      if (rows.length > 0) {
        const last = rows[rows.length - 1];
        cursor = { time: Number(last.cursor_time), id: Number(last.cursor_id) };
      }
      return rows.map((row) => fields.map((field, index) => formatCell(row[`f${index}`], field.format)));
    },
  };
}
