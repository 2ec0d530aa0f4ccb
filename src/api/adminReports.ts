// The admin mailing list and missing transactions (issue 20; catalogue 7.9, 7.10, 7.4); every function has the call shape (req, ctx).
import { api, type CallContext } from './client';
import { uploadingHeldFile } from './files';
import type {
  MailingListPage,
  MailingListRecord,
  TransactionsDownload,
  TransactionsErrorFile,
  TransactionsErrorFiles,
  TransactionsSignedUpload,
} from './adminReportTypes';
import type { MailingListBody, MailingListQuery, MissingTransactionSection } from '../contracts/adminReports';

export type * from './adminReportTypes';

// Staff make these calls with the admin session, even where this browser also holds a merchant one ('Login as').
const asAdmin = (ctx?: CallContext): CallContext => ({ ...ctx, session: 'admin' });

export type MailingListRequest = Omit<MailingListQuery, 'srkey'>;

/** GET v2/mailing-list: page, limit (15), blacklisted ('true' or 'false'), email */
export const listMailingList = (query: MailingListRequest, ctx?: CallContext): Promise<MailingListPage> =>
  api().request({ method: 'GET', path: 'v2/mailing-list', query, ...asAdmin(ctx) });

/** POST v2/mailing-list: email, blacklisted */
export const addMailingListRecord = (body: MailingListBody, ctx?: CallContext): Promise<MailingListRecord> =>
  api().request({ method: 'POST', path: 'v2/mailing-list', body, ...asAdmin(ctx) });

/** PUT v2/mailing-list: email, blacklisted */
export const updateMailingListRecord = (body: MailingListBody, ctx?: CallContext): Promise<MailingListRecord> =>
  api().request({ method: 'PUT', path: 'v2/mailing-list', body, ...asAdmin(ctx) });

export interface MissingTransactionsRequest {
  section: MissingTransactionSection;
  page: number;
}

/** GET v2/accounting/transactions/import: a section's error files by page, with total_pages */
export const listMissingTransactions = (query: MissingTransactionsRequest, ctx?: CallContext): Promise<TransactionsErrorFiles> =>
  api().request({ method: 'GET', path: 'v2/accounting/transactions/import', query, ...asAdmin(ctx) });

/** GET v2/accounting/transactions/import/signed-url: returns url, file_name, headers */
export const getTransactionsUploadUrl = ({ section }: { section: MissingTransactionSection }, ctx?: CallContext): Promise<TransactionsSignedUpload> =>
  api().request({ method: 'GET', path: 'v2/accounting/transactions/import/signed-url', query: { section }, ...asAdmin(ctx) });

/** POST v2/accounting/transactions/import with file_name: reconciles the uploaded file */
export const importTransactions = ({ fileName }: { fileName: string }, ctx?: CallContext): Promise<TransactionsErrorFile> =>
  api().request({ method: 'POST', path: 'v2/accounting/transactions/import', body: { file_name: fileName }, ...asAdmin(ctx) });

/** GET v2/accounting/transactions/import/{x}:download: `template` or an imported file's id; returns url */
export const getTransactionsDownload = ({ x }: { x: 'template' | number }, ctx?: CallContext): Promise<TransactionsDownload> =>
  api().request({ method: 'GET', path: 'v2/accounting/transactions/import/{x}:download', pathVars: { x }, ...asAdmin(ctx) });

/**
 * The upload sequence (spec: missing transactions through a signed URL): ask for a signed address, put the held file
 * there (its progress reported), then name the file so the server reconciles it.
 */
export async function uploadMissingTransactions({ section, fileId }: { section: MissingTransactionSection; fileId: string }, ctx?: CallContext): Promise<TransactionsErrorFile> {
  const signed = await getTransactionsUploadUrl({ section }, { signal: ctx?.signal });
  await uploadingHeldFile(fileId, (file) => api().putSigned(signed.url, file, { headers: signed.headers, signal: ctx?.signal, onUploadProgress: ctx?.onUploadProgress }));
  return importTransactions({ fileName: signed.file_name }, { signal: ctx?.signal });
}
