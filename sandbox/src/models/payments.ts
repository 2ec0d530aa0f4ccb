import type { Payment } from '../../../src/api/types';
import type { Db } from '../db/connection';
import type { DateRange } from '../lib/analyticsDates';
import { fieldError } from '../lib/errors';
import { prepared, toMajor, type PaymentType } from './commerce';
import { idsContaining, type MerchantScope } from '../lib/merchantScope';

/** The merchant's payment history (`GET v2/accounting/transactions`): newest first, filtered and paginated. */
export type PaymentDto = Omit<Payment, 'actionType'> & { actionType: PaymentType };

interface PaymentRow {
  id: number;
  trx_token: string;
  transaction_token: string;
  action_type: PaymentType;
  amount: number;
  currency: string;
  email: string;
  customer_id: number;
  country_iso: string;
  created_at: number;
  payment_method: string;
  title: string;
  item_id: number;
  item_type: string;
  subscription_id?: string | null;
}

export function toPaymentDto(row: PaymentRow): PaymentDto {
  return {
    paymentHistoryId: row.id,
    trxToken: row.trx_token,
    transactionToken: row.transaction_token,
    actionType: row.action_type,
    chargedAmount: toMajor(row.amount),
    currencyIso: row.currency,
    consumerEmail: row.email,
    consumerId: row.customer_id,
    country: row.country_iso,
    timestamp: row.created_at,
    paymentMethodName: row.payment_method,
    itemTitle: row.title,
    itemId: row.item_id,
    itemType: row.item_type,
    subscriptionId: row.subscription_id ?? null,
  };
}

export interface SearchTerm {
  field: string;
  value: string;
}

interface Condition {
  sql: string;
  args: unknown[];
}


function integerTerm(column: string, field: string) {
  return (value: string): Condition => {
    if (!/^\d{1,15}$/.test(value)) throw fieldError('search', `${field} must be a number.`);
    return { sql: `${column} = ?`, args: [Number(value)] };
  };
}

/** `p.{column}` among the merchant's (or every merchant's) rows of `table` whose `field` contains the value. */
const containedIn =
  (column: string, table: 'customers' | 'items', field: string) =>
  (value: string, merchantId: MerchantScope): Condition =>
    idsContaining(`p.${column}`, table, field, value, merchantId);

/** Searchable fields, by the names the console may send (the payment object's and the columns'). */
const SEARCH_TERMS: Record<string, (value: string, merchantId: MerchantScope) => Condition> = {
  consumerEmail: containedIn('customer_id', 'customers', 'email'),
  itemTitle: containedIn('item_id', 'items', 'title'),
  trxToken: (value) => ({ sql: '(p.trx_token = ? OR p.transaction_token = ?)', args: [value, value] }),
  consumerId: integerTerm('p.customer_id', 'consumerId'),
  itemId: integerTerm('p.item_id', 'itemId'),
  country: (value) => ({ sql: 'p.country_iso = ?', args: [value.toUpperCase()] }),
  paymentMethodName: (value) => ({ sql: 'p.payment_method = ? COLLATE NOCASE', args: [value] }),
};

const SEARCH_ALIASES: Record<string, string> = {
  email: 'consumerEmail',
  consumer_email: 'consumerEmail',
  customer_email: 'consumerEmail',
  item_title: 'itemTitle',
  title: 'itemTitle',
  trx_token: 'trxToken',
  transactionToken: 'trxToken',
  transaction_token: 'trxToken',
  consumer_id: 'consumerId',
  customer_id: 'consumerId',
  item_id: 'itemId',
  country_iso: 'country',
  payment_method: 'paymentMethodName',
};

export const SEARCH_FIELDS = Object.keys(SEARCH_TERMS);

/** `field:value` terms of `search[]`; the value may itself contain colons. */
export function parseSearchTerms(values: readonly string[]): SearchTerm[] {
  return values
    .filter((text) => text.trim() !== '')
    .map((text) => {
      const at = text.indexOf(':');
      const field = at > 0 ? text.slice(0, at).trim() : '';
      const value = at > 0 ? text.slice(at + 1).trim() : '';
      const known = SEARCH_ALIASES[field] ?? field;
      if (!SEARCH_TERMS[known]) throw fieldError('search', `Search must be field:value with a field among: ${SEARCH_FIELDS.join(', ')}.`);
      if (value === '') throw fieldError('search', `Search for ${field} needs a value.`);
      return { field: known, value };
    });
}

/** Which payments a list or an export covers. */
export interface TransactionFilter {
  type?: PaymentType;
  search: readonly SearchTerm[];
  range: DateRange | null;
}

export interface TransactionQuery extends TransactionFilter {
  page: number;
  size: number;
}

/**
 * The subscription a payment `p` of one of these types belongs to (the customer's subscription to the item that was
 * running at the time), null for other payments: a column of the list (rebills) and of the details (charges too).
 */
export const subscriptionOfPaymentSql = (types: readonly PaymentType[]): string =>
  `CASE WHEN p.action_type IN (${types.map((type) => `'${type}'`).join(', ')}) THEN (SELECT s.subscription_id FROM subscriptions s
     WHERE s.merchant_id = p.merchant_id AND s.customer_id = p.customer_id AND s.item_id = p.item_id AND s.created_at <= p.created_at
     ORDER BY s.created_at DESC LIMIT 1) END`;

const SELECT_PAYMENT = `
  SELECT p.id, p.trx_token, p.transaction_token, p.action_type, p.amount, p.currency, c.email, p.customer_id, p.country_iso,
         p.created_at, p.payment_method, i.title, p.item_id, i.item_type, ${subscriptionOfPaymentSql(['recurrent'])} AS subscription_id
  FROM payments p JOIN customers c ON c.id = p.customer_id JOIN items i ON i.id = p.item_id`;

function conditions(merchantId: MerchantScope, query: TransactionFilter): Condition[] {
  const list: Condition[] = merchantId === null ? [] : [{ sql: 'p.merchant_id = ?', args: [merchantId] }];
  if (query.type) list.push({ sql: 'p.action_type = ?', args: [query.type] });
  if (query.range) list.push({ sql: 'p.created_at BETWEEN ? AND ?', args: [query.range.from, query.range.to] });
  for (const term of query.search) list.push(SEARCH_TERMS[term.field](term.value, merchantId));
  return list;
}

/** The total without touching the payments when only type and dates filter: the roll-ups already hold it. */
function rolledUpTotal(db: Db, merchantId: MerchantScope, query: TransactionFilter): number {
  const typeFilter = query.type ? 'AND action_type = ?' : '';
  // Every merchant's total (platform staff): the same sums without the merchant.
  const merchant = merchantId === null ? '1 = 1' : 'merchant_id = ?';
  const args: unknown[] = merchantId === null ? [] : [merchantId];
  if (query.range) {
    args.push(query.range.fromDay, query.range.toDay);
    if (query.type) args.push(query.type);
    return prepared(db, `SELECT COALESCE(SUM(payments), 0) FROM payment_daily_stats WHERE ${merchant} AND day BETWEEN ? AND ? ${typeFilter}`)
      .pluck()
      .get(...args) as number;
  }
  if (query.type) args.push(query.type);
  return prepared(db, `SELECT COALESCE(SUM(payments), 0) FROM payment_type_totals WHERE ${merchant} ${typeFilter}`).pluck().get(...args) as number;
}

function filtered(db: Db, merchantId: MerchantScope, filter: TransactionFilter) {
  const where = conditions(merchantId, filter);
  const whereSql = where.map((condition) => condition.sql).join(' AND ') || '1 = 1';
  const args = where.flatMap((condition) => condition.args);
  // Only the few search-free shapes are kept prepared; searches combine fields freely.
  const statement = (sql: string) => (filter.search.length === 0 ? prepared(db, sql) : db.prepare(sql));
  const total = (): number =>
    filter.search.length === 0
      ? rolledUpTotal(db, merchantId, filter)
      : (statement(`SELECT COUNT(*) FROM payments p WHERE ${whereSql}`).pluck().get(...args) as number);
  const newestFirst = `${SELECT_PAYMENT} WHERE ${whereSql} ORDER BY p.created_at DESC, p.id DESC`;
  return { statement, args, total, newestFirst };
}

export function listTransactions(db: Db, merchantId: MerchantScope, query: TransactionQuery): { collection: PaymentDto[]; total: number } {
  const { statement, args, total, newestFirst } = filtered(db, merchantId, query);
  const rows = statement(`${newestFirst} LIMIT ? OFFSET ?`).all(...args, query.size, (query.page - 1) * query.size) as PaymentRow[];
  return { collection: rows.map(toPaymentDto), total: total() };
}

/** Every payment the filter selects, newest first, read row by row (an export of a million rows stays small in memory). */
export function exportTransactions(db: Db, merchantId: MerchantScope, filter: TransactionFilter): { total: number; rows: IterableIterator<PaymentDto> } {
  const { statement, args, total, newestFirst } = filtered(db, merchantId, filter);
  const iterator = statement(newestFirst).iterate(...args) as IterableIterator<PaymentRow>;
  function* rows(): IterableIterator<PaymentDto> {
    for (const row of iterator) yield toPaymentDto(row);
  }
  return { total: total(), rows: rows() };
}
