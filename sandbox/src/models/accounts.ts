import type { Account } from '../../../src/api/types';
import { prepared, type Db } from '../db/connection';
import { fieldError } from '../lib/errors';
import { nowSeconds } from '../lib/time';

/** An account row joined with its merchant's identifiers. JSON columns stay strings until `toAccountDto`. */
export interface AccountRow {
  id: number;
  uuid: string;
  merchant_id: number;
  merchant_uuid: string;
  tenant_uuid: string;
  organisation_id: number | null;
  master_id: number | null;
  email: string;
  full_name: string;
  roles: string;
  scopes: string;
  is_master: number;
  active: number;
  completed: number;
  referrer: string;
  avatar_url: string;
  country: string;
  date_of_birth: number | null;
  metadata: string;
  disabled_restrictions: string;
  read_only_restrictions: string;
  password_hash: string;
  created_at: number;
  updated_at: number;
}

/** The account object of the HTTP contract: the console's own type, so both sides share one definition. */
export type AccountDto = Account;

export interface NewAccount {
  uuid: string;
  merchant_id: number;
  organisation_id?: number | null;
  master_id?: number | null;
  email: string;
  full_name: string;
  roles: readonly string[];
  scopes?: readonly string[];
  is_master?: boolean;
  active: boolean;
  completed?: boolean;
  referrer?: string;
  country?: string;
  metadata?: Record<string, string>;
  password_hash: string;
  created_at?: number;
}

const SELECT_ACCOUNT = `
  SELECT a.*, m.uuid AS merchant_uuid, m.tenant_uuid AS tenant_uuid
  FROM accounts a JOIN merchants m ON m.id = a.merchant_id`;

function parseJson<T>(text: string, fallback: T): T {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === typeof fallback && Array.isArray(value) === Array.isArray(fallback) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

export function accountRoles(row: Pick<AccountRow, 'roles'>): string[] {
  return parseJson<string[]>(row.roles, []);
}

/** Metadata as stored (a JSON object of strings); anything else reads as none. */
export const metadataOf = (text: string): Record<string, string> => parseJson<Record<string, string>>(text, {});

export function accountMetadata(row: Pick<AccountRow, 'metadata'>): Record<string, string> {
  return metadataOf(row.metadata);
}

export function toAccountDto(row: AccountRow): AccountDto {
  return {
    id: row.id,
    uuid: row.uuid,
    merchant_uuid: row.merchant_uuid,
    tenant_uuid: row.tenant_uuid,
    merchant_id: row.merchant_id,
    organisation_id: row.organisation_id,
    master_id: row.master_id,
    email: row.email,
    username: row.email,
    full_name: row.full_name,
    roles: accountRoles(row),
    scopes: parseJson<string[]>(row.scopes, []),
    is_master: row.is_master === 1,
    active: row.active === 1,
    completed: row.completed === 1,
    referrer: row.referrer,
    avatar_url: row.avatar_url,
    country: row.country,
    date_of_birth: row.date_of_birth,
    created_at: row.created_at,
    updated_at: row.updated_at,
    metadata: accountMetadata(row),
    roleRestrictions: {
      disabled: parseJson<string[]>(row.disabled_restrictions, []),
      readOnly: parseJson<string[]>(row.read_only_restrictions, []),
    },
  };
}

/** Looks an account up across tenants: only for sign-in, token checks and unauthenticated flows keyed by email. */
export function findAccountByEmail(db: Db, email: string): AccountRow | null {
  return (prepared(db, `${SELECT_ACCOUNT} WHERE a.email = ? COLLATE NOCASE`).get(email) as AccountRow | undefined) ?? null;
}

/** The account behind a verified token's subject; the auth preHandler derives the tenant from it. */
export function findAccountForToken(db: Db, id: number): AccountRow | null {
  return (prepared(db, `${SELECT_ACCOUNT} WHERE a.id = ?`).get(id) as AccountRow | undefined) ?? null;
}

/** Tenant-scoped read: an account is visible only inside its own merchant. */
export function findTenantAccount(db: Db, merchantId: number, id: number): AccountRow | null {
  return (prepared(db, `${SELECT_ACCOUNT} WHERE a.merchant_id = ? AND a.id = ?`).get(merchantId, id) as AccountRow | undefined) ?? null;
}

export function insertAccount(db: Db, account: NewAccount): number {
  const created = account.created_at ?? nowSeconds();
  const result = prepared(
    db,
    `INSERT INTO accounts (uuid, merchant_id, organisation_id, master_id, email, full_name, roles, scopes, is_master, active,
       completed, referrer, country, metadata, password_hash, created_at, updated_at)
     VALUES (@uuid, @merchant_id, @organisation_id, @master_id, @email, @full_name, @roles, @scopes, @is_master, @active,
       @completed, @referrer, @country, @metadata, @password_hash, @created, @created)`,
  ).run({
    uuid: account.uuid,
    merchant_id: account.merchant_id,
    organisation_id: account.organisation_id ?? null,
    master_id: account.master_id ?? null,
    email: account.email,
    full_name: account.full_name,
    roles: JSON.stringify(account.roles),
    scopes: JSON.stringify(account.scopes ?? []),
    is_master: account.is_master ? 1 : 0,
    active: account.active ? 1 : 0,
    completed: account.completed ? 1 : 0,
    referrer: account.referrer ?? '',
    country: account.country ?? '',
    metadata: JSON.stringify(account.metadata ?? {}),
    password_hash: account.password_hash,
    created,
  });
  return Number(result.lastInsertRowid);
}

/** Metadata an account may hold at most: keys, and the size of all of it as JSON. */
export const MAX_METADATA_KEYS = 50;
export const MAX_METADATA_BYTES = 16 * 1024;
export const METADATA_TOO_LARGE_MESSAGE = `Metadata may hold at most ${MAX_METADATA_KEYS} keys and ${MAX_METADATA_BYTES / 1024} KiB.`;

/** The account's metadata after an update: an empty value removes its key (a form has no other way to say so). */
export function mergeMetadata(current: Record<string, string>, changes: Record<string, string> = {}): Record<string, string> {
  const merged: Record<string, string> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export const metadataFits = (metadata: Record<string, string>): boolean =>
  Object.keys(metadata).length <= MAX_METADATA_KEYS && Buffer.byteLength(JSON.stringify(metadata)) <= MAX_METADATA_BYTES;

/** The metadata without the given keys. */
export const withoutKeys = (current: Record<string, string>, keys: readonly string[]): Record<string, string> =>
  mergeMetadata(current, Object.fromEntries(keys.map((key) => [key, ''])));

/** The merged metadata of an item, refused with a 400 on `metadata` when it would outgrow its bound. */
export function boundedMetadata(current: Record<string, string>, changes?: Record<string, string>): Record<string, string> {
  const metadata = mergeMetadata(current, changes);
  if (!metadataFits(metadata)) throw fieldError('metadata', METADATA_TOO_LARGE_MESSAGE);
  return metadata;
}

/** Updates name and merges metadata, within the caller's merchant only; the caller checks `metadataFits` first. */
export function updateTenantAccountProfile(
  db: Db,
  merchantId: number,
  id: number,
  changes: { full_name?: string; metadata?: Record<string, string> },
): AccountRow | null {
  const current = findTenantAccount(db, merchantId, id);
  if (!current) return null;
  const metadata = mergeMetadata(accountMetadata(current), changes.metadata);
  prepared(db, 'UPDATE accounts SET full_name = ?, metadata = ?, updated_at = ? WHERE merchant_id = ? AND id = ?').run(
    changes.full_name ?? current.full_name,
    JSON.stringify(metadata),
    nowSeconds(),
    merchantId,
    id,
  );
  return findTenantAccount(db, merchantId, id);
}

export function setAccountPassword(db: Db, id: number, passwordHash: string): void {
  prepared(db, 'UPDATE accounts SET password_hash = ?, updated_at = ? WHERE id = ?').run(passwordHash, nowSeconds(), id);
}

export function activateAccount(db: Db, id: number): void {
  prepared(db, 'UPDATE accounts SET active = 1, updated_at = ? WHERE id = ?').run(nowSeconds(), id);
}
