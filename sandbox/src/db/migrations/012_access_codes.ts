import type { Migration } from '../migrate';

/**
 * Access codes (catalogue 7.4): an item's passcodes, the browsers using them, files uploaded for bulk creation
 * (through a signed, expiring address) and the files of the rows a bulk upload refused.
 */
export const accessCodesSchema: Migration = {
  version: 12,
  name: 'access_codes',
  up(db) {
    db.exec(`
      CREATE TABLE access_codes (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        item_id INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
        code TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('passcode', 'single_use')),
        start_date INTEGER,
        end_date INTEGER,
        concurrent_sessions INTEGER NOT NULL DEFAULT 1,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        UNIQUE (item_id, code)
      );
      CREATE INDEX access_codes_item ON access_codes(item_id, id);

      CREATE TABLE access_code_sessions (
        code_id INTEGER NOT NULL REFERENCES access_codes(id) ON DELETE CASCADE,
        browser_fingerprint TEXT NOT NULL,
        ip_address TEXT NOT NULL DEFAULT '',
        user_agent TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL,
        PRIMARY KEY (code_id, browser_fingerprint)
      );

      CREATE TABLE code_uploads (
        token TEXT PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        account_id INTEGER NOT NULL,
        item_id INTEGER NOT NULL,
        file_name TEXT NOT NULL UNIQUE,
        content BLOB,
        status TEXT NOT NULL DEFAULT 'waiting',
        expires_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );

      CREATE TABLE code_failed_files (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        item_id INTEGER NOT NULL,
        file_name TEXT NOT NULL UNIQUE,
        content TEXT NOT NULL,
        rows INTEGER NOT NULL,
        token TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL
      );
    `);
  },
};
