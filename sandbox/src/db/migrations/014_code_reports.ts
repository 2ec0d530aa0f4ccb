import type { Migration } from '../migrate';

/** An asset's access codes report (catalogue 7.4: generate, list, download), kept as its CSV. */
export const codeReportsSchema: Migration = {
  version: 14,
  name: 'code_reports',
  up(db) {
    db.exec(`
      CREATE TABLE code_reports (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        item_id INTEGER NOT NULL,
        filename TEXT NOT NULL,
        content TEXT NOT NULL,
        rows INTEGER NOT NULL,
        token TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL,
        UNIQUE (merchant_id, filename)
      );
      CREATE INDEX code_reports_item ON code_reports(item_id, created_at);
    `);
  },
};
