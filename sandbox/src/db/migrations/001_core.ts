import type { Migration } from '../migrate';

/** Tenancy, accounts, sessions, one-time codes, captcha replay guard and the outbox. */
export const coreSchema: Migration = {
  version: 1,
  name: 'core',
  up(db) {
    db.exec(`
      CREATE TABLE sandbox_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

      CREATE TABLE organisations (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );

      CREATE TABLE merchants (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        tenant_uuid TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        organisation_id INTEGER REFERENCES organisations(id),
        created_at INTEGER NOT NULL
      );

      CREATE TABLE accounts (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id),
        organisation_id INTEGER REFERENCES organisations(id),
        master_id INTEGER REFERENCES accounts(id),
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        full_name TEXT NOT NULL,
        roles TEXT NOT NULL DEFAULT '[]',
        scopes TEXT NOT NULL DEFAULT '[]',
        is_master INTEGER NOT NULL DEFAULT 0,
        active INTEGER NOT NULL DEFAULT 0,
        completed INTEGER NOT NULL DEFAULT 0,
        referrer TEXT NOT NULL DEFAULT '',
        avatar_url TEXT NOT NULL DEFAULT '',
        country TEXT NOT NULL DEFAULT '',
        date_of_birth INTEGER,
        metadata TEXT NOT NULL DEFAULT '{}',
        disabled_restrictions TEXT NOT NULL DEFAULT '[]',
        read_only_restrictions TEXT NOT NULL DEFAULT '[]',
        password_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX accounts_merchant ON accounts(merchant_id);
      CREATE INDEX accounts_master ON accounts(master_id);

      CREATE TABLE features (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);

      CREATE TABLE merchant_features (
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        feature_id INTEGER NOT NULL REFERENCES features(id) ON DELETE CASCADE,
        enabled INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (merchant_id, feature_id)
      );

      CREATE TABLE token_families (
        id TEXT PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        revoked_at INTEGER,
        revoked_reason TEXT
      );
      CREATE INDEX token_families_account ON token_families(account_id);

      CREATE TABLE refresh_tokens (
        jti TEXT PRIMARY KEY,
        family_id TEXT NOT NULL REFERENCES token_families(id) ON DELETE CASCADE,
        issued_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        rotated_at INTEGER
      );
      CREATE INDEX refresh_tokens_family ON refresh_tokens(family_id);

      CREATE TABLE activation_codes (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        code TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE INDEX activation_codes_code ON activation_codes(code);

      CREATE TABLE password_resets (
        token_hash TEXT PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );

      CREATE TABLE captcha_uses (jti TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);

      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        recipient TEXT NOT NULL,
        subject TEXT NOT NULL,
        kind TEXT NOT NULL,
        code TEXT,
        token TEXT,
        created_at INTEGER NOT NULL
      );
    `);
  },
};
