import type { PaymentMethodMetadata } from '../../../src/api/billingTypes';
import { PAYMENT_METHODS, type PaymentMethodName } from '../../../src/contracts/values';
import { methodRows, upsertMethodRow } from '../models/paymentMethods';
import { findGatewayProvider } from '../models/paymentProviders';
import { createFee } from '../models/revenueShares';
import type { SeedContext } from './context';

type SeededMethod = [method: PaymentMethodName, gateway: string, metadata?: PaymentMethodMetadata];

/** Each demo merchant's methods, every one current (follower1 uses the agency's; follower2 has set none yet). */
const SETUPS: readonly [string, readonly SeededMethod[]][] = [
  [
    'owner',
    [
      ['Card', 'Stripe', { descriptor: 'SANDBOX DEMO' }],
      ['PayPal', 'PayPal', { business: 'Sandbox Demo Ltd' }],
      ['Apple In-App', 'Apple In-App'],
      ['Google In-App', 'Google In-App'],
    ],
  ],
  ['other', [['Card', 'Stripe']]],
  ['agency', [['Card', 'Stripe'], ['PayPal', 'PayPal']]],
];

/** The payment setup of the demo merchants (catalogue 7.9), with a one-time fee on the owner's card payments. */
export function seedBilling(context: SeedContext): void {
  const { db, refs } = context;
  for (const [key, methods] of SETUPS) {
    const merchantId = refs.merchants.get(key);
    if (merchantId === undefined) continue;
    for (const [name, gateway, metadata] of methods) {
      const methodId = PAYMENT_METHODS.find((method) => method.name === name)?.id as number;
      const provider = findGatewayProvider(db, merchantId, gateway);
      if (provider) upsertMethodRow(db, { merchantId, methodId, providerId: provider.id, current: true, metadata });
    }
  }
  const owner = refs.merchants.get('owner');
  const card = owner === undefined ? undefined : methodRows(db, owner, false).find((row) => row.method_id === 1);
  if (owner !== undefined && card) {
    createFee(db, owner, { account_payment_provider_id: card.id, payment_type: 'ppv', fixed_fee: 0.25, share_percent: 4.5, fixed_fee_currency: 1 });
  }
}
