import { prepared, type Db } from '../db/connection';

/** The commerce vocabulary of the spec (section 3) and the row shapes of the commerce tables. */
export { CURRENCIES, PAYMENT_TYPES, type Currency, type PaymentType } from '../../../src/contracts/values';
import type { Currency, PaymentType } from '../../../src/contracts/values';

export const PAYMENT_METHODS = [
  'Direct Debit',
  'Card',
  'PayPal',
  'Amazon In-App',
  'Roku In-App',
  'Ideal',
  'Apple In-App',
  'Google In-App',
  'Wirecard',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const SUBSCRIPTION_TYPES = [
  'recurrent',
  'past_due',
  'unpaid',
  'canceled',
  'free-trial',
  'ended',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** Subscriptions in these states no longer run (the "inactive" status of the subscriptions report). */
export const ENDED_SUBSCRIPTION_TYPES: readonly SubscriptionType[] = ['canceled', 'ended', 'incomplete_expired'];

export const ACCESS_TYPES = ['granted', 'purchased', 'full-discount', 'access-voucher'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

export const ITEM_TYPES = ['asset', 'package'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const ASSET_TYPES = ['video', 'html_asset', 'dlc_asset', 'rss_asset', 'jw_ott_app_asset'] as const;

export interface NewItem {
  merchant_id: number;
  item_type: ItemType;
  asset_type: string | null;
  title: string;
  description: string;
  is_active: boolean;
  created_at: number;
}

export interface NewCustomer {
  merchant_id: number;
  uuid: string;
  email: string;
  full_name: string;
  country_iso: string;
  active: boolean;
  created_at: number;
  last_login_at: number | null;
}

export interface NewPayment {
  merchant_id: number;
  customer_id: number;
  item_id: number;
  trx_token: string;
  transaction_token: string;
  action_type: PaymentType;
  /** Minor units (cents). */
  amount: number;
  currency: Currency;
  payment_method: PaymentMethod;
  country_iso: string;
  /** The domain the paywall was embedded on; '' (the default) for the merchant's own page. */
  embed_domain?: string;
  created_at: number;
}

export interface NewSubscription {
  merchant_id: number;
  customer_id: number;
  item_id: number;
  subscription_id: string;
  action_type: SubscriptionType;
  price: number;
  currency: Currency;
  payment_method: PaymentMethod;
  created_at: number;
  canceled_at: number | null;
}

export interface NewAccess {
  merchant_id: number;
  customer_id: number;
  item_id: number;
  type: AccessType;
  expires_at: number | null;
  revoked: boolean;
  created_at: number;
}

/** The settlement currency of a merchant's contract, and what one unit of each currency settles at (the sandbox's rates). */
export const SETTLEMENT_CURRENCY = 'EUR';
export const SETTLEMENT_RATES: Readonly<Record<string, number>> = { EUR: 1, USD: 0.92, GBP: 1.17 };

/** Minor units to the API's decimal major units (1250 → 12.5). */
export function toMajor(minor: number): number {
  return Math.round(minor) / 100;
}

const flag = (value: boolean): number => (value ? 1 : 0);

/** Prepared inserts for the commerce tables, for seeding and for tests that add their own rows. */
export function commerceWriter(db: Db) {
  const item = db.prepare(
    `INSERT INTO items (merchant_id, item_type, asset_type, title, description, is_active, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const customer = db.prepare(
    `INSERT INTO customers (merchant_id, uuid, email, full_name, country_iso, active, created_at, last_login_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const login = db.prepare('INSERT INTO customer_logins (merchant_id, customer_id, created_at) VALUES (?, ?, ?)');
  const payment = db.prepare(
    `INSERT INTO payments (merchant_id, customer_id, item_id, trx_token, transaction_token, action_type, amount, currency,
       payment_method, country_iso, embed_domain, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const subscription = db.prepare(
    `INSERT INTO subscriptions (merchant_id, customer_id, item_id, subscription_id, action_type, price, currency, payment_method,
       created_at, updated_at, canceled_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const access = db.prepare(
    'INSERT INTO accesses (merchant_id, customer_id, item_id, type, expires_at, revoked, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const id = (result: { lastInsertRowid: number | bigint }) => Number(result.lastInsertRowid);
  return {
    item: (row: NewItem) =>
      id(item.run(row.merchant_id, row.item_type, row.asset_type, row.title, row.description, flag(row.is_active), row.created_at, row.created_at)),
    customer: (row: NewCustomer) =>
      id(customer.run(row.merchant_id, row.uuid, row.email, row.full_name, row.country_iso, flag(row.active), row.created_at, row.last_login_at)),
    login: (merchantId: number, customerId: number, createdAt: number) => id(login.run(merchantId, customerId, createdAt)),
    payment: (row: NewPayment) =>
      id(
        payment.run(
          row.merchant_id,
          row.customer_id,
          row.item_id,
          row.trx_token,
          row.transaction_token,
          row.action_type,
          row.amount,
          row.currency,
          row.payment_method,
          row.country_iso,
          row.embed_domain ?? '',
          row.created_at,
        ),
      ),
    subscription: (row: NewSubscription) =>
      id(
        subscription.run(
          row.merchant_id,
          row.customer_id,
          row.item_id,
          row.subscription_id,
          row.action_type,
          row.price,
          row.currency,
          row.payment_method,
          row.created_at,
          row.created_at,
          row.canceled_at,
        ),
      ),
    access: (row: NewAccess) =>
      id(access.run(row.merchant_id, row.customer_id, row.item_id, row.type, row.expires_at, flag(row.revoked), row.created_at)),
  };
}

export type CommerceWriter = ReturnType<typeof commerceWriter>;

export { prepared } from '../db/connection';

/** Bumped by triggers on every write that changes analytics figures; cached analytics compare against it. */
export function commerceVersion(db: Db, merchantId: number): number {
  const version = prepared(db, 'SELECT version FROM commerce_versions WHERE merchant_id = ?').pluck().get(merchantId) as number | undefined;
  return version ?? 0;
}

/** Grows whenever any merchant's version does (each bump adds one): the version of platform-wide figures. */
export function platformCommerceVersion(db: Db): number {
  return prepared(db, 'SELECT COALESCE(SUM(version), 0) FROM commerce_versions').pluck().get() as number;
}

/**
 * Marks a merchant's commerce data changed where no trigger sees it (a customer's name or e-mail, an erasure), so
 * cached figures that show customers (top customers, segmentation) are computed again.
 */
export function bumpCommerceVersion(db: Db, merchantId: number): void {
  prepared(db, 'INSERT INTO commerce_versions (merchant_id, version) VALUES (?, 1) ON CONFLICT DO UPDATE SET version = version + 1').run(merchantId);
}
