import { Type, type Static, type TProperties } from 'typebox';
import { OneOf, Query, Text } from './fields';
import { CURRENCIES, HISTOGRAM_INTERVALS } from './values';

/**
 * The dashboard's figures (catalogue: reporting analytics): a date range, plus each figure's own options. Every
 * figure takes `merchant_id` (an id or uuid): platform staff read every merchant without it, or the one it names.
 */
const rangeQuery = <T extends TProperties>(extra: T) =>
  Query({ start_date: Type.Optional(Text(32)), end_date: Type.Optional(Text(32)), merchant_id: Type.Optional(Text(64)), ...extra });

export const RangeQuery = rangeQuery({});
export const HistogramsQuery = rangeQuery({ interval: Type.Optional(OneOf(HISTOGRAM_INTERVALS)) });
export const SubscriptionAnalyticsQuery = rangeQuery({});
export const AccountingAnalyticsQuery = rangeQuery({ currency: Type.Optional(OneOf(CURRENCIES)) });

export type RangeQuery = Static<typeof RangeQuery>;
export type HistogramsQuery = Static<typeof HistogramsQuery>;
export type SubscriptionAnalyticsQuery = Static<typeof SubscriptionAnalyticsQuery>;
export type AccountingAnalyticsQuery = Static<typeof AccountingAnalyticsQuery>;
