import type { Migration } from '../migrate';

/** Saved views: a list's filter saved under a name by one user; the export's filtered count needs no table. */
export const savedViewsSchema: Migration = {
  version: 3,
  name: 'saved_views',
  up(db) {
    db.exec(`
      CREATE TABLE saved_views (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        list TEXT NOT NULL,
        name TEXT NOT NULL,
        query TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (account_id, list, name)
      );
    `);
  },
};
