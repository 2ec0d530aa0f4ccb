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

/** One hit of the agency cockpit's search: a customer or a payment of one related account. */
export interface FollowerSearchHit {
  kind: 'customer' | 'payment';
  follower_id: number;
  /** The related account's company name. */
  follower_name: string;
  customer_id: number;
  customer_email: string;
  customer_name: string;
  /** A payment's transaction token, amount (major units, as the payments list), currency and type; null for a customer. */
  trx_token: string | null;
  amount: number | null;
  currency: string | null;
  action_type: string | null;
  /** When the customer registered or the payment was made (Unix seconds). */
  created_at: number;
}

export interface FollowerSearchPage {
  collection: FollowerSearchHit[];
  total: number;
}
