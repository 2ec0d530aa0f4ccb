import type { CustomFieldType, SocialNetwork } from '../contracts/values';

// Answers of the Auth settings calls, shared with the sandbox.

/** One network's app keys (spec section 3 Account: social_apps_metadata). */
export interface SocialApp {
  social_network: SocialNetwork;
  metadata: { app_id: string; app_secret: string };
}

/** What the social screen reads from the account: the enabled networks and each network's setup. */
export interface SocialSettings {
  social: SocialNetwork[];
  social_apps_metadata: SocialApp[];
}

/** An OAuth application (spec section 3): its id is also the app key the paywall embed names. */
export interface OAuthApplication {
  id: string;
  name: string;
  secret: string;
  sso: 0 | 1;
  created_at: number;
  updated_at: number;
}

export interface ApplicationsAnswer {
  collection: OAuthApplication[];
}

/** The SSO domains: the sub-domain (empty when none) and the origins that may call the API. */
export interface SsoDomains {
  sub_domain_name: string;
  allowed_origins: string[];
}

/** Simultaneous logins per customer; null when there is no limit. */
export interface ConcurrentSessions {
  concurrent_sessions: number | null;
}

export interface CustomFieldOption {
  key: string;
  value: string;
}

/** A registration field: built-in (fullname, email, password, repeatPassword) or the merchant's own. */
export interface RegisterField {
  /** null for a built-in field. */
  id: number | null;
  name: string;
  label: string;
  placeholder: string;
  default_value: string;
  type: CustomFieldType | 'email' | 'password';
  required: boolean;
  options: CustomFieldOption[];
  built_in: boolean;
}

/** The registration form a paywall shows, in order: the built-in fields then the merchant's. */
export interface RegisterFieldsAnswer {
  collection: RegisterField[];
  /** Whether Full name was split into First name and Last name. */
  full_name_split: boolean;
}

/** A customer's sign-in on the merchant's paywall (`POST accounts/authenticate` with the merchant's uuid as client_id). */
export interface CustomerSignIn {
  access_token: string;
  refresh_token: string;
  /** Unix seconds. */
  expires: number;
  account: { id: number; uuid: string; email: string; full_name: string; merchant_uuid: string; roles: ['consumer'] };
}
