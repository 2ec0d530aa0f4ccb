import { createHash } from 'node:crypto';
import type { CustomerSignIn } from '../../../src/api/authSettingsTypes';
import { AUTH_SETTINGS_SERVER } from '../../../src/constants/messages/authSettings';
import { prepared, type Db } from '../db/connection';
import { forbidden } from '../lib/errors';
import { randomId } from '../lib/random';
import { nowSeconds } from '../lib/time';
import { concurrentSessions } from './authSettings';

// A customer's sessions on the merchant's paywall: the limit of simultaneous logins (catalogue 7.14 "Sessions")
// counts the ones that have not expired. Tokens are kept only as their hash.

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export interface PaywallCustomer {
  id: number;
  uuid: string;
  email: string;
  full_name: string;
  active: number;
  password_hash: string | null;
  merchant_id: number;
  merchant_uuid: string;
}

/** The merchant whose uuid a paywall names as its client, or null. */
export const merchantByUuid = (db: Db, uuid: string): { id: number; uuid: string } | null =>
  (prepared(db, 'SELECT id, uuid FROM merchants WHERE uuid = ?').get(uuid) as { id: number; uuid: string } | undefined) ?? null;

export function findPaywallCustomer(db: Db, merchantId: number, email: string): PaywallCustomer | null {
  const row = prepared(
    db,
    'SELECT c.id, c.uuid, c.email, c.full_name, c.active, c.password_hash, c.merchant_id, m.uuid AS merchant_uuid FROM customers c JOIN merchants m ON m.id = c.merchant_id WHERE c.merchant_id = ? AND c.email = ?',
  ).get(merchantId, email) as PaywallCustomer | undefined;
  return row ?? null;
}

export const liveSessionCount = (db: Db, customerId: number): number =>
  (prepared(db, 'SELECT COUNT(*) AS n FROM customer_sessions WHERE customer_id = ? AND expires_at > ?').get(customerId, nowSeconds()) as { n: number }).n;

/** Opens a session unless the customer already has as many as the merchant allows (403, as the platform refuses it). */
/** The customer whose live paywall session a bearer token is (not a console account's), or null. */
export const customerOfSession = (db: Db, token: string): { customer_id: number; merchant_id: number } | null =>
  (prepared(db, 'SELECT customer_id, merchant_id FROM customer_sessions WHERE token_hash = ? AND expires_at > ?').get(sha256(token), nowSeconds()) as
    | { customer_id: number; merchant_id: number }
    | undefined) ?? null;

export function openCustomerSession(db: Db, customer: PaywallCustomer, ttlSeconds: number): CustomerSignIn {
  return db.transaction((): CustomerSignIn => {
    const { concurrent_sessions: limit } = concurrentSessions(db, customer.merchant_id);
    if (limit !== null && liveSessionCount(db, customer.id) >= limit) throw forbidden(AUTH_SETTINGS_SERVER.sessionLimitReached);
    const now = nowSeconds();
    const token = randomId(32);
    prepared(db, 'INSERT INTO customer_sessions (token_hash, customer_id, merchant_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(sha256(token), customer.id, customer.merchant_id, now, now + ttlSeconds);
    return {
      access_token: token,
      refresh_token: randomId(32),
      expires: now + ttlSeconds,
      account: { id: customer.id, uuid: customer.uuid, email: customer.email, full_name: customer.full_name, merchant_uuid: customer.merchant_uuid, roles: ['consumer'] },
    };
  })();
}
