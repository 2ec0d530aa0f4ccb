import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthenticateBody } from '../../../src/contracts/accounts';
import { SrkeyQuery } from '../../../src/contracts/fields';

import { fieldError, forbidden, unauthorized } from '../lib/errors';
import { throttle } from '../lib/rateLimit';
import { dummyPasswordHash, verifyPassword } from '../lib/passwords';
import { normalizeEmail } from '../lib/validation';
import { findAccountByEmail, findAccountForToken, toAccountDto, type AccountRow } from '../models/accounts';
import type { SandboxContext } from '../context';
import type { TokenPair } from '../services/sessions';

/** Sign-in (password and refresh_token grants) and sign-out. */
export const LOGIN_FAILED_MESSAGE = 'Invalid username or password.';
export const LOGIN_THROTTLED_MESSAGE = 'Too many failed login attempts. Try again later.';
export const INACTIVE_MESSAGE = 'Account is not activated.';
export const INVALID_REFRESH_MESSAGE = 'Invalid refresh token.';

async function passwordGrant(sandbox: SandboxContext, username: string, password: string, address: string): Promise<{ account: AccountRow; tokens: TokenPair }> {
  const { db, limiters, sessions } = sandbox;
  const email = normalizeEmail(username);
  const pair = `${email}|${address}`;
  throttle(LOGIN_THROTTLED_MESSAGE, [limiters.login, pair], [limiters.loginAddress, address]);
  const account = findAccountByEmail(db, email);
  // An unknown user is checked against a real hash too, so both failures take the same time.
  const valid = await verifyPassword(password, account?.password_hash ?? (await dummyPasswordHash()));
  if (!account || !valid) {
    limiters.login.recordFailure(pair);
    limiters.loginAddress.recordFailure(address);
    throw unauthorized(LOGIN_FAILED_MESSAGE);
  }
  if (account.active !== 1) throw forbidden(INACTIVE_MESSAGE);
  limiters.login.clear(pair);
  return { account, tokens: sessions.issue(account.id) };
}

function refreshGrant(sandbox: SandboxContext, refreshToken: string): { account: AccountRow; tokens: TokenPair } {
  const rotated = sandbox.sessions.rotate(refreshToken);
  const account = rotated ? findAccountForToken(sandbox.db, rotated.accountId) : null;
  if (!rotated || !account || account.active !== 1) throw unauthorized(INVALID_REFRESH_MESSAGE);
  return { account, tokens: rotated.tokens };
}

export const UNKNOWN_CLIENT_MESSAGE = 'Unknown client.';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const clients = new Set(app.sandbox.options.clientIds);
  app.post('/accounts/authenticate', { schema: { body: AuthenticateBody } }, async (request) => {
    const { body } = request;
    // Only the registered OAuth clients may sign in or refresh, as on the platform.
    if (!clients.has(body.client_id)) throw fieldError('client_id', UNKNOWN_CLIENT_MESSAGE);
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
