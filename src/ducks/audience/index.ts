import * as audience from '../../api/audience';
import type { DownloadLink } from '../../api/accessCodeTypes';
import type {
  AccessChange,
  AccessesRequest,
  AccessesPage,
  BulkAccessAccepted,
  BulkFailedFile,
  CountryFigure,
  CustomerAccess,
  CustomerActivity,
  CustomerDetails,
  CustomerInteraction,
  CustomersPage,
  CustomersRequest,
  Entitlement,
  InteractionsRequest,
  MethodsPerCountry,
  PaymentDetails,
  Segmentation,
  SegmentationBand,
  Subscription,
  SubscriptionDetails,
  SubscriptionsPage,
  SubscriptionsRequest,
  SubscriptionCountry,
  SubscriptionPeriod,
  SubscriptionStatusGroup,
} from '../../api/audience';
import type { CustomerMetadataBody, CustomersExportQuery, InteractionsFilterQuery, SubscriptionCountriesQuery, SubscriptionsGroupedQuery, SubscriptionStatusQuery } from '../../contracts/audience';
import type { BulkAccessAction } from '../../contracts/values';
import { AUDIENCE_UI, BULK_UI, PAYMENT_DETAILS_UI, SUBSCRIPTIONS_UI } from '../../constants/messages/audience';
import { PATHS } from '../../routes/paths';
import type { FeatureModule } from '../featureTypes';
import { savedExport, type ExportedFile } from '../payments/fileSaver';
import { defineEndpoint } from '../requests/defineEndpoint';
import { pagedRead, stableKey, storedRead } from '../requests/paginated';
import type { Tag } from '../requests/tags';
import { defineFeature } from '../requests/storage';

/** Audience, transactions and access (catalogue 7.4 bulk access, 7.7, 7.9): each call declared once. */
const idKey = ({ id }: { id: number }) => String(id);
const jsonKey = (req: object) => stableKey(req);
const customerTag = ({ id }: { id: number }): Tag[] => [{ type: 'Customer', id }];
/** A customer's accesses: the accesses table and the entitlement explainer show them. */
const accessesTag = (customerId: number): Tag[] => [{ type: 'CustomerAccess', id: customerId }];

export const fetchCustomers = defineEndpoint<CustomersRequest, CustomersPage>('audience/fetchCustomers', audience.listCustomers, pagedRead());

export const exportCustomers = defineEndpoint<CustomersExportQuery, ExportedFile>('audience/exportCustomers', savedExport(audience.exportCustomers), { strategy: 'leading' });

export const fetchCustomer = defineEndpoint<{ id: number }, CustomerDetails>('audience/fetchCustomer', audience.getCustomer, storedRead(idKey, customerTag));
export const fetchCustomerActivity = defineEndpoint<{ id: number }, CustomerActivity>('audience/fetchActivity', audience.getCustomerActivity, storedRead(idKey, customerTag));

export const updateCustomerProfile = defineEndpoint<CustomerMetadataBody & { id: number }, CustomerDetails>('audience/updateProfile', audience.updateCustomerMetadata, {
  strategy: 'leading',
  key: idKey,
  successNotice: AUDIENCE_UI.profileSaved,
  invalidates: customerTag,
});
export const resetCustomerPassword = defineEndpoint<{ id: number; brandingId?: string }, { message: string }>('audience/resetPassword', audience.resetCustomerPassword, {
  strategy: 'leading',
  key: idKey,
  successNotice: AUDIENCE_UI.resetSent,
});
export const deactivateCustomer = defineEndpoint<{ id: number }, CustomerDetails>('audience/deactivate', audience.deactivateCustomer, {
  strategy: 'leading',
  key: idKey,
  successNotice: AUDIENCE_UI.deactivated,
  invalidates: customerTag,
});
export const reactivateCustomer = defineEndpoint<{ id: number }, CustomerDetails>('audience/reactivate', audience.reactivateCustomer, {
  strategy: 'leading',
  key: idKey,
  successNotice: AUDIENCE_UI.reactivated,
  invalidates: customerTag,
});
export const exportCustomerData = defineEndpoint<{ id: number }, { message: string }>('audience/exportData', audience.exportCustomerData, {
  strategy: 'leading',
  key: idKey,
  successNotice: AUDIENCE_UI.exported,
});
/** Erasing goes back to the list; a failure shows the server's message (a wrong password on its field). */
export const eraseCustomer = defineEndpoint<{ id: number; password: string }, void>('audience/erase', audience.eraseCustomer, {
  strategy: 'leading',
  key: idKey,
  successNotice: AUDIENCE_UI.erasedNotice,
  navigateTo: PATHS.audience,
});

export const fetchEntitlement = defineEndpoint<{ id: number; itemId: number }, Entitlement>('audience/fetchEntitlement', audience.explainEntitlement, {
  ...storedRead<{ id: number; itemId: number }, Entitlement>(({ id, itemId }) => `${id}:${itemId}`, ({ id }) => accessesTag(id)),
  errorNotice: 'server',
});

/** A customer's accesses; a change reads again the pages on screen (each table its own page and filter). */
export const fetchAccesses = defineEndpoint<AccessesRequest, AccessesPage>('audience/fetchAccesses', audience.listAccesses, pagedRead(({ customerID }) => accessesTag(customerID)));

const accessesChanged = ({ customerId }: { customerId: number }) => accessesTag(customerId);

export const grantAccess = defineEndpoint<AccessChange, CustomerAccess>('audience/grantAccess', audience.grantAccess, {
  strategy: 'leading',
  successNotice: AUDIENCE_UI.granted,
  errorNotice: (error) => (error.status === 409 ? AUDIENCE_UI.duplicateAccess : error.message),
  invalidates: accessesChanged,
});
export const extendAccess = defineEndpoint<Required<AccessChange>, CustomerAccess>('audience/extendAccess', audience.extendAccess, {
  strategy: 'every',
  key: ({ itemId }) => String(itemId),
  successNotice: AUDIENCE_UI.extended,
  invalidates: accessesChanged,
});
export const revokeAccess = defineEndpoint<{ accessId: number; customerId: number }, void>('audience/revokeAccess', audience.revokeAccess, {
  strategy: 'every',
  key: ({ accessId }) => String(accessId),
  successNotice: AUDIENCE_UI.revoked_,
  invalidates: accessesChanged,
});

export const fetchPaymentDetails = defineEndpoint<{ trxToken: string }, PaymentDetails>('audience/fetchPayment', audience.getPaymentDetails, storedRead(({ trxToken }) => trxToken, ({ trxToken }) => [{ type: 'Payment', id: trxToken }]));
export const refundPayment = defineEndpoint<{ paymentId: number; trxToken: string; amount: string; reason: string }, PaymentDetails>('audience/refund', audience.refundPayment, {
  strategy: 'leading',
  key: ({ trxToken }) => trxToken,
  successNotice: PAYMENT_DETAILS_UI.refunded,
  invalidates: ({ trxToken }) => [{ type: 'Payment', id: trxToken }],
});

export const fetchSubscriptions = defineEndpoint<SubscriptionsRequest, SubscriptionsPage>('audience/fetchSubscriptions', audience.listSubscriptions, pagedRead(() => ['Subscriptions']));
export const fetchSubscriptionDetails = defineEndpoint<{ id: string; page: number; size: number }, SubscriptionDetails>('audience/fetchSubscription', audience.getSubscriptionDetails, storedRead(jsonKey, () => ['Subscriptions']));

/** Cancels through the unsubscribe address; the subscription lists and details on screen are read again. */
export const cancelSubscription = defineEndpoint<{ unsubscribeUrl: string; subscriptionId: string }, { message: string; subscription: Subscription }>('audience/cancelSubscription', audience.cancelSubscription, {
  strategy: 'every',
  key: ({ subscriptionId }) => subscriptionId,
  successNotice: SUBSCRIPTIONS_UI.canceled,
  invalidates: () => ['Subscriptions'],
});


export const fetchBulkTemplate = defineEndpoint<{ action: BulkAccessAction }, DownloadLink>('audience/fetchBulkTemplate', audience.getBulkTemplate, { strategy: 'leading', store: { mode: 'replace' } });
export const uploadBulkAccess = defineEndpoint<{ action: BulkAccessAction; fileId: string; merchantId?: string }, BulkAccessAccepted>('audience/uploadBulk', audience.uploadBulkAccess, {
  strategy: 'leading',
  key: ({ action }) => action,
  reportsProgress: true,
  successNotice: (res) => BULK_UI.accepted(res.rows),
});
export const fetchBulkFailedFiles = defineEndpoint<{ action: BulkAccessAction; merchantId?: string }, BulkFailedFile[]>('audience/fetchBulkFailed', audience.listBulkFailedFiles, storedRead(({ action }) => action));

export const fetchInteractions = defineEndpoint<InteractionsRequest, Segmentation>('audience/fetchInteractions', audience.listInteractions, storedRead(jsonKey));
export const fetchCustomerProbability = defineEndpoint<{ id: number }, CustomerInteraction>('audience/fetchProbability', audience.getCustomerProbability, storedRead(idKey));
export const fetchSegmentationBands = defineEndpoint<InteractionsFilterQuery, SegmentationBand[]>('audience/fetchBands', audience.getSegmentationBands, storedRead(jsonKey));
export const exportSegment = defineEndpoint<InteractionsFilterQuery, ExportedFile>('audience/exportSegment', savedExport(audience.exportSegment), { strategy: 'leading' });

export const fetchSubscriptionsByStatus = defineEndpoint<SubscriptionStatusQuery & { groupBy: 'day' | 'week' | 'month' }, SubscriptionStatusGroup[]>(
  'audience/fetchSubscriptionsByStatus',
  audience.getSubscriptionsByStatus,
  storedRead(jsonKey),
);
export const fetchSubscriptionsGrouped = defineEndpoint<SubscriptionsGroupedQuery, SubscriptionPeriod[]>('audience/fetchSubscriptionsGrouped', audience.getSubscriptionsGrouped, storedRead(jsonKey));
export const fetchSubscriptionCountries = defineEndpoint<SubscriptionCountriesQuery, SubscriptionCountry[]>('audience/fetchSubscriptionCountries', audience.getSubscriptionCountries, storedRead(jsonKey));
export const fetchAssetCountries = defineEndpoint<{ itemId: string; startDate: string; endDate: string }, CountryFigure[]>('audience/fetchAssetCountries', audience.getAssetPaymentsPerCountry, storedRead(jsonKey));
export const fetchMethodCountries = defineEndpoint<{ startDate: string; endDate: string }, MethodsPerCountry[]>('audience/fetchMethodCountries', audience.getPaymentMethodsPerCountry, storedRead(jsonKey));

export const audienceFeature: FeatureModule = defineFeature({
  name: 'audience',
  endpoints: [
    fetchCustomers,
    exportCustomers,
    fetchCustomer,
    fetchCustomerActivity,
    updateCustomerProfile,
    resetCustomerPassword,
    deactivateCustomer,
    reactivateCustomer,
    exportCustomerData,
    eraseCustomer,
    fetchEntitlement,
    fetchAccesses,
    grantAccess,
    extendAccess,
    revokeAccess,
    fetchPaymentDetails,
    refundPayment,
    fetchSubscriptions,
    fetchSubscriptionDetails,
    cancelSubscription,
    fetchBulkTemplate,
    uploadBulkAccess,
    fetchBulkFailedFiles,
    fetchInteractions,
    fetchCustomerProbability,
    fetchSegmentationBands,
    exportSegment,
    fetchSubscriptionsByStatus,
    fetchSubscriptionsGrouped,
    fetchSubscriptionCountries,
    fetchAssetCountries,
    fetchMethodCountries,
  ],
});

export default audienceFeature;
