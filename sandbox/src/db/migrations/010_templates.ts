import type { Migration } from '../migrate';

/** Asset templates (catalogue 7.3): defaults, prices and restrictions an asset can be created from. */
export const templatesSchema: Migration = {
  version: 10,
  name: 'templates',
  up(db) {
    db.exec(`
      CREATE TABLE templates (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        access_control_type_id INTEGER NOT NULL DEFAULT 1,
        preview_text TEXT NOT NULL DEFAULT '',
        metadata TEXT NOT NULL DEFAULT '{}',
        item_type_name TEXT NOT NULL,
        event_type TEXT,
        preview_id INTEGER NOT NULL DEFAULT 1,
        event_details TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX templates_merchant ON templates(merchant_id, id);

      CREATE TABLE template_prices (
        id INTEGER PRIMARY KEY,
        template_id INTEGER NOT NULL REFERENCES templates(id) ON DELETE CASCADE,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );

      CREATE TABLE template_restrictions (
        id INTEGER PRIMARY KEY,
        template_id INTEGER NOT NULL REFERENCES templates(id) ON DELETE CASCADE,
        category TEXT NOT NULL,
        additional_data TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `);
  },
};
