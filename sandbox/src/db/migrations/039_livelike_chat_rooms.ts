import type { Migration } from '../migrate';

/** The LiveLike chat rooms of a merchant's live assets (issue 23; catalogue 7.11), gone with the LiveLike account. */
export const liveLikeChatRoomsSchema: Migration = {
  version: 39,
  name: 'livelike_chat_rooms',
  up(db) {
    db.exec(`
      CREATE TABLE livelike_chat_rooms (
        id TEXT PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        item_id INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        content_filter TEXT NOT NULL CHECK (content_filter IN ('filtered', 'none')),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX livelike_chat_rooms_merchant ON livelike_chat_rooms(merchant_id, created_at);
      CREATE INDEX livelike_chat_rooms_item ON livelike_chat_rooms(item_id);
    `);
  },
};
