import type { AdminMerchant, AdminMerchantDetails, ConnectApproval, ConnectStatus, MerchantClient, MerchantClientsPage, AdminMerchantsPage } from '../../../src/api/adminMerchantTypes';
import { CLIENTS_PAGE_SIZE, MERCHANT_SEARCH_FIELDS, type ConnectDecision, type MerchantSearchField } from '../../../src/contracts/adminMerchants';
import { prepared, type Db } from '../db/connection';
import { badRequest, notFound } from '../lib/errors';
import { containsPattern } from '../lib/sqlLike';
import { nowSeconds } from '../lib/time';
import { accountRoles } from './accounts';
import { listMerchantFeatures, type MerchantFeature } from './features';
import { relatedAccounts, scopesOf } from './followers';

/**
 * The merchants platform staff manage. A merchant is a tenant with its own merchant account (its first account with
 * the merchant role: owner, master or follower); the platform's own tenant has none and is not listed.
 */
export const MERCHANT_NOT_FOUND_MESSAGE = 'Merchant not found.';
export const MASTER_ROLE = 'master';

// Each merchant's own account: the first of its accounts holding the merchant role.
const OWN_ACCOUNTS = `
  SELECT a.merchant_id, MIN(a.id) AS account_id FROM accounts a
  WHERE EXISTS (SELECT 1 FROM json_each(a.roles) r WHERE r.value = 'merchant')
  GROUP BY a.merchant_id`;

const ROW_SELECT = `
  SELECT m.id, m.uuid, m.tenant_uuid, m.name, m.created_at, a.id AS account_id, a.uuid AS account_uuid, a.email, a.full_name,
    a.roles, a.master_id, m.organisation_id,
    (SELECT COUNT(*) FROM accounts f WHERE f.master_id = a.id) AS clients
  FROM merchants m
  JOIN (${OWN_ACCOUNTS}) own ON own.merchant_id = m.id
  JOIN accounts a ON a.id = own.account_id`;

interface MerchantRow {
  id: number;
  uuid: string;
  tenant_uuid: string;
  name: string;
  created_at: number;
  account_id: number;
  account_uuid: string;
  email: string;
  full_name: string;
  roles: string;
  master_id: number | null;
  organisation_id: number | null;
  clients: number;
}

const toMerchant = (row: MerchantRow): AdminMerchant => ({
  id: row.id,
  uuid: row.uuid,
  tenant_uuid: row.tenant_uuid,
  name: row.name,
  email: row.email,
  full_name: row.full_name,
  master: accountRoles(row).includes(MASTER_ROLE),
  clients: row.clients,
  created_at: row.created_at,
});

const SEARCH_COLUMNS: Readonly<Record<Exclude<MerchantSearchField, 'any'>, readonly string[]>> = {
  name: ['m.name'],
  email: ['a.email'],
  uuid: ['m.uuid', 'm.tenant_uuid'],
};

/** `field:value` terms (a bare value searches every field); every term must match. */
function searchClause(terms: readonly string[]): { sql: string; params: string[] } {
  const clauses: string[] = [];
  const params: string[] = [];
  for (const term of terms) {
    const colon = term.indexOf(':');
    const named = colon > 0 ? term.slice(0, colon) : 'any';
    if (!(MERCHANT_SEARCH_FIELDS as readonly string[]).includes(named)) {
      throw badRequest(`Unknown search field "${named}": search by ${MERCHANT_SEARCH_FIELDS.join(', ')}.`);
    }
    const value = (colon > 0 ? term.slice(colon + 1) : term).trim();
    if (!value) continue;
    const field = named as MerchantSearchField;
    const columns = field === 'any' ? Object.values(SEARCH_COLUMNS).flat() : SEARCH_COLUMNS[field];
    clauses.push(`(${columns.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    params.push(...columns.map(() => containsPattern(value)));
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/** One page of the merchants, newest first, filtered by the search terms. */
export function listMerchants(db: Db, query: { page: number; size: number; search?: readonly string[] }): AdminMerchantsPage {
  const { sql, params } = searchClause(query.search ?? []);
  const total = (prepared(db, `SELECT COUNT(*) AS n FROM (${ROW_SELECT} ${sql})`).get(...params) as { n: number }).n;
  const rows = prepared(db, `${ROW_SELECT} ${sql} ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`).all(
    ...params,
    query.size,
    (query.page - 1) * query.size,
  ) as MerchantRow[];
  return { collection: rows.map(toMerchant), total };
}

function merchantRow(db: Db, merchantId: number): MerchantRow {
  const row = prepared(db, `${ROW_SELECT} WHERE m.id = ?`).get(merchantId) as MerchantRow | undefined;
  if (!row) throw notFound(MERCHANT_NOT_FOUND_MESSAGE);
  return row;
}

/** The merchant's id, or 404 when there is no such merchant (or it is the platform's own tenant). */
export const requireMerchant = (db: Db, merchantId: number): number => merchantRow(db, merchantId).id;

export function connectOf(db: Db, merchantId: number): { status: ConnectStatus; decided_at: number | null } {
  const row = prepared(db, 'SELECT status, decided_at FROM merchant_connect_approvals WHERE merchant_id = ?').get(merchantId) as
    | { status: 'approved' | 'declined'; decided_at: number }
    | undefined;
  return row ? { status: row.status, decided_at: row.decided_at } : { status: 'none', decided_at: null };
}

export function merchantDetails(db: Db, merchantId: number): AdminMerchantDetails {
  const row = merchantRow(db, merchantId);
  const organisation = row.organisation_id === null ? undefined : (prepared(db, 'SELECT name FROM organisations WHERE id = ?').get(row.organisation_id) as { name: string } | undefined);
  const master =
    row.master_id === null
      ? undefined
      : (prepared(db, 'SELECT m.id, m.name FROM accounts a JOIN merchants m ON m.id = a.merchant_id WHERE a.id = ?').get(row.master_id) as { id: number; name: string } | undefined);
  const connect = connectOf(db, merchantId);
  return {
    ...toMerchant(row),
    account_id: row.account_id,
    account_uuid: row.account_uuid,
    roles: accountRoles(row),
    organisation: organisation?.name ?? null,
    master_merchant: master ?? null,
    connect_status: connect.status,
    connect_decided_at: connect.decided_at,
  };
}

/** Every feature with its state for the merchant. */
export function merchantFeatures(db: Db, merchantId: number): MerchantFeature[] {
  return listMerchantFeatures(db, requireMerchant(db, merchantId));
}

/** Exactly the features with these ids on (every other one off); an unknown id is refused before anything changes. */
export function replaceMerchantFeatures(db: Db, merchantId: number, ids: readonly number[]): { before: string[]; after: string[] } {
  const features = merchantFeatures(db, merchantId);
  const known = new Set(features.map((feature) => feature.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) throw badRequest(`Unknown feature id: ${unknown.join(', ')}.`, { feature_ids: `Unknown feature id: ${unknown.join(', ')}.` });
  const on = new Set(ids);
  const upsert = prepared(
    db,
    'INSERT INTO merchant_features (merchant_id, feature_id, enabled) VALUES (?, ?, ?) ON CONFLICT(merchant_id, feature_id) DO UPDATE SET enabled = excluded.enabled',
  );
  for (const feature of features) upsert.run(merchantId, feature.id, on.has(feature.id) ? 1 : 0);
  return {
    before: features.filter((feature) => feature.enabled).map((feature) => feature.name),
    after: features.filter((feature) => on.has(feature.id)).map((feature) => feature.name),
  };
}

/** Switches the master role of the merchant's own account on or off; the roles before and after. */
export function setMasterRole(db: Db, merchantId: number, on: boolean): { before: string[]; after: string[] } {
  const row = merchantRow(db, merchantId);
  const before = accountRoles(row);
  const after = on ? (before.includes(MASTER_ROLE) ? before : [...before, MASTER_ROLE]) : before.filter((role) => role !== MASTER_ROLE);
  prepared(db, 'UPDATE accounts SET roles = ?, is_master = ?, updated_at = ? WHERE id = ?').run(JSON.stringify(after), on ? 1 : 0, nowSeconds(), row.account_id);
  return { before, after };
}

/** The merchant's followers ("clients"), 10 a page, oldest first (createdAt order). */
export function merchantClients(db: Db, merchantId: number, page: number): MerchantClientsPage {
  const { rows, total } = relatedAccounts(db, merchantRow(db, merchantId).account_id, page, CLIENTS_PAGE_SIZE);
  const collection: MerchantClient[] = rows.map((row) => ({
    account_id: row.account_id,
    merchant_id: row.merchant_id,
    merchant_name: row.merchant_name,
    email: row.email,
    full_name: row.full_name,
    scopes: scopesOf(row.scopes),
    active: row.active === 1,
    created_at: row.created_at,
  }));
  return { collection, total };
}

/** Records staff's Stripe Connect decision; the status before and the approval after. */
export function decideConnect(db: Db, merchantId: number, decision: ConnectDecision, staffAccountId: number): { before: ConnectStatus; approval: ConnectApproval } {
  requireMerchant(db, merchantId);
  const before = connectOf(db, merchantId).status;
  const status = decision === 'approve' ? 'approved' : 'declined';
  const decidedAt = nowSeconds();
  prepared(
    db,
    `INSERT INTO merchant_connect_approvals (merchant_id, status, decided_by, decided_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (merchant_id) DO UPDATE SET status = excluded.status, decided_by = excluded.decided_by, decided_at = excluded.decided_at`,
  ).run(merchantId, status, staffAccountId, decidedAt);
  return { before, approval: { merchant_id: merchantId, connect_status: status, connect_decided_at: decidedAt } };
}
