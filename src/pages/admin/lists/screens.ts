/** The staff lists' screens, one chunk with their store feature. */
export { default as AdminCustomersPage } from './AdminCustomersPage';
export { default as AdminCustomerDetailsPage } from './AdminCustomerDetailsPage';
export { default as AdminPaymentsPage } from './AdminPaymentsPage';
export { default as AdminPaymentDetailsPage } from './AdminPaymentDetailsPage';
export { default as AdminSubscriptionsPage } from './AdminSubscriptionsPage';
export { default as AdminSubscriptionDetailsPage } from './AdminSubscriptionDetailsPage';
export { default as AdminAccessPage } from './AdminAccessPage';
