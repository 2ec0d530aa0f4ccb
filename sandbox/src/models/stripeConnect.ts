import type { StripeConnectState, StripeConnectStatus } from '../../../src/api/billingTypes';
import { BILLING } from '../../../src/constants/messages/billing';
import { prepared, type Db } from '../db/connection';
import { badRequest, conflict, forbidden } from '../lib/errors';
import { nowSeconds } from '../lib/time';
import { connectOf } from './adminMerchants';
import { connectGateway, findGatewayProvider } from './paymentProviders';
import { gatewayRows, methodMetadata, methodRows, updateMethodAccount, upsertMethodRow } from './paymentMethods';

/**
 * Stripe Connect as the merchant lives it: it asks, platform staff approve or decline (merchant_connect_approvals),
 * then it connects its own Stripe account through Stripe's OAuth page (simulated under /api/_sandbox/stripe), whose
 * one-time code the console hands back. Every Stripe row of the merchant then uses that account (external).
 */
export const STRIPE_CLIENT_ID = 'ca_sandbox_boxoffice';
export const STRIPE_GATEWAY = 'Stripe';
const CARD_METHOD_ID = 1;
/** An authorization code is good once, for ten minutes. */
export const OAUTH_CODE_TTL_S = 10 * 60;

export const CONNECT_REQUESTED_MESSAGE = BILLING.connectRequested;
export const CONNECT_PENDING_MESSAGE = 'A Stripe Connect request is already waiting for a decision.';
export const CONNECT_APPROVED_MESSAGE = 'Stripe Connect is already approved for this account.';
export const CONNECT_NOT_APPROVED_MESSAGE = 'Stripe Connect is not approved for this account.';
// The spec's texts, from the console's messages module.
export const STRIPE_ERROR_MESSAGE = BILLING.stripeConnectError;
export const DISCONNECT_FAILED_MESSAGE = BILLING.disconnectError;

/** Staff's decision when it came after (or without) the merchant's request, in the same second counting as after; else 'requested'. */
export function connectStatus(db: Db, merchantId: number): StripeConnectStatus {
  const decision = connectOf(db, merchantId);
  const requestedAt = prepared(db, 'SELECT requested_at FROM stripe_connect_requests WHERE merchant_id = ?').pluck().get(merchantId) as number | undefined;
  if (requestedAt !== undefined && (decision.decided_at === null || decision.decided_at < requestedAt)) return 'requested';
  return decision.status;
}

/** The connected Stripe account of the merchant's Stripe rows, if any. */
function connectedAccount(db: Db, merchantId: number): string | null {
  const connected = gatewayRows(db, merchantId, STRIPE_GATEWAY).find((row) => row.external === 1 && methodMetadata(row.metadata).stripeUserId);
  return connected ? (methodMetadata(connected.metadata).stripeUserId ?? null) : null;
}

export function connectState(db: Db, merchantId: number): StripeConnectState {
  return { status: connectStatus(db, merchantId), account_id: connectedAccount(db, merchantId), client_id: STRIPE_CLIENT_ID };
}

export function requestConnect(db: Db, merchantId: number, accountId: number): void {
  const status = connectStatus(db, merchantId);
  if (status === 'approved') throw conflict(CONNECT_APPROVED_MESSAGE);
  if (status === 'requested') throw conflict(CONNECT_PENDING_MESSAGE);
  prepared(
    db,
    `INSERT INTO stripe_connect_requests (merchant_id, requested_by, requested_at) VALUES (?, ?, ?)
     ON CONFLICT (merchant_id) DO UPDATE SET requested_by = excluded.requested_by, requested_at = excluded.requested_at`,
  ).run(merchantId, accountId, nowSeconds());
}

/** Stripe's OAuth page hands out a one-time code for the console's callback. */
export function issueOAuthCode(db: Db, code: string, clientId: string, state: string): void {
  prepared(db, 'INSERT INTO stripe_oauth_codes (code, client_id, state, issued_at) VALUES (?, ?, ?, ?)').run(code, clientId, state, nowSeconds());
}

/** Uses up a code the OAuth page issued; false when unknown, used or expired. */
function redeemOAuthCode(db: Db, code: string): boolean {
  const now = nowSeconds();
  return prepared(db, 'UPDATE stripe_oauth_codes SET used_at = ? WHERE code = ? AND used_at IS NULL AND issued_at > ?').run(now, code, now - OAUTH_CODE_TTL_S).changes === 1;
}

/** The merchant's Stripe gateway and a Card row served by it (current when Card has none), created when missing. */
function ensureStripeRows(db: Db, merchantId: number): void {
  const stripe = findGatewayProvider(db, merchantId, STRIPE_GATEWAY) ?? connectGateway(db, merchantId, STRIPE_GATEWAY);
  if (gatewayRows(db, merchantId, STRIPE_GATEWAY).some((row) => row.method_id === CARD_METHOD_ID)) return;
  const cardServed = methodRows(db, merchantId, false).some((row) => row.method_id === CARD_METHOD_ID);
  upsertMethodRow(db, { merchantId, methodId: CARD_METHOD_ID, providerId: stripe.id, current: !cardServed });
}

/** Connects the merchant's own Stripe account (a new acct_ id) to every Stripe row; answers the account id. */
export function connectStripeAccount(db: Db, merchantId: number, code: string, accountId: string): string {
  if (connectStatus(db, merchantId) !== 'approved') throw forbidden(CONNECT_NOT_APPROVED_MESSAGE);
  return db.transaction(() => {
    if (!redeemOAuthCode(db, code)) throw badRequest(STRIPE_ERROR_MESSAGE);
    ensureStripeRows(db, merchantId);
    for (const row of gatewayRows(db, merchantId, STRIPE_GATEWAY)) updateMethodAccount(db, row, true, { stripeUserId: accountId });
    return accountId;
  })();
}

/** Back to the platform's Stripe account; refused when the row is not a connected Stripe row of the merchant. */
export function disconnectStripeAccount(db: Db, merchantId: number, rowId: number): void {
  const rows = gatewayRows(db, merchantId, STRIPE_GATEWAY);
  const row = rows.find((candidate) => candidate.id === rowId);
  if (!row || row.external !== 1 || !methodMetadata(row.metadata).stripeUserId) throw conflict(DISCONNECT_FAILED_MESSAGE);
  db.transaction(() => {
    for (const stripeRow of rows) updateMethodAccount(db, stripeRow, false, { stripeUserId: undefined });
  })();
}
