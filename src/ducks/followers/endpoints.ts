import * as followers from '../../api/followers';
import type { Follower, FollowerSearchPage, FollowerSearchRequest, FollowersPage, FollowersRequest, NewFollowerRequest } from '../../api/followers';
import type { MessageResponse } from '../../api/types';
import { RELATE } from '../../constants/messages/relate';
import type { FollowerScope } from '../../contracts/followers';
import { defineEndpoint, type AnyEndpoint } from '../requests/defineEndpoint';
import { pagedRead } from '../requests/paginated';
import { PATHS } from '../../routes/paths';
import { openInNewTab, switchToFollower, type OpenInNewTabRequest, type SwitchToFollowerRequest } from './switching';

const FOLLOWERS = 'Followers';

/** The agency's related accounts, 6 a page: the related accounts screen and the top bar's menu. */
// The top bar's menu reads them on every screen, so the read belongs to the session rather than to one screen.
export const fetchFollowers = defineEndpoint<FollowersRequest, FollowersPage>('followers/fetchList', followers.listFollowers, {
  ...pagedRead<FollowersRequest, FollowersPage>(() => [FOLLOWERS]),
  scope: 'session',
});

/** Relate a new merchant account; the related accounts list shows it. */
export const createFollower = defineEndpoint<NewFollowerRequest, Follower>('followers/create', followers.createFollower, {
  strategy: 'leading',
  successNotice: RELATE.related,
  invalidates: () => [FOLLOWERS],
  navigateTo: PATHS.relatedAccounts,
});

export const updateFollower = defineEndpoint<{ followerId: number; scopes: readonly FollowerScope[] }, Follower>('followers/update', followers.updateFollower, {
  strategy: 'leading',
  key: ({ followerId }) => String(followerId),
  successNotice: RELATE.updated,
  invalidates: () => [FOLLOWERS],
});

export const deleteFollower = defineEndpoint<{ followerId: number }, MessageResponse>('followers/delete', followers.deleteFollower, {
  strategy: 'every',
  key: ({ followerId }) => String(followerId),
  successNotice: RELATE.removed,
  errorNotice: RELATE.removeFailed,
  invalidates: () => [FOLLOWERS],
});

/** Login as a follower: one at a time; the saga reloads into the follower's account when it is done. */
export const loginAsFollower = defineEndpoint<SwitchToFollowerRequest, { followerId: number }>('followers/loginAs', switchToFollower, { strategy: 'leading' });

/**
 * The agency cockpit's search across its related accounts' customers and payments (10 a page). Relating, removing or
 * changing what an account shares changes what it reaches.
 */
export const searchFollowers = defineEndpoint<FollowerSearchRequest, FollowerSearchPage>('followers/search', followers.searchFollowers, pagedRead(() => [FOLLOWERS]));

/** Opens a search result in a new tab, signed in as its related account there; one per result at a time. */
export const openInFollowerTab = defineEndpoint<OpenInNewTabRequest, { followerId: number }>('followers/openInNewTab', openInNewTab, {
  strategy: 'every',
  key: ({ handoff }) => handoff,
});

export const followersEndpoints: readonly AnyEndpoint[] = [fetchFollowers, createFollower, updateFollower, deleteFollower, loginAsFollower, searchFollowers, openInFollowerTab];
