import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findAccountForToken, accountRoles, type AccountRow } from '../models/accounts';
import type { Impersonation } from '../services/sessions';
import { forbidden, unauthorized } from './errors';

/**
 * The request context of an authenticated call. `requireAccount` proves the bearer token and fills
 * `request.account`, `request.merchantId` (the tenant every query must filter by) and `request.tokenFamily`.
 * Routes use it as their `onRequest` hook, so an unauthenticated call is refused before its body is even parsed;
 * it works unchanged as a `preHandler`.
 */
declare module 'fastify' {
  interface FastifyRequest {
    account: AccountRow | null;
    merchantId: number | null;
    tokenFamily: string | null;
    /** Set when the session was opened by platform staff impersonating the account. */
    impersonation: Impersonation | null;
  }
}

export const INVALID_TOKEN_MESSAGE = 'Invalid or expired token.';

export function installRequestContext(app: FastifyInstance): void {
  app.decorateRequest('account', null);
  app.decorateRequest('merchantId', null);
  app.decorateRequest('tokenFamily', null);
  app.decorateRequest('impersonation', null);
}

export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}

export async function requireAccount(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const { sessions, db } = request.server.sandbox;
  const grant = sessions.verifyAccess(token);
  const account = grant ? findAccountForToken(db, grant.accountId) : null;
  if (!grant || !account || account.active !== 1) throw unauthorized(INVALID_TOKEN_MESSAGE);
  request.account = account;
  request.merchantId = account.merchant_id;
  request.tokenFamily = grant.familyId;
  request.impersonation = grant.impersonation;
}

/** A hook (after `requireAccount`) admitting accounts holding at least one of the roles. */
export function requireRoles(...roles: string[]): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const held = accountRoles(currentAccount(request));
    if (!roles.some((role) => held.includes(role))) throw forbidden('You do not have permission to do this.');
  };
}

/** The caller's account inside a handler guarded by `requireAccount`. */
export function currentAccount(request: FastifyRequest): AccountRow {
  if (!request.account) throw unauthorized();
  return request.account;
}

/** The caller's merchant: the filter of every tenant-data query. */
export function tenantId(request: FastifyRequest): number {
  if (request.merchantId === null) throw unauthorized();
  return request.merchantId;
}
