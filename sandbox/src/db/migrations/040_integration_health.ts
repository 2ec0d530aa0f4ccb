import type { Migration } from '../migrate';

/** What the sandbox saw of each integration as a merchant used it (issue 23, beyond the spec): its health. */
export const integrationHealthSchema: Migration = {
  version: 40,
  name: 'integration_health',
  up(db) {
    db.exec(`
      CREATE TABLE integration_health (
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        integration TEXT NOT NULL,
        last_success_at INTEGER,
        last_error TEXT,
        last_error_at INTEGER,
        -- What the latest call did: two in one second still tell which came last.
        last_outcome TEXT CHECK (last_outcome IN ('success', 'error')),
        PRIMARY KEY (merchant_id, integration)
      );
    `);
  },
};
