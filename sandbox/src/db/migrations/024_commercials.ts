import type { Migration } from '../migrate';

/**
 * A merchant's commercials, set by platform staff (spec section 3 "Revenue setup", catalogue 7.9): the revenue setup
 * and the recurring fees (absent rows mean the defaults of spec section 9), non-recurring fees, access fee types; and
 * the generated commercial reports (catalogue 7.10), platform-wide files kept until deleted.
 */
export const commercialsSchema: Migration = {
  version: 24,
  name: 'commercials',
  up(db) {
    db.exec(`
      CREATE TABLE revenue_setups (
        merchant_id INTEGER PRIMARY KEY REFERENCES merchants(id) ON DELETE CASCADE,
        setup_json TEXT NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE recurring_fees (
        merchant_id INTEGER PRIMARY KEY REFERENCES merchants(id) ON DELETE CASCADE,
        fees_json TEXT NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE non_recurring_fees (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        revenue_stream_id INTEGER NOT NULL,
        amount REAL NOT NULL,
        currency TEXT NOT NULL,
        date TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX non_recurring_fees_merchant ON non_recurring_fees(merchant_id, date DESC, id DESC);
      CREATE TABLE access_fee_types (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        quantity INTEGER NOT NULL,
        period TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (merchant_id, name, quantity, period)
      );
      CREATE TABLE commercial_reports (
        id INTEGER PRIMARY KEY,
        report_type TEXT NOT NULL,
        period TEXT NOT NULL,
        filename TEXT NOT NULL UNIQUE,
        content TEXT NOT NULL,
        created_by INTEGER REFERENCES accounts(id) ON DELETE SET NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX commercial_reports_created ON commercial_reports(created_at DESC, id DESC);
    `);
  },
};
