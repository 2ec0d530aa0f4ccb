import type { Migration } from '../migrate';

/** Every time a master signed in as one of its followers (issue 21: the sandbox records that the master did it). */
export const followerSignInsSchema: Migration = {
  version: 31,
  name: 'follower_sign_ins',
  up(db) {
    db.exec(`
      CREATE TABLE follower_sign_ins (
        id INTEGER PRIMARY KEY,
        master_account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        follower_account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX follower_sign_ins_pair ON follower_sign_ins(follower_account_id, master_account_id, created_at);
    `);
  },
};
