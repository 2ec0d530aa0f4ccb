import type { Migration } from '../migrate';

/**
 * What platform staff decide about a merchant beyond its features and roles: the Stripe Connect approval
 * (catalogue 7.9 approved-for-connect), with who decided and when. No row: never decided.
 */
export const merchantAdminSchema: Migration = {
  version: 23,
  name: 'merchant_admin',
  up(db) {
    db.exec(`
      CREATE TABLE merchant_connect_approvals (
        merchant_id INTEGER PRIMARY KEY REFERENCES merchants(id) ON DELETE CASCADE,
        status TEXT NOT NULL CHECK (status IN ('approved', 'declined')),
        decided_by INTEGER REFERENCES accounts(id) ON DELETE SET NULL,
        decided_at INTEGER NOT NULL
      );
    `);
  },
};
