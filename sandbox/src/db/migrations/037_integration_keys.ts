import type { Migration } from '../migrate';

/**
 * The keys of a merchant's in-app stores and PayPal (issue 23; catalogue 7.11), one row per integration: Google's setup
 * and the provider metadata of Apple, Amazon, Roku and PayPal.
 */
export const integrationKeysSchema: Migration = {
  version: 37,
  name: 'integration_keys',
  up(db) {
    db.exec(`
      CREATE TABLE integration_keys (
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        integration TEXT NOT NULL,
        keys TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (merchant_id, integration)
      );
    `);
  },
};
