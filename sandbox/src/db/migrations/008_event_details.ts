import type { Migration } from '../migrate';

/** An asset's event details (spec section 3 "Event details"). */
export const eventDetailsSchema: Migration = {
  version: 8,
  name: 'event_details',
  up(db) {
    db.exec(`
      CREATE TABLE event_details (
        item_id INTEGER PRIMARY KEY REFERENCES items(id) ON DELETE CASCADE,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        content_category TEXT NOT NULL,
        industry TEXT NOT NULL,
        event_name TEXT NOT NULL,
        web_page TEXT NOT NULL,
        event_date INTEGER NOT NULL,
        expected_viewership INTEGER NOT NULL,
        replay_available INTEGER NOT NULL,
        is_advertised INTEGER NOT NULL,
        event_description TEXT,
        updated_at INTEGER NOT NULL
      );
    `);
  },
};
