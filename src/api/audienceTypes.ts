import type { Payment } from './types';
import type { BulkAccessAction, CustomerAccessType, SubscriptionActionType } from '../contracts/values';

/** What the platform answers for customers, accesses, payment details and subscriptions (spec section 3). */

export interface CustomerSummary {
  id: number;
  email: string;
  full_name: string;
  active: boolean;
  number_of_payments: number;
  country: string;
  created_at: number;
  last_login: number | null;
}

export interface CustomersPage {
  collection: CustomerSummary[];
  total: number;
}

export interface MoneyTotal {
  currency: string;
  amount: number;
}

export interface ContentRequest {
  item_id: number;
  item_title: string;
  requested_at: number;
}

export interface CustomerDetails {
  id: number;
  email: string;
  full_name: string;
  active: boolean;
  number_of_payments: number;
  metadata: Record<string, string>;
  roles: string[];
  created_at: number;
  geodata: { continent: string; country: string; country_name: string };
  analytics: {
    last_login: number | null;
    content_request_log: ContentRequest[];
    total_assets_bought: number;
    total_transactions: number;
    money_spent: MoneyTotal[];
    first_purchase: number | null;
    last_purchase: number | null;
  };
}

export interface CustomerActivity {
  /** Logins per day over the last 30 days (UTC days, oldest first). */
  activity: { date: string; logins: number }[];
  lifetime_values: { currency: string; total: number; payments: number; refunded: number }[];
  days_as_customer: number;
}

export interface CustomerAccess {
  itemAccessId: number;
  itemId: number;
  itemTitle: string;
  itemType: string;
  type: CustomerAccessType;
  /** Unix seconds; null when it never expires. */
  expiresAt: number | null;
  revoked: boolean;
  createdAt: number;
  currency: string;
  customer_id: number;
  consumer_email: string;
}

export interface AccessesPage {
  collection: CustomerAccess[];
  total: number;
}

export interface Refund {
  id: number;
  reason: string;
  amount: number;
  currency: string;
  created_at: number;
  trx_token: string;
}

/** A payment as the list shows it, and every detail of spec section 3. */
export interface PaymentDetails extends Payment {
  consumer_name: string;
  merchant_id: number;
  payment_tool_info: string;
  gateway_name: string;
  item_id: number;
  item_type: string;
  item_title: string;
  issued_by: string;
  note: string;
  ip_address: string;
  continent: string;
  country_iso: string;
  voucher_code: string | null;
  voucher_discount: number | null;
  expires_at: number | null;
  access_fee_description: string;
  exchange_rate: number;
  settlement_currency: string;
  client_id: string;
  refunds: Refund[];
  /** What is left to refund, in the payment's currency. */
  refundable_amount: number;
  device: { type: string; os: string; model: string };
  gift: { id: number; code: string; buyer_email: string; receiver_email: string } | null;
}

export interface Subscription {
  subscriptionId: string;
  transactionToken: string;
  unsubscribeUrl: string;
  actionType: SubscriptionActionType;
  subscriptionPrice: number;
  charged_amount: number;
  currency: string;
  itemId: number;
  itemTitle: string;
  itemType: string;
  consumerEmail: string;
  consumerId: number;
  country: string;
  paymentMethodName: string;
  createdAt: number;
  updatedAt: number;
  canceledAt: number | null;
}

export interface SubscriptionsPage {
  collection: Subscription[];
  total: number;
}

export interface SubscriptionHistoryEntry {
  id: string;
  action_type: string;
  description: string;
  amount: number | null;
  currency: string;
  created_at: number;
}

export interface SubscriptionDetails {
  subscription: Subscription;
  history: { collection: SubscriptionHistoryEntry[]; total: number };
}

/** Why a customer can or cannot watch an item now (the entitlement explainer). */
export type EntitlementVerdict = 'can_watch' | 'no_access' | 'blocked' | 'inactive_item';

export interface EntitlementRestriction {
  category: 'geo' | 'domain' | 'age';
  blocks: boolean;
  detail: string;
}

export interface Entitlement {
  customer_id: number;
  item_id: number;
  item_title: string;
  verdict: EntitlementVerdict;
  can_watch: boolean;
  access: {
    id: number;
    type: CustomerAccessType;
    source: 'purchase' | 'grant' | 'voucher' | 'code';
    via_package: { id: number; title: string } | null;
    /** A revoked or expired access is shown as the last one the customer had. */
    state: 'active' | 'revoked' | 'expired';
    created_at: number;
    expires_at: number | null;
  } | null;
  fee: { description: string; amount: number; currency: string } | null;
  restrictions: EntitlementRestriction[];
}

export interface GlobalSearchResults {
  customers: { id: number; email: string; full_name: string }[];
  payments: { trxToken: string; itemTitle: string; amount: number; currency: string; actionType: string; consumerEmail: string }[];
  subscriptions: { subscriptionId: string; itemTitle: string; actionType: string; consumerEmail: string }[];
}

export interface BulkAccessAccepted {
  file_name: string;
  status: 'processing';
  rows: number;
}

/** The resource of a `bulk.{action}.access` realtime message. */
export interface BulkAccessOutcome {
  code: number;
  action: BulkAccessAction;
  file_name: string;
  succeeded: number;
  failed: number;
  failed_file?: string;
  message?: string;
}

export interface BulkFailedFile {
  file_name: string;
  createdAt: number;
  rows: number;
}

/** A customer's interaction figures (segmentation, spec section 3). */
export interface CustomerInteraction {
  customer_id: number;
  customer_email: string;
  created_at: number;
  first_interaction: number;
  last_interaction: number;
  number_of_interactions: number;
  expected_number_of_interactions: number;
  /** In the settlement currency (EUR). */
  monetary_first: number;
  monetary_sum: number;
  /** 0 to 1. */
  probability_of_interaction: number;
}

export interface Segmentation {
  interaction_cycle_period: number;
  interaction_cycle_start: number;
  segment_size: number;
  total_users: number;
  users: { collection: CustomerInteraction[]; total: number };
}

/** Segmentation reports: the segment's customers per probability band. */
export interface SegmentationBand {
  band: string;
  customers: number;
  monetary_sum: number;
  interactions: number;
}

export interface SubscriptionStatusGroup {
  period: string;
  counts: Record<string, number>;
}

export interface CountryFigure {
  country_iso: string;
  payments: number;
  amounts: MoneyTotal[];
}

export interface MethodsPerCountry {
  country_iso: string;
  methods: Record<string, number>;
}

export interface SubscriptionPeriod {
  period: string;
  subscriptions: number;
}

export interface SubscriptionCountry {
  country_iso: string;
  created: number;
  canceled: number;
}
