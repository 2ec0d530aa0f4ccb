/** Answers of platform staff's lists (shared with the sandbox, which builds them): each row names its merchant. */
import type { CustomerAccess, CustomerDetails, CustomerSummary, PaymentDetails, Subscription, SubscriptionDetails } from './audienceTypes';
import type { Payment } from './types';

export interface MerchantRef {
  id: number;
  uuid: string;
  name: string;
}

export type WithMerchant<T> = T & { merchant: MerchantRef };

export interface AdminPage<T> {
  collection: WithMerchant<T>[];
  total: number;
}

export type AdminPayment = WithMerchant<Payment>;
export type AdminCustomer = WithMerchant<CustomerSummary>;
export type AdminSubscription = WithMerchant<Subscription>;
export type AdminAccess = WithMerchant<CustomerAccess>;
export type AdminPaymentsPage = AdminPage<Payment>;
export type AdminCustomersPage = AdminPage<CustomerSummary>;
export type AdminSubscriptionsPage = AdminPage<Subscription>;
export type AdminAccessesPage = AdminPage<CustomerAccess>;
export type AdminPaymentDetails = WithMerchant<PaymentDetails>;
export type AdminCustomerDetails = WithMerchant<CustomerDetails>;
export type AdminSubscriptionDetails = WithMerchant<SubscriptionDetails>;
