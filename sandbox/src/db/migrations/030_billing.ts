import type { Migration } from '../migrate';

/**
 * The merchant's payment setup (catalogue 7.9): which of its connected gateways serves each payment method (one
 * current row per method, others on standby), each row's fees per payment type, the Stripe Connect request and the
 * codes of the simulated Stripe OAuth page, and the bank statement. Amounts are minor units.
 */
export const billingSchema: Migration = {
  version: 30,
  name: 'billing',
  up(db) {
    db.exec(`
      CREATE TABLE account_payment_providers (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        method_id INTEGER NOT NULL,
        provider_id INTEGER NOT NULL REFERENCES payment_providers(id) ON DELETE CASCADE,
        current INTEGER NOT NULL DEFAULT 0 CHECK (current IN (0, 1)),
        active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
        external INTEGER NOT NULL DEFAULT 0 CHECK (external IN (0, 1)),
        metadata TEXT NOT NULL DEFAULT '{}',
        created_at INTEGER NOT NULL,
        UNIQUE (merchant_id, method_id, provider_id)
      );
      CREATE UNIQUE INDEX account_payment_providers_current ON account_payment_providers (merchant_id, method_id) WHERE current = 1;
      CREATE INDEX account_payment_providers_provider ON account_payment_providers (provider_id);

      CREATE TABLE revenue_shares (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        account_payment_provider_id INTEGER NOT NULL REFERENCES account_payment_providers(id) ON DELETE CASCADE,
        payment_type TEXT NOT NULL CHECK (payment_type IN ('subscription', 'ppv')),
        fixed_fee INTEGER NOT NULL,
        share_percent REAL NOT NULL,
        fixed_fee_currency INTEGER NOT NULL CHECK (fixed_fee_currency BETWEEN 1 AND 3),
        psp_share REAL NOT NULL,
        psp_fixed_fee INTEGER NOT NULL,
        minimum_amount INTEGER NOT NULL,
        in_account_id INTEGER,
        out_account_id INTEGER,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        UNIQUE (account_payment_provider_id, payment_type)
      );

      CREATE TABLE stripe_connect_requests (
        merchant_id INTEGER PRIMARY KEY REFERENCES merchants(id) ON DELETE CASCADE,
        requested_by INTEGER REFERENCES accounts(id) ON DELETE SET NULL,
        requested_at INTEGER NOT NULL
      );

      CREATE TABLE stripe_oauth_codes (
        code TEXT PRIMARY KEY,
        client_id TEXT NOT NULL,
        state TEXT NOT NULL,
        issued_at INTEGER NOT NULL,
        used_at INTEGER
      );

      CREATE TABLE bank_statements (
        merchant_id INTEGER PRIMARY KEY REFERENCES merchants(id) ON DELETE CASCADE,
        file_name TEXT NOT NULL,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        content BLOB NOT NULL,
        uploaded_at INTEGER NOT NULL
      );
    `);
  },
};
