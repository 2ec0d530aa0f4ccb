import { createHash } from 'node:crypto';
import type { PaymentDetails, Refund, Subscription, SubscriptionDetails, SubscriptionHistoryEntry, SubscriptionsPage } from '../../../src/api/audienceTypes';
import { isInAppMethod, type SubscriptionActionType } from '../../../src/contracts/values';
import { prepared, type Db } from '../db/connection';
import { conflict, fieldError, notFound } from '../lib/errors';
import { randomHex } from '../lib/random';
import { nowSeconds } from '../lib/time';
import { idsContaining, inMerchant, type MerchantScope } from '../lib/merchantScope';
import { SETTLEMENT_CURRENCY, SETTLEMENT_RATES, toMajor, type NewPayment, type PaymentType } from './commerce';
import { continentOf } from './customers';
import { subscriptionOfPaymentSql, toPaymentDto } from './payments';

/** Payment details and refunds, subscriptions and their cancelation (catalogue 7.9). */
export const PAYMENT_NOT_FOUND_MESSAGE = 'No payment of that id.';
export const NOT_REFUNDABLE_MESSAGE = 'Only charges, rebills, donations and gift payments can be refunded.';
export const REFUND_TOO_LARGE_MESSAGE = 'The refund cannot exceed what is left of the payment';
export const REFUND_ZERO_MESSAGE = 'The amount must be greater than 0.';
export const SUBSCRIPTION_NOT_FOUND_MESSAGE = 'No subscription of that id.';
export const ALREADY_CANCELED_MESSAGE = 'The subscription has already ended or been canceled.';
export const IN_APP_CANCEL_MESSAGE = 'This subscription was paid in-app: the customer cancels it in the store.';

const REFUNDABLE: readonly PaymentType[] = ['charge', 'recurrent', 'donation', 'gift-payment'];

/** A payment with its customer's e-mail and name and its item's title and type. */
interface PaymentRow extends NewPayment {
  id: number;
  embed_domain: string;
  email: string;
  full_name: string;
  title: string;
  item_type: string;
  subscription_id: string | null;
}

const SELECT_PAYMENT = `SELECT p.*, c.email, c.full_name, i.title, i.item_type, ${subscriptionOfPaymentSql(['charge', 'recurrent'])} AS subscription_id
  FROM payments p JOIN customers c ON c.id = p.customer_id JOIN items i ON i.id = p.item_id`;

function findPayment(db: Db, merchantId: number, id: string): PaymentRow | undefined {
  // By trx token (the route the console links), or by payment history id.
  const byToken = prepared(db, `${SELECT_PAYMENT} WHERE p.trx_token = ? AND p.merchant_id = ?`).get(id, merchantId) as PaymentRow | undefined;
  if (byToken || !/^\d{1,12}$/.test(id)) return byToken;
  return prepared(db, `${SELECT_PAYMENT} WHERE p.id = ? AND p.merchant_id = ?`).get(Number(id), merchantId) as PaymentRow | undefined;
}

/** Stable made-up facts the sandbox has no source for (the device, the address), derived from the payment. */
function fingerprint(token: string): number[] {
  return [...createHash('sha256').update(token).digest().subarray(0, 8)];
}
const DEVICES = [
  { type: 'desktop', os: 'Windows 11', model: 'PC' },
  { type: 'desktop', os: 'macOS 15', model: 'MacBook Pro' },
  { type: 'mobile', os: 'iOS 19', model: 'iPhone 17' },
  { type: 'mobile', os: 'Android 16', model: 'Pixel 10' },
  { type: 'tv', os: 'Roku OS 14', model: 'Roku Ultra' },
  { type: 'tablet', os: 'iPadOS 19', model: 'iPad Air' },
];
const GATEWAYS: Readonly<Record<string, string>> = {
  Card: 'Stripe',
  Ideal: 'Stripe',
  'Direct Debit': 'Stripe',
  PayPal: 'PayPal',
  Wirecard: 'Wirecard',
  'Apple In-App': 'Apple',
  'Google In-App': 'Google',
  'Amazon In-App': 'Amazon',
  'Roku In-App': 'Roku',
};

/** A payment's refunds, amounts in minor units. */
const refundRows = (db: Db, paymentId: number) =>
  prepared(db, 'SELECT r.id, r.reason, r.amount, r.created_at, p.currency, p.trx_token FROM refunds r JOIN payments p ON p.id = r.refund_payment_id WHERE r.payment_id = ? ORDER BY r.id').all(paymentId) as Refund[];

const refundedMinor = (db: Db, paymentId: number): number => prepared(db, 'SELECT COALESCE(SUM(amount), 0) FROM refunds WHERE payment_id = ?').pluck().get(paymentId) as number;

/** GET payment details (spec section 3: Payment and its details). */
export function paymentDetails(db: Db, merchantId: number, id: string): PaymentDetails {
  const row = findPayment(db, merchantId, id);
  if (!row) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
  const bytes = fingerprint(row.trx_token);
  const gift = prepared(db, 'SELECT id, code, buyer_email, receiver_email FROM gift_vouchers WHERE payment_id = ?').get(row.id) as PaymentDetails['gift'] | undefined;
  const fee = prepared(db, 'SELECT description FROM access_fees WHERE item_id = ? AND amount = ? AND currency = ? LIMIT 1').pluck().get(row.item_id, row.amount, row.currency) as string | undefined;
  const access = prepared(db, 'SELECT expires_at FROM accesses WHERE customer_id = ? AND item_id = ? AND created_at >= ? ORDER BY created_at LIMIT 1').pluck().get(row.customer_id, row.item_id, row.created_at - 60) as
    | number
    | null
    | undefined;
  const refunds = refundRows(db, row.id);
  const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  const refundable = REFUNDABLE.includes(row.action_type) ? row.amount - refunded : 0;
  return {
    ...toPaymentDto(row),
    consumer_name: row.full_name,
    merchant_id: row.merchant_id,
    payment_tool_info: row.payment_method === 'Card' ? `•••• ${String(1000 + ((bytes[0] * 256 + bytes[1]) % 9000))}` : row.payment_method,
    gateway_name: GATEWAYS[row.payment_method] ?? row.payment_method,
    item_id: row.item_id,
    item_type: row.item_type,
    item_title: row.title,
    issued_by: row.action_type === 'refund' ? 'merchant' : 'customer',
    note: row.embed_domain ? `Bought on ${row.embed_domain}` : '',
    ip_address: `${10 + (bytes[2] % 200)}.${bytes[3]}.${bytes[4]}.${1 + (bytes[5] % 250)}`,
    continent: continentOf(row.country_iso),
    country_iso: row.country_iso,
    voucher_code: null,
    voucher_discount: null,
    expires_at: access ?? null,
    access_fee_description: fee ?? '',
    exchange_rate: SETTLEMENT_RATES[row.currency] ?? 1,
    settlement_currency: SETTLEMENT_CURRENCY,
    client_id: `client-${row.merchant_id}`,
    refunds: refunds.map((refund) => ({ ...refund, amount: toMajor(refund.amount) })),
    refundable_amount: toMajor(Math.max(0, refundable)),
    device: DEVICES[bytes[6] % DEVICES.length],
    gift: gift ?? null,
  };
}

/** POST refund: a refund payment (shown negative in the list) returns part or all of what is left of the payment. */
export function refundPayment(db: Db, merchantId: number, request: { id: string; amount: string; reason: string }): PaymentDetails {
  const row = findPayment(db, merchantId, request.id);
  if (!row) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
  if (!REFUNDABLE.includes(row.action_type)) throw conflict(NOT_REFUNDABLE_MESSAGE);
  const amount = Math.round(Number(request.amount) * 100);
  if (!(amount > 0)) throw fieldError('amount', REFUND_ZERO_MESSAGE);
  const left = row.amount - refundedMinor(db, row.id);
  if (amount > left) throw fieldError('amount', `${REFUND_TOO_LARGE_MESSAGE} (${toMajor(left).toFixed(2)} ${row.currency}).`);
  const reason = request.reason.trim();
  if (reason === '') throw fieldError('reason', 'Give a reason for the refund.');
  const now = nowSeconds();
  db.transaction(() => {
    const refundPaymentId = Number(
      prepared(
        db,
        `INSERT INTO payments (merchant_id, customer_id, item_id, trx_token, transaction_token, action_type, amount, currency, payment_method, country_iso, embed_domain, created_at)
         VALUES (?, ?, ?, ?, ?, 'refund', ?, ?, ?, ?, ?, ?)`,
      ).run(merchantId, row.customer_id, row.item_id, `RF-${randomHex(10).toUpperCase()}`, row.transaction_token, amount, row.currency, row.payment_method, row.country_iso, row.embed_domain, now).lastInsertRowid,
    );
    prepared(db, 'INSERT INTO refunds (merchant_id, payment_id, refund_payment_id, reason, amount, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(merchantId, row.id, refundPaymentId, reason, amount, now);
  })();
  return paymentDetails(db, merchantId, row.trx_token);
}

interface SubscriptionRow {
  id: number;
  customer_id: number;
  item_id: number;
  subscription_id: string;
  action_type: SubscriptionActionType;
  price: number;
  currency: string;
  payment_method: string;
  created_at: number;
  updated_at: number;
  canceled_at: number | null;
  email: string;
  country_iso: string;
  title: string;
  item_type: string;
  charged: number;
}

const CHARGED_SQL = `(SELECT COALESCE(SUM(CASE WHEN p.action_type = 'refund' THEN -p.amount ELSE p.amount END), 0) FROM payments p
  WHERE p.merchant_id = s.merchant_id AND p.customer_id = s.customer_id AND p.item_id = s.item_id AND p.created_at >= s.created_at AND p.action_type IN ('charge', 'recurrent', 'refund'))`;
const SELECT_SUBSCRIPTION = `SELECT s.*, c.email, c.country_iso, i.title, i.item_type, ${CHARGED_SQL} AS charged
  FROM subscriptions s JOIN customers c ON c.id = s.customer_id JOIN items i ON i.id = s.item_id`;

/** The address that cancels a subscription (what the platform's answer calls unsubscribeUrl), below the API base. */
export const cancelUrl = (subscriptionId: string): string => `/api/v2/subscriptions/cancel/${encodeURIComponent(subscriptionId)}`;

function toSubscription(row: SubscriptionRow): Subscription {
  return {
    subscriptionId: row.subscription_id,
    transactionToken: row.subscription_id,
    unsubscribeUrl: cancelUrl(row.subscription_id),
    actionType: row.action_type,
    subscriptionPrice: toMajor(row.price),
    charged_amount: toMajor(row.charged),
    currency: row.currency,
    itemId: row.item_id,
    itemTitle: row.title,
    itemType: row.item_type,
    consumerEmail: row.email,
    consumerId: row.customer_id,
    country: row.country_iso,
    paymentMethodName: row.payment_method,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    canceledAt: row.canceled_at,
  };
}

export interface SubscriptionListQuery {
  page: number;
  size: number;
  actionType?: SubscriptionActionType;
  country?: string;
  customerId?: number;
  email?: string;
  itemTitle?: string;
  range?: { from: number; to: number } | null;
}

/** Newest first; filtered by action type, the customer's country, the customer (filter ConsumerId:{id}) and dates. */
export function listSubscriptions(db: Db, merchantId: MerchantScope, query: SubscriptionListQuery): SubscriptionsPage {
  const where = merchantId === null ? ['1 = 1'] : ['s.merchant_id = ?'];
  const args: unknown[] = merchantId === null ? [] : [merchantId];
  const scope = inMerchant('merchant_id', merchantId);
  if (query.actionType) {
    where.push('s.action_type = ?');
    args.push(query.actionType);
  }
  if (query.customerId !== undefined) {
    where.push('s.customer_id = ?');
    args.push(query.customerId);
  }
  if (query.country) {
    where.push(`s.customer_id IN (SELECT id FROM customers WHERE ${scope.sql}country_iso = ?)`);
    args.push(...scope.args, query.country.toUpperCase());
  }
  if (query.email) {
    const term = idsContaining('s.customer_id', 'customers', 'email', query.email, merchantId);
    where.push(term.sql);
    args.push(...term.args);
  }
  if (query.itemTitle) {
    const term = idsContaining('s.item_id', 'items', 'title', query.itemTitle, merchantId);
    where.push(term.sql);
    args.push(...term.args);
  }
  if (query.range) {
    where.push('s.created_at BETWEEN ? AND ?');
    args.push(query.range.from, query.range.to);
  }
  const whereSql = where.join(' AND ');
  const total = prepared(db, `SELECT COUNT(*) FROM subscriptions s WHERE ${whereSql}`).pluck().get(...args) as number;
  const rows = prepared(db, `${SELECT_SUBSCRIPTION} WHERE ${whereSql} ORDER BY s.created_at DESC, s.id DESC LIMIT ? OFFSET ?`).all(...args, query.size, (query.page - 1) * query.size) as SubscriptionRow[];
  return { collection: rows.map(toSubscription), total };
}

function requireSubscription(db: Db, merchantId: number, subscriptionId: string): SubscriptionRow {
  const row = prepared(db, `${SELECT_SUBSCRIPTION} WHERE s.subscription_id = ? AND s.merchant_id = ?`).get(subscriptionId, merchantId) as SubscriptionRow | undefined;
  if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND_MESSAGE);
  return row;
}

const LABELS: Readonly<Record<string, string>> = { charge: 'First charge', recurrent: 'Rebill', refund: 'Refund' };

/** The subscription and its history, newest first: started, each charge, rebill and refund, canceled. */
export function subscriptionDetails(db: Db, merchantId: number, subscriptionId: string, page: number, size: number): SubscriptionDetails {
  const row = requireSubscription(db, merchantId, subscriptionId);
  const payments = prepared(
    db,
    `SELECT trx_token, action_type, amount, currency, created_at FROM payments
     WHERE merchant_id = ? AND customer_id = ? AND item_id = ? AND created_at >= ? AND action_type IN ('charge', 'recurrent', 'refund') ORDER BY created_at DESC, id DESC`,
  ).all(merchantId, row.customer_id, row.item_id, row.created_at) as { trx_token: string; action_type: string; amount: number; currency: string; created_at: number }[];
  const entries: SubscriptionHistoryEntry[] = [
    ...(row.canceled_at !== null ? [{ id: `${row.subscription_id}:canceled`, action_type: 'canceled', description: 'Subscription canceled', amount: null, currency: row.currency, created_at: row.canceled_at }] : []),
    ...payments.map((payment) => ({
      id: payment.trx_token,
      action_type: payment.action_type,
      description: LABELS[payment.action_type] ?? payment.action_type,
      amount: toMajor(payment.action_type === 'refund' ? -payment.amount : payment.amount),
      currency: payment.currency,
      created_at: payment.created_at,
    })),
    { id: `${row.subscription_id}:started`, action_type: 'started', description: 'Subscription started', amount: null, currency: row.currency, created_at: row.created_at },
  ].sort((a, b) => b.created_at - a.created_at);
  return { subscription: toSubscription(row), history: { collection: entries.slice((page - 1) * size, page * size), total: entries.length } };
}

/** Cancels a running subscription through its unsubscribe address; a store-paid one is canceled in the store. */
export function cancelSubscription(db: Db, merchantId: number, subscriptionId: string): Subscription {
  const row = requireSubscription(db, merchantId, subscriptionId);
  if (['canceled', 'ended', 'incomplete_expired'].includes(row.action_type)) throw conflict(ALREADY_CANCELED_MESSAGE);
  if (isInAppMethod(row.payment_method)) throw conflict(IN_APP_CANCEL_MESSAGE);
  const now = nowSeconds();
  prepared(db, "UPDATE subscriptions SET action_type = 'canceled', canceled_at = ?, updated_at = ? WHERE id = ?").run(now, now, row.id);
  return toSubscription(requireSubscription(db, merchantId, subscriptionId));
}
