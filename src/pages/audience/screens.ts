/** The Audience, Transactions and Access screens of one chunk (the route table picks one by name). */
export { default as CustomersPage } from './CustomersPage';
export { default as CustomerDetailsPage } from './CustomerDetailsPage';
export { default as SegmentationPage, SegmentationReportsPage } from './SegmentationPage';
export { default as PaymentDetailsPage } from '../transactions/PaymentDetailsPage';
export { default as SubscriptionsPage } from '../transactions/SubscriptionsPage';
export { default as SubscriptionDetailsPage } from '../transactions/SubscriptionDetailsPage';
export { default as BulkActionsPage } from '../access/BulkActionsPage';
