import type { Migration } from '../migrate';

/**
 * The platform's mailing list (spec section 3 "Mailing list record": an e-mail, blacklisted or whitelisted) and the
 * missing-transactions imports: each uploaded file of one admin section, its rows and whether each matched a payment.
 */
export const mailingListImportsSchema: Migration = {
  version: 26,
  name: 'mailing_list_imports',
  up(db) {
    db.exec(`
      CREATE TABLE mailing_list (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        blacklisted INTEGER NOT NULL CHECK (blacklisted IN (0, 1)),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX mailing_list_status ON mailing_list(blacklisted, created_at DESC);

      CREATE TABLE transaction_imports (
        id INTEGER PRIMARY KEY,
        section TEXT NOT NULL,
        merchant_id INTEGER REFERENCES merchants(id) ON DELETE CASCADE,
        account_id INTEGER REFERENCES accounts(id) ON DELETE SET NULL,
        file_name TEXT NOT NULL UNIQUE,
        upload_token TEXT NOT NULL UNIQUE,
        download_token TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'received', 'processed')),
        content BLOB,
        rows INTEGER NOT NULL DEFAULT 0,
        found INTEGER NOT NULL DEFAULT 0,
        missing INTEGER NOT NULL DEFAULT 0,
        expires_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX transaction_imports_section ON transaction_imports(section, status, created_at DESC);

      CREATE TABLE transaction_import_rows (
        import_id INTEGER NOT NULL REFERENCES transaction_imports(id) ON DELETE CASCADE,
        line INTEGER NOT NULL,
        transaction_token TEXT NOT NULL,
        amount TEXT NOT NULL,
        currency TEXT NOT NULL,
        payment_id INTEGER REFERENCES payments(id) ON DELETE SET NULL,
        status TEXT NOT NULL CHECK (status IN ('found', 'missing')),
        PRIMARY KEY (import_id, line)
      );
    `);
  },
};
