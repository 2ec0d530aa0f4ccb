import type { Follower, FollowerSearchHit, FollowersPage } from '../../../src/api/followerTypes';
import { FOLLOWER_SCOPES, type FollowerScope } from '../../../src/contracts/values';
import { prepared, type Db } from '../db/connection';
import { containsPattern } from '../lib/sqlLike';
import { nowSeconds } from '../lib/time';
import { accountRoles, insertAccount } from './accounts';
import { setMerchantFeatures } from './features';
import { insertMerchant } from './merchants';

/**
 * A master's related (follower) accounts: accounts whose `master_id` is the master's account, each the merchant account
 * of its own tenant. The admin console's "clients" of a merchant are the same rows.
 */
export interface RelatedRow {
  account_id: number;
  master_id: number;
  merchant_id: number;
  merchant_name: string;
  email: string;
  full_name: string;
  scopes: string;
  active: number;
  avatar_url: string;
  created_at: number;
  last_signed_in_at: number | null;
}

const RELATED_SELECT = `
  SELECT a.id AS account_id, a.master_id, m.id AS merchant_id, m.name AS merchant_name, a.email, a.full_name, a.scopes, a.active,
    a.avatar_url, a.created_at,
    (SELECT MAX(f.created_at) FROM follower_sign_ins f WHERE f.follower_account_id = a.id AND f.master_account_id = a.master_id) AS last_signed_in_at
  FROM accounts a JOIN merchants m ON m.id = a.merchant_id`;

/** The scopes stored for an account, the known ones only (an empty scope means none). */
export function scopesOf(text: string): FollowerScope[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((scope): scope is FollowerScope => (FOLLOWER_SCOPES as readonly unknown[]).includes(scope)) : [];
  } catch {
    return [];
  }
}

/** A page of a master's related accounts, oldest first (createdAt order), and how many there are. */
export function relatedAccounts(db: Db, masterAccountId: number, page: number, size: number): { rows: RelatedRow[]; total: number } {
  const total = (prepared(db, 'SELECT COUNT(*) AS n FROM accounts WHERE master_id = ?').get(masterAccountId) as { n: number }).n;
  const rows = prepared(db, `${RELATED_SELECT} WHERE a.master_id = ? ORDER BY a.created_at, a.id LIMIT ? OFFSET ?`).all(masterAccountId, size, (page - 1) * size) as RelatedRow[];
  return { rows, total };
}

export const toFollower = (row: RelatedRow): Follower => ({
  follower_id: row.account_id,
  master_id: row.master_id,
  merchant_id: row.merchant_id,
  merchant_name: row.merchant_name,
  email: row.email,
  full_name: row.full_name,
  scopes: scopesOf(row.scopes),
  created_at: row.created_at,
  last_signed_in_at: row.last_signed_in_at,
  metadata: { avatar_url: row.avatar_url },
});

/** Records that the master signed in as the follower (the related accounts list shows the latest). */
export function recordFollowerSignIn(db: Db, masterAccountId: number, followerAccountId: number): void {
  prepared(db, 'INSERT INTO follower_sign_ins (master_account_id, follower_account_id, created_at) VALUES (?, ?, ?)').run(masterAccountId, followerAccountId, nowSeconds());
}

export function listFollowers(db: Db, masterAccountId: number, page: number, size: number): FollowersPage {
  const { rows, total } = relatedAccounts(db, masterAccountId, page, size);
  return { collection: rows.map(toFollower), total };
}

/** One of the master's followers, or null (another master's, or not a follower at all). */
export function findFollower(db: Db, masterAccountId: number, followerId: number): RelatedRow | null {
  return (prepared(db, `${RELATED_SELECT} WHERE a.id = ? AND a.master_id = ?`).get(followerId, masterAccountId) as RelatedRow | undefined) ?? null;
}

export interface NewFollower {
  uuid: string;
  tenantUuid: string;
  company: string;
  fullName: string;
  email: string;
  passwordHash: string;
  scopes: readonly FollowerScope[];
}

/** A new merchant (its own tenant, empty) whose account is related to the master with the scopes given. */
export function createFollower(db: Db, masterAccountId: number, follower: NewFollower): RelatedRow {
  const merchantId = insertMerchant(db, { uuid: follower.uuid, tenant_uuid: follower.tenantUuid, name: follower.company });
  setMerchantFeatures(db, merchantId, []);
  const id = insertAccount(db, {
    uuid: follower.uuid,
    merchant_id: merchantId,
    master_id: masterAccountId,
    email: follower.email,
    full_name: follower.fullName,
    roles: ['merchant', 'follower'],
    scopes: follower.scopes,
    active: true,
    completed: true,
    password_hash: follower.passwordHash,
  });
  return findFollower(db, masterAccountId, id) as RelatedRow;
}

export function setFollowerScopes(db: Db, followerId: number, scopes: readonly FollowerScope[]): void {
  prepared(db, 'UPDATE accounts SET scopes = ?, updated_at = ? WHERE id = ?').run(JSON.stringify(scopes), nowSeconds(), followerId);
}

/** Removing a related account ends the relation: the account keeps its tenant and data, as a merchant of its own. */
export function unrelateFollower(db: Db, follower: RelatedRow): void {
  const row = prepared(db, 'SELECT roles FROM accounts WHERE id = ?').get(follower.account_id) as { roles: string };
  const roles = accountRoles(row).filter((role) => role !== 'follower');
  prepared(db, "UPDATE accounts SET master_id = NULL, scopes = '[]', roles = ?, updated_at = ? WHERE id = ?").run(JSON.stringify(roles), nowSeconds(), follower.account_id);
}

/** The master's related accounts it may sign in as (they share their payment setup, and are active): the cockpit's reach. */
export function followersSignableBy(db: Db, masterAccountId: number): RelatedRow[] {
  const rows = prepared(db, `${RELATED_SELECT} WHERE a.master_id = ? AND a.active = 1 ORDER BY a.created_at, a.id`).all(masterAccountId) as RelatedRow[];
  return rows.filter((row) => scopesOf(row.scopes).includes('inheritance'));
}

/** A hit as the database has it: its merchant (the route names the account) and the amount in minor units. */
type SearchRow = Omit<FollowerSearchHit, 'follower_id' | 'follower_name'> & { merchant_id: number };

// Customers whose e-mail or name contains the text, and their payments (or the payment with that exact token), of the
// merchants given as a JSON list: customers first, then payments, newest first in each.
const SEARCH_HITS = `
  WITH reach(merchant_id) AS (SELECT value FROM json_each(?)),
  matched AS (
    SELECT c.id, c.merchant_id, c.email, c.full_name, c.created_at FROM customers c
    WHERE c.merchant_id IN (SELECT merchant_id FROM reach) AND (c.email LIKE ? ESCAPE '\\' OR c.full_name LIKE ? ESCAPE '\\')
  ),
  hits AS (
    SELECT 'customer' AS kind, merchant_id, id AS customer_id, email AS customer_email, full_name AS customer_name,
      NULL AS trx_token, NULL AS amount, NULL AS currency, NULL AS action_type, created_at, id AS row_id
    FROM matched
    UNION ALL
    SELECT 'payment', p.merchant_id, c.id, c.email, c.full_name, p.trx_token, p.amount, p.currency, p.action_type, p.created_at, p.id
    FROM payments p JOIN customers c ON c.id = p.customer_id
    WHERE p.merchant_id IN (SELECT merchant_id FROM reach)
      AND (p.customer_id IN (SELECT id FROM matched) OR p.trx_token = ?)
  )`;

/** A page of the cockpit's search over the merchants given, and how many hits there are in all. */
export function searchMerchants(db: Db, merchantIds: readonly number[], text: string, page: number, size: number): { rows: SearchRow[]; total: number } {
  const pattern = containsPattern(text);
  const args = [JSON.stringify(merchantIds), pattern, pattern, text];
  const total = prepared(db, `${SEARCH_HITS} SELECT COUNT(*) FROM hits`).pluck().get(...args) as number;
  const rows = prepared(
    db,
    `${SEARCH_HITS} SELECT kind, merchant_id, customer_id, customer_email, customer_name, trx_token, amount, currency, action_type, created_at
     FROM hits ORDER BY kind, created_at DESC, row_id DESC LIMIT ? OFFSET ?`,
  ).all(...args, size, (page - 1) * size) as SearchRow[];
  return { rows, total };
}
