import type { FollowerScope } from '../contracts/values';

/** A related (follower) account as its master lists it (spec section 3 "Follower (related) account"). */
export interface Follower {
  follower_id: number;
  master_id: number;
  merchant_id: number;
  merchant_name: string;
  email: string;
  full_name: string;
  scopes: FollowerScope[];
  created_at: number;
  /** When the master last signed in as this follower (recorded by the platform), or null. */
  last_signed_in_at: number | null;
  metadata: { avatar_url: string };
}

export interface FollowersPage {
  collection: Follower[];
  total: number;
}

/** Login as a follower: the follower's session (catalogue 7.14: token, refresh_token, expires). */
export interface FollowerTokens {
  token: string;
  refresh_token: string;
  expires: number;
}
