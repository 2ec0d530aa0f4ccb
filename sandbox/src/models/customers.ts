import type { CustomerActivity, CustomerDetails, CustomersPage, CustomerSummary, MoneyTotal } from '../../../src/api/audienceTypes';
import type { CustomerMetadataBody } from '../../../src/contracts/audience';
import { prepared, type Db } from '../db/connection';
import { badRequest, notFound } from '../lib/errors';
import { containsPattern } from '../lib/sqlLike';
import { nowSeconds } from '../lib/time';
import type { MerchantScope } from '../lib/merchantScope';
import { boundedMetadata, metadataOf } from './accounts';
import { displayName } from '../../../src/constants/countries';
import { bumpCommerceVersion, toMajor } from './commerce';

/** Customers of a merchant (catalogue 7.7). An erased customer is gone for the console: its payments stay in the books. */
export const ACCOUNT_MISSING_MESSAGE = 'Requested account does not exist';
export const ALREADY_ACTIVE_MESSAGE = 'The account is already active.';
export const ALREADY_INACTIVE_MESSAGE = 'The account is already deactivated.';

interface CustomerRow {
  id: number;
  merchant_id: number;
  uuid: string;
  email: string;
  full_name: string;
  country_iso: string;
  active: number;
  metadata: string;
  created_at: number;
  last_login_at: number | null;
  erased_at: number | null;
}

/** The merchant's customer, not erased; a 404 with the platform's text otherwise (the console marks it as erased). */
export function requireCustomer(db: Db, merchantId: number, id: number): CustomerRow {
  const row = prepared(db, 'SELECT * FROM customers WHERE id = ? AND merchant_id = ? AND erased_at IS NULL').get(id, merchantId) as CustomerRow | undefined;
  if (!row) throw notFound(ACCOUNT_MISSING_MESSAGE);
  return row;
}

const paymentsOf = (db: Db, merchantId: number, id: number): number =>
  (prepared(db, 'SELECT payments FROM customer_payment_totals WHERE merchant_id = ? AND customer_id = ?').pluck().get(merchantId, id) as number | undefined) ?? 0;

/** A customer row with its payment count (from the roll-up). */
const SELECT_SUMMARY = 'SELECT c.*, COALESCE(t.payments, 0) AS payments FROM customers c LEFT JOIN customer_payment_totals t ON t.merchant_id = c.merchant_id AND t.customer_id = c.id';

function toSummary(row: CustomerRow & { payments: number }): CustomerSummary {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    active: row.active === 1,
    number_of_payments: row.payments,
    country: row.country_iso,
    created_at: row.created_at,
    last_login: row.last_login_at,
  };
}

export interface CustomerListQuery {
  page: number;
  size: number;
  active: boolean;
  search?: string;
  paying: boolean;
}

export type CustomerFilter = Omit<CustomerListQuery, 'page' | 'size'>;

function customerWhere(merchantId: MerchantScope, filter: CustomerFilter): { whereSql: string; args: unknown[] } {
  const where = [...(merchantId === null ? [] : ['c.merchant_id = ?']), 'c.erased_at IS NULL', 'c.active = ?'];
  const args: unknown[] = [...(merchantId === null ? [] : [merchantId]), filter.active ? 1 : 0];
  if (filter.search) {
    where.push("(c.email LIKE ? ESCAPE '\\' OR c.full_name LIKE ? ESCAPE '\\')");
    args.push(containsPattern(filter.search), containsPattern(filter.search));
  }
  if (filter.paying) where.push('EXISTS (SELECT 1 FROM customer_payment_totals t WHERE t.merchant_id = c.merchant_id AND t.customer_id = c.id AND t.payments > 0)');
  return { whereSql: where.join(' AND '), args };
}

/** Newest registrations first; search matches part of the e-mail or the name. */
export function listCustomers(db: Db, merchantId: MerchantScope, query: CustomerListQuery): CustomersPage {
  const { whereSql, args } = customerWhere(merchantId, query);
  const total = prepared(db, `SELECT COUNT(*) FROM customers c WHERE ${whereSql}`).pluck().get(...args) as number;
  const rows = prepared(db, `${SELECT_SUMMARY} WHERE ${whereSql} ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`).all(
    ...args,
    query.size,
    (query.page - 1) * query.size,
  ) as (CustomerRow & { payments: number })[];
  return { collection: rows.map(toSummary), total };
}

/** Every customer the filter selects, newest first, read row by row (the CSV export). */
export function exportCustomers(db: Db, merchantId: MerchantScope, filter: CustomerFilter): { total: number; rows: IterableIterator<CustomerSummary> } {
  const { whereSql, args } = customerWhere(merchantId, filter);
  const total = prepared(db, `SELECT COUNT(*) FROM customers c WHERE ${whereSql}`).pluck().get(...args) as number;
  const iterator = db.prepare(`${SELECT_SUMMARY} WHERE ${whereSql} ORDER BY c.created_at DESC, c.id DESC`).iterate(...args) as IterableIterator<CustomerRow & { payments: number }>;
  function* rows(): IterableIterator<CustomerSummary> {
    for (const row of iterator) yield toSummary(row);
  }
  return { total, rows: rows() };
}

const CONTINENTS: Readonly<Record<string, string>> = {
  Europe: 'AD AL AT BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SK SM UA VA XK',
  'North America': 'AG BB BS BZ CA CR CU DM DO GD GT HN HT JM KN LC MX NI PA PR SV TT US VC',
  'South America': 'AR BO BR CL CO EC GY PE PY SR UY VE',
  Asia: 'AE AF AM AZ BD BH BN BT CN GE HK ID IL IN IQ IR JO JP KG KH KR KW KZ LA LB LK MM MN MO MV MY NP OM PH PK PS QA SA SG SY TH TJ TM TR TW UZ VN YE',
  Africa: 'AO BF BI BJ BW CD CF CG CI CM CV DJ DZ EG ER ET GA GH GM GN GQ GW KE KM LR LS LY MA MG ML MR MU MW MZ NA NE NG RW SC SD SL SN SO SS ST SZ TD TG TN TZ UG ZA ZM ZW',
  Oceania: 'AU FJ FM KI MH NR NZ PG PW SB TO TV VU WS',
};
const CONTINENT_OF = new Map(Object.entries(CONTINENTS).flatMap(([continent, codes]) => codes.split(' ').map((code) => [code, continent] as const)));

export function continentOf(country: string): string {
  return CONTINENT_OF.get(country.toUpperCase()) ?? '';
}

export const countryName = (country: string): string => (/^[A-Za-z]{2}$/.test(country) ? displayName(country.toUpperCase()) : '');

interface CurrencyTotals {
  currency: string;
  /** Minor units, refunds subtracted, pending left out. */
  total: number;
  payments: number;
  refunded: number;
}

/** What the customer brought in per currency, the most first: the details' money spent and the lifetime values. */
function moneyPerCurrency(db: Db, merchantId: number, id: number): CurrencyTotals[] {
  return prepared(
    db,
    `SELECT currency,
            SUM(CASE WHEN action_type = 'refund' THEN -amount WHEN action_type = 'pending' THEN 0 ELSE amount END) AS total,
            SUM(CASE WHEN action_type IN ('refund', 'pending') THEN 0 ELSE 1 END) AS payments,
            SUM(CASE WHEN action_type = 'refund' THEN amount ELSE 0 END) AS refunded
     FROM payments WHERE merchant_id = ? AND customer_id = ? GROUP BY currency ORDER BY total DESC`,
  ).all(merchantId, id) as CurrencyTotals[];
}

/** Money spent: the currencies with a payment or a refund (one with only pending payments has spent nothing). */
const moneySpent = (rows: readonly CurrencyTotals[]): MoneyTotal[] =>
  rows.filter((row) => row.payments > 0 || row.refunded > 0).map((row) => ({ currency: row.currency, amount: toMajor(row.total) }));

/** Who the customer is, where from, and what they did (spec section 3, Customer). */
export function customerDetails(db: Db, merchantId: number, id: number): CustomerDetails {
  const row = requireCustomer(db, merchantId, id);
  const purchases = prepared(
    db,
    `SELECT COUNT(*) AS transactions, COUNT(DISTINCT item_id) AS items, MIN(created_at) AS first, MAX(created_at) AS last
     FROM payments WHERE merchant_id = ? AND customer_id = ? AND action_type IN ('charge', 'recurrent', 'gift-payment', 'donation', 'store-payment')`,
  ).get(merchantId, id) as { transactions: number; items: number; first: number | null; last: number | null };
  const requests = prepared(
    db,
    `SELECT a.item_id, i.title AS item_title, a.created_at AS requested_at FROM accesses a JOIN items i ON i.id = a.item_id
     WHERE a.merchant_id = ? AND a.customer_id = ? ORDER BY a.created_at DESC, a.id DESC LIMIT 10`,
  ).all(merchantId, id) as CustomerDetails['analytics']['content_request_log'];
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    active: row.active === 1,
    number_of_payments: paymentsOf(db, merchantId, id),
    metadata: metadataOf(row.metadata),
    roles: ['consumer'],
    created_at: row.created_at,
    geodata: { continent: continentOf(row.country_iso), country: row.country_iso, country_name: countryName(row.country_iso) },
    analytics: {
      last_login: row.last_login_at,
      content_request_log: requests,
      total_assets_bought: purchases.items,
      total_transactions: purchases.transactions,
      money_spent: moneySpent(moneyPerCurrency(db, merchantId, id)),
      first_purchase: purchases.first,
      last_purchase: purchases.last,
    },
  };
}

const DAY = 86_400;

/** Logins per day over the last 30 days, and what the customer brought in per currency (lifetime values). */
export function customerActivity(db: Db, merchantId: number, id: number): CustomerActivity {
  const row = requireCustomer(db, merchantId, id);
  const today = Math.floor(nowSeconds() / DAY);
  const from = (today - 29) * DAY;
  const counts = new Map(
    (
      prepared(db, 'SELECT created_at / 86400 AS day, COUNT(*) AS logins FROM customer_logins WHERE customer_id = ? AND created_at >= ? GROUP BY day').all(id, from) as {
        day: number;
        logins: number;
      }[]
    ).map((entry) => [entry.day, entry.logins]),
  );
  const activity = Array.from({ length: 30 }, (_unused, index) => {
    const day = today - 29 + index;
    return { date: new Date(day * DAY * 1000).toISOString().slice(0, 10), logins: counts.get(day) ?? 0 };
  });
  const values = moneyPerCurrency(db, merchantId, id);
  return {
    activity,
    lifetime_values: values.map((value) => ({ currency: value.currency, total: toMajor(value.total), payments: value.payments, refunded: toMajor(value.refunded) })),
    days_as_customer: Math.max(0, Math.floor((nowSeconds() - row.created_at) / DAY)),
  };
}

/** PUT metadata: merges the metadata (an empty value removes a key) and/or sets the full name. */
export function updateCustomerMetadata(db: Db, merchantId: number, id: number, body: CustomerMetadataBody): CustomerDetails {
  const row = requireCustomer(db, merchantId, id);
  const fullName = body.full_name?.trim();
  if (body.full_name !== undefined && (!fullName || fullName.length < 2)) throw badRequest('The full name needs at least 2 characters.', { full_name: 'The full name needs at least 2 characters.' });
  const metadata = body.metadata ? boundedMetadata(metadataOf(row.metadata), body.metadata) : metadataOf(row.metadata);
  prepared(db, 'UPDATE customers SET metadata = ?, full_name = ? WHERE id = ?').run(JSON.stringify(metadata), fullName ?? row.full_name, id);
  // The customers list and the figures naming customers are cached per merchant data version.
  bumpCommerceVersion(db, merchantId);
  return customerDetails(db, merchantId, id);
}

export function setCustomerActive(db: Db, merchantId: number, id: number, active: boolean): CustomerDetails {
  const row = requireCustomer(db, merchantId, id);
  if ((row.active === 1) === active) throw badRequest(active ? ALREADY_ACTIVE_MESSAGE : ALREADY_INACTIVE_MESSAGE);
  prepared(db, 'UPDATE customers SET active = ? WHERE id = ?').run(active ? 1 : 0, id);
  bumpCommerceVersion(db, merchantId);
  return customerDetails(db, merchantId, id);
}

/** Everything the platform holds about a customer, as the data export mailed to them. */
export function customerExport(db: Db, merchantId: number, id: number): Record<string, unknown> {
  const details = customerDetails(db, merchantId, id);
  const accesses = prepared(db, 'SELECT item_id, type, expires_at, revoked, created_at FROM accesses WHERE merchant_id = ? AND customer_id = ? ORDER BY created_at').all(merchantId, id);
  const payments = prepared(db, 'SELECT trx_token, action_type, amount, currency, created_at FROM payments WHERE merchant_id = ? AND customer_id = ? ORDER BY created_at').all(merchantId, id);
  return { ...details, accesses, payments };
}

/** Erasure: the identity goes, accesses and logins go; payments stay (anonymous) for the merchant's books. */
export function eraseCustomer(db: Db, merchantId: number, id: number): void {
  requireCustomer(db, merchantId, id);
  db.transaction(() => {
    prepared(db, "UPDATE customers SET email = 'erased-' || id || '@erased.invalid', full_name = '', metadata = '{}', active = 0, erased_at = ? WHERE id = ?").run(nowSeconds(), id);
    prepared(db, 'DELETE FROM accesses WHERE customer_id = ?').run(id);
    prepared(db, 'DELETE FROM customer_logins WHERE customer_id = ?').run(id);
    bumpCommerceVersion(db, merchantId);
  })();
}
