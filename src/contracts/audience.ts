import { Type, type Static } from 'typebox';
import { Closed, Metadata, NoBody, OneOf, Password, Query, Text } from './fields';
import { BULK_ACCESS_ACTIONS, CUSTOMER_ACCESS_TYPES, CUSTOMERS_PAGE_SIZE, PAYMENT_TYPES, SUBSCRIPTION_ACTION_TYPES } from './values';

/** Audience, accesses, payment details, refunds and subscriptions (catalogue 7.7, 7.9 and the bulk access calls of 7.4). */
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Page = Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 });
const Size = (fallback: number) => Type.Integer({ minimum: 1, maximum: 100, default: fallback });
const Bool = OneOf(['true', 'false']);
/** Unix seconds, or a UTC date `YYYY-MM-DD` / `YYYY-MM-DD HH:mm:ss`. */
export const EXPIRY_PATTERN = '^(\\d{1,11}|\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?)$';
const Expiry = Type.String({ pattern: EXPIRY_PATTERN, maxLength: 19 });
const Digits = Type.String({ pattern: '^\\d{1,10}$' });

export const CustomerParams = Closed({ id: Id });

export const CustomersQuery = Query({
  page: Page,
  size: Size(CUSTOMERS_PAGE_SIZE),
  active: Type.Optional(Bool),
  search: Type.Optional(Text(100)),
  paying_customers: Type.Optional(Bool),
  order: Type.Optional(OneOf(['createdAt'])),
});
export type CustomersQuery = Static<typeof CustomersQuery>;

export const CustomerActivityQuery = Query({ merchant_id: Type.Optional(Text(64)) });

/** PUT metadata: the metadata, or the full name (or both). */
export const CustomerMetadataBody = Closed({ metadata: Type.Optional(Metadata()), full_name: Type.Optional(Text(250, 2)) }, { minProperties: 1 });
export type CustomerMetadataBody = Static<typeof CustomerMetadataBody>;

export const ResetCustomerPasswordBody = Type.Unsafe<{ branding_id?: string } | null>({ ...Closed({ branding_id: Type.Optional(Digits) }), type: ['object', 'null'] });
export type ResetCustomerPasswordBody = Static<typeof ResetCustomerPasswordBody>;

export const EraseCustomerBody = Closed({ password: Password, customer_id: Type.Optional(Digits) });
export type EraseCustomerBody = Static<typeof EraseCustomerBody>;

export const AccessesQuery = Query({
  customerID: Digits,
  status: Type.Optional(OneOf(['active', 'inactive'])),
  type: Type.Optional(OneOf(['all', ...CUSTOMER_ACCESS_TYPES])),
  tags: Type.Optional(Text(100)),
  page: Page,
  size: Size(5),
});
export type AccessesQuery = Static<typeof AccessesQuery>;

export const GrantAccessBody = Closed({ consumer_id: Digits, item_id: Digits, expires_at: Type.Optional(Expiry) });
export type GrantAccessBody = Static<typeof GrantAccessBody>;
export const ExtendAccessBody = Closed({ consumer_id: Digits, item_id: Digits, expires_at: Expiry });
export type ExtendAccessBody = Static<typeof ExtendAccessBody>;
export const RevokeAccessParams = Closed({ id: Id });
export const RevokeAccessBody = Closed({ consumer_id: Digits });
export type RevokeAccessBody = Static<typeof RevokeAccessBody>;

export const EntitlementParams = Closed({ id: Id, itemId: Id });

export const PaymentParams = Closed({ id: Text(64, 1) });
export const RefundBody = Closed({ id: Digits, reason: Text(500, 1), amount: Type.String({ pattern: '^\\d{1,9}(\\.\\d{1,2})?$' }) });
export type RefundBody = Static<typeof RefundBody>;

const SearchTerms = Type.Array(Text(300), { maxItems: 5 });
export const SubscriptionsQuery = Query({
  page: Page,
  size: Size(15),
  status: Type.Optional(OneOf(['all', ...SUBSCRIPTION_ACTION_TYPES])),
  action_type: Type.Optional(OneOf(['all', ...SUBSCRIPTION_ACTION_TYPES])),
  type: Type.Optional(OneOf(['all', ...SUBSCRIPTION_ACTION_TYPES])),
  country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
  filter: Type.Optional(SearchTerms),
  search: Type.Optional(SearchTerms),
  start_date: Type.Optional(Text(32)),
  end_date: Type.Optional(Text(32)),
  startDate: Type.Optional(Text(32)),
  endDate: Type.Optional(Text(32)),
  unique: Type.Optional(Bool),
  order: Type.Optional(OneOf(['createdAt'])),
});
export type SubscriptionsQuery = Static<typeof SubscriptionsQuery>;

/** A customer's payments in the details' selector: `filter=consumer_id:{id}` plus the type. */
export const CustomerPaymentsTypes = ['all', ...PAYMENT_TYPES] as const;

export const SubscriptionParams = Closed({ id: Text(64, 1) });
export const SubscriptionDetailsQuery = Query({ page: Page, size: Size(5) });
export const CancelSubscriptionParams = Closed({ token: Text(64, 1) });
export { NoBody };

export const GlobalSearchQuery = Query({ q: Text(100, 2) });
export type GlobalSearchQuery = Static<typeof GlobalSearchQuery>;

export const BulkActionParams = Closed({ action: OneOf(BULK_ACCESS_ACTIONS.map((action) => `${action}-access` as const)) });
export const BulkTemplateParams = Closed({ action: OneOf(BULK_ACCESS_ACTIONS) });
export const BulkFailedParams = Closed({ action: OneOf(BULK_ACCESS_ACTIONS) });
export const BulkFailedFileParams = Closed({ action: OneOf(BULK_ACCESS_ACTIONS), file_name: Type.String({ pattern: '^[\\w.-]{1,200}$' }) });
export const BulkFailedQuery = Query({ merchant_id: Type.Optional(Text(64)) });

/** GET customers export: the list's filter, every matching customer as CSV. */
export const CustomersExportQuery = Query({
  active: Type.Optional(Bool),
  search: Type.Optional(Text(100)),
  paying_customers: Type.Optional(Bool),
  order: Type.Optional(OneOf(['createdAt'])),
});
export type CustomersExportQuery = Static<typeof CustomersExportQuery>;

const Decimal = Type.String({ pattern: '^\\d{1,9}(\\.\\d{1,4})?$' });
/** Customer interactions (segmentation): money spent and probability ranges (probability 0 to 1), and an e-mail. */
export const InteractionsFilterQuery = Query({
  monetary_from: Type.Optional(Decimal),
  monetary_to: Type.Optional(Decimal),
  probability_from: Type.Optional(Decimal),
  probability_to: Type.Optional(Decimal),
  email: Type.Optional(Text(100)),
});
export type InteractionsFilterQuery = Static<typeof InteractionsFilterQuery>;
export const InteractionsQuery = Query({ ...InteractionsFilterQuery.properties, page: Page, size: Size(15) });
export type InteractionsQuery = Static<typeof InteractionsQuery>;

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** Subscriptions by status, grouped by day, week or month. */
export const SubscriptionStatusParams = Closed({ groupBy: OneOf(['day', 'week', 'month']) });
export const SubscriptionStatusQuery = Query({ start_date: Day, end_date: Day, status: Type.Optional(OneOf(['all', ...SUBSCRIPTION_ACTION_TYPES])) });
export type SubscriptionStatusQuery = Static<typeof SubscriptionStatusQuery>;
/** An asset's payments per country, and payment methods per country (catalogue 7.7). */
export const AssetCountriesQuery = Query({ itemId: Digits, startDate: Day, endDate: Day });
export type AssetCountriesQuery = Static<typeof AssetCountriesQuery>;
export const MethodCountriesQuery = Query({ startDate: Day, endDate: Day });
export type MethodCountriesQuery = Static<typeof MethodCountriesQuery>;

/** Subscriptions created per period, filtered by action type and the customer's country (country or country_code). */
export const SubscriptionsGroupedQuery = Query({
  grouped_by: Type.Optional(OneOf(['day', 'week', 'month'])),
  action_type: Type.Optional(OneOf(['all', ...SUBSCRIPTION_ACTION_TYPES])),
  country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
  country_code: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
  start_date: Day,
  end_date: Day,
});
export type SubscriptionsGroupedQuery = Static<typeof SubscriptionsGroupedQuery>;
/** Subscriptions per country: created and canceled in the range. */
export const SubscriptionCountriesQuery = Query({ start_date: Day, end_date: Day });
export type SubscriptionCountriesQuery = Static<typeof SubscriptionCountriesQuery>;
