import * as yup from 'yup';
import { amountText, isAmountOrEmpty } from '../../../components/form/amount';
import { parseDateText } from '../../../components/form/dateText';
import { PRICING_UI } from '../../../constants/messages/assets';
import type { AccessFee, AccessTypeInfo } from '../../../api/itemTypes';
import type { AccessFeeBody } from '../../../contracts/items';
import type { Currency } from '../../../contracts/values';

/** The fee form's values, as typed: every field text, dates as `YYYY-MM-DDTHH:mm` in UTC. */
export interface FeeFormValues {
  access_type_id: string;
  description: string;
  amount: string;
  currency: Currency;
  trial_days: string;
  setup_fee_amount: string;
  setup_fee_description: string;
  country_iso: string;
  /** A country set's id, or '' (a fee is limited to a country or to a set, not both). */
  country_set_id: string;
  starts_at: string;
  expires_at: string;
  season_anchor_date: string;
  season_price: string;
  season_off_season_access: boolean;
  /** Each in-app store's product id for this fee, by payment provider id ('' for none). */
  external_ids: Record<string, string>;
}

export const EMPTY_FEE: FeeFormValues = {
  access_type_id: '',
  description: '',
  amount: '',
  currency: 'EUR',
  trial_days: '',
  setup_fee_amount: '',
  setup_fee_description: '',
  country_iso: '',
  country_set_id: '',
  starts_at: '',
  expires_at: '',
  season_anchor_date: '',
  season_price: '',
  season_off_season_access: false,
  external_ids: {},
};

/** `2026-05-01T18:00:00.000Z` → `2026-05-01 18:00:00`, what the one date-time picker (DateTimeField) holds, in UTC. */
export const toInputDate = (iso: string | null): string => (iso ? iso.slice(0, 19).replace('T', ' ') : '');
/** `2026-05-01T18:00:00.000Z` → `2026-05-01 18:00`, how the pricing screens show a UTC time. */
export const utcMinutes = (iso: string | null): string => (iso ? iso.slice(0, 16).replace('T', ' ') : '');

/** An amount field's rule: at most two decimals after a point or a comma (parseAmount); empty only where optional. */
export const amountRule = (required: boolean) => {
  const rule = yup.string().test('amount', PRICING_UI.amountFormat, (value) => isAmountOrEmpty(value));
  return required ? rule.trim().required(PRICING_UI.required) : rule;
};
/** The picker's `YYYY-MM-DD HH:mm:ss` (validated by dateTextSchema), read as UTC, in ISO 8601. */
export const fromInputDate = (value: string): string => `${(parseDateText(value, 'datetime').value ?? value.trim()).replace(' ', 'T')}Z`;

export const isSeason = (types: readonly AccessTypeInfo[], id: string): boolean => types.find((type) => String(type.id) === id)?.name === 'season';

/** A fee's external fees as the form's product ids by provider. */
export const externalIds = (fees: readonly { payment_provider_id: string; external_id?: string | null }[] | undefined): Record<string, string> =>
  Object.fromEntries((fees ?? []).map((fee) => [fee.payment_provider_id, fee.external_id ?? '']));

export function feeFormValues(fee: AccessFee): FeeFormValues {
  return {
    access_type_id: String(fee.access_type.id),
    description: fee.description,
    amount: String(fee.amount),
    currency: fee.currency as Currency,
    trial_days: fee.trial_period ? String(fee.trial_period.quantity) : '',
    setup_fee_amount: fee.setup_fee ? String(fee.setup_fee.fee_amount) : '',
    setup_fee_description: fee.setup_fee?.description ?? '',
    country_iso: fee.country_iso ?? '',
    country_set_id: fee.country_set_id === null ? '' : String(fee.country_set_id),
    starts_at: toInputDate(fee.starts_at),
    expires_at: toInputDate(fee.expires_at),
    season_anchor_date: toInputDate(fee.season?.anchor_date ?? null),
    season_price: fee.season?.season_price === null || fee.season?.season_price === undefined ? '' : String(fee.season.season_price),
    season_off_season_access: fee.season?.off_season_access ?? false,
    external_ids: externalIds(fee.external_fees),
  };
}

/**
 * The catalogue's fee payload: only the fields that are set. The trial's unit (always day) goes only with trial
 * days; the setup fee's description only with a setup fee; season fields only for a season fee, the season price as
 * `season_price_amount` on create and `season_current_price_amount` on update.
 */
export function feePayload(values: FeeFormValues, types: readonly AccessTypeInfo[], mode: 'create' | 'update'): AccessFeeBody {
  const text = (value: string) => value.trim();
  const payload: AccessFeeBody = { access_type_id: values.access_type_id, amount: amountText(values.amount), currency: values.currency };
  if (text(values.description)) payload.description = text(values.description);
  if (text(values.trial_days)) {
    payload.trial_period_quantity = text(values.trial_days);
    payload.trial_period_period = 'day';
  }
  if (text(values.setup_fee_amount)) {
    payload.setup_fee_amount = amountText(values.setup_fee_amount);
    if (text(values.setup_fee_description)) payload.setup_fee_description = text(values.setup_fee_description);
  }
  if (values.country_iso) payload.country_iso = values.country_iso;
  if (values.country_set_id) payload.country_set_id = values.country_set_id;
  if (values.starts_at) payload.starts_at = fromInputDate(values.starts_at);
  if (values.expires_at) payload.expires_at = fromInputDate(values.expires_at);
  const external = Object.entries(values.external_ids)
    .map(([provider, id]) => [provider, id.trim()] as const)
    .filter(([, id]) => id !== '');
  if (external.length > 0) payload.external_fees = external.map(([provider, id]) => ({ payment_provider_id: provider, external_id: id }));
  if (isSeason(types, values.access_type_id)) {
    if (values.season_anchor_date) payload.season_anchor_date = fromInputDate(values.season_anchor_date);
    if (text(values.season_price)) payload[mode === 'create' ? 'season_price_amount' : 'season_current_price_amount'] = amountText(values.season_price);
    payload.season_off_season_access = values.season_off_season_access ? '1' : '0';
  }
  return payload;
}
