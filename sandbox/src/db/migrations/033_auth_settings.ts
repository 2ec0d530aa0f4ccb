import type { Migration } from '../migrate';

/**
 * The Auth settings (issue 22): social sign-in, OAuth applications, the SSO sub-domain, the limit of simultaneous
 * logins, custom registration fields; and the paywall's side of them: customers' passwords and their sessions.
 */
export const authSettingsSchema: Migration = {
  version: 33,
  name: 'auth_settings',
  up(db) {
    db.exec(`
      CREATE TABLE merchant_auth_settings (
        merchant_id INTEGER PRIMARY KEY REFERENCES merchants(id) ON DELETE CASCADE,
        social TEXT NOT NULL DEFAULT '[]',
        sub_domain_name TEXT NOT NULL DEFAULT '',
        concurrent_sessions INTEGER
      );

      CREATE TABLE social_apps (
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        network TEXT NOT NULL,
        app_id TEXT NOT NULL,
        app_secret TEXT NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (merchant_id, network)
      );

      CREATE TABLE oauth_applications (
        id TEXT PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        secret TEXT NOT NULL,
        sso INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX oauth_applications_merchant ON oauth_applications(merchant_id, created_at);

      CREATE TABLE custom_fields (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        label TEXT NOT NULL,
        placeholder TEXT NOT NULL DEFAULT '',
        default_value TEXT NOT NULL DEFAULT '',
        type TEXT NOT NULL,
        required INTEGER NOT NULL DEFAULT 0,
        options TEXT NOT NULL DEFAULT '[]',
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        UNIQUE (merchant_id, name)
      );

      ALTER TABLE customers ADD COLUMN password_hash TEXT;

      CREATE TABLE customer_sessions (
        token_hash TEXT PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX customer_sessions_customer ON customer_sessions(customer_id, expires_at);
    `);
  },
};
