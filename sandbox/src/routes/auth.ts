import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthenticateBody } from '../../../src/contracts/accounts';
import { SrkeyQuery } from '../../../src/contracts/fields';

import { fieldError, forbidden, unauthorized } from '../lib/errors';
import { throttle } from '../lib/rateLimit';
import { dummyPasswordHash, verifyPassword } from '../lib/passwords';
import { normalizeEmail } from '../lib/validation';
import { findAccountByEmail, findAccountForToken, toAccountDto, type AccountRow } from '../models/accounts';
import { findPaywallCustomer, merchantByUuid, openCustomerSession } from '../models/customerSessions';
import type { SandboxContext } from '../context';
import type { TokenPair } from '../services/sessions';

/** Sign-in (password and refresh_token grants) and sign-out. */
export const LOGIN_FAILED_MESSAGE = 'Invalid username or password.';
export const LOGIN_THROTTLED_MESSAGE = 'Too many failed login attempts. Try again later.';
export const INACTIVE_MESSAGE = 'Account is not activated.';
export const INVALID_REFRESH_MESSAGE = 'Invalid refresh token.';

/**
 * Checks a password sign-in, throttled per account (`pair`: who and from where) and per address: the one who signs in,
 * whether a console user or a merchant's customer, or 401 / 403 (not activated).
 */
async function checkPassword<T extends { password_hash: string | null; active: number }>(
  sandbox: SandboxContext,
  pair: string,
  address: string,
  password: string,
  find: () => T | null,
): Promise<T> {
  const { limiters } = sandbox;
  throttle(LOGIN_THROTTLED_MESSAGE, [limiters.login, pair], [limiters.loginAddress, address]);
  const who = find();
  // An unknown user is checked against a real hash too, so both failures take the same time.
  const valid = await verifyPassword(password, who?.password_hash ?? (await dummyPasswordHash()));
  if (!who || who.password_hash === null || !valid) {
    limiters.login.recordFailure(pair);
    limiters.loginAddress.recordFailure(address);
    throw unauthorized(LOGIN_FAILED_MESSAGE);
  }
  if (who.active !== 1) throw forbidden(INACTIVE_MESSAGE);
  limiters.login.clear(pair);
  return who;
}

async function passwordGrant(sandbox: SandboxContext, username: string, password: string, address: string): Promise<{ account: AccountRow; tokens: TokenPair }> {
  const email = normalizeEmail(username);
  const account = await checkPassword(sandbox, `${email}|${address}`, address, password, () => findAccountByEmail(sandbox.db, email));
  return { account, tokens: sandbox.sessions.issue(account.id) };
}

function refreshGrant(sandbox: SandboxContext, refreshToken: string): { account: AccountRow; tokens: TokenPair } {
  const rotated = sandbox.sessions.rotate(refreshToken);
  const account = rotated ? findAccountForToken(sandbox.db, rotated.accountId) : null;
  if (!rotated || !account || account.active !== 1) throw unauthorized(INVALID_REFRESH_MESSAGE);
  return { account, tokens: rotated.tokens };
}

export const UNKNOWN_CLIENT_MESSAGE = 'Unknown client.';

/**
 * A customer signing in on a merchant's paywall (GUIDE section 3: the client is the merchant's uuid), throttled as
 * the console's sign-in is; refused beyond the merchant's limit of simultaneous logins.
 */
async function customerPasswordGrant(sandbox: SandboxContext, merchantId: number, username: string, password: string, address: string) {
  const email = normalizeEmail(username);
  const customer = await checkPassword(sandbox, `${merchantId}|${email}|${address}`, address, password, () => findPaywallCustomer(sandbox.db, merchantId, email));
  return openCustomerSession(sandbox.db, customer, sandbox.settings.current().token_ttl_s);
}

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const clients = new Set(app.sandbox.options.clientIds);
  app.post('/accounts/authenticate', { schema: { body: AuthenticateBody } }, async (request) => {
    const { body } = request;
    // Only the registered OAuth clients may sign in or refresh, as on the platform; a merchant's paywall signs its
    // customers in with the merchant's uuid as the client.
    if (!clients.has(body.client_id)) {
      const merchant = merchantByUuid(app.sandbox.db, body.client_id);
      if (!merchant) throw fieldError('client_id', UNKNOWN_CLIENT_MESSAGE);
      if (body.grant_type !== 'password') throw unauthorized(INVALID_REFRESH_MESSAGE);
      return customerPasswordGrant(app.sandbox, merchant.id, body.username ?? '', body.password ?? '', request.ip);
    }
    const { account, tokens } =
      body.grant_type === 'password'
        ? await passwordGrant(app.sandbox, body.username ?? '', body.password ?? '', request.ip)
        : refreshGrant(app.sandbox, body.refresh_token ?? '');
    return { ...tokens, account: toAccountDto(account) };
  });

  app.get('/accounts/logout', { schema: { querystring: SrkeyQuery } }, async (request) => {
    if (request.tokenFamily) app.sandbox.sessions.revokeFamily(request.tokenFamily, 'logout');
    return { message: 'Logged out.' };
  });
};
