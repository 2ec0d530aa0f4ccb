import { nowSeconds } from '../lib/time';
import type { SeedContext } from './context';

const OWNER_PROVIDERS: readonly [string, boolean][] = [
  ['Stripe', false],
  ['PayPal', false],
  ['Apple In-App', true],
  ['Google In-App', true],
  ['Amazon In-App', true],
  ['Roku In-App', true],
];

/** Card gateways and wallets of the other demo merchants (none is an in-app store). */
const OTHER_PROVIDERS: readonly [string, readonly string[]][] = [
  ['other', ['Stripe']],
  ['agency', ['Stripe', 'PayPal']],
  ['follower2', ['Stripe', 'Wirecard']],
];

/**
 * The owner sells through cards, PayPal and the four in-app stores; the other merchant through Stripe only; the agency
 * through Stripe and PayPal; follower2 has connected Stripe and Wirecard (follower1 uses its master's setup).
 */
export function seedPaymentProviders(context: SeedContext): void {
  const { db } = context;
  const insert = db.prepare('INSERT INTO payment_providers (merchant_id, name, in_app, created_at) VALUES (?, ?, ?, ?)');
  const now = nowSeconds();
  const owner = context.refs.merchants.get('owner');
  if (owner !== undefined) for (const [name, inApp] of OWNER_PROVIDERS) insert.run(owner, name, inApp ? 1 : 0, now);
  for (const [key, names] of OTHER_PROVIDERS) {
    const merchantId = context.refs.merchants.get(key);
    if (merchantId !== undefined) for (const name of names) insert.run(merchantId, name, 0, now);
  }
}
