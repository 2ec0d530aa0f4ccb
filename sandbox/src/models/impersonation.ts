import { createHash } from 'node:crypto';
import type { ActivityMerchant, StaffMember } from '../../../src/api/adminActivityTypes';
import type { Account } from '../../../src/api/types';
import { prepared, type Db } from '../db/connection';
import { randomId } from '../lib/random';
import { nowSeconds } from '../lib/time';

/** How long a "Login as" session lasts, whatever its refreshes. */
export const MERCHANT_IMPERSONATION_SECONDS = 60 * 60;
/** How long a customer impersonation session lasts. */
export const CUSTOMER_IMPERSONATION_SECONDS = 15 * 60;

export function findMerchant(db: Db, id: number): ActivityMerchant | null {
  return (prepared(db, 'SELECT id, uuid, name FROM merchants WHERE id = ?').get(id) as ActivityMerchant | undefined) ?? null;
}

/**
 * The account staff sign in as for a merchant: its active owner (the merchant's own account), else its oldest active
 * merchant account. Platform staff accounts are never candidates.
 */
export function merchantSignInAccount(db: Db, merchantId: number, platformKey: string): StaffMember | null {
  const rows = prepared(
    db,
    `SELECT id, email, full_name, roles FROM accounts WHERE merchant_id = ? AND active = 1
     ORDER BY (EXISTS (SELECT 1 FROM json_each(roles) WHERE value = 'owner')) DESC, (master_id IS NULL) DESC, id`,
  ).all(merchantId) as (StaffMember & { roles: string })[];
  const account = rows.find((row) => {
    const roles = JSON.parse(row.roles) as string[];
    return !roles.includes(platformKey) && roles.includes('merchant');
  });
  return account ? { id: account.id, email: account.email, full_name: account.full_name } : null;
}

export interface CustomerRecord extends StaffMember {
  merchant_id: number;
  merchant_uuid: string;
}

export function findCustomer(db: Db, id: number): CustomerRecord | null {
  return (
    (prepared(db, 'SELECT c.id, c.email, c.full_name, c.merchant_id, m.uuid AS merchant_uuid FROM customers c JOIN merchants m ON m.id = c.merchant_id WHERE c.id = ?').get(id) as
      | CustomerRecord
      | undefined) ?? null
  );
}

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Opens a customer impersonation session: the token is only kept as its hash, and marked with who opened it. */
export function openCustomerImpersonation(db: Db, customer: CustomerRecord, byAccountId: number): { token: string; expires: number } {
  const token = randomId(32);
  const now = nowSeconds();
  const expires = now + CUSTOMER_IMPERSONATION_SECONDS;
  prepared(db, 'INSERT INTO customer_impersonations (token_hash, customer_id, merchant_id, impersonated_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    sha256(token),
    customer.id,
    customer.merchant_id,
    byAccountId,
    now,
    expires,
  );
  return { token, expires };
}

/** The live customer impersonation behind a token, or null (unknown or expired). */
export function customerImpersonationOf(db: Db, token: string): { customerId: number; merchantId: number; impersonatedBy: number; expires: number } | null {
  const row = prepared(db, 'SELECT customer_id, merchant_id, impersonated_by, expires_at FROM customer_impersonations WHERE token_hash = ? AND expires_at > ?').get(sha256(token), nowSeconds()) as
    | { customer_id: number; merchant_id: number; impersonated_by: number; expires_at: number }
    | undefined;
  return row ? { customerId: row.customer_id, merchantId: row.merchant_id, impersonatedBy: row.impersonated_by, expires: row.expires_at } : null;
}

/** The account answer of a session staff opened ("Login as"): it names them, so the merchant area can say so. */
export function withImpersonation(db: Db, impersonation: { staffAccountId: number; endsAt: number } | null, account: Account): Account {
  if (!impersonation) return account;
  const staff = prepared(db, 'SELECT email, full_name FROM accounts WHERE id = ?').get(impersonation.staffAccountId) as { email: string; full_name: string } | undefined;
  const merchant = findMerchant(db, account.merchant_id);
  return {
    ...account,
    impersonation: {
      staff_email: staff?.email ?? '',
      staff_name: staff?.full_name ?? '',
      merchant_name: merchant?.name ?? '',
      ends_at: impersonation.endsAt,
    },
  };
}
