import { Type, type Static } from 'typebox';
import { Closed, OneOf, Query, Text } from './fields';
import { SubscriptionDetailsQuery, SubscriptionsQuery } from './audience';
import { TransactionsFilterQuery, TransactionsQuery } from './payments';
import { CUSTOMER_ACCESS_TYPES, CUSTOMERS_PAGE_SIZE } from './values';

export { RefundBody as AdminRefundBody } from './audience';
export { SubscriptionDetailsQuery as AdminSubscriptionDetailsQuery };

/**
 * Platform staff's lists (issue 20): customers, payments, subscriptions and accesses of every merchant, or of one
 * (`merchantID`, the merchant's id or uuid), under `v2/admin/`; the filters are the merchant lists' own.
 */
const merchantID = Type.Optional(Text(64));
const Page = Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 });
const Size = (fallback: number) => Type.Integer({ minimum: 1, maximum: 100, default: fallback });
const Bool = OneOf(['true', 'false']);

export const ADMIN_ACCESSES_PAGE_SIZE = 15;

const customerFilter = { active: Type.Optional(Bool), search: Type.Optional(Text(100)), paying_customers: Type.Optional(Bool), order: Type.Optional(OneOf(['createdAt'])), merchantID };

/** GET v2/admin/customers */
export const AdminCustomersQuery = Query({ ...customerFilter, page: Page, size: Size(CUSTOMERS_PAGE_SIZE) });
export type AdminCustomersQuery = Static<typeof AdminCustomersQuery>;
/** GET v2/admin/customers/export */
export const AdminCustomersExportQuery = Query(customerFilter);
export type AdminCustomersExportQuery = Static<typeof AdminCustomersExportQuery>;
/** GET v2/admin/customers/{id} */
export const AdminCustomerParams = Closed({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** GET v2/admin/accounting/transactions */
export const AdminTransactionsQuery = Query({ ...TransactionsQuery.properties, merchantID });
export type AdminTransactionsQuery = Static<typeof AdminTransactionsQuery>;
/** GET v2/admin/accounting/transactions/export */
export const AdminTransactionsExportQuery = Query({ ...TransactionsFilterQuery.properties, merchantID });
export type AdminTransactionsExportQuery = Static<typeof AdminTransactionsExportQuery>;
/** GET v2/admin/accounting/transactions/{trxToken} */
export const AdminPaymentParams = Closed({ trxToken: Text(64, 1) });

/** GET v2/admin/subscriptions */
export const AdminSubscriptionsQuery = Query({ ...SubscriptionsQuery.properties, merchantID });
export type AdminSubscriptionsQuery = Static<typeof AdminSubscriptionsQuery>;
/** GET v2/admin/subscriptions/{subscriptionId} */
export const AdminSubscriptionParams = Closed({ subscriptionId: Text(64, 1) });

/** GET v2/admin/accesses: every access (active or not), by type and part of the customer's e-mail. */
export const AdminAccessesQuery = Query({
  page: Page,
  size: Size(ADMIN_ACCESSES_PAGE_SIZE),
  status: Type.Optional(OneOf(['active', 'inactive'])),
  type: Type.Optional(OneOf(['all', ...CUSTOMER_ACCESS_TYPES])),
  search: Type.Optional(Text(100)),
  merchantID,
});
export type AdminAccessesQuery = Static<typeof AdminAccessesQuery>;
