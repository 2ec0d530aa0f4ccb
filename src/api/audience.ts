import { api, type CallContext } from './client';
import { ApiError, expectAnswer, hasFields } from './errors';
import { uploadingHeldFile } from './files';
import type {
  AccessesPage,
  BulkAccessAccepted,
  BulkFailedFile,
  CountryFigure,
  CustomerAccess,
  CustomerActivity,
  CustomerDetails,
  CustomerInteraction,
  CustomersPage,
  Entitlement,
  GlobalSearchResults,
  MethodsPerCountry,
  PaymentDetails,
  Segmentation,
  SegmentationBand,
  Subscription,
  SubscriptionDetails,
  SubscriptionsPage,
  SubscriptionCountry,
  SubscriptionPeriod,
  SubscriptionStatusGroup,
} from './audienceTypes';
import type { DownloadLink } from './accessCodeTypes';
import { csvExport, type CsvExport } from './payments';
import type {
  CustomerMetadataBody,
  CustomersExportQuery,
  InteractionsFilterQuery,
  SubscriptionCountriesQuery,
  SubscriptionsGroupedQuery,
  SubscriptionStatusQuery,
} from '../contracts/audience';
import { BULK_ACCESS_FILE_FIELD, type BulkAccessAction, type CustomerAccessType, type SubscriptionActionType } from '../contracts/values';

export type * from './audienceTypes';

/** Audience (catalogue 7.7), payment details, refunds and subscriptions (7.9), and the bulk access calls (7.4). */

export interface CustomersRequest {
  page: number;
  size: number;
  active?: 'true' | 'false';
  search?: string;
  paying_customers?: 'true';
  order?: 'createdAt';
}

/** GET v2/customers */
export const listCustomers = (query: CustomersRequest, ctx?: CallContext): Promise<CustomersPage> => api().request({ method: 'GET', path: 'v2/customers', query, ...ctx });

/** GET v2/customers/export: exactly the customers the filter selects, as CSV. */
export const exportCustomers = (filter: CustomersExportQuery, ctx?: CallContext): Promise<CsvExport> => csvExport('v2/customers/export', filter, 'customers.csv', ctx);

/** GET v2/customers/{id} ('Requested account does not exist' marks an erased customer). */
export const getCustomer = ({ id }: { id: number }, ctx?: CallContext): Promise<CustomerDetails> =>
  expectAnswer(api().request({ method: 'GET', path: 'v2/customers/{id}', pathVars: { id }, ...ctx }), hasFields('id', 'email', 'metadata', 'analytics', 'geodata'));

/** GET v2/customers/{id}/activity: activity and lifetime values (merchant_id optional). */
export const getCustomerActivity = ({ id, merchantId }: { id: number; merchantId?: string }, ctx?: CallContext): Promise<CustomerActivity> =>
  api().request({ method: 'GET', path: 'v2/customers/{id}/activity', pathVars: { id }, query: merchantId ? { merchant_id: merchantId } : {}, ...ctx });

/** PUT v2/customers/{id}/metadata: the metadata or the full name. */
export const updateCustomerMetadata = ({ id, ...body }: CustomerMetadataBody & { id: number }, ctx?: CallContext): Promise<CustomerDetails> =>
  api().request({ method: 'PUT', path: 'v2/customers/{id}/metadata', pathVars: { id }, body, ...ctx });

/** PUT v2/customers/{id}/reset-password (optional branding_id). */
export const resetCustomerPassword = ({ id, brandingId }: { id: number; brandingId?: string }, ctx?: CallContext): Promise<{ message: string }> =>
  api().request({ method: 'PUT', path: 'v2/customers/{id}/reset-password', pathVars: { id }, body: brandingId ? { branding_id: brandingId } : {}, ...ctx });

/** DELETE v2/customers/{id}/active: deactivates the customer. */
export const deactivateCustomer = ({ id }: { id: number }, ctx?: CallContext): Promise<CustomerDetails> =>
  api().request({ method: 'DELETE', path: 'v2/customers/{id}/active', pathVars: { id }, ...ctx });

/** PUT v2/customers/{id}/active: reactivates the customer. */
export const reactivateCustomer = ({ id }: { id: number }, ctx?: CallContext): Promise<CustomerDetails> =>
  api().request({ method: 'PUT', path: 'v2/customers/{id}/active', pathVars: { id }, ...ctx });

/** POST v2/customers/{id}/export: the customer's data, e-mailed to them. */
export const exportCustomerData = ({ id }: { id: number }, ctx?: CallContext): Promise<{ message: string }> =>
  api().request({ method: 'POST', path: 'v2/customers/{id}/export', pathVars: { id }, ...ctx });

/** DELETE v2/customers/{id}: erases the account, confirmed with the signed-in user's password. */
export const eraseCustomer = ({ id, password }: { id: number; password: string }, ctx?: CallContext): Promise<void> =>
  api().request({ method: 'DELETE', path: 'v2/customers/{id}', pathVars: { id }, body: { password, customer_id: String(id) }, ...ctx });

/** GET v2/customers/{id}/entitlements/{itemId}: whether the customer can watch the item now, and why. */
export const explainEntitlement = ({ id, itemId }: { id: number; itemId: number }, ctx?: CallContext): Promise<Entitlement> =>
  api().request({ method: 'GET', path: 'v2/customers/{id}/entitlements/{itemId}', pathVars: { id, itemId }, ...ctx });

export interface AccessesRequest {
  customerID: number;
  status: 'active' | 'inactive';
  type?: CustomerAccessType;
  page: number;
  size: number;
}

/** GET items/access */
export const listAccesses = (query: AccessesRequest, ctx?: CallContext): Promise<AccessesPage> => api().request({ method: 'GET', path: 'items/access', query, ...ctx });

export interface AccessChange {
  customerId: number;
  itemId: number;
  /** Unix seconds or a UTC date; absent: never expires (grant only). */
  expiresAt?: string;
}

/** POST items/access: consumer_id, item_id, expires_at. */
export const grantAccess = ({ customerId, itemId, expiresAt }: AccessChange, ctx?: CallContext): Promise<CustomerAccess> =>
  api().request({ method: 'POST', path: 'items/access', body: { consumer_id: String(customerId), item_id: String(itemId), ...(expiresAt ? { expires_at: expiresAt } : {}) }, ...ctx });

/** PUT items/access: a later expiry for the active access. */
export const extendAccess = ({ customerId, itemId, expiresAt }: Required<AccessChange>, ctx?: CallContext): Promise<CustomerAccess> =>
  api().request({ method: 'PUT', path: 'items/access', body: { consumer_id: String(customerId), item_id: String(itemId), expires_at: expiresAt }, ...ctx });

/** DELETE items/access/{id}, body consumer_id. */
export const revokeAccess = ({ accessId, customerId }: { accessId: number; customerId: number }, ctx?: CallContext): Promise<void> =>
  api().request({ method: 'DELETE', path: 'items/access/{id}', pathVars: { id: accessId }, body: { consumer_id: String(customerId) }, ...ctx });

/** GET v2/accounting/transactions/{id}: a payment's details by trx token. */
export const getPaymentDetails = ({ trxToken }: { trxToken: string }, ctx?: CallContext): Promise<PaymentDetails> =>
  api().request({ method: 'GET', path: 'v2/accounting/transactions/{id}', pathVars: { id: trxToken }, ...ctx });

/** POST v2/accounting/transactions/refund: id, reason, amount. */
export const refundPayment = ({ paymentId, amount, reason }: { paymentId: number; trxToken: string; amount: string; reason: string }, ctx?: CallContext): Promise<PaymentDetails> =>
  api().request({ method: 'POST', path: 'v2/accounting/transactions/refund', body: { id: String(paymentId), amount, reason }, ...ctx });

export interface SubscriptionsRequest {
  page: number;
  size: number;
  action_type?: SubscriptionActionType;
  country?: string;
  /** `field:value` terms, e.g. `ConsumerId:42`. */
  filter?: string[];
  order?: 'createdAt';
  /** The list's date range, UTC days inclusive (catalogue: start_date, end_date). */
  start_date?: string;
  end_date?: string;
}

/** GET v2/subscriptions */
export const listSubscriptions = (query: SubscriptionsRequest, ctx?: CallContext): Promise<SubscriptionsPage> =>
  api().request({ method: 'GET', path: 'v2/subscriptions', query, ...ctx });

/** GET v2/subscriptions/{id}: the subscription and its history (page, size 5). */
export const getSubscriptionDetails = ({ id, page, size }: { id: string; page: number; size: number }, ctx?: CallContext): Promise<SubscriptionDetails> =>
  api().request({ method: 'GET', path: 'v2/subscriptions/{id}', pathVars: { id }, query: { page, size }, ...ctx });

export const FOREIGN_CANCEL_URL = 'The cancel address of this subscription is not on this platform.';

/**
 * Cancels a subscription: a GET on the unsubscribe address the subscription carries. Only an address on this API's
 * own origin and base is followed (the bearer token never goes elsewhere).
 */
export async function cancelSubscription({ unsubscribeUrl }: { unsubscribeUrl: string; subscriptionId: string }, ctx?: CallContext): Promise<{ message: string; subscription: Subscription }> {
  const here = globalThis.location?.href ?? 'http://localhost/';
  const base = new URL(api().axios.defaults.baseURL ?? '/', here);
  const target = new URL(unsubscribeUrl, base);
  const basePath = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  if (target.origin !== base.origin || !target.pathname.startsWith(basePath)) throw new ApiError(0, FOREIGN_CANCEL_URL);
  const path = decodeURIComponent(target.pathname.slice(basePath.length));
  return api().request({ method: 'GET', path: path.replace(/[{}]/g, ''), ...ctx });
}

/** GET v2/search: customers, payments and subscriptions at once, within the caller's sections. */
export const globalSearch = ({ q }: { q: string }, ctx?: CallContext): Promise<GlobalSearchResults> => api().request({ method: 'GET', path: 'v2/search', query: { q }, ...ctx });

/** GET items/access/bulk/template/{action}: the template's download_url (saved as template.csv). */
export const getBulkTemplate = ({ action }: { action: BulkAccessAction }, ctx?: CallContext): Promise<DownloadLink> =>
  api().request({ method: 'GET', path: 'items/access/bulk/template/{action}', pathVars: { action }, ...ctx });

/** POST items/access/bulk/{action}-access, multipart with the file (and optionally merchant_id), with progress. */
export const uploadBulkAccess = ({ action, fileId, merchantId }: { action: BulkAccessAction; fileId: string; merchantId?: string }, ctx?: CallContext): Promise<BulkAccessAccepted> =>
  uploadingHeldFile(fileId, (file) =>
    api().request<BulkAccessAccepted>({
      method: 'POST',
      path: 'items/access/bulk/{action}',
      pathVars: { action: `${action}-access` },
      body: { [BULK_ACCESS_FILE_FIELD]: file, ...(merchantId ? { merchant_id: merchantId } : {}) },
      bodyType: 'multipart',
      ...ctx,
    }),
  );

/** GET items/access/bulk/failed/{action} (merchant_id optional). */
export const listBulkFailedFiles = ({ action, merchantId }: { action: BulkAccessAction; merchantId?: string }, ctx?: CallContext): Promise<BulkFailedFile[]> =>
  api().request({ method: 'GET', path: 'items/access/bulk/failed/{action}', pathVars: { action }, query: merchantId ? { merchant_id: merchantId } : {}, ...ctx });

/** GET items/access/bulk/failed/{action}/download/{file_name}: the file's download_url. */
export const getBulkFailedFile = ({ action, fileName }: { action: BulkAccessAction; fileName: string }, ctx?: CallContext): Promise<DownloadLink> =>
  api().request({ method: 'GET', path: 'items/access/bulk/failed/{action}/download/{file_name}', pathVars: { action, file_name: fileName }, ...ctx });

export type InteractionsRequest = InteractionsFilterQuery & { page: number; size: number };

/** GET v2/customers/interactions: the segment and a page of its customers. */
export const listInteractions = (query: InteractionsRequest, ctx?: CallContext): Promise<Segmentation> => api().request({ method: 'GET', path: 'v2/customers/interactions', query, ...ctx });

/** GET v2/customers/interactions/bands: the segment per probability band (segmentation reports). */
export const getSegmentationBands = (query: InteractionsFilterQuery, ctx?: CallContext): Promise<SegmentationBand[]> =>
  api().request({ method: 'GET', path: 'v2/customers/interactions/bands', query, ...ctx });

/** GET v2/customers/interactions/export: the segment as CSV. */
export const exportSegment = (filter: InteractionsFilterQuery, ctx?: CallContext): Promise<CsvExport> => csvExport('v2/customers/interactions/export', filter, 'segment.csv', ctx);

/** GET v2/customers/{id}/probability: a customer's interaction figures. */
export const getCustomerProbability = ({ id }: { id: number }, ctx?: CallContext): Promise<CustomerInteraction> =>
  api().request({ method: 'GET', path: 'v2/customers/{id}/probability', pathVars: { id }, ...ctx });

/** GET v2/reporting/subscriptions/status/{groupBy} */
export const getSubscriptionsByStatus = ({ groupBy, ...query }: SubscriptionStatusQuery & { groupBy: 'day' | 'week' | 'month' }, ctx?: CallContext): Promise<SubscriptionStatusGroup[]> =>
  api().request({ method: 'GET', path: 'v2/reporting/subscriptions/status/{groupBy}', pathVars: { groupBy }, query, ...ctx });

/** GET v2/reporting/payments/asset-countries: itemId, startDate, endDate. */
export const getAssetPaymentsPerCountry = (query: { itemId: string; startDate: string; endDate: string }, ctx?: CallContext): Promise<CountryFigure[]> =>
  api().request({ method: 'GET', path: 'v2/reporting/payments/asset-countries', query, ...ctx });

/** GET v2/reporting/payments/method-countries: startDate, endDate. */
export const getPaymentMethodsPerCountry = (query: { startDate: string; endDate: string }, ctx?: CallContext): Promise<MethodsPerCountry[]> =>
  api().request({ method: 'GET', path: 'v2/reporting/payments/method-countries', query, ...ctx });

/** GET v2/reporting/subscriptions: subscriptions created per period, by action type and country. */
export const getSubscriptionsGrouped = (query: SubscriptionsGroupedQuery, ctx?: CallContext): Promise<SubscriptionPeriod[]> =>
  api().request({ method: 'GET', path: 'v2/reporting/subscriptions', query, ...ctx });

/** GET v2/reporting/subscriptions/countries: subscriptions created and canceled per country. */
export const getSubscriptionCountries = (query: SubscriptionCountriesQuery, ctx?: CallContext): Promise<SubscriptionCountry[]> =>
  api().request({ method: 'GET', path: 'v2/reporting/subscriptions/countries', query, ...ctx });
