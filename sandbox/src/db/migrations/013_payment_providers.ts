import type { Migration } from '../migrate';

/** A merchant's connected payment providers (catalogue 7.9); an access fee maps in-app ones to a store's product id. */
export const paymentProvidersSchema: Migration = {
  version: 13,
  name: 'payment_providers',
  up(db) {
    db.exec(`
      CREATE TABLE payment_providers (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        in_app INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        UNIQUE (merchant_id, name)
      );
    `);
  },
};
