import type { Migration } from '../migrate';

/**
 * Commerce data (items, customers, logins, payments, subscriptions, accesses), the report engine's tables, and
 * the daily roll-ups the analytics read. Triggers keep the roll-ups and the per-merchant data version (which
 * invalidates cached analytics) in step with every write, whoever makes it.
 */
type Row = 'NEW' | 'OLD';

const day = (row: Row, column: string) => `${row}.${column} / 86400`;
const isRefund = (row: Row) => `(${row}.action_type = 'refund')`;

/** Adds (sign 1) or removes (sign -1) one payment's contribution to every payment roll-up. */
function paymentRollups(row: Row, sign: 1 | -1): string {
  const count = String(sign);
  const amount = `${sign} * ${row}.amount`;
  const add = 'ON CONFLICT DO UPDATE SET payments = payments + excluded.payments, amount = amount + excluded.amount';
  const itemType = `COALESCE((SELECT item_type FROM items WHERE id = ${row}.item_id), 'asset')`;
  return `
    INSERT INTO payment_daily_stats (merchant_id, day, action_type, currency, item_type, payments, amount)
      VALUES (${row}.merchant_id, ${day(row, 'created_at')}, ${row}.action_type, ${row}.currency, ${itemType}, ${count}, ${amount}) ${add};
    INSERT INTO payment_daily_methods (merchant_id, day, payment_method, currency, is_refund, payments, amount)
      VALUES (${row}.merchant_id, ${day(row, 'created_at')}, ${row}.payment_method, ${row}.currency, ${isRefund(row)}, ${count}, ${amount}) ${add};
    INSERT INTO payment_daily_countries (merchant_id, day, country_iso, currency, is_refund, payments, amount)
      VALUES (${row}.merchant_id, ${day(row, 'created_at')}, ${row}.country_iso, ${row}.currency, ${isRefund(row)}, ${count}, ${amount}) ${add};
    INSERT INTO payment_daily_items (merchant_id, day, item_id, currency, is_refund, payments, amount)
      VALUES (${row}.merchant_id, ${day(row, 'created_at')}, ${row}.item_id, ${row}.currency, ${isRefund(row)}, ${count}, ${amount}) ${add};
    INSERT INTO payment_type_totals (merchant_id, action_type, payments) VALUES (${row}.merchant_id, ${row}.action_type, ${count})
      ON CONFLICT DO UPDATE SET payments = payments + excluded.payments;
    INSERT INTO customer_payment_totals (merchant_id, customer_id, payments)
      SELECT ${row}.merchant_id, ${row}.customer_id, ${count} WHERE NOT ${isRefund(row)}
      ON CONFLICT DO UPDATE SET payments = payments + excluded.payments;`;
}

function subscriptionRollups(row: Row, sign: 1 | -1): string {
  const add = 'ON CONFLICT DO UPDATE SET created = created + excluded.created, canceled = canceled + excluded.canceled';
  return `
    INSERT INTO subscription_daily_stats (merchant_id, day, action_type, created, canceled)
      VALUES (${row}.merchant_id, ${day(row, 'created_at')}, ${row}.action_type, ${sign}, 0) ${add};
    INSERT INTO subscription_daily_stats (merchant_id, day, action_type, created, canceled)
      SELECT ${row}.merchant_id, ${day(row, 'canceled_at')}, ${row}.action_type, 0, ${sign} WHERE ${row}.canceled_at IS NOT NULL ${add};`;
}

function customerRollups(row: Row, sign: 1 | -1): string {
  return `
    INSERT INTO customer_daily_stats (merchant_id, day, country_iso, registrations)
      VALUES (${row}.merchant_id, ${day(row, 'created_at')}, ${row}.country_iso, ${sign})
      ON CONFLICT DO UPDATE SET registrations = registrations + excluded.registrations;`;
}

const bumpVersion = (row: Row) => `
    INSERT INTO commerce_versions (merchant_id, version) VALUES (${row}.merchant_id, 1)
      ON CONFLICT DO UPDATE SET version = version + 1;`;

/** AFTER INSERT / DELETE / UPDATE triggers applying `rollups` to a table; `watched` limits the update trigger. */
function rollupTriggers(table: string, rollups: (row: Row, sign: 1 | -1) => string, watched?: string): string {
  const on = watched ? `UPDATE OF ${watched}` : 'UPDATE';
  return `
    CREATE TRIGGER ${table}_rollup_insert AFTER INSERT ON ${table} BEGIN ${rollups('NEW', 1)} ${bumpVersion('NEW')} END;
    CREATE TRIGGER ${table}_rollup_delete AFTER DELETE ON ${table} BEGIN ${rollups('OLD', -1)} ${bumpVersion('OLD')} END;
    CREATE TRIGGER ${table}_rollup_update AFTER ${on} ON ${table} BEGIN
      ${rollups('OLD', -1)} ${rollups('NEW', 1)} ${bumpVersion('OLD')} ${bumpVersion('NEW')}
    END;`;
}

const versionTriggers = (table: string, watched: string) => `
    CREATE TRIGGER ${table}_version_insert AFTER INSERT ON ${table} BEGIN ${bumpVersion('NEW')} END;
    CREATE TRIGGER ${table}_version_delete AFTER DELETE ON ${table} BEGIN ${bumpVersion('OLD')} END;
    CREATE TRIGGER ${table}_version_update AFTER UPDATE OF ${watched} ON ${table} BEGIN ${bumpVersion('NEW')} END;`;

export const commerceSchema: Migration = {
  version: 2,
  name: 'commerce',
  up(db) {
    db.exec(`
      CREATE TABLE items (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        item_type TEXT NOT NULL CHECK (item_type IN ('asset', 'package', 'voucher')),
        asset_type TEXT,
        title TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        access_control_type_id INTEGER NOT NULL DEFAULT 1,
        is_active INTEGER NOT NULL DEFAULT 1,
        metadata TEXT NOT NULL DEFAULT '{}',
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX items_merchant ON items(merchant_id, item_type, created_at);

      CREATE TABLE customers (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        uuid TEXT NOT NULL UNIQUE,
        email TEXT NOT NULL COLLATE NOCASE,
        full_name TEXT NOT NULL,
        country_iso TEXT NOT NULL DEFAULT '',
        active INTEGER NOT NULL DEFAULT 1,
        metadata TEXT NOT NULL DEFAULT '{}',
        created_at INTEGER NOT NULL,
        last_login_at INTEGER,
        UNIQUE (merchant_id, email)
      );
      CREATE INDEX customers_created ON customers(merchant_id, created_at);
      CREATE INDEX customers_last_login ON customers(merchant_id, last_login_at);

      CREATE TABLE customer_logins (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX customer_logins_created ON customer_logins(merchant_id, created_at);
      CREATE INDEX customer_logins_customer ON customer_logins(customer_id, created_at);

      CREATE TABLE payments (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        item_id INTEGER NOT NULL REFERENCES items(id),
        trx_token TEXT NOT NULL UNIQUE,
        transaction_token TEXT NOT NULL,
        action_type TEXT NOT NULL
          CHECK (action_type IN ('charge', 'recurrent', 'refund', 'donation', 'gift-payment', 'store-payment', 'pending')),
        amount INTEGER NOT NULL CHECK (amount >= 0),
        currency TEXT NOT NULL CHECK (currency IN ('EUR', 'USD', 'GBP')),
        payment_method TEXT NOT NULL CHECK (payment_method IN
          ('Direct Debit', 'Card', 'PayPal', 'Amazon In-App', 'Roku In-App', 'Ideal', 'Apple In-App', 'Google In-App', 'Wirecard')),
        country_iso TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      );
      CREATE INDEX payments_created ON payments(merchant_id, created_at);
      CREATE INDEX payments_type_created ON payments(merchant_id, action_type, created_at);
      CREATE INDEX payments_customer ON payments(merchant_id, customer_id, created_at);

      CREATE TABLE subscriptions (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        item_id INTEGER NOT NULL REFERENCES items(id),
        subscription_id TEXT NOT NULL UNIQUE,
        action_type TEXT NOT NULL CHECK (action_type IN
          ('recurrent', 'past_due', 'unpaid', 'canceled', 'free-trial', 'ended', 'incomplete', 'incomplete_expired', 'paused')),
        price INTEGER NOT NULL CHECK (price >= 0),
        currency TEXT NOT NULL CHECK (currency IN ('EUR', 'USD', 'GBP')),
        payment_method TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        canceled_at INTEGER
      );
      CREATE INDEX subscriptions_created ON subscriptions(merchant_id, created_at);
      CREATE INDEX subscriptions_canceled ON subscriptions(merchant_id, canceled_at) WHERE canceled_at IS NOT NULL;
      CREATE INDEX subscriptions_customer ON subscriptions(merchant_id, customer_id, created_at);

      CREATE TABLE accesses (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        item_id INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN ('granted', 'purchased', 'full-discount', 'access-voucher')),
        expires_at INTEGER,
        revoked INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX accesses_created ON accesses(merchant_id, created_at);
      CREATE INDEX accesses_customer ON accesses(merchant_id, customer_id, created_at);
      CREATE INDEX accesses_expires ON accesses(merchant_id, expires_at);

      CREATE TABLE reports (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        account_id INTEGER REFERENCES accounts(id) ON DELETE SET NULL,
        type TEXT NOT NULL,
        filename TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'created', 'failed')),
        rows INTEGER NOT NULL DEFAULT 0,
        params TEXT NOT NULL DEFAULT '{}',
        created_at INTEGER NOT NULL,
        UNIQUE (merchant_id, type, filename)
      );
      CREATE INDEX reports_list ON reports(merchant_id, type, created_at);

      CREATE TABLE report_files (
        report_id INTEGER PRIMARY KEY REFERENCES reports(id) ON DELETE CASCADE,
        content BLOB NOT NULL
      );

      CREATE TABLE scheduled_reports (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        account_id INTEGER REFERENCES accounts(id) ON DELETE SET NULL,
        report_id TEXT NOT NULL UNIQUE,
        report_type TEXT NOT NULL,
        report_name TEXT NOT NULL,
        start_date_resolution TEXT NOT NULL,
        start_date_resolution_before INTEGER NOT NULL,
        custom_start_date_resolution INTEGER,
        scheduled_at INTEGER NOT NULL,
        recurrent INTEGER NOT NULL DEFAULT 0,
        scheduled_resolution TEXT,
        scheduled_resolution_before INTEGER,
        recurrent_end_type TEXT NOT NULL DEFAULT 'never',
        recurrent_occurrences INTEGER,
        recurrent_end_date INTEGER,
        runs INTEGER NOT NULL DEFAULT 0,
        next_run_at INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX scheduled_reports_list ON scheduled_reports(merchant_id, report_type, created_at);
      CREATE INDEX scheduled_reports_due ON scheduled_reports(next_run_at) WHERE next_run_at IS NOT NULL;

      CREATE TABLE commerce_versions (merchant_id INTEGER PRIMARY KEY, version INTEGER NOT NULL);

      CREATE TABLE payment_daily_stats (
        merchant_id INTEGER NOT NULL, day INTEGER NOT NULL, action_type TEXT NOT NULL, currency TEXT NOT NULL,
        item_type TEXT NOT NULL, payments INTEGER NOT NULL, amount INTEGER NOT NULL,
        PRIMARY KEY (merchant_id, day, action_type, currency, item_type)
      ) WITHOUT ROWID;
      CREATE TABLE payment_daily_methods (
        merchant_id INTEGER NOT NULL, day INTEGER NOT NULL, payment_method TEXT NOT NULL, currency TEXT NOT NULL,
        is_refund INTEGER NOT NULL, payments INTEGER NOT NULL, amount INTEGER NOT NULL,
        PRIMARY KEY (merchant_id, day, payment_method, currency, is_refund)
      ) WITHOUT ROWID;
      CREATE TABLE payment_daily_countries (
        merchant_id INTEGER NOT NULL, day INTEGER NOT NULL, country_iso TEXT NOT NULL, currency TEXT NOT NULL,
        is_refund INTEGER NOT NULL, payments INTEGER NOT NULL, amount INTEGER NOT NULL,
        PRIMARY KEY (merchant_id, day, country_iso, currency, is_refund)
      ) WITHOUT ROWID;
      CREATE TABLE payment_daily_items (
        merchant_id INTEGER NOT NULL, day INTEGER NOT NULL, item_id INTEGER NOT NULL, currency TEXT NOT NULL,
        is_refund INTEGER NOT NULL, payments INTEGER NOT NULL, amount INTEGER NOT NULL,
        PRIMARY KEY (merchant_id, day, item_id, currency, is_refund)
      ) WITHOUT ROWID;
      CREATE TABLE payment_type_totals (
        merchant_id INTEGER NOT NULL, action_type TEXT NOT NULL, payments INTEGER NOT NULL,
        PRIMARY KEY (merchant_id, action_type)
      ) WITHOUT ROWID;
      CREATE TABLE customer_payment_totals (
        merchant_id INTEGER NOT NULL, customer_id INTEGER NOT NULL, payments INTEGER NOT NULL,
        PRIMARY KEY (merchant_id, customer_id)
      ) WITHOUT ROWID;
      CREATE INDEX customer_payment_totals_rank ON customer_payment_totals(merchant_id, payments DESC, customer_id);
      CREATE TABLE subscription_daily_stats (
        merchant_id INTEGER NOT NULL, day INTEGER NOT NULL, action_type TEXT NOT NULL,
        created INTEGER NOT NULL, canceled INTEGER NOT NULL,
        PRIMARY KEY (merchant_id, day, action_type)
      ) WITHOUT ROWID;
      CREATE TABLE customer_daily_stats (
        merchant_id INTEGER NOT NULL, day INTEGER NOT NULL, country_iso TEXT NOT NULL, registrations INTEGER NOT NULL,
        PRIMARY KEY (merchant_id, day, country_iso)
      ) WITHOUT ROWID;

      ${rollupTriggers('payments', paymentRollups)}
      ${rollupTriggers('subscriptions', subscriptionRollups, 'merchant_id, action_type, created_at, canceled_at')}
      ${rollupTriggers('customers', customerRollups, 'merchant_id, created_at, country_iso')}
      CREATE TRIGGER customers_version_update AFTER UPDATE OF email, full_name, active ON customers BEGIN ${bumpVersion('NEW')} END;
      ${versionTriggers('items', 'title, item_type, merchant_id')}
    `);
  },
};
