import type { Migration } from '../migrate';

/** An asset's donation options, and whether buyers may give an amount of their own (spec section 3 "Item"). */
export const donationsSchema: Migration = {
  version: 7,
  name: 'donations',
  up(db) {
    db.exec(`
      ALTER TABLE items ADD COLUMN custom_price_enabled INTEGER NOT NULL DEFAULT 0;
      CREATE TABLE donation_options (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        item_id INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
        amount INTEGER NOT NULL,
        currency TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      );
      CREATE INDEX donation_options_item ON donation_options(merchant_id, item_id);
    `);
  },
};
