import type { AuthenticateBody, ChangePasswordBody, EmailBody, NewPasswordBody, RegisterBody, UpdateAccountBody } from '../contracts/accounts';
import type { SavedViewBody } from '../contracts/savedViews';
import type { SocialApp } from './authSettingsTypes';
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
  /** The merchant's social sign-in setup, one entry per network with app keys (the enabled list is `metadata.social`). */
  social_apps_metadata?: SocialApp[];
  /** Present when platform staff opened this session ("Login as"): the merchant area names them in a banner. */
  impersonation?: AccountImpersonation;
}

export interface AccountImpersonation {
  staff_name: string;
  staff_email: string;
  merchant_name: string;
  /** Unix seconds when the impersonation session ends. */
  ends_at: number;
}

export interface AuthResponse {
  access_token: string;
  refresh_token: string;
  /** Unix seconds when the access token expires. */
  expires: number;
  account: Account;
}

/** POST accounts/avatar: where the new avatar is served. */
export interface AvatarAnswer {
  full_size_image_url: string;
}

export interface MessageResponse {
  message: string;
}

/** PUT accounts/forgot-password/{token}: the sandbox also names the account, so an invited member can be signed in. */
export interface NewPasswordAnswer extends MessageResponse {
  email?: string;
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

/*
 * Request bodies are the sandbox's own declarations (src/contracts, TypeBox): the sandbox validates each call against
 * the schema and the console types its calls with the same declaration, so neither side can drift. Type-only imports:
 * no schema code reaches the bundle (eslint enforces it).
 */
export type LoginRequest = Required<Pick<AuthenticateBody, 'username' | 'password'>>;

/** Registration's metadata: the four questions the sign-up form asks. */
export type RegisterMetadata = Pick<RegisterBody['metadata'], 'services_question' | 'interest_question' | 'company' | 'country'>;

/** `type` is always 'merchant' and is added by the call. */
export type RegisterRequest = Omit<RegisterBody, 'type' | 'metadata'> & { metadata: RegisterMetadata };

export type UpdateAccountRequest = UpdateAccountBody;

export type EmailRequest = EmailBody;

/** `token` is the reset token from the e-mailed link; it goes in the path, not the body. */
export type NewPasswordRequest = NewPasswordBody & { token: string };

export type ChangePasswordRequest = ChangePasswordBody;

/** A list's filter saved under a name by one user: `query` is the list's URL query string. */
export interface SavedView {
  id: number;
  list: string;
  name: string;
  query: string;
  created_at: number;
}

export type SavedViewRequest = SavedViewBody;

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
  /** The subscription a rebill belongs to (in a payment's details, a first charge's too): its details screen; otherwise null. */
  subscriptionId: string | null;
}
