import type { Migration } from '../migrate';

/**
 * The staff activity log: every write platform staff make from /admin (features, master role, commercials, fees,
 * mailing list, impersonation, refunds, approvals), with who, when, which merchant, what, and the values before and
 * after (JSON). Kept in the database, so it survives restarts.
 */
export const staffActivitySchema: Migration = {
  version: 22,
  name: 'staff_activity',
  up(db) {
    db.exec(`
      CREATE TABLE staff_activity (
        id INTEGER PRIMARY KEY,
        staff_account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        merchant_id INTEGER REFERENCES merchants(id) ON DELETE SET NULL,
        kind TEXT NOT NULL,
        summary TEXT NOT NULL,
        before_json TEXT,
        after_json TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX staff_activity_created ON staff_activity(created_at DESC, id DESC);
      CREATE INDEX staff_activity_merchant ON staff_activity(merchant_id, created_at DESC);
      CREATE INDEX staff_activity_staff ON staff_activity(staff_account_id, created_at DESC);
    `);
  },
};
