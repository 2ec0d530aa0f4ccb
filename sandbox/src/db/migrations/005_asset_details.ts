import type { Migration } from '../migrate';

/** The asset fields the content screens edit (spec section 3 "Item"); `description` holds the asset's content. */
export const assetDetailsSchema: Migration = {
  version: 5,
  name: 'asset_details',
  up(db) {
    db.exec(`
      ALTER TABLE items ADD COLUMN event_type TEXT;
      ALTER TABLE items ADD COLUMN template_id INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE items ADD COLUMN external_asset_id TEXT;
      ALTER TABLE items ADD COLUMN stream_url TEXT;
      ALTER TABLE items ADD COLUMN source TEXT;
      ALTER TABLE items ADD COLUMN giftable INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE items ADD COLUMN gift_description TEXT;
      ALTER TABLE items ADD COLUMN plan_switch_enabled INTEGER NOT NULL DEFAULT 0;
      CREATE INDEX items_merchant_active ON items(merchant_id, item_type, is_active, id);
    `);
  },
};
