/** Shapes of the account and authentication calls (CONTRACT.md). Timestamps are Unix seconds. */

export interface RoleRestrictions {
  disabled: string[];
  readOnly: string[];
}

export interface Account {
  id: number;
  uuid: string;
  merchant_uuid: string;
  tenant_uuid: string;
  merchant_id: number;
  organisation_id: number | null;
  master_id: number | null;
  email: string;
  /** Same as email. */
  username: string;
  full_name: string;
  /** e.g. ['merchant', 'owner'], ['admin'], ['boxoffice'], ['merchant', 'master'] */
  roles: string[];
  /** Follower scopes, e.g. ['inheritance']. */
  scopes: string[];
  is_master: boolean;
  active: boolean;
  completed: boolean;
  referrer: string;
  avatar_url: string;
  country: string;
  date_of_birth: number | null;
  created_at: number;
  updated_at: number;
  metadata: Record<string, string>;
  roleRestrictions: RoleRestrictions;
}

export interface AuthResponse {
  access_token: string;
  refresh_token: string;
  /** Unix seconds when the access token expires. */
  expires: number;
  account: Account;
}

export interface MessageResponse {
  message: string;
}

export interface Feature {
  id: number;
  name: string;
  enabled: boolean;
}

export interface Captcha {
  /** Opaque signed challenge; register sends `response_token = token + '.' + answer`. */
  token: string;
  question: string;
}

export interface LoginRequest {
  username: string;
  password: string;
}

export interface RegisterMetadata {
  services_question: string;
  interest_question: string;
  company: string;
  country: string;
}

export interface RegisterRequest {
  full_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  /** Captcha answer: the reCAPTCHA response, or the sandbox challenge's `token.answer`. */
  response_token: string;
  merchant_uuid?: string;
  metadata: RegisterMetadata;
}

export interface UpdateAccountRequest {
  full_name?: string;
  metadata?: Record<string, string | undefined>;
}

export interface EmailRequest {
  email: string;
  merchant_uuid?: string;
}

export interface NewPasswordRequest {
  /** The reset token from the e-mailed link; it goes in the path, not the body. */
  token: string;
  password: string;
  password_confirmation: string;
  branding_id?: string | number;
}

export interface ChangePasswordRequest {
  old_password: string;
  password: string;
  password_confirmation: string;
}

/** A list's filter saved under a name by one user: `query` is the list's URL query string. */
export interface SavedView {
  id: number;
  list: string;
  name: string;
  query: string;
  created_at: number;
}

export interface SavedViewRequest {
  list: string;
  name: string;
  query: string;
}

/** One payment of the merchant's history (`GET v2/accounting/transactions`). */
export interface Payment {
  paymentHistoryId: number;
  trxToken: string;
  transactionToken: string;
  actionType: string;
  chargedAmount: number;
  currencyIso: string;
  consumerEmail: string;
  consumerId: number;
  country: string;
  timestamp: number;
  paymentMethodName: string;
  itemTitle: string;
  itemId: number;
  itemType: string;
}
