import * as adminReports from '../../api/adminReports';
import { STAFF_ACTIVITY_TAG } from '../../constants/staffActivity';
import type {
  MailingListPage,
  MailingListRecord,
  MailingListRequest,
  MissingTransactionsRequest,
  TransactionsDownload,
  TransactionsErrorFile,
  TransactionsErrorFiles,
} from '../../api/adminReports';
import { MAILING_LIST_NOTICES, MISSING_TRANSACTIONS_UI } from '../../constants/messages/adminReports';
import type { MailingListBody, MissingTransactionSection } from '../../contracts/adminReports';
import { defineEndpoint, type AnyEndpoint } from '../requests/defineEndpoint';
import { pagedRead } from '../requests/paginated';
import type { Tag } from '../requests/tags';

const MAILING_LIST = 'MailingList';
const importsOf = (section: MissingTransactionSection): Tag[] => [{ type: 'MissingTransactions', id: section }];

/** The mailing list page on screen (search, status and page in the URL). */
export const fetchMailingList = defineEndpoint<MailingListRequest, MailingListPage>('adminReports/fetchMailingList', adminReports.listMailingList, pagedRead(() => [MAILING_LIST]));

export const addMailingListItem = defineEndpoint<MailingListBody, MailingListRecord>('adminReports/addMailingListItem', adminReports.addMailingListRecord, {
  strategy: 'leading',
  successNotice: MAILING_LIST_NOTICES.added,
  invalidates: () => [MAILING_LIST, STAFF_ACTIVITY_TAG],
});

/** A row's blacklist or whitelist, each row on its own. */
export const setMailingListStatus = defineEndpoint<MailingListBody, MailingListRecord>('adminReports/setMailingListStatus', adminReports.updateMailingListRecord, {
  strategy: 'every',
  key: ({ email }) => email,
  successNotice: (record) => (record.blacklisted ? MAILING_LIST_NOTICES.blacklisted : MAILING_LIST_NOTICES.whitelisted),
  invalidates: () => [MAILING_LIST, STAFF_ACTIVITY_TAG],
});

/** A section's imported files, by page. */
export const fetchMissingTransactions = defineEndpoint<MissingTransactionsRequest, TransactionsErrorFiles>(
  'adminReports/fetchMissingTransactions',
  adminReports.listMissingTransactions,
  pagedRead(({ section }) => importsOf(section)),
);

// Spec: the list reloads 1 second after an upload.
export const MISSING_TRANSACTIONS_RELOAD_MS = 1000;

export const uploadMissingTransactions = defineEndpoint<{ section: MissingTransactionSection; fileId: string }, TransactionsErrorFile>(
  'adminReports/uploadMissingTransactions',
  adminReports.uploadMissingTransactions,
  {
    strategy: 'leading',
    key: ({ section }) => section,
    reportsProgress: true,
    successNotice: (file) => MISSING_TRANSACTIONS_UI.uploaded(file.missing, file.rows),
    errorNotice: MISSING_TRANSACTIONS_UI.uploadFailed,
    invalidates: ({ section }) => [...importsOf(section), STAFF_ACTIVITY_TAG],
    invalidateAfterMs: MISSING_TRANSACTIONS_RELOAD_MS,
  },
);

/** The template's link. */
export const fetchTransactionsTemplate = defineEndpoint<undefined, TransactionsDownload>('adminReports/fetchTemplate', (_req, ctx) => adminReports.getTransactionsDownload({ x: 'template' }, ctx), {
  strategy: 'leading',
  store: { mode: 'replace' },
});

/** An imported file's link (every row with its status), per file. */
export const fetchImportedFileLink = defineEndpoint<{ id: number; fileName: string }, TransactionsDownload>(
  'adminReports/fetchImportedFileLink',
  ({ id }, ctx) => adminReports.getTransactionsDownload({ x: id }, ctx),
  { strategy: 'every', key: ({ fileName }) => fileName, store: { mode: 'replace' } },
);

export const adminReportsEndpoints: readonly AnyEndpoint[] = [
  fetchMailingList,
  addMailingListItem,
  setMailingListStatus,
  fetchMissingTransactions,
  uploadMissingTransactions,
  fetchTransactionsTemplate,
  fetchImportedFileLink,
];
