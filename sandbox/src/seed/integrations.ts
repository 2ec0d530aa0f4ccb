import { nowSeconds } from '../lib/time';
import type { SeedContext } from './context';

/**
 * The owner sells on Roku already: its Roku keys are saved, so the in-app boxes show one store set up and its health
 * (not used yet). Apple, Google, PayPal and the third-party services start unconnected, to be set up by hand.
 */
export function seedIntegrations(context: SeedContext): void {
  const owner = context.refs.merchants.get('owner');
  if (owner === undefined) return;
  const now = nowSeconds();
  context.db
    .prepare('INSERT INTO integration_keys (merchant_id, integration, keys, created_at, updated_at) VALUES (?, ?, ?, ?, ?)')
    .run(owner, 'roku-in-app', JSON.stringify({ api_key: 'roku-sandbox-api-key-0001' }), now, now);
}
