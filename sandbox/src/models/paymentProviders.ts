import type { PaymentProvider } from '../../../src/api/itemTypes';
import type { AccessFeeBody } from '../../../src/contracts/items';
import { prepared, type Db } from '../db/connection';
import { fieldError } from '../lib/errors';

export const UNKNOWN_PROVIDER_MESSAGE = 'Unknown payment provider: choose one your account has connected.';

export function listPaymentProviders(db: Db, merchantId: number): PaymentProvider[] {
  return (prepared(db, 'SELECT id, name, in_app FROM payment_providers WHERE merchant_id = ? ORDER BY in_app, name').all(merchantId) as { id: number; name: string; in_app: number }[]).map(
    (row) => ({ ...row, in_app: row.in_app === 1 }),
  );
}

/** An access fee's external fees name the merchant's own providers only. */
export function assertFeeProviders(db: Db, merchantId: number, body: AccessFeeBody): void {
  for (const fee of body.external_fees ?? []) {
    if (!prepared(db, 'SELECT 1 FROM payment_providers WHERE id = ? AND merchant_id = ?').get(Number(fee.payment_provider_id), merchantId)) {
      throw fieldError('external_fees', UNKNOWN_PROVIDER_MESSAGE);
    }
  }
}
