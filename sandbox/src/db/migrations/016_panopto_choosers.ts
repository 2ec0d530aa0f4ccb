import type { Migration } from '../migrate';

/** Panopto session choosers (catalogue 7.1 `ovps/panopto/session-chooser`): one-time addresses where sessions are picked. */
export const panoptoChoosersSchema: Migration = {
  version: 16,
  name: 'panopto_choosers',
  up(db) {
    db.exec(`
      CREATE TABLE panopto_choosers (
        token TEXT PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        account_id INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
    `);
  },
};
