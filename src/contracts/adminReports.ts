import { Type, type Static } from 'typebox';
import { Closed, Email, OneOf, Query, Text } from './fields';
import { BLACKLISTED_VALUES, MAILING_LIST_PAGE_SIZE, MAX_MAILING_LIST_PAGE_SIZE, MISSING_TRANSACTION_SECTIONS } from './values';

/**
 * The admin console's mailing list and missing transactions (issue 20; catalogue 7.9 "Mailing list", 7.10 "Missing
 * transactions", 7.4 `v2/accounting/transactions/import/{x}:download`). The catalogue gives the mailing list's fields
 * but no path: `v2/mailing-list` is defined here; the imports live beside their download call.
 */
export {
  BLACKLISTED_VALUES,
  LISTED_MISSING_ROWS,
  MAILING_LIST_PAGE_SIZE,
  MAX_MAILING_LIST_PAGE_SIZE,
  MAX_TRANSACTIONS_FILE_BYTES,
  MAX_TRANSACTIONS_FILE_ROWS,
  MISSING_TRANSACTION_SECTIONS,
  MISSING_TRANSACTIONS_PAGE_SIZE,
  TRANSACTIONS_FILE_COLUMNS,
  type BlacklistedValue,
  type MissingTransactionSection,
} from './values';

const Page = Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 });
const merchantID = Type.Optional(Text(64));

/** GET v2/mailing-list */
export const MailingListQuery = Query({
  page: Page,
  limit: Type.Integer({ minimum: 1, maximum: MAX_MAILING_LIST_PAGE_SIZE, default: MAILING_LIST_PAGE_SIZE }),
  blacklisted: Type.Optional(OneOf(['', ...BLACKLISTED_VALUES])),
  email: Type.Optional(Text(254)),
});
export type MailingListQuery = Static<typeof MailingListQuery>;

/** POST (add) and PUT (blacklist or whitelist) v2/mailing-list. */
export const MailingListBody = Closed({ email: Email, blacklisted: OneOf(BLACKLISTED_VALUES) });
export type MailingListBody = Static<typeof MailingListBody>;

/** GET v2/accounting/transactions/import: one section's imported files, newest first; staff may name a merchant. */
export const MissingTransactionsQuery = Query({ page: Page, section: OneOf(MISSING_TRANSACTION_SECTIONS), merchantID });
export type MissingTransactionsQuery = Static<typeof MissingTransactionsQuery>;

/** GET v2/accounting/transactions/import/signed-url: where to put a section's file (matched within `merchantID`, or every merchant). */
export const TransactionsUploadQuery = Query({ section: OneOf(MISSING_TRANSACTION_SECTIONS), merchantID });
export type TransactionsUploadQuery = Static<typeof TransactionsUploadQuery>;

/** POST v2/accounting/transactions/import: the uploaded file's name, to reconcile it. */
export const TransactionsImportBody = Closed({ file_name: Text(255, 1) });
export type TransactionsImportBody = Static<typeof TransactionsImportBody>;

/** GET v2/accounting/transactions/import/{x}:download: `template`, or an imported file's id (the segment is `{x}:download`). */
export const TransactionsDownloadParams = Closed({ x: Type.String({ pattern: '^(template|[1-9]\\d{0,11}):download$' }) });
export type TransactionsDownloadParams = Static<typeof TransactionsDownloadParams>;

/** PUT uploads/transactions/{token} and GET files/transactions/{token}. */
export const TransactionsTokenParams = Closed({ token: Type.String({ pattern: '^[\\w.-]{1,64}$' }) });
