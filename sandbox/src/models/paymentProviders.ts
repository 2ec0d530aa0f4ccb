import type { PaymentProvider } from '../../../src/api/itemTypes';
import type { AccessFeeBody } from '../../../src/contracts/items';
import { GATEWAYS } from '../../../src/contracts/values';
import { prepared, type Db } from '../db/connection';
import { conflict, fieldError } from '../lib/errors';
import { nowSeconds } from '../lib/time';

export const UNKNOWN_PROVIDER_MESSAGE = 'Unknown payment provider: choose one your account has connected.';
export const UNKNOWN_GATEWAY_MESSAGE = `name must be one of: ${GATEWAYS.map((gateway) => gateway.name).join(', ')}.`;
export const GATEWAY_CONNECTED_MESSAGE = 'This gateway is already connected.';

type ProviderRow = { id: number; name: string; in_app: number };
const toProvider = (row: ProviderRow): PaymentProvider => ({ ...row, in_app: row.in_app === 1 });

export function listPaymentProviders(db: Db, merchantId: number): PaymentProvider[] {
  return (prepared(db, 'SELECT id, name, in_app FROM payment_providers WHERE merchant_id = ? ORDER BY in_app, name').all(merchantId) as ProviderRow[]).map(toProvider);
}

export function findGatewayProvider(db: Db, merchantId: number, name: string): PaymentProvider | null {
  const row = prepared(db, 'SELECT id, name, in_app FROM payment_providers WHERE merchant_id = ? AND name = ?').get(merchantId, name) as ProviderRow | undefined;
  return row ? toProvider(row) : null;
}

/** Connects a gateway (GATEWAYS) to the merchant; the in-app stores are marked in-app. */
export function connectGateway(db: Db, merchantId: number, name: string): PaymentProvider {
  const gateway = GATEWAYS.find((known) => known.name === name);
  if (!gateway) throw fieldError('name', UNKNOWN_GATEWAY_MESSAGE);
  if (findGatewayProvider(db, merchantId, gateway.name)) throw conflict(GATEWAY_CONNECTED_MESSAGE);
  prepared(db, 'INSERT INTO payment_providers (merchant_id, name, in_app, created_at) VALUES (?, ?, ?, ?)').run(merchantId, gateway.name, gateway.kind === 'store' ? 1 : 0, nowSeconds());
  return findGatewayProvider(db, merchantId, gateway.name) as PaymentProvider;
}

/** An access fee's external fees name the merchant's own providers only. */
export function assertFeeProviders(db: Db, merchantId: number, body: AccessFeeBody): void {
  for (const fee of body.external_fees ?? []) {
    if (!prepared(db, 'SELECT 1 FROM payment_providers WHERE id = ? AND merchant_id = ?').get(Number(fee.payment_provider_id), merchantId)) {
      throw fieldError('external_fees', UNKNOWN_PROVIDER_MESSAGE);
    }
  }
}
