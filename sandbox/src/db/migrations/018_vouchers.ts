import type { Migration } from '../migrate';

/** Vouchers and their rules (catalogue 7.6), and the gift vouchers bought as gifts. */
export const vouchersSchema: Migration = {
  version: 18,
  name: 'vouchers',
  up(db) {
    db.exec(`
      CREATE TABLE vouchers (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN ('web', 'in-app', 'vip', 'gift-voucher')),
        name TEXT NOT NULL,
        code TEXT NOT NULL,
        is_random INTEGER NOT NULL DEFAULT 0,
        discount REAL NOT NULL,
        rebill_discount REAL,
        discount_period TEXT NOT NULL CHECK (discount_period IN ('once', 'forever', 'repeating')),
        discount_duration INTEGER,
        start_date INTEGER,
        end_date INTEGER,
        usage_limit INTEGER,
        usage_counter INTEGER NOT NULL DEFAULT 0,
        acc_end_date INTEGER,
        acc_duration TEXT,
        application TEXT CHECK (application IN ('android', 'ios')),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        UNIQUE (merchant_id, code)
      );

      CREATE TABLE voucher_rules (
        id INTEGER PRIMARY KEY,
        voucher_id INTEGER NOT NULL REFERENCES vouchers(id) ON DELETE CASCADE,
        rule_type TEXT NOT NULL CHECK (rule_type IN ('assets', 'packages', 'access-fees', 'access-types', 'emails')),
        value TEXT NOT NULL,
        excluded INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        UNIQUE (voucher_id, rule_type, value)
      );
      CREATE INDEX voucher_rules_type ON voucher_rules(voucher_id, rule_type, excluded, id);

      CREATE TABLE gift_vouchers (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        payment_id INTEGER REFERENCES payments(id) ON DELETE SET NULL,
        code TEXT NOT NULL UNIQUE,
        item_id INTEGER NOT NULL REFERENCES items(id),
        buyer_email TEXT NOT NULL,
        receiver_email TEXT NOT NULL,
        is_used INTEGER NOT NULL DEFAULT 0,
        amount INTEGER NOT NULL,
        currency TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX gift_vouchers_merchant ON gift_vouchers(merchant_id, created_at);
    `);
  },
};
