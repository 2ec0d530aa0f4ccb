import type { Migration } from '../migrate';

/**
 * Impersonation: a token family opened by platform staff ("Login as" a merchant) names the staff member and ends at a
 * fixed time, whatever its refreshes; a customer impersonation is its own short session, kept by token hash.
 */
export const impersonationSchema: Migration = {
  version: 28,
  name: 'impersonation',
  up(db) {
    db.exec(`
      ALTER TABLE token_families ADD COLUMN impersonated_by INTEGER REFERENCES accounts(id) ON DELETE CASCADE;
      ALTER TABLE token_families ADD COLUMN ends_at INTEGER;

      CREATE TABLE customer_impersonations (
        token_hash TEXT PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        impersonated_by INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX staff_activity_kind ON staff_activity(kind, created_at DESC);
    `);
  },
};
