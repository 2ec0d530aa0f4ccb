import type { StaffActivityKind } from '../staffActivity';

/** Impersonation and the staff activity log: the texts of their screens, a module loaded only with them. */

/** Spec texts of impersonation (sections 5 and 8) and the labels around them. */
export const IMPERSONATION = {
  incorrectPassword: 'Incorrect password provided',
  passwordMin: 'Password must be minimum 8 characters',
  impersonateCustomer: 'Impersonate customer',
  /** The disabled stand-in while a control's code loads: its name says so (and still contains the visible text). */
  loadingControl: (label: string) => `${label} (loading)`,
  impersonateCustomerOf: (customer: string) => `Impersonate customer ${customer}`,
  dialogIntro: 'Confirm with your own password to sign in as this customer.',
  password: 'Your password',
  signIn: 'Sign in as customer',
  cancel: 'Cancel',
  customerSession: (email: string, until: string) => `Signed in as ${email} until ${until} UTC.`,
  loginAsMerchant: (merchant: string | number) => `Login as merchant ${merchant}`,
  loginFailed: 'The merchant session could not be opened.',
  popupBlocked: 'The browser blocked the new tab. Allow pop-ups for this site and try again.',
  /** The merchant area's banner while staff act as the merchant. */
  actingAs: (merchant: string, staff: string) => `You are acting as ${merchant} for ${staff}`,
  actingUntil: (time: string) => `This impersonation session ends at ${time} UTC.`,
} as const;

export const ACTIVITY_KIND_LABELS: Readonly<Record<StaffActivityKind, string>> = {
  features: 'Features',
  master_role: 'Master role',
  revenue_setup: 'Revenue setup',
  recurring_fees: 'Recurring fees',
  non_recurring_fees: 'Non-recurring fees',
  access_fee_types: 'Access fee types',
  connect_approval: 'Stripe Connect approval',
  age_settings: 'Age settings',
  payment_settings: 'Payment settings',
  mailing_list: 'Mailing list',
  impersonate_merchant: 'Login as merchant',
  impersonate_customer: 'Customer impersonation',
  refund: 'Refund',
  commercial_report: 'Commercial report',
  missing_transactions: 'Missing transactions',
};

export const activityKindLabel = (kind: string): string => ACTIVITY_KIND_LABELS[kind as StaffActivityKind] ?? kind;

/** A before or after value in one line: text as it is, anything else as JSON, nothing as ''. */
export const activityValue = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/** The log's columns (the table and the CSV export). */
export const ACTIVITY_COLUMNS = {
  when: 'When (UTC)',
  staff: 'Staff member',
  merchant: 'Merchant',
  kind: 'Kind',
  summary: 'What',
  before: 'Before',
  after: 'After',
} as const;

export const ACTIVITY_UI = {
  title: 'Activity log',
  loadFailed: 'The activity log could not be loaded.',
  allStaff: 'All staff',
  allMerchants: 'All merchants',
  allKinds: 'All kinds',
  entries: 'entries',
  platformWide: 'Platform-wide',
} as const;
