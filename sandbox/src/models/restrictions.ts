import type { AgeRestriction, AgeSettings, DomainRestriction, ItemCountrySet, DomainImpact, ItemDomains, MerchantDomains, RestrictionImpact } from '../../../src/api/restrictionTypes';
import type { AgeSettingsBody, ItemDomainsBody, RestrictionImpactQuery } from '../../../src/contracts/restrictions';
import { DOMAIN_PATTERN, IMPACT_WINDOW_DAYS, MIN_AGE_LIMIT, NO_MIN_AGE, ORIGIN_PATTERN, type Currency, type DomainRestrictionType } from '../../../src/contracts/values';
import { prepared, type Db } from '../db/connection';
import { formFlag } from '../lib/form';
import { conflict, fieldError, notFound } from '../lib/errors';
import { nowSeconds } from '../lib/time';
import { excludedCountries, requireCountrySet } from './countrySets';

export const ITEM_HAS_COUNTRY_SET_MESSAGE = 'The asset already has a country set; update it instead.';
export const ITEM_HAS_NO_COUNTRY_SET_MESSAGE = 'The asset has no country set.';
export const DOMAIN_TAKEN_MESSAGE = 'This domain is already listed.';
export const DOMAIN_NOT_FOUND_MESSAGE = 'Domain not found.';
export const INVALID_DOMAIN_MESSAGE = 'Enter a domain such as example.com, or *.example.com for all of its sub-domains.';
export const INVALID_ORIGIN_MESSAGE = 'Enter an origin such as https://www.example.com (scheme, host and optional port).';
export const MIN_AGE_RANGE_MESSAGE = `The minimum age is from 1 to ${MIN_AGE_LIMIT}, or -1 for none.`;
export const AGE_VERIFICATION_OFF_MESSAGE = 'Enable age verification before setting a minimum age.';

// ---- an asset's country set ----

export function itemCountrySet(db: Db, merchantId: number, itemId: number): ItemCountrySet {
  const row = prepared(db, 'SELECT country_set_id FROM item_country_sets WHERE item_id = ?').get(itemId) as { country_set_id: number } | undefined;
  return { item_id: itemId, country_set: row ? requireCountrySet(db, merchantId, row.country_set_id) : null };
}

/** POST gives an asset its set (409 when it has one); PUT changes it (404 when it has none). */
export function setItemCountrySet(db: Db, merchantId: number, itemId: number, countrySetId: number, mode: 'create' | 'update'): ItemCountrySet {
  requireCountrySet(db, merchantId, countrySetId, 'country_set_id');
  const current = itemCountrySet(db, merchantId, itemId).country_set;
  if (mode === 'create' && current) throw conflict(ITEM_HAS_COUNTRY_SET_MESSAGE);
  if (mode === 'update' && !current) throw notFound(ITEM_HAS_NO_COUNTRY_SET_MESSAGE);
  prepared(db, 'INSERT INTO item_country_sets (item_id, country_set_id) VALUES (?, ?) ON CONFLICT (item_id) DO UPDATE SET country_set_id = excluded.country_set_id').run(
    itemId,
    countrySetId,
  );
  return itemCountrySet(db, merchantId, itemId);
}

export function deleteItemCountrySet(db: Db, itemId: number): void {
  if (prepared(db, 'DELETE FROM item_country_sets WHERE item_id = ?').run(itemId).changes === 0) throw notFound(ITEM_HAS_NO_COUNTRY_SET_MESSAGE);
}

// ---- an asset's domains ----

export function itemDomains(db: Db, itemId: number): ItemDomains {
  const rows = prepared(db, 'SELECT domain FROM item_domains WHERE item_id = ? ORDER BY domain').all(itemId) as { domain: string }[];
  return { item_id: itemId, type: 'whitelist', domains: rows.map((row) => row.domain) };
}

/** PUT replaces the asset's whitelist with the given domains (lower-cased, each once). */
export function replaceItemDomains(db: Db, itemId: number, body: ItemDomainsBody): ItemDomains {
  const domains = [...new Set(body.domains.map((domain) => domain.toLowerCase()))];
  prepared(db, 'DELETE FROM item_domains WHERE item_id = ?').run(itemId);
  const insert = prepared(db, 'INSERT INTO item_domains (item_id, domain) VALUES (?, ?)');
  for (const domain of domains) insert.run(itemId, domain);
  return itemDomains(db, itemId);
}

export function deleteItemDomains(db: Db, itemId: number): void {
  prepared(db, 'DELETE FROM item_domains WHERE item_id = ?').run(itemId);
}

// ---- minimum age (an asset's and the merchant's) ----

/** A posted minimum age: -1 (none) or 1 to 120. */
export function minAgeOf(text: string): number {
  const age = Number(text);
  if (age !== NO_MIN_AGE && (age < 1 || age > MIN_AGE_LIMIT)) throw fieldError('min_age', MIN_AGE_RANGE_MESSAGE);
  return age;
}

export function ageSettings(db: Db, merchantId: number): AgeSettings & AgeRestriction {
  const row = prepared(db, 'SELECT age_verification_enabled, age_verification_type, min_age FROM age_settings WHERE merchant_id = ?').get(merchantId) as
    | { age_verification_enabled: number; age_verification_type: AgeSettings['age_verification_type']; min_age: number }
    | undefined;
  const merchant = prepared(db, 'SELECT uuid FROM merchants WHERE id = ?').get(merchantId) as { uuid: string };
  return {
    merchant_uuid: merchant.uuid,
    age_verification_enabled: row?.age_verification_enabled === 1,
    age_verification_type: row?.age_verification_type ?? 'date_of_birth',
    min_age: row?.min_age ?? NO_MIN_AGE,
  };
}

export function updateAgeSettings(db: Db, merchantId: number, body: AgeSettingsBody): AgeSettings {
  const current = ageSettings(db, merchantId);
  const enabled = formFlag(body.age_verification_enabled) ?? current.age_verification_enabled;
  prepared(
    db,
    `INSERT INTO age_settings (merchant_id, age_verification_enabled, age_verification_type, min_age) VALUES (?, ?, ?, ?)
      ON CONFLICT (merchant_id) DO UPDATE SET age_verification_enabled = excluded.age_verification_enabled, age_verification_type = excluded.age_verification_type`,
  ).run(merchantId, enabled ? 1 : 0, body.age_verification_type ?? current.age_verification_type, current.min_age);
  const { min_age: _minAge, ...settings } = ageSettings(db, merchantId);
  return settings;
}

function assertAgeVerification(db: Db, merchantId: number, age: number): void {
  if (age !== NO_MIN_AGE && !ageSettings(db, merchantId).age_verification_enabled) throw conflict(AGE_VERIFICATION_OFF_MESSAGE);
}

/** The merchant-wide minimum age; setting -1 removes it. */
export function setGlobalMinAge(db: Db, merchantId: number, age: number): AgeRestriction {
  assertAgeVerification(db, merchantId, age);
  const settings = ageSettings(db, merchantId);
  prepared(
    db,
    `INSERT INTO age_settings (merchant_id, age_verification_enabled, age_verification_type, min_age) VALUES (?, ?, ?, ?)
      ON CONFLICT (merchant_id) DO UPDATE SET min_age = excluded.min_age`,
  ).run(merchantId, settings.age_verification_enabled ? 1 : 0, settings.age_verification_type, age);
  return { min_age: age };
}

export function itemMinAge(db: Db, itemId: number): AgeRestriction {
  const row = prepared(db, 'SELECT min_age FROM item_age_restrictions WHERE item_id = ?').get(itemId) as { min_age: number } | undefined;
  return { min_age: row?.min_age ?? NO_MIN_AGE };
}

export function setItemMinAge(db: Db, merchantId: number, itemId: number, age: number): AgeRestriction {
  assertAgeVerification(db, merchantId, age);
  if (age === NO_MIN_AGE) prepared(db, 'DELETE FROM item_age_restrictions WHERE item_id = ?').run(itemId);
  else prepared(db, 'INSERT INTO item_age_restrictions (item_id, min_age) VALUES (?, ?) ON CONFLICT (item_id) DO UPDATE SET min_age = excluded.min_age').run(itemId, age);
  return itemMinAge(db, itemId);
}

// ---- the merchant's domains ----

const toDomain = (row: DomainRestriction): DomainRestriction => row;

export function merchantDomains(db: Db, merchantId: number): MerchantDomains {
  const rows = (prepared(db, 'SELECT id, domain, merchant_id, type, created_at FROM domain_restrictions WHERE merchant_id = ? ORDER BY domain').all(merchantId) as DomainRestriction[]).map(
    toDomain,
  );
  return { domains: rows.filter((row) => row.type === 'whitelist'), allowed_origins: rows.filter((row) => row.type === 'allowed_origins') };
}

const DOMAIN = new RegExp(DOMAIN_PATTERN);
const ORIGIN = new RegExp(ORIGIN_PATTERN);

/** A whitelist entry is a domain (`*.` covers its sub-domains); an allowed origin is scheme://host[:port]. */
export function addMerchantDomain(db: Db, merchantId: number, type: DomainRestrictionType, text: string): DomainRestriction {
  const domain = text.trim().toLowerCase().replace(/\/+$/, '');
  if (type === 'whitelist' && !DOMAIN.test(domain)) throw fieldError('domain', INVALID_DOMAIN_MESSAGE);
  if (type === 'allowed_origins' && !ORIGIN.test(domain)) throw fieldError('domain', INVALID_ORIGIN_MESSAGE);
  if (prepared(db, 'SELECT 1 FROM domain_restrictions WHERE merchant_id = ? AND domain = ?').get(merchantId, domain)) throw conflict(DOMAIN_TAKEN_MESSAGE);
  const id = Number(
    prepared(db, 'INSERT INTO domain_restrictions (merchant_id, type, domain, created_at) VALUES (?, ?, ?, ?)').run(merchantId, type, domain, nowSeconds()).lastInsertRowid,
  );
  return prepared(db, 'SELECT id, domain, merchant_id, type, created_at FROM domain_restrictions WHERE id = ?').get(id) as DomainRestriction;
}

export function deleteMerchantDomain(db: Db, merchantId: number, domain: string): void {
  const text = domain.trim().toLowerCase().replace(/\/+$/, '');
  if (prepared(db, 'DELETE FROM domain_restrictions WHERE merchant_id = ? AND domain = ?').run(merchantId, text).changes === 0) throw notFound(DOMAIN_NOT_FOUND_MESSAGE);
}

// ---- the impact preview ----

/** Whether a whitelist lets the paywall load on a domain: no rule allows all; `*.x` allows x's sub-domains. */
export function domainAllowed(domain: string, whitelist: readonly string[]): boolean {
  if (whitelist.length === 0 || domain === '') return true;
  return whitelist.some((rule) => (rule.startsWith('*.') ? domain.endsWith(rule.slice(1)) : domain === rule));
}

/** A domain rule's share of the window's paid payments: those embedded on a domain its whitelist would not allow. */
function domainImpact(db: Db, merchantId: number, query: RestrictionImpactQuery, since: number): DomainImpact {
  const whitelist = (query.domains ?? '').split(',').map((domain) => domain.trim().toLowerCase()).filter(Boolean);
  if (whitelist.some((domain) => !DOMAIN.test(domain))) throw fieldError('domains', INVALID_DOMAIN_MESSAGE);
  const itemClause = query.item_id ? 'AND item_id = ?' : '';
  const scope = [merchantId, since, ...(query.item_id ? [Number(query.item_id)] : [])];
  const base = `merchant_id = ? AND created_at >= ? ${itemClause} AND ${PAID} AND embed_domain <> ''`;
  const perDomain = db.prepare(`SELECT embed_domain AS domain, COUNT(DISTINCT customer_id) AS buyers, COUNT(*) AS payments FROM payments WHERE ${base} GROUP BY embed_domain`).all(...scope) as DomainImpact['excluded_domains'];
  const excluded = perDomain.filter((row) => !domainAllowed(row.domain, whitelist)).sort((a, b) => b.buyers - a.buyers || a.domain.localeCompare(b.domain));
  if (excluded.length === 0) return { excluded_domains: [], buyers: 0, payments: 0, revenue: [] };
  const where = `${base} AND embed_domain IN (${excluded.map(() => '?').join(',')})`;
  const args = [...scope, ...excluded.map((row) => row.domain)];
  const totals = db.prepare(`SELECT COUNT(DISTINCT customer_id) AS buyers, COUNT(*) AS payments FROM payments WHERE ${where}`).get(...args) as { buyers: number; payments: number };
  const revenue = (db.prepare(`SELECT currency, SUM(amount) AS amount FROM payments WHERE ${where} GROUP BY currency ORDER BY currency`).all(...args) as { currency: Currency; amount: number }[]).map((row) => ({
    currency: row.currency,
    amount: row.amount / 100,
  }));
  return { excluded_domains: excluded, buyers: totals.buyers, payments: totals.payments, revenue };
}

const DAY = 86_400;
const PAID = "action_type NOT IN ('refund', 'pending')";

/**
 * What a rule would block (beyond the catalogue): the last 90 days' paying buyers and gross revenue per currency from
 * the countries it excludes, and, for a minimum age, the customers without a verified age. One item's buyers when
 * `item_id` is given (an asset's rule), the merchant's otherwise.
 */
export function restrictionImpact(db: Db, merchantId: number, query: RestrictionImpactQuery): RestrictionImpact {
  const since = nowSeconds() - IMPACT_WINDOW_DAYS * DAY;
  const listed = query.countries ? query.countries.split(',') : [];
  const excluded = query.country_set_type ? excludedCountries(query.country_set_type, listed) : [];
  const itemClause = query.item_id ? 'AND item_id = ?' : '';
  const params = (...rest: (string | number)[]) => [merchantId, since, ...(query.item_id ? [Number(query.item_id)] : []), ...rest];
  const impact: RestrictionImpact = { window_days: IMPACT_WINDOW_DAYS, excluded_countries: [], buyers: 0, payments: 0, revenue: [] };
  if (excluded.length > 0) {
    const marks = excluded.map(() => '?').join(',');
    const where = `merchant_id = ? AND created_at >= ? ${itemClause} AND ${PAID} AND country_iso IN (${marks})`;
    impact.excluded_countries = db
      .prepare(`SELECT country_iso, COUNT(DISTINCT customer_id) AS buyers, COUNT(*) AS payments FROM payments WHERE ${where} GROUP BY country_iso ORDER BY buyers DESC, country_iso`)
      .all(...params(...excluded)) as RestrictionImpact['excluded_countries'];
    const totals = db.prepare(`SELECT COUNT(DISTINCT customer_id) AS buyers, COUNT(*) AS payments FROM payments WHERE ${where}`).get(...params(...excluded)) as {
      buyers: number;
      payments: number;
    };
    impact.buyers = totals.buyers;
    impact.payments = totals.payments;
    impact.revenue = (
      db.prepare(`SELECT currency, SUM(amount) AS amount FROM payments WHERE ${where} GROUP BY currency ORDER BY currency`).all(...params(...excluded)) as {
        currency: Currency;
        amount: number;
      }[]
    ).map((row) => ({ currency: row.currency, amount: row.amount / 100 }));
  }
  if (query.domain_rule) impact.domain = domainImpact(db, merchantId, query, since);
  if (query.min_age !== undefined && Number(query.min_age) !== NO_MIN_AGE) {
    const scope = query.item_id
      ? `AND id IN (SELECT customer_id FROM payments WHERE merchant_id = ? AND created_at >= ? AND item_id = ? AND ${PAID})`
      : '';
    const scopeParams = query.item_id ? [merchantId, since, Number(query.item_id)] : [];
    const row = db
      .prepare(`SELECT COUNT(*) AS customers, SUM(age_verified_at IS NULL) AS unverified FROM customers WHERE merchant_id = ? ${scope}`)
      .get(merchantId, ...scopeParams) as { customers: number; unverified: number | null };
    impact.customers = row.customers;
    impact.customers_without_verified_age = row.unverified ?? 0;
  }
  return impact;
}
