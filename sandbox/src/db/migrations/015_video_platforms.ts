import type { Migration } from '../migrate';

/** Connected video platforms (catalogue 7.11 external account) and their library syncs (catalogue 7.1 `ovps/sync`). */
export const videoPlatformsSchema: Migration = {
  version: 15,
  name: 'video_platforms',
  up(db) {
    db.exec(`
      CREATE TABLE external_accounts (
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        ovp_name TEXT NOT NULL,
        keys TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (merchant_id, ovp_name)
      );

      CREATE TABLE ovp_sync_jobs (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        account_id INTEGER NOT NULL,
        ovp_name TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('running', 'done', 'failed')),
        video_keys TEXT NOT NULL,
        access_control_type_id INTEGER NOT NULL,
        player_id TEXT,
        update_existing INTEGER NOT NULL DEFAULT 0,
        total INTEGER NOT NULL,
        done INTEGER NOT NULL DEFAULT 0,
        created INTEGER NOT NULL DEFAULT 0,
        updated INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        finished_at INTEGER
      );
      CREATE INDEX ovp_sync_jobs_merchant ON ovp_sync_jobs(merchant_id, ovp_name, id);
      CREATE INDEX items_external ON items(merchant_id, external_asset_id);
    `);
  },
};
