import type { CountrySet } from '../../../src/api/restrictionTypes';
import { countries } from '../../../src/constants/countries';
import type { CountrySetBody } from '../../../src/contracts/restrictions';
import { prepared, type Db } from '../db/connection';
import { formFlag } from '../lib/form';
import { conflict, fieldError, notFound } from '../lib/errors';
import { nowSeconds } from '../lib/time';
import { assertPrintableFields } from '../lib/validation';

export const COUNTRY_SET_NOT_FOUND_MESSAGE = 'Country set not found.';
export const COUNTRY_SET_NAME_TAKEN_MESSAGE = 'A country set with this name already exists.';
export const COUNTRY_SET_EMPTY_MESSAGE = 'A country set needs at least one country, region or city.';
export const UNKNOWN_COUNTRY_MESSAGE = 'Unknown country code.';
export const countrySetInUseMessage = (assets: number, templates: number): string =>
  `This country set is used by ${assets} asset(s) and ${templates} template(s); remove it from them first.`;

interface CountrySetRow {
  id: number;
  merchant_id: number;
  name: string;
  type: CountrySet['type'];
  global: number;
  countries: string;
  regions: string;
  cities: string;
  item_count: number;
  created_at: number;
  updated_at: number;
}

const list = (json: string): string[] => JSON.parse(json) as string[];

const toCountrySet = (row: CountrySetRow): CountrySet => ({
  id: row.id,
  merchantId: row.merchant_id,
  name: row.name,
  type: row.type,
  global: row.global === 1,
  countries: list(row.countries),
  regions: list(row.regions),
  cities: list(row.cities),
  item_count: row.item_count,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const SELECT = `SELECT s.*, (SELECT COUNT(*) FROM item_country_sets i WHERE i.country_set_id = s.id) AS item_count FROM country_sets s`;

export function listCountrySets(db: Db, merchantId: number): CountrySet[] {
  return (prepared(db, `${SELECT} WHERE s.merchant_id = ? ORDER BY s.global DESC, s.name COLLATE NOCASE, s.id`).all(merchantId) as CountrySetRow[]).map(toCountrySet);
}

export function findCountrySet(db: Db, merchantId: number, id: number): CountrySet | undefined {
  const row = prepared(db, `${SELECT} WHERE s.merchant_id = ? AND s.id = ?`).get(merchantId, id) as CountrySetRow | undefined;
  return row && toCountrySet(row);
}

export function requireCountrySet(db: Db, merchantId: number, id: number, field?: string): CountrySet {
  const set = findCountrySet(db, merchantId, id);
  if (set) return set;
  throw field ? fieldError(field, COUNTRY_SET_NOT_FOUND_MESSAGE) : notFound(COUNTRY_SET_NOT_FOUND_MESSAGE);
}

let knownCodes: ReadonlySet<string> | undefined;

/** The set's stored values: a trimmed name, known country codes (each once), trimmed unique places. */
function countrySetValues(body: CountrySetBody) {
  assertPrintableFields({ name: body.name, ...Object.fromEntries([...(body.regions ?? []), ...(body.cities ?? [])].map((place, index) => [`places.${index}`, place])) });
  knownCodes ??= new Set(countries().map((country) => country.code));
  const codes = [...new Set(body.countries ?? [])];
  const unknown = codes.find((code) => !knownCodes?.has(code));
  if (unknown) throw fieldError('countries', `${UNKNOWN_COUNTRY_MESSAGE} (${unknown})`);
  const places = (values: readonly string[] | undefined) => [...new Set((values ?? []).map((value) => value.trim()).filter(Boolean))];
  const values = { name: body.name.trim(), type: body.type, global: formFlag(body.global) === true, countries: codes.sort(), regions: places(body.regions), cities: places(body.cities) };
  if (!values.name) throw fieldError('name', 'Name is required.');
  if (values.countries.length + values.regions.length + values.cities.length === 0) throw fieldError('countries', COUNTRY_SET_EMPTY_MESSAGE);
  return values;
}

/** The stored columns name, type, global, countries, regions and cities, in that order. */
const columns = (values: ReturnType<typeof countrySetValues>) =>
  [values.name, values.type, values.global ? 1 : 0, JSON.stringify(values.countries), JSON.stringify(values.regions), JSON.stringify(values.cities)] as const;

function assertNameFree(db: Db, merchantId: number, name: string, exceptId = 0): void {
  if (prepared(db, 'SELECT 1 FROM country_sets WHERE merchant_id = ? AND name = ? COLLATE NOCASE AND id <> ?').get(merchantId, name, exceptId)) {
    throw conflict(COUNTRY_SET_NAME_TAKEN_MESSAGE);
  }
}

/** At most one set of a merchant is its global (merchant-wide) rule: making one global clears the others. */
function clearOtherGlobals(db: Db, merchantId: number, id: number): void {
  prepared(db, 'UPDATE country_sets SET global = 0 WHERE merchant_id = ? AND id <> ? AND global = 1').run(merchantId, id);
}

export function createCountrySet(db: Db, merchantId: number, body: CountrySetBody): CountrySet {
  const values = countrySetValues(body);
  assertNameFree(db, merchantId, values.name);
  const now = nowSeconds();
  const id = Number(
    prepared(db, 'INSERT INTO country_sets (name, type, global, countries, regions, cities, merchant_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
      ...columns(values),
      merchantId,
      now,
      now,
    ).lastInsertRowid,
  );
  if (values.global) clearOtherGlobals(db, merchantId, id);
  return requireCountrySet(db, merchantId, id);
}

/** PUT replaces the set: lists not sent become empty. */
export function updateCountrySet(db: Db, merchantId: number, id: number, body: CountrySetBody): CountrySet {
  requireCountrySet(db, merchantId, id);
  const values = countrySetValues(body);
  assertNameFree(db, merchantId, values.name, id);
  prepared(db, 'UPDATE country_sets SET name = ?, type = ?, global = ?, countries = ?, regions = ?, cities = ?, updated_at = ? WHERE id = ? AND merchant_id = ?').run(
    ...columns(values),
    nowSeconds(),
    id,
    merchantId,
  );
  if (values.global) clearOtherGlobals(db, merchantId, id);
  return requireCountrySet(db, merchantId, id);
}

/** A set still used by an asset or a template is not deleted (409 naming how many use it). */
export function deleteCountrySet(db: Db, merchantId: number, id: number): void {
  const set = requireCountrySet(db, merchantId, id);
  const templates = (
    prepared(
      db,
      `SELECT COUNT(*) AS n FROM template_restrictions r JOIN templates t ON t.id = r.template_id
        WHERE t.merchant_id = ? AND r.category = 'geo' AND json_extract(r.additional_data, '$.country_set_id') = ?`,
    ).get(merchantId, String(id)) as { n: number }
  ).n;
  if (set.item_count > 0 || templates > 0) throw conflict(countrySetInUseMessage(set.item_count, templates));
  prepared(db, 'DELETE FROM country_sets WHERE id = ? AND merchant_id = ?').run(id, merchantId);
}

/**
 * The countries a set excludes: its own for a blacklist; for a whitelist every other known country and the unknown
 * one ('', a buyer whose country could not be told, whom a whitelist cannot let through).
 */
export function excludedCountries(type: CountrySet['type'], listed: readonly string[]): string[] {
  if (type === 'blacklist') return [...listed];
  const allowed = new Set(listed);
  return [...countries().map((country) => country.code), ''].filter((code) => !allowed.has(code));
}
