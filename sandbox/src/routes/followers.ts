import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Follower, FollowerSearchPage, FollowersPage, FollowerTokens } from '../../../src/api/followerTypes';
import { RELATE_UI } from '../../../src/constants/messages/relate';
import { NoBody } from '../../../src/contracts/fields';
import { CreateFollowerBody, FollowerParams, FollowerSearchQuery, FollowersQuery, UpdateFollowerBody, type FollowerScope } from '../../../src/contracts/followers';
import { FOLLOWER_SEARCH_MIN_LENGTH } from '../../../src/contracts/values';
import { currentAccount } from '../lib/auth';
import { conflict, fieldError, forbidden, notFound } from '../lib/errors';
import { hashPassword } from '../lib/passwords';
import { assertNewPassword, assertPrintable, normalizeEmail, requireText } from '../lib/validation';
import { findAccountByEmail } from '../models/accounts';
import { toMajor } from '../models/commerce';
import {
  createFollower,
  findFollower,
  followersSignableBy,
  listFollowers,
  recordFollowerSignIn,
  scopesOf,
  searchMerchants,
  setFollowerScopes,
  toFollower,
  unrelateFollower,
} from '../models/followers';
import { EMAIL_TAKEN_MESSAGE } from './accounts';

export const FOLLOWER_NOT_FOUND_MESSAGE = 'Related account not found.';
export const NOT_SHARED_MESSAGE = 'This related account does not share its settings with you, so you cannot sign in as it.';

/** The scopes as stored: the empty scope (the wire's "none") dropped, each once. */
const storedScopes = (scopes: readonly string[]): FollowerScope[] => [...new Set(scopes.filter((scope): scope is FollowerScope => scope !== ''))];

/**
 * A master's related accounts (catalogue 7.14 "Followers"): list them 6 a page, relate a new merchant account, change
 * the scopes it gives, remove the relation, and sign in as one. Every route needs an activated master with the relate
 * section open and the 'Activate Relate' feature (routes/access.ts); each acts only on the caller's own followers.
 */
export const followerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, sessions } = app.sandbox;

  const ownFollower = (masterId: number, followerId: string) => {
    const follower = findFollower(db, masterId, Number(followerId));
    if (!follower) throw notFound(FOLLOWER_NOT_FOUND_MESSAGE);
    return follower;
  };

  app.get('/accounts/followers', { schema: { querystring: FollowersQuery } }, async (request): Promise<FollowersPage> =>
    listFollowers(db, currentAccount(request).id, request.query.page, request.query.size),
  );

  // The agency cockpit (issue 21, N4): one search across the customers and payments of the related accounts the master
  // may sign in as, each hit naming its account. Another master's followers, and followers sharing nothing, are out of
  // reach: the master could not open what it found.
  app.get('/accounts/followers/search', { schema: { querystring: FollowerSearchQuery } }, async (request): Promise<FollowerSearchPage> => {
    const text = request.query.q.trim();
    if (text.length < FOLLOWER_SEARCH_MIN_LENGTH) throw fieldError('q', RELATE_UI.searchTooShort);
    const reach = followersSignableBy(db, currentAccount(request).id);
    if (reach.length === 0) return { collection: [], total: 0 };
    const byMerchant = new Map(reach.map((row) => [row.merchant_id, row]));
    const { rows, total } = searchMerchants(db, [...byMerchant.keys()], text, request.query.page, request.query.size);
    return {
      total,
      collection: rows.map((row) => {
        const follower = byMerchant.get(row.merchant_id) as (typeof reach)[number];
        return {
          kind: row.kind,
          follower_id: follower.account_id,
          follower_name: follower.merchant_name,
          customer_id: row.customer_id,
          customer_email: row.customer_email,
          customer_name: row.customer_name,
          trx_token: row.trx_token,
          amount: row.amount === null ? null : toMajor(row.amount),
          currency: row.currency,
          action_type: row.action_type,
          created_at: row.created_at,
        };
      }),
    };
  });

  app.post('/accounts/followers', { schema: { body: CreateFollowerBody } }, async (request, reply): Promise<Follower> => {
    const { body } = request;
    const fullName = requireText(body.full_name, 'full_name', 2);
    const company = requireText(body.company, 'company', 1);
    assertPrintable(fullName, 'full_name');
    assertPrintable(company, 'company');
    assertNewPassword(body.password, body.password_confirmation);
    const email = normalizeEmail(body.email);
    if (findAccountByEmail(db, email)) throw conflict(EMAIL_TAKEN_MESSAGE);
    const passwordHash = await hashPassword(body.password);
    const master = currentAccount(request);
    const created = db.transaction(() => {
      if (findAccountByEmail(db, email)) throw conflict(EMAIL_TAKEN_MESSAGE);
      return createFollower(db, master.id, { uuid: randomUUID(), tenantUuid: randomUUID(), company, fullName, email, passwordHash, scopes: storedScopes(body.scopes) });
    })();
    reply.code(201);
    return toFollower(created);
  });

  app.put('/accounts/followers', { schema: { body: UpdateFollowerBody } }, async (request): Promise<Follower> => {
    const master = currentAccount(request);
    const follower = ownFollower(master.id, request.body.follower_id);
    setFollowerScopes(db, follower.account_id, storedScopes(request.body.scopes));
    return toFollower(ownFollower(master.id, request.body.follower_id));
  });

  app.delete('/accounts/followers/:follower_id', { schema: { params: FollowerParams, body: NoBody } }, async (request) => {
    const follower = ownFollower(currentAccount(request).id, request.params.follower_id);
    unrelateFollower(db, follower);
    return { message: 'Related account removed.' };
  });

  // Signing in as a follower (spec section 6): only its own master, and only a follower that shares its settings
  // with the master (the inheritance scope). The master keeps its own session in the console to come back with.
  app.post('/accounts/followers/:follower_id/login', { schema: { params: FollowerParams, body: NoBody } }, async (request): Promise<FollowerTokens> => {
    const master = currentAccount(request);
    const follower = ownFollower(master.id, request.params.follower_id);
    if (!scopesOf(follower.scopes).includes('inheritance')) throw forbidden(NOT_SHARED_MESSAGE);
    if (follower.active !== 1) throw forbidden('This related account is not active yet.');
    const tokens = db.transaction(() => {
      recordFollowerSignIn(db, master.id, follower.account_id);
      return sessions.issue(follower.account_id);
    })();
    return { token: tokens.access_token, refresh_token: tokens.refresh_token, expires: tokens.expires };
  });
};
