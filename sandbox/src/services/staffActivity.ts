import type { Db } from '../db/connection';
import { nowSeconds } from '../lib/time';
import type { StaffActivityKind } from '../../../src/constants/staffActivity';

/**
 * What platform staff changed, one kind per admin write (the list is shared with the console's activity log). Every
 * admin write route records one entry through `recordStaffActivity`, in the same transaction as the write where it has one.
 */
export { STAFF_ACTIVITY_KINDS, type StaffActivityKind } from '../../../src/constants/staffActivity';

export interface StaffActivityEntry {
  /** The staff member's account id (`currentAccount(request).id`). */
  staffAccountId: number;
  /** The merchant the write concerns (merchants.id), or null for a platform-wide one (the mailing list). */
  merchantId: number | null;
  kind: StaffActivityKind;
  /** One line in people's words: "Turned off the feature Donations". */
  summary: string;
  /** The values before and after the write (any JSON), undefined where there is none (a creation has no before). */
  before?: unknown;
  after?: unknown;
}

export function recordStaffActivity(db: Db, entry: StaffActivityEntry): number {
  const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));
  const result = db
    .prepare('INSERT INTO staff_activity (staff_account_id, merchant_id, kind, summary, before_json, after_json, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(entry.staffAccountId, entry.merchantId, entry.kind, entry.summary, json(entry.before), json(entry.after), nowSeconds());
  return Number(result.lastInsertRowid);
}
