import type { AgeVerificationType, CountrySetType, Currency, DomainRestrictionType } from '../contracts/values';

/** Shapes of the restriction calls (catalogue 7.8), shared with the sandbox. Timestamps are Unix seconds. */

/** Spec section 3: a named list of countries (with optional regions and cities) that is allowed or blocked. */
export interface CountrySet {
  id: number;
  merchantId: number;
  name: string;
  type: CountrySetType;
  /** The merchant-wide geo rule: at most one set of a merchant is global. */
  global: boolean;
  countries: string[];
  regions: string[];
  cities: string[];
  /** How many assets use the set. */
  item_count: number;
  created_at: number;
  updated_at: number;
}

/** An asset's country set, or none. */
export interface ItemCountrySet {
  item_id: number;
  country_set: CountrySet | null;
}

export interface DomainRestriction {
  id: number;
  domain: string;
  merchant_id: number;
  type: DomainRestrictionType;
  created_at: number;
}

/** The merchant's domain rules: embedding domains (a `*.` entry covers every sub-domain) and allowed API origins. */
export interface MerchantDomains {
  domains: DomainRestriction[];
  allowed_origins: DomainRestriction[];
}

/** An asset's whitelisted domains (empty when it has none). */
export interface ItemDomains {
  item_id: number;
  type: 'whitelist';
  domains: string[];
}

/** A minimum age; -1 means none. */
export interface AgeRestriction {
  min_age: number;
}

export interface AgeVerificationEnabled {
  age_verification_enabled: boolean;
}

export interface AgeSettings {
  merchant_uuid: string;
  age_verification_enabled: boolean;
  age_verification_type: AgeVerificationType;
}

/** What a rule would block, from the last 90 days' payments and the customers' verified ages. */
export interface RestrictionImpact {
  window_days: number;
  /** The countries the rule excludes that had paying buyers in the window. */
  excluded_countries: { country_iso: string; buyers: number; payments: number }[];
  /** Distinct paying customers from excluded countries. */
  buyers: number;
  payments: number;
  /** Gross paid amounts (refunds and pending payments left out) per currency, in major units. */
  revenue: { currency: Currency; amount: number }[];
  /** Present when a minimum age was given: customers without a verified age. */
  customers_without_verified_age?: number;
  customers?: number;
  /** Present when a domain rule was given: what it blocks of the window's paid payments, by embedding domain. */
  domain?: DomainImpact;
}

export interface DomainImpact {
  /** The embedding domains the rule does not allow that had paying buyers in the window. */
  excluded_domains: { domain: string; buyers: number; payments: number }[];
  buyers: number;
  payments: number;
  revenue: { currency: Currency; amount: number }[];
}
