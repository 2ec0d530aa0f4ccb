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

/** The owner sells through cards, PayPal and the four in-app stores; the other merchant through Stripe only. */
export function seedPaymentProviders(context: SeedContext): void {
  const { db } = context;
  const insert = db.prepare('INSERT INTO payment_providers (merchant_id, name, in_app, created_at) VALUES (?, ?, ?, ?)');
  const now = nowSeconds();
  const owner = context.refs.merchants.get('owner');
  if (owner !== undefined) for (const [name, inApp] of OWNER_PROVIDERS) insert.run(owner, name, inApp ? 1 : 0, now);
  const other = context.refs.merchants.get('other');
  if (other !== undefined) insert.run(other, 'Stripe', 0, now);
}
