import type { AccessFee, SeasonPhase } from '../../../src/api/itemTypes';
import type { AccessFeeBody, SeasonPhaseBody } from '../../../src/contracts/items';
import { prepared, type Db } from '../db/connection';
import { requireCountrySet } from './countrySets';
import { assertFeeProviders } from './paymentProviders';
import { fieldError, notFound, type FieldErrors, HttpError } from '../lib/errors';
import { formFlag } from '../lib/form';
import { nowSeconds } from '../lib/time';
import { isoSeconds } from '../lib/validation';
import { ACCESS_TYPE_LIST } from './items';

/** An asset's access fees and a season fee's phases: validation, persistence and the API's shapes. */

export const FEE_NOT_FOUND_MESSAGE = 'Access fee not found.';
export const PHASE_NOT_FOUND_MESSAGE = 'Season phase not found.';
const SEASON = 'season';

interface PhaseRow {
  id: number;
  access_fee_id: number;
  season_price: number;
  currency: string;
  starts_at: number;
  expires_at: number;
  anchor_date: number | null;
}

const iso = (seconds: number | null): string | null => (seconds === null ? null : new Date(seconds * 1000).toISOString());
const major = (minor: number): number => minor / 100;

function toFee(row: FeeRow): AccessFee {
  const type = ACCESS_TYPE_LIST.find((entry) => entry.id === row.access_type_id) ?? ACCESS_TYPE_LIST[0];
  return {
    id: row.id,
    item_id: row.item_id,
    access_type: type,
    description: row.description,
    amount: major(row.amount),
    currency: row.currency,
    restriction_type: row.restriction_type,
    trial_period: row.trial_period_quantity ? { quantity: row.trial_period_quantity, period: 'day' } : null,
    setup_fee: row.setup_fee_amount === null ? null : { fee_amount: major(row.setup_fee_amount), description: row.setup_fee_description ?? '' },
    country_iso: row.country_iso,
    country_set_id: row.country_set_id,
    starts_at: iso(row.starts_at),
    expires_at: iso(row.expires_at),
    season:
      type.name === SEASON
        ? { anchor_date: iso(row.season_anchor_date), season_price: row.season_price_amount === null ? null : major(row.season_price_amount), off_season_access: row.season_off_season_access === 1 }
        : null,
    external_fees: JSON.parse(row.external_fees) as AccessFee['external_fees'],
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A decimal amount of at most two places, in minor units; `min` in major units. */
export function minorUnits(value: string, field: string, min: number): number {
  const text = value.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) throw fieldError(field, 'Enter an amount such as 9.99.');
  const minor = Math.round(Number(text) * 100);
  if (minor < min * 100) throw fieldError(field, min > 0 ? `The amount must be at least ${min}.` : 'The amount cannot be negative.');
  return minor;
}


/** A fee row: its values as stored, plus identity and times. */
interface FeeRow extends FeeValues {
  id: number;
  item_id: number;
  created_at: number;
  updated_at: number;
}

interface FeeValues {
  access_type_id: number;
  description: string;
  amount: number;
  currency: string;
  trial_period_quantity: number | null;
  setup_fee_amount: number | null;
  setup_fee_description: string | null;
  country_iso: string | null;
  country_set_id: number | null;
  restriction_type: string | null;
  starts_at: number | null;
  expires_at: number | null;
  season_anchor_date: number | null;
  season_price_amount: number | null;
  season_off_season_access: number;
  external_fees: string;
}

/** Checks a fee as a whole, reporting every bad field at once. */
export const FEE_COUNTRY_AND_SET_MESSAGE = 'Choose a country or a country set, not both.';

/** A fee's country set and payment providers must be the merchant's own (tenancy), checked before its other values. */
export function assertFeeReferences(db: Db, merchantId: number, body: AccessFeeBody): void {
  if (body.country_set_id !== undefined) requireCountrySet(db, merchantId, Number(body.country_set_id), 'country_set_id');
  assertFeeProviders(db, merchantId, body);
}

export function feeValues(body: AccessFeeBody): FeeValues {
  const errors: FieldErrors = {};
  const attempt = <T>(read: () => T, fallback: T): T => {
    try {
      return read();
    } catch (error) {
      if (error instanceof HttpError && error.errors) Object.assign(errors, error.errors);
      else throw error;
      return fallback;
    }
  };
  const type = ACCESS_TYPE_LIST.find((entry) => String(entry.id) === body.access_type_id);
  if (!type) errors.access_type_id = `Unknown access type. Choose one of: ${ACCESS_TYPE_LIST.map((entry) => entry.id).join(', ')}.`;
  const amount = attempt(() => minorUnits(body.amount, 'amount', type?.name === 'freemium' ? 0 : 0.01), 0);
  const trial = body.trial_period_quantity === undefined ? null : Number(body.trial_period_quantity);
  if (trial !== null && !(Number.isInteger(trial) && trial >= 1 && trial <= 365)) errors.trial_period_quantity = 'Trial days must be a whole number from 1 to 365.';
  const setup = body.setup_fee_amount === undefined ? null : attempt(() => minorUnits(body.setup_fee_amount ?? '', 'setup_fee_amount', 0), null);
  const country = body.country_iso?.toUpperCase() ?? null;
  if (country !== null && !/^[A-Z]{2}$/.test(country)) errors.country_iso = 'Use a two-letter country code, such as SE.';
  if (country !== null && body.country_set_id !== undefined) errors.country_set_id = FEE_COUNTRY_AND_SET_MESSAGE;
  const startsAt = attempt(() => isoSeconds(body.starts_at, 'starts_at'), null);
  const expiresAt = attempt(() => isoSeconds(body.expires_at, 'expires_at'), null);
  if (startsAt !== null && expiresAt !== null && expiresAt <= startsAt) errors.expires_at = 'The end must come after the start.';
  const season = type?.name === SEASON;
  const anchor = attempt(() => isoSeconds(body.season_anchor_date, 'season_anchor_date'), null);
  if (season && anchor === null) errors.season_anchor_date = 'A season fee needs its anchor date.';
  const seasonPriceText = body.season_current_price_amount ?? body.season_price_amount;
  const seasonPrice = season && seasonPriceText !== undefined ? attempt(() => minorUnits(seasonPriceText, body.season_current_price_amount === undefined ? 'season_price_amount' : 'season_current_price_amount', 0.01), null) : null;
  if (Object.keys(errors).length > 0) throw new HttpError(400, Object.values(errors)[0], errors);
  return {
    access_type_id: type?.id ?? 0,
    description: body.description?.trim() ?? '',
    amount,
    currency: body.currency,
    trial_period_quantity: trial,
    setup_fee_amount: setup,
    setup_fee_description: setup === null ? null : (body.setup_fee_description?.trim() ?? ''),
    country_iso: country,
    country_set_id: body.country_set_id === undefined ? null : Number(body.country_set_id),
    restriction_type: body.restriction_type ?? (country ? 'country' : body.country_set_id ? 'country_set' : null),
    starts_at: startsAt,
    expires_at: expiresAt,
    season_anchor_date: season ? anchor : null,
    season_price_amount: seasonPrice,
    season_off_season_access: season && formFlag(body.season_off_season_access) ? 1 : 0,
    external_fees: JSON.stringify((body.external_fees ?? []).map((fee) => ({ payment_provider_id: fee.payment_provider_id, external_id: fee.external_id ?? null }))),
  };
}

const FEE_COLUMNS = `id, item_id, access_type_id, description, amount, currency, trial_period_quantity, setup_fee_amount,
  setup_fee_description, country_iso, country_set_id, restriction_type, starts_at, expires_at, season_anchor_date,
  season_price_amount, season_off_season_access, external_fees, created_at, updated_at`;

export function listFees(db: Db, merchantId: number, itemId: number): AccessFee[] {
  const rows = prepared(db, `SELECT ${FEE_COLUMNS} FROM access_fees WHERE merchant_id = ? AND item_id = ? ORDER BY id`).all(merchantId, itemId) as FeeRow[];
  return rows.map(toFee);
}

export function requireFee(db: Db, merchantId: number, itemId: number, feeId: number): AccessFee {
  const row = prepared(db, `SELECT ${FEE_COLUMNS} FROM access_fees WHERE merchant_id = ? AND item_id = ? AND id = ?`).get(merchantId, itemId, feeId) as FeeRow | undefined;
  if (!row) throw notFound(FEE_NOT_FOUND_MESSAGE);
  return toFee(row);
}

const VALUE_COLUMNS = [
  'access_type_id',
  'description',
  'amount',
  'currency',
  'trial_period_quantity',
  'setup_fee_amount',
  'setup_fee_description',
  'country_iso',
  'country_set_id',
  'restriction_type',
  'starts_at',
  'expires_at',
  'season_anchor_date',
  'season_price_amount',
  'season_off_season_access',
  'external_fees',
] as const satisfies readonly (keyof FeeValues)[];

export function createFee(db: Db, merchantId: number, itemId: number, values: FeeValues): AccessFee {
  const now = nowSeconds();
  const result = prepared(
    db,
    `INSERT INTO access_fees (merchant_id, item_id, ${VALUE_COLUMNS.join(', ')}, created_at, updated_at)
     VALUES (?, ?, ${VALUE_COLUMNS.map(() => '?').join(', ')}, ?, ?)`,
  ).run(merchantId, itemId, ...VALUE_COLUMNS.map((column) => values[column]), now, now);
  return requireFee(db, merchantId, itemId, Number(result.lastInsertRowid));
}

export function updateFee(db: Db, merchantId: number, itemId: number, feeId: number, values: FeeValues): AccessFee {
  requireFee(db, merchantId, itemId, feeId);
  prepared(db, `UPDATE access_fees SET ${VALUE_COLUMNS.map((column) => `${column} = ?`).join(', ')}, updated_at = ? WHERE id = ? AND merchant_id = ?`).run(
    ...VALUE_COLUMNS.map((column) => values[column]),
    nowSeconds(),
    feeId,
    merchantId,
  );
  return requireFee(db, merchantId, itemId, feeId);
}

export function deleteFee(db: Db, merchantId: number, itemId: number, feeId: number): void {
  requireFee(db, merchantId, itemId, feeId);
  prepared(db, 'DELETE FROM access_fees WHERE id = ? AND merchant_id = ?').run(feeId, merchantId);
}

function toPhase(row: PhaseRow): SeasonPhase {
  return {
    id: row.id,
    access_fee_id: row.access_fee_id,
    season_price: major(row.season_price),
    current_price: major(row.season_price),
    currency: row.currency,
    anchor_date: iso(row.anchor_date),
    starts_at: iso(row.starts_at) as string,
    expires_at: iso(row.expires_at) as string,
  };
}

const PHASE_COLUMNS = 'p.id, p.access_fee_id, p.season_price, p.currency, p.starts_at, p.expires_at, f.season_anchor_date AS anchor_date';

/** A season fee's phases in start-time order, whatever order they were entered in. */
export function listPhases(db: Db, merchantId: number, itemId: number, feeId: number): SeasonPhase[] {
  requireSeasonFee(db, merchantId, itemId, feeId);
  const rows = prepared(
    db,
    `SELECT ${PHASE_COLUMNS} FROM season_phases p JOIN access_fees f ON f.id = p.access_fee_id WHERE p.access_fee_id = ? ORDER BY p.starts_at, p.id`,
  ).all(feeId) as PhaseRow[];
  return rows.map(toPhase);
}

function requireSeasonFee(db: Db, merchantId: number, itemId: number, feeId: number): AccessFee {
  const fee = requireFee(db, merchantId, itemId, feeId);
  if (fee.access_type.name !== SEASON) throw fieldError('fee_id', 'Only a season fee has phases.');
  return fee;
}

interface PhaseValues {
  season_price: number;
  currency: string;
  starts_at: number;
  expires_at: number;
}

export function phaseValues(body: SeasonPhaseBody): PhaseValues {
  const price = minorUnits(body.season_price, 'season_price', 0.01);
  const startsAt = isoSeconds(body.starts_at, 'starts_at') as number;
  const expiresAt = isoSeconds(body.expires_at, 'expires_at') as number;
  if (expiresAt <= startsAt) throw fieldError('expires_at', 'The end must come after the start.');
  return { season_price: price, currency: body.currency, starts_at: startsAt, expires_at: expiresAt };
}

export function createPhase(db: Db, merchantId: number, itemId: number, feeId: number, values: PhaseValues): SeasonPhase {
  requireSeasonFee(db, merchantId, itemId, feeId);
  const result = prepared(db, 'INSERT INTO season_phases (access_fee_id, season_price, currency, starts_at, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    feeId,
    values.season_price,
    values.currency,
    values.starts_at,
    values.expires_at,
    nowSeconds(),
  );
  return requirePhase(db, feeId, Number(result.lastInsertRowid));
}

function requirePhase(db: Db, feeId: number, phaseId: number): SeasonPhase {
  const row = prepared(db, `SELECT ${PHASE_COLUMNS} FROM season_phases p JOIN access_fees f ON f.id = p.access_fee_id WHERE p.access_fee_id = ? AND p.id = ?`).get(feeId, phaseId) as
    | PhaseRow
    | undefined;
  if (!row) throw notFound(PHASE_NOT_FOUND_MESSAGE);
  return toPhase(row);
}

export function updatePhase(db: Db, merchantId: number, itemId: number, feeId: number, phaseId: number, values: PhaseValues): SeasonPhase {
  requireSeasonFee(db, merchantId, itemId, feeId);
  requirePhase(db, feeId, phaseId);
  prepared(db, 'UPDATE season_phases SET season_price = ?, currency = ?, starts_at = ?, expires_at = ? WHERE id = ? AND access_fee_id = ?').run(
    values.season_price,
    values.currency,
    values.starts_at,
    values.expires_at,
    phaseId,
    feeId,
  );
  return requirePhase(db, feeId, phaseId);
}
