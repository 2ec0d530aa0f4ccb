import { Type, type Static } from 'typebox';
import { Closed, OneOf, Query, Text } from './fields';
import { ACCESS_FEE_TYPE_NAMES, ACCESS_FEE_TYPE_PERIODS, COMMERCIAL_REPORT_TYPES, CURRENCIES, PLATFORM_FEE_CYCLES } from './values';

/** A merchant's commercials, for platform staff (catalogue 7.9 fees and 7.10 commercial reports). Numbers arrive as form text. */
const MerchantId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Money = Type.Number({ minimum: 0, maximum: 1_000_000_000 });
const Percent = Type.Number({ minimum: 0, maximum: 100 });

export const MerchantIdQuery = Query({ merchant_id: MerchantId });
export type MerchantIdQuery = Static<typeof MerchantIdQuery>;
export const MerchantIdParams = Closed({ merchant_id: MerchantId });
export const FeeIdParams = Closed({ id: Type.Integer({ minimum: 1 }) });

/** The setup fields of PATCH revenue setup. */
export const REVENUE_SETUP_FIELDS = {
  contract_currency: Type.Optional(OneOf(CURRENCIES)),
  platform_fee: Type.Optional(Money),
  platform_fee_cycle: Type.Optional(OneOf(PLATFORM_FEE_CYCLES)),
  /** 0: no month chosen (shown as 'Select'). */
  platform_fee_rebill_month: Type.Optional(Type.Integer({ minimum: 0, maximum: 12 })),
  mau_fee: Type.Optional(Money),
};

/** The share fields: `{product}_share_percent` and `{product}_share_minimum_amount` carry the platform key. */
export const shareFieldNames = (platformKey: string) => ({ percent: `${platformKey}_share_percent`, minimum: `${platformKey}_share_minimum_amount` }) as const;

/** PATCH revenue setup by {merchant_id}: the setup fields or the share fields (the handler refuses both at once). */
export const revenueSetupBody = (platformKey: string) => {
  const names = shareFieldNames(platformKey);
  return Closed(
    {
      ...REVENUE_SETUP_FIELDS,
      [names.percent]: Type.Optional(Percent),
      [names.minimum]: Type.Optional(Money),
      payment_provider_fee_percent: Type.Optional(Percent),
      payment_provider_fixed_fee: Type.Optional(Money),
    },
    { minProperties: 1 },
  );
};

/** The JSON string of POST recurring fees. */
const Toggle = Type.Boolean();
const Priced = Closed({ active: Toggle, currency: OneOf(CURRENCIES), amount: Money });
export const RecurringFeesValue = Closed({
  streaming: Closed({
    active: Toggle,
    one_off_setup_fee: Priced,
    per_event: Priced,
    per_viewing_hour: Closed({ active: Toggle, amount: Money }),
  }),
  hosting_page: Closed({ active: Toggle, monthly_fee: Closed({ currency: OneOf(CURRENCIES), amount: Money }) }),
});
export type RecurringFees = Static<typeof RecurringFeesValue>;

/** POST recurring fees: the merchant and the fees as one JSON string (catalogue 7.9). */
export const RecurringFeesBody = Closed({ merchant_id: MerchantId, recurring_fees: Text(4000, 2) });
export type RecurringFeesBody = Static<typeof RecurringFeesBody>;

export const NonRecurringFeesQuery = Query({
  merchant_id: MerchantId,
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: 100, default: 15 }),
});
export type NonRecurringFeesQuery = Static<typeof NonRecurringFeesQuery>;

/** POST non-recurring fees; `date` is a day, YYYY-MM-DD. */
export const NonRecurringFeeBody = Closed({
  merchant_id: MerchantId,
  revenue_stream_id: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  amount: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000_000 }),
  currency: OneOf(CURRENCIES),
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
});
export type NonRecurringFeeBody = Static<typeof NonRecurringFeeBody>;

/** POST access fee types (catalogue 7.9: name, quantity, period) for a merchant. */
export const AccessFeeTypeBody = Closed({
  merchant_id: MerchantId,
  name: OneOf(ACCESS_FEE_TYPE_NAMES),
  quantity: Type.Integer({ minimum: 1, maximum: 1000 }),
  period: OneOf(ACCESS_FEE_TYPE_PERIODS),
});
export type AccessFeeTypeBody = Static<typeof AccessFeeTypeBody>;

/** POST a commercial report by {type}: the month as `{year}-{month}-01`. */
export const CommercialReportParams = Closed({ type: OneOf(COMMERCIAL_REPORT_TYPES) });
export const CommercialReportBody = Closed({ date: Type.String({ pattern: '^\\d{4}-\\d{2}-01$' }) });
export type CommercialReportBody = Static<typeof CommercialReportBody>;
export const CommercialReportIdParams = Closed({ id: Type.Integer({ minimum: 1 }) });
