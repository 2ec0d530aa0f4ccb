import { Type, type Static } from 'typebox';
import { Closed, Email, OneOf, Password, Query, Text } from './fields';
import { FOLLOWER_SCOPES, FOLLOWER_SEARCH_MAX_LENGTH, FOLLOWER_SEARCH_MIN_LENGTH, FOLLOWER_SEARCH_PAGE_SIZE, FOLLOWERS_PAGE_SIZE } from './values';

export { FOLLOWER_SCOPES, FOLLOWER_SEARCH_PAGE_SIZE, FOLLOWERS_PAGE_SIZE } from './values';
export type { FollowerScope } from './values';

/**
 * A master's (agency's) related accounts (issue 21; catalogue 7.14 "Followers"). The catalogue shows no literal
 * paths: `accounts/followers` is defined here in its style. Scopes travel as indexed form fields (`scopes[0]=…`); an
 * empty list is one empty scope (`scopes[0]=`), as the spec says.
 */
export const MAX_FOLLOWERS_PAGE_SIZE = 50;

const FollowerId = Type.String({ pattern: '^[1-9]\\d{0,11}$' });
const Scopes = Type.Array(OneOf(['', ...FOLLOWER_SCOPES]), { minItems: 1, maxItems: FOLLOWER_SCOPES.length });

/** GET accounts/followers: 6 a page, oldest first (createdAt order). */
export const FollowersQuery = Query({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: MAX_FOLLOWERS_PAGE_SIZE, default: FOLLOWERS_PAGE_SIZE }),
});
export type FollowersQuery = Static<typeof FollowersQuery>;

/** POST accounts/followers: a new merchant account related to the caller, signed in with the password given. */
export const CreateFollowerBody = Closed({
  full_name: Text(100, 2),
  email: Email,
  company: Text(200, 1),
  password: Password,
  password_confirmation: Password,
  scopes: Scopes,
});
export type CreateFollowerBody = Static<typeof CreateFollowerBody>;

/** PUT accounts/followers: the scopes the follower gives its master, all of them (one empty scope: none). */
export const UpdateFollowerBody = Closed({ follower_id: FollowerId, scopes: Scopes });
export type UpdateFollowerBody = Static<typeof UpdateFollowerBody>;

/** DELETE accounts/followers/{follower_id} and POST accounts/followers/{follower_id}/login */
export const FollowerParams = Closed({ follower_id: FollowerId });
export type FollowerParams = Static<typeof FollowerParams>;

/**
 * GET accounts/followers/search (the agency cockpit, issue 21 N4; no catalogue call, named in its style): customers
 * and payments of the related accounts the caller may sign in as, matched by e-mail, name or transaction token.
 */
export const FollowerSearchQuery = Query({
  q: Text(FOLLOWER_SEARCH_MAX_LENGTH, FOLLOWER_SEARCH_MIN_LENGTH),
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: MAX_FOLLOWERS_PAGE_SIZE, default: FOLLOWER_SEARCH_PAGE_SIZE }),
});
export type FollowerSearchQuery = Static<typeof FollowerSearchQuery>;
