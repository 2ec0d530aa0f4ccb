import { api, type CallContext } from './client';
import { expectAnswer, isPageAnswer } from './errors';
import { csvExport, type CsvExport, type PaymentsFilter } from './payments';
import type {
  AdminAccessesPage,
  AdminCustomerDetails,
  AdminCustomersPage,
  AdminPaymentDetails,
  AdminPaymentsPage,
  AdminSubscriptionDetails,
  AdminSubscriptionsPage,
} from './adminListTypes';
import type { AdminAccessesQuery, AdminCustomersExportQuery, AdminCustomersQuery, AdminSubscriptionsQuery } from '../contracts/adminLists';

export type * from './adminListTypes';

// Staff make these calls with the admin session, even where this browser also holds a merchant one ('Login as').
const asAdmin = (ctx?: CallContext): CallContext => ({ ...ctx, session: 'admin' });

/** Every staff list takes `merchantID` (a merchant's id): left out, the list spans every merchant. */
interface MerchantFilter {
  merchantID?: string;
}

export type AdminPaymentsFilter = PaymentsFilter & MerchantFilter;
export type AdminPaymentsQuery = AdminPaymentsFilter & { page: number; size: number };
export type AdminCustomersRequest = Omit<AdminCustomersQuery, 'srkey'>;
export type AdminCustomersExport = Omit<AdminCustomersExportQuery, 'srkey'>;
export type AdminSubscriptionsRequest = Omit<AdminSubscriptionsQuery, 'srkey'>;
export type AdminAccessesRequest = Omit<AdminAccessesQuery, 'srkey'>;

/** GET v2/admin/accounting/transactions */
export const listAdminPayments = (query: AdminPaymentsQuery, ctx?: CallContext): Promise<AdminPaymentsPage> =>
  expectAnswer(api().request({ method: 'GET', path: 'v2/admin/accounting/transactions', query, ...asAdmin(ctx) }), isPageAnswer);

/** GET v2/admin/accounting/transactions/export: the payments the filter selects, as CSV. */
export const exportAdminPayments = (filter: AdminPaymentsFilter, ctx?: CallContext): Promise<CsvExport> =>
  csvExport('v2/admin/accounting/transactions/export', filter, 'payments.csv', asAdmin(ctx));

/** GET v2/admin/accounting/transactions/{trxToken}: any merchant's payment, with its merchant. */
export const getAdminPayment = ({ trxToken }: { trxToken: string }, ctx?: CallContext): Promise<AdminPaymentDetails> =>
  api().request({ method: 'GET', path: 'v2/admin/accounting/transactions/{trxToken}', pathVars: { trxToken }, ...asAdmin(ctx) });

/** POST v2/admin/accounting/transactions/refund: id, reason, amount (the merchant's refund, done by staff). */
export const refundAdminPayment = ({ paymentId, amount, reason }: { paymentId: number; trxToken: string; amount: string; reason: string }, ctx?: CallContext): Promise<AdminPaymentDetails> =>
  api().request({ method: 'POST', path: 'v2/admin/accounting/transactions/refund', body: { id: String(paymentId), amount, reason }, ...asAdmin(ctx) });

/** GET v2/admin/customers */
export const listAdminCustomers = (query: AdminCustomersRequest, ctx?: CallContext): Promise<AdminCustomersPage> =>
  expectAnswer(api().request({ method: 'GET', path: 'v2/admin/customers', query, ...asAdmin(ctx) }), isPageAnswer);

/** GET v2/admin/customers/export */
export const exportAdminCustomers = (filter: AdminCustomersExport, ctx?: CallContext): Promise<CsvExport> => csvExport('v2/admin/customers/export', filter, 'customers.csv', asAdmin(ctx));

/** GET v2/admin/customers/{id}: any merchant's customer, with the merchant. */
export const getAdminCustomer = ({ id }: { id: number }, ctx?: CallContext): Promise<AdminCustomerDetails> =>
  api().request({ method: 'GET', path: 'v2/admin/customers/{id}', pathVars: { id }, ...asAdmin(ctx) });

/** GET v2/admin/subscriptions */
export const listAdminSubscriptions = (query: AdminSubscriptionsRequest, ctx?: CallContext): Promise<AdminSubscriptionsPage> =>
  expectAnswer(api().request({ method: 'GET', path: 'v2/admin/subscriptions', query, ...asAdmin(ctx) }), isPageAnswer);

/** GET v2/admin/subscriptions/{subscriptionId}: the subscription, its merchant and its history. */
export const getAdminSubscription = ({ id, page, size }: { id: string; page: number; size: number }, ctx?: CallContext): Promise<AdminSubscriptionDetails> =>
  api().request({ method: 'GET', path: 'v2/admin/subscriptions/{id}', pathVars: { id }, query: { page, size }, ...asAdmin(ctx) });

/** GET v2/admin/accesses */
export const listAdminAccesses = (query: AdminAccessesRequest, ctx?: CallContext): Promise<AdminAccessesPage> =>
  expectAnswer(api().request({ method: 'GET', path: 'v2/admin/accesses', query, ...asAdmin(ctx) }), isPageAnswer);
