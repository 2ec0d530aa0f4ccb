import * as lists from '../../api/adminLists';
import { STAFF_ACTIVITY_TAG } from '../../constants/staffActivity';
import type {
  AdminAccessesPage,
  AdminAccessesRequest,
  AdminCustomerDetails,
  AdminCustomersExport,
  AdminCustomersPage,
  AdminCustomersRequest,
  AdminPaymentDetails,
  AdminPaymentsFilter,
  AdminPaymentsPage,
  AdminPaymentsQuery,
  AdminSubscriptionDetails,
  AdminSubscriptionsPage,
  AdminSubscriptionsRequest,
} from '../../api/adminLists';
import { PAYMENT_DETAILS_UI } from '../../constants/messages/audience';
import { savedExport, type ExportedFile } from '../payments/fileSaver';
import { defineEndpoint, type AnyEndpoint } from '../requests/defineEndpoint';
import { pagedRead, storedRead } from '../requests/paginated';

const PAYMENTS = 'AdminPayments';
const PAYMENT = 'AdminPayment';

/** Platform staff's payments of every merchant or one (filters in the URL). */
export const fetchAdminPayments = defineEndpoint<AdminPaymentsQuery, AdminPaymentsPage>('adminLists/fetchPayments', lists.listAdminPayments, pagedRead(() => [PAYMENTS]));
export const exportAdminPayments = defineEndpoint<AdminPaymentsFilter, ExportedFile>('adminLists/exportPayments', savedExport(lists.exportAdminPayments), { strategy: 'leading' });
export const fetchAdminPayment = defineEndpoint<{ trxToken: string }, AdminPaymentDetails>(
  'adminLists/fetchPayment',
  lists.getAdminPayment,
  storedRead(({ trxToken }) => trxToken, ({ trxToken }) => [{ type: PAYMENT, id: trxToken }]),
);
/** A refund by staff: the payment and the lists on screen are read again. */
export const refundAdminPayment = defineEndpoint<{ paymentId: number; trxToken: string; amount: string; reason: string }, AdminPaymentDetails>('adminLists/refund', lists.refundAdminPayment, {
  strategy: 'leading',
  key: ({ trxToken }) => trxToken,
  successNotice: PAYMENT_DETAILS_UI.refunded,
  invalidates: ({ trxToken }) => [{ type: PAYMENT, id: trxToken }, PAYMENTS, STAFF_ACTIVITY_TAG],
});

export const fetchAdminCustomers = defineEndpoint<AdminCustomersRequest, AdminCustomersPage>('adminLists/fetchCustomers', lists.listAdminCustomers, pagedRead());
export const exportAdminCustomers = defineEndpoint<AdminCustomersExport, ExportedFile>('adminLists/exportCustomers', savedExport(lists.exportAdminCustomers), { strategy: 'leading' });
export const fetchAdminCustomer = defineEndpoint<{ id: number }, AdminCustomerDetails>('adminLists/fetchCustomer', lists.getAdminCustomer, storedRead(({ id }) => String(id)));

export const fetchAdminSubscriptions = defineEndpoint<AdminSubscriptionsRequest, AdminSubscriptionsPage>('adminLists/fetchSubscriptions', lists.listAdminSubscriptions, pagedRead());
export const fetchAdminSubscription = defineEndpoint<{ id: string; page: number; size: number }, AdminSubscriptionDetails>(
  'adminLists/fetchSubscription',
  lists.getAdminSubscription,
  storedRead(({ id, page }) => `${id}|${page}`),
);

export const fetchAdminAccesses = defineEndpoint<AdminAccessesRequest, AdminAccessesPage>('adminLists/fetchAccesses', lists.listAdminAccesses, pagedRead());

export const adminListsEndpoints: readonly AnyEndpoint[] = [
  fetchAdminPayments,
  exportAdminPayments,
  fetchAdminPayment,
  refundAdminPayment,
  fetchAdminCustomers,
  exportAdminCustomers,
  fetchAdminCustomer,
  fetchAdminSubscriptions,
  fetchAdminSubscription,
  fetchAdminAccesses,
];
