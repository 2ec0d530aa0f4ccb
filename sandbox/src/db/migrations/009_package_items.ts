import type { Migration } from '../migrate';

/** The assets a package holds (spec section 3 "Package"). */
export const packageItemsSchema: Migration = {
  version: 9,
  name: 'package_items',
  up(db) {
    db.exec(`
      CREATE TABLE package_items (
        package_id INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
        asset_id INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
        added_at INTEGER NOT NULL,
        PRIMARY KEY (package_id, asset_id)
      );
      CREATE INDEX package_items_asset ON package_items(asset_id);
    `);
  },
};
