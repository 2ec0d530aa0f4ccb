import { api, type CallContext } from './client';
import type { Follower, FollowerSearchPage, FollowersPage, FollowerTokens } from './followerTypes';
import type { MessageResponse } from './types';
import type { CreateFollowerBody, FollowerScope, FollowerSearchQuery, FollowersQuery } from '../contracts/followers';

export type { Follower, FollowerSearchHit, FollowerSearchPage, FollowersPage, FollowerTokens } from './followerTypes';

// An agency's related (follower) accounts, catalogue 7.14 "Followers". Scopes go as indexed form fields; an empty
// list is one empty scope (`scopes[0]=`), as the spec says.
const scopesField = (scopes: readonly FollowerScope[]): string[] => (scopes.length ? [...scopes] : ['']);

export type FollowersRequest = Omit<FollowersQuery, 'srkey'>;
export type FollowerSearchRequest = Omit<FollowerSearchQuery, 'srkey'>;
export type NewFollowerRequest = Omit<CreateFollowerBody, 'scopes'> & { scopes: readonly FollowerScope[] };

/** GET accounts/followers: 6 a page, oldest first (createdAt order). */
export const listFollowers = (query: FollowersRequest, ctx?: CallContext): Promise<FollowersPage> =>
  api().request({ method: 'GET', path: 'accounts/followers', query, ...ctx });

/** POST accounts/followers: relate a new merchant account. */
export const createFollower = ({ scopes, ...fields }: NewFollowerRequest, ctx?: CallContext): Promise<Follower> =>
  api().request({ method: 'POST', path: 'accounts/followers', body: { ...fields, scopes: scopesField(scopes) }, arrays: 'indices', ...ctx });

/** PUT accounts/followers with follower_id and scopes (none: one empty scope). */
export const updateFollower = ({ followerId, scopes }: { followerId: number; scopes: readonly FollowerScope[] }, ctx?: CallContext): Promise<Follower> =>
  api().request({ method: 'PUT', path: 'accounts/followers', body: { follower_id: String(followerId), scopes: scopesField(scopes) }, arrays: 'indices', ...ctx });

/** DELETE accounts/followers/{follower_id}: ends the relation. */
export const deleteFollower = ({ followerId }: { followerId: number }, ctx?: CallContext): Promise<MessageResponse> =>
  api().request({ method: 'DELETE', path: 'accounts/followers/{follower_id}', pathVars: { follower_id: followerId }, ...ctx });

/** POST accounts/followers/{follower_id}/login: the follower's session (token, refresh_token, expires). */
export const loginAsFollower = ({ followerId }: { followerId: number }, ctx?: CallContext): Promise<FollowerTokens> =>
  api().request({ method: 'POST', path: 'accounts/followers/{follower_id}/login', pathVars: { follower_id: followerId }, ...ctx });

/** GET accounts/followers/search: customers and payments across the related accounts the agency may sign in as. */
export const searchFollowers = (query: FollowerSearchRequest, ctx?: CallContext): Promise<FollowerSearchPage> =>
  api().request({ method: 'GET', path: 'accounts/followers/search', query, ...ctx });
