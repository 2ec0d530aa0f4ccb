import type { Migration } from '../migrate';

/** The livestream channels of a merchant's linked IVS account (issue 23; catalogue 7.11). */
export const ivsChannelsSchema: Migration = {
  version: 38,
  name: 'ivs_channels',
  up(db) {
    db.exec(`
      CREATE TABLE ivs_channels (
        arn TEXT PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('STANDARD', 'BASIC')),
        latency TEXT NOT NULL CHECK (latency IN ('LOW', 'NORMAL')),
        ingest_endpoint TEXT NOT NULL,
        stream_key TEXT NOT NULL,
        playback_url TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX ivs_channels_merchant ON ivs_channels(merchant_id, created_at);
    `);
  },
};
