import type { Migration } from '../migrate';

/** An asset's prices (access fees) and a season fee's phases (spec section 3 "Access fee", "Season phase"). Amounts in minor units. */
export const accessFeesSchema: Migration = {
  version: 6,
  name: 'access_fees',
  up(db) {
    db.exec(`
      CREATE TABLE access_fees (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        item_id INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
        access_type_id INTEGER NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        amount INTEGER NOT NULL,
        currency TEXT NOT NULL,
        trial_period_quantity INTEGER,
        setup_fee_amount INTEGER,
        setup_fee_description TEXT,
        country_iso TEXT,
        country_set_id INTEGER,
        restriction_type TEXT,
        starts_at INTEGER,
        expires_at INTEGER,
        season_anchor_date INTEGER,
        season_price_amount INTEGER,
        season_off_season_access INTEGER NOT NULL DEFAULT 0,
        external_fees TEXT NOT NULL DEFAULT '[]',
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX access_fees_item ON access_fees(merchant_id, item_id);

      CREATE TABLE season_phases (
        id INTEGER PRIMARY KEY,
        access_fee_id INTEGER NOT NULL REFERENCES access_fees(id) ON DELETE CASCADE,
        season_price INTEGER NOT NULL,
        currency TEXT NOT NULL,
        starts_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX season_phases_fee ON season_phases(access_fee_id, starts_at);
    `);
  },
};
