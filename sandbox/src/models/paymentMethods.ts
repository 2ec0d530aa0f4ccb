import type { MerchantPaymentMethod, PaymentMethodMetadata, PaymentMethodOption } from '../../../src/api/billingTypes';
import type { MerchantGatewayBody } from '../../../src/contracts/billing';
import { PAYMENT_METHODS } from '../../../src/contracts/values';
import { prepared, type Db } from '../db/connection';
import { fieldError } from '../lib/errors';
import { nowSeconds } from '../lib/time';
import { metadataOf } from './accounts';

/**
 * A merchant's payment methods (catalogue 7.9): each row says which of its connected gateways (payment_providers)
 * serves a method. At most one row of a method is current; the others stand by.
 */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface MethodRow {
  id: number;
  merchant_id: number;
  method_id: number;
  provider_id: number;
  provider_name: string;
  current: number;
  active: number;
  external: number;
  metadata: string;
}

export const UNKNOWN_METHOD_MESSAGE = `methodId must be the id of a payment method: ${PAYMENT_METHODS.map((method) => `${method.id} (${method.name})`).join(', ')}.`;
export const UNSERVED_METHOD_MESSAGE = 'Choose a gateway your account has connected that serves this method.';
export const ONE_CURRENT_MESSAGE = 'Only one gateway can serve a method: mark one of them current.';
export const REPEATED_GATEWAY_MESSAGE = 'Each gateway can be listed once.';

const ROW_SELECT = `
  SELECT r.id, r.merchant_id, r.method_id, r.provider_id, p.name AS provider_name, r.current, r.active, r.external, r.metadata
  FROM account_payment_providers r JOIN payment_providers p ON p.id = r.provider_id`;

export const methodById = (id: number): PaymentMethod | undefined => PAYMENT_METHODS.find((method) => method.id === id);

const METADATA_KEYS = ['descriptor', 'stripeUserId', 'business'] as const;

export function methodMetadata(text: string): PaymentMethodMetadata {
  const stored = metadataOf(text);
  return Object.fromEntries(METADATA_KEYS.filter((key) => typeof stored[key] === 'string').map((key) => [key, stored[key]]));
}

export function toMerchantMethod(row: MethodRow): MerchantPaymentMethod {
  return {
    accountPaymentProviderId: row.id,
    active: row.active === 1,
    current: row.current === 1,
    external: row.external === 1,
    metadata: methodMetadata(row.metadata),
    paymentMethod: { id: row.method_id, name: methodById(row.method_id)?.name ?? '' },
    paymentProvider: { id: row.provider_id, name: row.provider_name },
  };
}

/** The merchant's rows, by method: the current ones only unless `all` (standby gateways too). */
export function methodRows(db: Db, merchantId: number, all: boolean): MethodRow[] {
  const sql = `${ROW_SELECT} WHERE r.merchant_id = ?${all ? '' : ' AND r.current = 1'} ORDER BY r.method_id, r.id`;
  return prepared(db, sql).all(merchantId) as MethodRow[];
}

export function findMethodRow(db: Db, id: number): MethodRow | null {
  return (prepared(db, `${ROW_SELECT} WHERE r.id = ?`).get(id) as MethodRow | undefined) ?? null;
}

/** The merchant's rows served by one gateway (e.g. every Stripe row, which share the connected account). */
export function gatewayRows(db: Db, merchantId: number, gateway: string): MethodRow[] {
  return prepared(db, `${ROW_SELECT} WHERE r.merchant_id = ? AND p.name = ? ORDER BY r.id`).all(merchantId, gateway) as MethodRow[];
}

/** Every method with the merchant's providers able to serve it (the set-gateway choices), the current one marked. */
export function methodOptions(db: Db, merchantId: number): PaymentMethodOption[] {
  const providers = prepared(db, 'SELECT id, name FROM payment_providers WHERE merchant_id = ? ORDER BY name, id').all(merchantId) as { id: number; name: string }[];
  const current = new Map(methodRows(db, merchantId, false).map((row) => [row.method_id, row.provider_id]));
  return PAYMENT_METHODS.map((method) => ({
    id: method.id,
    name: method.name,
    providers: providers
      .filter((provider) => (method.gateways as readonly string[]).includes(provider.name))
      .map((provider) => ({ id: provider.id, name: provider.name, current: current.get(method.id) === provider.id })),
  }));
}

export interface NewMethodRow {
  merchantId: number;
  methodId: number;
  providerId: number;
  current: boolean;
  metadata?: PaymentMethodMetadata;
}

/** Adds a row, or updates the one of that method and gateway (made active again, current as asked). */
export function upsertMethodRow(db: Db, row: NewMethodRow): void {
  prepared(
    db,
    `INSERT INTO account_payment_providers (merchant_id, method_id, provider_id, current, metadata, created_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (merchant_id, method_id, provider_id) DO UPDATE SET current = excluded.current, active = 1`,
  ).run(row.merchantId, row.methodId, row.providerId, row.current ? 1 : 0, JSON.stringify(row.metadata ?? {}), nowSeconds());
}

/** A method with rows but none current is served by its oldest row. */
function keepMethodServed(db: Db, merchantId: number, methodId: number, first?: number): void {
  if (prepared(db, 'SELECT 1 FROM account_payment_providers WHERE merchant_id = ? AND method_id = ? AND current = 1').get(merchantId, methodId)) return;
  const fallback = first ?? (prepared(db, 'SELECT provider_id FROM account_payment_providers WHERE merchant_id = ? AND method_id = ? ORDER BY id LIMIT 1').pluck().get(merchantId, methodId) as number | undefined);
  if (fallback === undefined) return;
  prepared(db, 'UPDATE account_payment_providers SET current = 1 WHERE merchant_id = ? AND method_id = ? AND provider_id = ?').run(merchantId, methodId, fallback);
}

/**
 * Sets the gateways of one method. Spec: "setting one provider as current makes the other providers of that method not
 * current"; a method left without a current row is served by the first gateway given. Answers the method's rows.
 */
export function setMethodGateways(db: Db, merchantId: number, body: MerchantGatewayBody): MerchantPaymentMethod[] {
  const method = methodById(body.methodId);
  if (!method) throw fieldError('methodId', UNKNOWN_METHOD_MESSAGE);
  const ids = body.paymentProviders.map((provider) => provider.paymentProviderId);
  if (new Set(ids).size !== ids.length) throw fieldError('paymentProviders', REPEATED_GATEWAY_MESSAGE);
  const serving = new Set(methodOptions(db, merchantId).find((option) => option.id === method.id)?.providers.map((provider) => provider.id));
  if (ids.some((id) => !serving.has(id))) throw fieldError('paymentProviders', UNSERVED_METHOD_MESSAGE);
  const current = body.paymentProviders.filter((provider) => provider.current);
  if (current.length > 1) throw fieldError('paymentProviders', ONE_CURRENT_MESSAGE);
  db.transaction(() => {
    if (current.length === 1) prepared(db, 'UPDATE account_payment_providers SET current = 0 WHERE merchant_id = ? AND method_id = ?').run(merchantId, method.id);
    for (const provider of body.paymentProviders) upsertMethodRow(db, { merchantId, methodId: method.id, providerId: provider.paymentProviderId, current: provider.current });
    keepMethodServed(db, merchantId, method.id, ids[0]);
  })();
  return methodRows(db, merchantId, true)
    .filter((row) => row.method_id === method.id)
    .map(toMerchantMethod);
}

/** Removes a row (its fees go with it); a standby row of the method takes over when the current one goes. */
export function deleteMethodRow(db: Db, row: MethodRow): void {
  db.transaction(() => {
    prepared(db, 'DELETE FROM account_payment_providers WHERE id = ?').run(row.id);
    keepMethodServed(db, row.merchant_id, row.method_id);
  })();
}

/** Replaces the row's stored metadata keys (undefined removes one) and its external flag. */
export function updateMethodAccount(db: Db, row: MethodRow, external: boolean, changes: PaymentMethodMetadata): void {
  const metadata: Record<string, string | undefined> = { ...methodMetadata(row.metadata), ...changes };
  for (const key of Object.keys(metadata)) if (metadata[key] === undefined) delete metadata[key];
  prepared(db, 'UPDATE account_payment_providers SET external = ?, metadata = ? WHERE id = ?').run(external ? 1 : 0, JSON.stringify(metadata), row.id);
}
