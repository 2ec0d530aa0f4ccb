import type { Db } from '../db/connection';
import { nowSeconds } from '../lib/time';

/**
 * What platform staff changed, one kind per admin write. Every admin write route records one entry through
 * `recordStaffActivity`, in the same transaction as the write where it has one.
 */
export const STAFF_ACTIVITY_KINDS = [
  'features',
  'master_role',
  'revenue_setup',
  'recurring_fees',
  'non_recurring_fees',
  'access_fee_types',
  'connect_approval',
  'age_settings',
  'payment_settings',
  'mailing_list',
  'impersonate_merchant',
  'impersonate_customer',
  'refund',
  'commercial_report',
  'missing_transactions',
] as const;
export type StaffActivityKind = (typeof STAFF_ACTIVITY_KINDS)[number];

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
