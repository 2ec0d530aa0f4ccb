/**
 * What platform staff changed, one kind per admin write: the sandbox records them (`recordStaffActivity`) and the
 * activity log filters by them. A plain list, so the console and the sandbox share it.
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

/** What the activity log's reads provide; every admin write the sandbox records invalidates it. */
export const STAFF_ACTIVITY_TAG = 'StaffActivity';

/** The activity log's page size. */
export const STAFF_ACTIVITY_PAGE_SIZE = 20;
