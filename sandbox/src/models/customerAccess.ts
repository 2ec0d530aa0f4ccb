import type { AccessesPage, CustomerAccess, Entitlement, EntitlementRestriction } from '../../../src/api/audienceTypes';
import type { CustomerAccessType } from '../../../src/contracts/values';
import { AUDIENCE_UI } from '../../../src/constants/messages/audience';
import { prepared, type Db } from '../db/connection';
import { conflict, fieldError, notFound } from '../lib/errors';
import { nowSeconds } from '../lib/time';
import { idsContaining, type MerchantScope } from '../lib/merchantScope';
import { toMajor } from './commerce';
import { countryName, requireCustomer } from './customers';

/** A customer's accesses (catalogue 7.7): list, grant, extend, revoke, and why they can or cannot watch an item. */
export const DUPLICATE_ACCESS_MESSAGE = AUDIENCE_UI.duplicateAccess;
export const NO_ACTIVE_ACCESS_MESSAGE = 'The user has no active access for this asset.';
export const ACCESS_NOT_FOUND_MESSAGE = 'No active access of that id for this customer.';
export const ITEM_NOT_FOUND_MESSAGE = 'No asset or package of that id.';
export const ITEM_INACTIVE_MESSAGE = 'The asset is deactivated: reactivate it before granting access.';
export const EXPIRY_PAST_MESSAGE = 'The expiry must be in the future.';
export const EXPIRY_NOT_LATER_MESSAGE = 'The new expiry must be later than the current one.';
export const EXPIRY_INVALID_MESSAGE = 'The expiry must be Unix seconds or a date YYYY-MM-DD [HH:mm:ss] (UTC).';

interface AccessRow {
  id: number;
  item_id: number;
  title: string;
  item_type: string;
  type: CustomerAccessType;
  expires_at: number | null;
  revoked: number;
  created_at: number;
  customer_id: number;
  email: string;
  access_fee_id: number | null;
  currency: string;
}

const ACTIVE_SQL = '(a.revoked = 0 AND (a.expires_at IS NULL OR a.expires_at > ?))';

function toAccess(row: AccessRow): CustomerAccess {
  return {
    itemAccessId: row.id,
    itemId: row.item_id,
    itemTitle: row.title,
    itemType: row.item_type,
    type: row.type,
    expiresAt: row.expires_at,
    revoked: row.revoked === 1,
    createdAt: row.created_at,
    currency: row.currency,
    customer_id: row.customer_id,
    consumer_email: row.email,
  };
}

// With the currency the customer paid the item in (their latest payment for it), '' for a grant never paid.
const SELECT_ACCESS = `SELECT a.id, a.item_id, i.title, i.item_type, a.type, a.expires_at, a.revoked, a.created_at, a.customer_id, c.email, a.access_fee_id,
    COALESCE((SELECT p.currency FROM payments p WHERE p.merchant_id = a.merchant_id AND p.customer_id = a.customer_id AND p.item_id = a.item_id
      ORDER BY p.created_at DESC LIMIT 1), '') AS currency
  FROM accesses a JOIN items i ON i.id = a.item_id JOIN customers c ON c.id = a.customer_id`;

export interface AccessListQuery {
  /** One customer's accesses (their details); left out by platform staff's list of every access. */
  customerId?: number;
  status: 'active' | 'inactive';
  type?: CustomerAccessType;
  /** Part of the customer's e-mail. */
  email?: string;
  page: number;
  size: number;
}

export function listAccesses(db: Db, merchantId: MerchantScope, query: AccessListQuery): AccessesPage {
  const now = nowSeconds();
  const where = [query.status === 'active' ? ACTIVE_SQL : `NOT ${ACTIVE_SQL}`];
  const args: unknown[] = [now];
  if (merchantId !== null) {
    where.push('a.merchant_id = ?');
    args.push(merchantId);
  }
  if (query.customerId !== undefined) {
    if (merchantId !== null) requireCustomer(db, merchantId, query.customerId);
    where.push('a.customer_id = ?');
    args.push(query.customerId);
  }
  if (query.email) {
    const term = idsContaining('a.customer_id', 'customers', 'email', query.email, merchantId);
    where.push(term.sql);
    args.push(...term.args);
  }
  if (query.type) {
    where.push('a.type = ?');
    args.push(query.type);
  }
  const whereSql = where.join(' AND ');
  const total = prepared(db, `SELECT COUNT(*) FROM accesses a WHERE ${whereSql}`).pluck().get(...args) as number;
  const rows = prepared(db, `${SELECT_ACCESS} WHERE ${whereSql} ORDER BY a.created_at DESC, a.id DESC LIMIT ? OFFSET ?`).all(...args, query.size, (query.page - 1) * query.size) as AccessRow[];
  return { collection: rows.map(toAccess), total };
}

/** Unix seconds, or a UTC date `YYYY-MM-DD` (end of that day) / `YYYY-MM-DD HH:mm[:ss]`. */
export function parseExpiry(value: string): number {
  if (/^\d+$/.test(value)) return Number(value);
  const [date, time = '23:59:59'] = value.split(' ');
  const withSeconds = time.length === 5 ? `${time}:00` : time;
  const ms = Date.parse(`${date}T${withSeconds}Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) throw fieldError('expires_at', EXPIRY_INVALID_MESSAGE);
  return Math.floor(ms / 1000);
}

interface ItemRow {
  id: number;
  title: string;
  item_type: string;
  is_active: number;
}

/** The merchant's asset or package of that id. */
const findItem = (db: Db, merchantId: number, itemId: number): ItemRow | undefined =>
  prepared(db, "SELECT id, title, item_type, is_active FROM items WHERE id = ? AND merchant_id = ? AND item_type IN ('asset', 'package')").get(itemId, merchantId) as ItemRow | undefined;

/** The item a grant or an extension names: a 400 on `item_id` when the merchant has none of that id. */
function requireItem(db: Db, merchantId: number, itemId: number): ItemRow {
  const item = findItem(db, merchantId, itemId);
  if (!item) throw fieldError('item_id', ITEM_NOT_FOUND_MESSAGE);
  return item;
}

const activeAccessOf = (db: Db, customerId: number, itemId: number): { id: number; expires_at: number | null } | undefined =>
  prepared(db, `SELECT a.id, a.expires_at FROM accesses a WHERE a.customer_id = ? AND a.item_id = ? AND ${ACTIVE_SQL} ORDER BY a.id DESC LIMIT 1`).get(customerId, itemId, nowSeconds()) as
    | { id: number; expires_at: number | null }
    | undefined;

export interface GrantRequest {
  customerId: number;
  itemId: number;
  expiresAt?: number;
  accessFeeId?: number;
}

/** POST grant access: refused when the customer already has an active access to the item. */
export function grantAccess(db: Db, merchantId: number, request: GrantRequest): CustomerAccess {
  requireCustomer(db, merchantId, request.customerId);
  const item = requireItem(db, merchantId, request.itemId);
  if (item.is_active !== 1) throw fieldError('item_id', ITEM_INACTIVE_MESSAGE);
  const now = nowSeconds();
  if (request.expiresAt !== undefined && request.expiresAt <= now) throw fieldError('expires_at', EXPIRY_PAST_MESSAGE);
  if (activeAccessOf(db, request.customerId, request.itemId)) throw conflict(DUPLICATE_ACCESS_MESSAGE);
  const id = Number(
    prepared(db, "INSERT INTO accesses (merchant_id, customer_id, item_id, type, expires_at, revoked, created_at, access_fee_id) VALUES (?, ?, ?, 'granted', ?, 0, ?, ?)").run(
      merchantId,
      request.customerId,
      request.itemId,
      request.expiresAt ?? null,
      now,
      request.accessFeeId ?? null,
    ).lastInsertRowid,
  );
  return toAccess(prepared(db, `${SELECT_ACCESS} WHERE a.id = ?`).get(id) as AccessRow);
}

/** PUT extend access: the active access gets a later expiry. */
export function extendAccess(db: Db, merchantId: number, request: { customerId: number; itemId: number; expiresAt: number }): CustomerAccess {
  requireCustomer(db, merchantId, request.customerId);
  requireItem(db, merchantId, request.itemId);
  const access = activeAccessOf(db, request.customerId, request.itemId);
  if (!access) throw notFound(NO_ACTIVE_ACCESS_MESSAGE);
  if (request.expiresAt <= nowSeconds()) throw fieldError('expires_at', EXPIRY_PAST_MESSAGE);
  if (access.expires_at !== null && request.expiresAt <= access.expires_at) throw fieldError('expires_at', EXPIRY_NOT_LATER_MESSAGE);
  prepared(db, 'UPDATE accesses SET expires_at = ? WHERE id = ?').run(request.expiresAt, access.id);
  return toAccess(prepared(db, `${SELECT_ACCESS} WHERE a.id = ?`).get(access.id) as AccessRow);
}

/** DELETE revoke access: the access (of that customer, still active) stops now. */
export function revokeAccess(db: Db, merchantId: number, accessId: number, customerId: number): void {
  requireCustomer(db, merchantId, customerId);
  const changed = prepared(db, `UPDATE accesses AS a SET revoked = 1 WHERE a.id = ? AND a.merchant_id = ? AND a.customer_id = ? AND ${ACTIVE_SQL}`).run(accessId, merchantId, customerId, nowSeconds()).changes;
  if (changed === 0) throw notFound(ACCESS_NOT_FOUND_MESSAGE);
}

/** Revokes the active access of a customer to an item (the bulk revoke's row); answers the access's id. */
export function revokeItemAccess(db: Db, merchantId: number, customerId: number, itemId: number): number {
  const access = activeAccessOf(db, customerId, itemId);
  if (!access) throw notFound(NO_ACTIVE_ACCESS_MESSAGE);
  revokeAccess(db, merchantId, access.id, customerId);
  return access.id;
}

const SOURCES: Readonly<Record<CustomerAccessType, NonNullable<Entitlement['access']>['source']>> = {
  purchased: 'purchase',
  granted: 'grant',
  'full-discount': 'voucher',
  'access-voucher': 'voucher',
};

interface CountrySetRow {
  name: string;
  type: 'whitelist' | 'blacklist';
  countries: string;
}

function restrictionsOf(db: Db, itemId: number, customerCountry: string): EntitlementRestriction[] {
  const list: EntitlementRestriction[] = [];
  const set = prepared(db, 'SELECT s.name, s.type, s.countries FROM item_country_sets x JOIN country_sets s ON s.id = x.country_set_id WHERE x.item_id = ?').get(itemId) as CountrySetRow | undefined;
  if (set) {
    const countries = (JSON.parse(set.countries) as unknown[]).filter((code): code is string => typeof code === 'string').map((code) => code.toUpperCase());
    const listed = countries.includes(customerCountry.toUpperCase());
    const blocks = customerCountry !== '' && (set.type === 'whitelist' ? !listed : listed);
    const where = countryName(customerCountry) || 'an unknown country';
    list.push({
      category: 'geo',
      blocks,
      detail: `${set.type === 'whitelist' ? 'Only viewers in' : 'Not for viewers in'} the country set "${set.name}"; the customer is in ${where}.`,
    });
  }
  const domains = prepared(db, 'SELECT domain FROM item_domains WHERE item_id = ? ORDER BY domain').pluck().all(itemId) as string[];
  if (domains.length > 0) list.push({ category: 'domain', blocks: false, detail: `Plays only where embedded on ${domains.join(', ')}.` });
  const age = prepared(db, 'SELECT min_age FROM item_age_restrictions WHERE item_id = ?').pluck().get(itemId) as number | undefined;
  if (age !== undefined && age > 0) list.push({ category: 'age', blocks: false, detail: `Viewers must verify they are at least ${age}.` });
  return list;
}

/**
 * The entitlement explainer: whether the customer can watch the item now and why: the access that opens it (its
 * own or a package's holding it), the fee it was bought at, and the restrictions that could still block them.
 */
export function explainEntitlement(db: Db, merchantId: number, customerId: number, itemId: number): Entitlement {
  const customer = requireCustomer(db, merchantId, customerId);
  const item = findItem(db, merchantId, itemId);
  if (!item) throw notFound(ITEM_NOT_FOUND_MESSAGE);
  const now = nowSeconds();
  // The item's own accesses and those of the packages holding it, the best first: active, then the latest.
  const candidates = prepared(
    db,
    `SELECT a.id, a.item_id, a.type, a.expires_at, a.revoked, a.created_at, a.access_fee_id, i.title, ${ACTIVE_SQL} AS active
     FROM accesses a JOIN items i ON i.id = a.item_id
     WHERE a.customer_id = ? AND (a.item_id = ? OR a.item_id IN (SELECT package_id FROM package_items WHERE asset_id = ?))
     ORDER BY active DESC, a.created_at DESC, a.id DESC LIMIT 1`,
  ).get(now, customerId, itemId, itemId) as (AccessRow & { active: number }) | undefined;
  const restrictions = restrictionsOf(db, itemId, customer.country_iso);
  const base = { customer_id: customerId, item_id: itemId, item_title: item.title, restrictions };
  if (!candidates) return { ...base, verdict: item.is_active === 1 ? 'no_access' : 'inactive_item', can_watch: false, access: null, fee: null };
  const access: Entitlement['access'] = {
    id: candidates.id,
    type: candidates.type,
    source: SOURCES[candidates.type],
    via_package: candidates.item_id === itemId ? null : { id: candidates.item_id, title: candidates.title },
    state: candidates.active === 1 ? 'active' : candidates.revoked === 1 ? 'revoked' : 'expired',
    created_at: candidates.created_at,
    expires_at: candidates.expires_at,
  };
  const fee = feeOf(db, merchantId, candidates.access_fee_id, customerId, candidates.item_id);
  // A revoked or expired access opens nothing: no access, with the last one shown and its state.
  let verdict: Entitlement['verdict'] = 'can_watch';
  if (candidates.active !== 1) verdict = 'no_access';
  else if (item.is_active !== 1) verdict = 'inactive_item';
  else if (restrictions.some((restriction) => restriction.blocks)) verdict = 'blocked';
  return { ...base, verdict, can_watch: verdict === 'can_watch', access, fee };
}

/** The fee an access stands for: the one it names, else the price the customer last paid for the item. */
function feeOf(db: Db, merchantId: number, accessFeeId: number | null, customerId: number, itemId: number): Entitlement['fee'] {
  if (accessFeeId !== null) {
    const fee = prepared(db, 'SELECT description, amount, currency FROM access_fees WHERE id = ?').get(accessFeeId) as { description: string; amount: number; currency: string } | undefined;
    if (fee) return { description: fee.description, amount: toMajor(fee.amount), currency: fee.currency };
  }
  const paid = prepared(
    db,
    "SELECT amount, currency FROM payments WHERE merchant_id = ? AND customer_id = ? AND item_id = ? AND action_type IN ('charge', 'recurrent', 'gift-payment', 'store-payment') ORDER BY created_at DESC LIMIT 1",
  ).get(merchantId, customerId, itemId) as
    | { amount: number; currency: string }
    | undefined;
  if (!paid) return null;
  const described = prepared(db, 'SELECT description FROM access_fees WHERE item_id = ? AND amount = ? AND currency = ? LIMIT 1').pluck().get(itemId, paid.amount, paid.currency) as string | undefined;
  return { description: described ?? '', amount: toMajor(paid.amount), currency: paid.currency };
}

