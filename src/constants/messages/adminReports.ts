import type { MissingTransactionSection } from '../../contracts/adminReports';
import { ACCESS_CODE_NOTICES } from './accessCodes';
import { UNKNOWN_ERROR } from '.';

/** The admin mailing list, missing transactions and section reports (issue 20): a module of their own, loaded with those screens. */
export const MAILING_LIST_NOTICES = {
  added: 'New record was added successfully.',
  // Spec section 8, exactly as written: the first has no final period.
  blacklisted: 'Email successfully blacklisted',
  whitelisted: 'Email successfully whitelisted.',
} as const;

export const MAILING_LIST_UI = {
  title: 'Mailing list',
  entries: 'records',
  loadFailed: 'The mailing list could not be loaded.',
  searchFields: { email: 'E-mail' },
  status: 'Status',
  statuses: { all: 'All', true: 'Blacklisted', false: 'Whitelisted' },
  columns: { email: 'E-mail', status: 'Status', updatedAt: 'Updated at (UTC)', actions: 'Actions' },
  addItem: 'Add item',
  addTitle: 'Add item',
  email: 'E-mail',
  emailRequired: 'E-mail is required',
  emailInvalid: 'Enter a valid e-mail address',
  blacklistedField: 'Blacklisted',
  save: 'Save',
  cancel: 'Cancel',
  blacklist: 'Blacklist',
  whitelist: 'Whitelist',
  blacklistOf: (email: string) => `Blacklist ${email}`,
  whitelistOf: (email: string) => `Whitelist ${email}`,
  confirmBlacklist: (email: string) => `Blacklist ${email}? Mail will no longer be sent to this address.`,
  confirmWhitelist: (email: string) => `Whitelist ${email}? Mail may be sent to this address again.`,
  confirmYes: 'Yes, continue',
  confirmNo: 'Oops, no!',
  noRecords: 'No e-mails match this filter.',
  failed: UNKNOWN_ERROR,
} as const;

export const MISSING_TRANSACTIONS_UI = {
  uploadFailed: ACCESS_CODE_NOTICES.uploadFailed,
  uploadInProgress: ACCESS_CODE_NOTICES.uploadInProgress,
  title: (section: string) => `${section}: missing transactions`,
  titles: { merchants: 'Merchants', audience: 'Audience', payments: 'Payments', subscriptions: 'Subscriptions', access: 'Access' } satisfies Record<MissingTransactionSection, string>,
  backTo: (section: string) => `Back to ${section}`,
  uploadTitle: 'Upload transactions',
  hint: 'Upload a CSV file of transactions (a transaction_token column, as in the template): rows that match no payment are listed back as missing.',
  downloadTemplate: 'Download template',
  file: 'Transactions file',
  upload: 'Upload',
  chooseFile: 'Choose a CSV file first.',
  uploaded: (missing: number, rows: number) => `File uploaded: ${missing} of ${rows} rows missing.`,
  reloading: 'File uploaded: the list shows it in a moment.',
  templateFile: 'missing-transactions-template.csv',
  noneMissing: 'Every row matches a payment.',
  files: 'Imported files',
  loadFailed: 'The imported files could not be loaded.',
  noFiles: 'No files have been imported here yet.',
  columns: { file: 'File', rows: 'Rows', found: 'Found', missing: 'Missing', created: 'Created at (UTC)', actions: 'Actions' },
  download: 'Download',
  downloadOf: (name: string) => `Download ${name}`,
  missingRowsOf: (name: string) => `Missing transactions of ${name}`,
  missingColumns: { line: 'Line', token: 'Transaction token', amount: 'Amount', currency: 'Currency' },
  moreMissing: (shown: number, missing: number) => `The first ${shown} of ${missing} missing rows; download the file for all of them.`,
  entries: 'files',
} as const;

export const SECTION_REPORTS_UI = {
  backTo: (section: string) => `Back to ${section}`,
  missingTransactions: 'Missing transactions',
  reports: 'Reports',
} as const;
