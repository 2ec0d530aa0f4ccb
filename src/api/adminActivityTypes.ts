import type { StaffActivityKind } from '../constants/staffActivity';

/** The staff activity log as the sandbox answers it (shared by both sides). */
export interface StaffMember {
  id: number;
  email: string;
  full_name: string;
}

export interface ActivityMerchant {
  id: number;
  uuid: string;
  name: string;
}

export interface StaffActivityEntry {
  id: number;
  /** Unix seconds. */
  created_at: number;
  kind: StaffActivityKind;
  summary: string;
  staff: StaffMember;
  /** Null for a platform-wide write (the mailing list). */
  merchant: ActivityMerchant | null;
  /** The values before and after the write; null where there is none (a creation has no before). */
  before: unknown;
  after: unknown;
}

export interface StaffActivityPage {
  collection: StaffActivityEntry[];
  total: number;
}

/** Who and which merchants appear in the log: the choices of its filters. */
export interface StaffActivityFacets {
  staff: StaffMember[];
  merchants: ActivityMerchant[];
}

/** The tokens of a "Login as": the console opens the merchant area with them (`?t&rt&exp`). */
export interface LoginAsAnswer {
  access_token: string;
  refresh_token: string;
  /** Unix seconds when the access token expires. */
  expires: number;
  /** Unix seconds when the impersonation ends, whatever its refreshes. */
  ends_at: number;
  merchant: ActivityMerchant;
  account: StaffMember;
}

/** A customer impersonation: a short session of the customer's, opened by the caller. */
export interface CustomerImpersonationAnswer {
  access_token: string;
  /** Unix seconds when the session ends. */
  expires: number;
  customer: StaffMember;
  merchant_uuid: string;
}
