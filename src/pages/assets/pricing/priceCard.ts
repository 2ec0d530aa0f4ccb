import type { AccessFee, AccessTypeInfo, SeasonPhase } from '../../../api/itemTypes';
import { accessTypeName } from '../../../constants/accessTypes';
import type { CountrySet } from '../../../api/restrictions';
import type { CountrySetType } from '../../../contracts/values';
import { parseAmount } from '../../../components/form/amount';
import { isCountryCode } from '../../../components/form/countryChoice';
import { fromInputDate, isSeason, type FeeFormValues } from './feeForm';

/**
 * The paywall's price card (spec section 3 "Price card"): what a buyer in a country sees on a date. A fee limited to
 * the buyer's country (or to a country set that lets them in) replaces the unlimited fee of the same access type and
 * currency; fees limited elsewhere, not yet on sale or expired are left out; a season fee shows the phase of the date.
 */
export interface PreviewFee {
  /** The saved fee this is, or undefined for a fee being added. */
  id?: number;
  accessType: AccessTypeInfo;
  description: string;
  amount: number;
  currency: string;
  trialDays: number | null;
  setupFee: number | null;
  country: string | null;
  /** A fee limited to a country set: the set's type and countries (null: not limited to a set). */
  countrySet: { type: CountrySetType; countries: readonly string[] } | null;
  startsAt: number | null;
  expiresAt: number | null;
  phases: readonly { startsAt: number; expiresAt: number; price: number; currency: string }[];
  offSeasonAccess: boolean;
  unsaved?: boolean;
}

export interface PriceCard {
  key: string;
  currency: string;
  description: string;
  contentType: 'package' | 'other';
  amount: number;
  accessType: { name: string; quantity: number; period: string };
  expiresAt: number | null;
  currentPhase: { current_price: number; currency: string } | null;
  offSeason: boolean;
  trialDays: number | null;
  setupFee: number | null;
  unsaved: boolean;
}

const ms = (iso: string | null): number | null => (iso ? Date.parse(iso) : null);

/** The sets a preview knows, by id. */
export type SetLookup = (id: number) => Pick<CountrySet, 'type' | 'countries'> | undefined;
const setOf = (lookup: SetLookup | undefined, id: number | null): PreviewFee['countrySet'] => {
  const set = id === null ? undefined : lookup?.(id);
  return set ? { type: set.type, countries: set.countries } : null;
};

export function previewFromFee(fee: AccessFee, phases: readonly SeasonPhase[] = [], sets?: SetLookup): PreviewFee {
  return {
    id: fee.id,
    accessType: fee.access_type,
    description: fee.description,
    amount: fee.amount,
    currency: fee.currency,
    trialDays: fee.trial_period?.quantity ?? null,
    setupFee: fee.setup_fee?.fee_amount ?? null,
    country: fee.country_iso,
    countrySet: setOf(sets, fee.country_set_id),
    startsAt: ms(fee.starts_at),
    expiresAt: ms(fee.expires_at),
    phases: phases.map((phase) => ({ startsAt: Date.parse(phase.starts_at), expiresAt: Date.parse(phase.expires_at), price: phase.current_price, currency: phase.currency })),
    offSeasonAccess: fee.season?.off_season_access ?? false,
  };
}

/** A typed amount (a decimal comma allowed) as a number, or null while it is not one. */
const number = (text: string): number | null => {
  const amount = parseAmount(text);
  return amount === null ? null : Number(amount);
};

/** The fee being edited, as typed (before it is saved); null while it has no access type or amount yet. */
export function previewFromDraft(values: FeeFormValues, types: readonly AccessTypeInfo[], saved?: PreviewFee, sets?: SetLookup): PreviewFee | null {
  const accessType = types.find((type) => String(type.id) === values.access_type_id);
  const amount = number(values.amount);
  if (!accessType || amount === null) return null;
  return {
    id: saved?.id,
    accessType,
    description: values.description.trim(),
    amount,
    currency: values.currency,
    trialDays: number(values.trial_days),
    setupFee: number(values.setup_fee_amount),
    country: isCountryCode(values.country_iso) ? values.country_iso : null,
    countrySet: setOf(sets, values.country_set_id ? Number(values.country_set_id) : null),
    startsAt: values.starts_at ? Date.parse(fromInputDate(values.starts_at)) : null,
    expiresAt: values.expires_at ? Date.parse(fromInputDate(values.expires_at)) : null,
    phases: isSeason(types, values.access_type_id) ? (saved?.phases ?? []) : [],
    offSeasonAccess: values.season_off_season_access,
    unsaved: true,
  };
}

/** The saved fees with the draft in place of the fee it edits (or added, for a new one). */
export function withDraft(fees: readonly PreviewFee[], draft: PreviewFee | null): PreviewFee[] {
  if (!draft) return [...fees];
  return draft.id === undefined ? [...fees, draft] : fees.map((fee) => (fee.id === draft.id ? draft : fee));
}

const onSale = (fee: PreviewFee, at: number): boolean => (fee.startsAt === null || fee.startsAt <= at) && (fee.expiresAt === null || at < fee.expiresAt);

/** Whether a fee is limited to some countries (one country or a set). */
const limited = (fee: PreviewFee): boolean => fee.country !== null || fee.countrySet !== null;

/** Whether a buyer in `country` (null: unknown) may buy a fee: its country, or its set allows them. */
const offeredIn = (fee: PreviewFee, country: string | null): boolean => {
  if (fee.country !== null) return fee.country === country;
  if (fee.countrySet === null) return true;
  const listed = country !== null && fee.countrySet.countries.includes(country);
  return fee.countrySet.type === 'whitelist' ? listed : !listed;
};

export function priceCards(fees: readonly PreviewFee[], country: string | null, at: number, contentType: 'package' | 'other' = 'other'): PriceCard[] {
  const open = fees.filter((fee) => onSale(fee, at) && offeredIn(fee, country));
  const slot = (fee: PreviewFee) => `${fee.accessType.id}|${fee.currency}`;
  const localSlots = new Set(open.filter(limited).map(slot));
  const shown = open.filter((fee) => limited(fee) || !localSlots.has(slot(fee)));
  return shown.map((fee, index) => {
    const season = fee.accessType.name === 'season';
    const phase = season ? fee.phases.find((entry) => entry.startsAt <= at && at < entry.expiresAt) : undefined;
    return {
      key: fee.id === undefined ? `draft-${index}` : String(fee.id),
      currency: fee.currency,
      description: fee.description,
      contentType,
      amount: fee.amount,
      accessType: { name: fee.accessType.name, quantity: fee.accessType.quantity, period: fee.accessType.period },
      expiresAt: fee.expiresAt,
      currentPhase: phase ? { current_price: phase.price, currency: phase.currency } : null,
      offSeason: season && fee.phases.length > 0 && !phase,
      trialDays: fee.trialDays,
      setupFee: fee.setupFee,
      unsaved: fee.unsaved === true,
    };
  });
}

/** The access type in people's words, e.g. 'Pay per view, 7 days' or 'Subscription, monthly'. */
export const accessLabel = (type: PriceCard['accessType']): string => accessTypeName(type);

/** A season fee's phases in start-time order (catalogue 7.2: a new phase is inserted in start-time order). */
export const inStartOrder = <T extends { starts_at: string }>(phases: readonly T[]): T[] =>
  [...phases].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
