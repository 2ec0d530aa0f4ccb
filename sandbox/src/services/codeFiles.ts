import type { CodesImportOutcome } from '../../../src/api/accessCodeTypes';
import { CODES_FILE_COLUMNS, MAX_CODES_FILE_ROWS } from '../../../src/contracts/values';
import type { SandboxContext } from '../context';
import { prepared, type Db } from '../db/connection';
import { notFound } from '../lib/errors';
import { randomHex } from '../lib/random';
import { nowSeconds } from '../lib/time';
import { CODE_RULES, CODE_TAKEN_MESSAGE, codeExists, codeFields, insertCode } from '../models/accessCodes';
import { publishToAccount } from './accountTopic';
import { emitBulkJobFinished } from './webhookEvents';
import { csvRow, parseCsv } from './reportingCsv';

export const DUPLICATE_IN_FILE = 'This code appears more than once in the file.';
export const BAD_HEADER_MESSAGE = `The first line must be the columns ${CODES_FILE_COLUMNS.join(',')}: download the template file.`;
export const TOO_MANY_ROWS_MESSAGE = `A file holds at most ${MAX_CODES_FILE_ROWS} codes.`;
export const NO_VALID_ROWS_MESSAGE = 'No code in the file could be created: see the file of failed rows.';
export const FAILED_FILES_PATH = '/api/files/codes/failed';

/** The template file a merchant fills in: the columns and two example rows. */
export const CODES_TEMPLATE = csvRow([...CODES_FILE_COLUMNS]) + csvRow(['SPRING-2026-001', 'passcode', '2026-05-01 09:00:00', '2026-05-31 23:59:59', '2']) + csvRow(['VIP-ONE', 'single_use', '', '', '1']);

interface Checked {
  created: number;
  failed: { cells: string[]; reason: string }[];
}

/** Each row becomes a code or a failed row with its reason; the whole file fails on a wrong header or size. */
export function importCodes(db: Db, merchantId: number, itemId: number, text: string): Checked | { error: string } {
  const rows = parseCsv(text.replace(/^\uFEFF/, ''));
  const header = (rows.shift() ?? []).map((cell) => cell.trim().toLowerCase());
  if (header.join(',') !== CODES_FILE_COLUMNS.join(',')) return { error: BAD_HEADER_MESSAGE };
  if (rows.length > MAX_CODES_FILE_ROWS) return { error: TOO_MANY_ROWS_MESSAGE };
  const result: Checked = { created: 0, failed: [] };
  const seen = new Set<string>();
  db.transaction(() => {
    for (const cells of rows) {
      const [code = '', type = '', start = '', end = '', sessions = ''] = cells.map((cell) => cell.trim());
      const { values, errors } = codeFields({ code, type, start_date: start, end_date: end, concurrent_sessions: sessions });
      let reason = Object.values(errors)[0];
      if (!reason && values.start_date !== undefined && values.end_date !== undefined && values.end_date <= values.start_date) reason = CODE_RULES.order;
      if (!reason && seen.has(code)) reason = DUPLICATE_IN_FILE;
      if (!reason && codeExists(db, itemId, code)) reason = CODE_TAKEN_MESSAGE;
      seen.add(code);
      if (reason || !values.code || !values.type) {
        result.failed.push({ cells, reason: reason ?? CODE_RULES.code });
        continue;
      }
      insertCode(db, merchantId, itemId, { ...values, code: values.code, type: values.type });
      result.created += 1;
    }
  })();
  return result;
}

/** Keeps the refused rows, each with its reason, as a downloadable file of an import; returns its name. */
export type FailedRowsAction = 'access-codes' | 'voucher-rules' | 'grant-access' | 'revoke-access' | 'extend-access';

export function saveFailedRows(
  db: Db,
  merchantId: number,
  target: { action: 'access-codes'; itemId: number } | { action: 'voucher-rules'; voucherId: number } | { action: Exclude<FailedRowsAction, 'access-codes' | 'voucher-rules'> },
  uploaded: string,
  columns: readonly string[],
  failed: readonly { cells: string[]; reason: string }[],
): string {
  // Unique even when the same file is uploaded twice (the names are listed and downloaded by name).
  const stem = uploaded.replace(/\.csv$/i, '').replace(/[^\w.-]/g, '_').slice(0, 120);
  const fileName = target.action.endsWith('-access') ? `${stem}_${randomHex(4)}_failed.csv` : `${stem}_failed.csv`;
  const content = csvRow([...columns, 'reason']) + failed.map(({ cells, reason }) => csvRow([...columns.map((_column, index) => cells[index] ?? ''), reason])).join('');
  prepared(db, 'INSERT INTO code_failed_files (merchant_id, item_id, action, voucher_id, file_name, content, rows, token, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
    merchantId,
    target.action === 'access-codes' ? target.itemId : 0,
    target.action,
    target.action === 'voucher-rules' ? target.voucherId : null,
    fileName,
    content,
    failed.length,
    randomHex(24),
    nowSeconds(),
  );
  return fileName;
}

/**
 * Processes an uploaded file after the answer has gone (the platform does it asynchronously): valid rows become
 * codes, refused rows go to a file, and the uploader's topic gets `bulk.access.codes.succeed` (some codes made) or
 * `.failed` (none; code 422 with the reason).
 */
export function processCodesUpload(sandbox: SandboxContext, token: string, onError?: (error: unknown) => void): void {
  const { db } = sandbox;
  const upload = prepared(db, 'SELECT merchant_id, account_id, item_id, file_name, content FROM code_uploads WHERE token = ?').get(token) as
    | { merchant_id: number; account_id: number; item_id: number; file_name: string; content: Buffer | null }
    | undefined;
  if (!upload?.content) return;
  const outcome: CodesImportOutcome = { code: 200, item_id: upload.item_id, file_name: upload.file_name, created: 0, failed: 0 };
  const result = importCodes(db, upload.merchant_id, upload.item_id, upload.content.toString('utf8'));
  if ('error' in result) Object.assign(outcome, { code: 422, message: result.error });
  else {
    outcome.created = result.created;
    outcome.failed = result.failed.length;
    if (result.failed.length > 0) outcome.failed_file = saveFailedRows(db, upload.merchant_id, { action: 'access-codes', itemId: upload.item_id }, upload.file_name, CODES_FILE_COLUMNS, result.failed);
    if (result.created === 0) Object.assign(outcome, { code: 422, message: NO_VALID_ROWS_MESSAGE });
  }
  prepared(db, 'UPDATE code_uploads SET status = ?, content = NULL WHERE token = ?').run(outcome.code === 200 ? 'done' : 'failed', token);
  publishToAccount(sandbox, upload.account_id, { type: outcome.code === 200 ? 'bulk.access.codes.succeed' : 'bulk.access.codes.failed', resource: outcome }, onError);
  emitBulkJobFinished(sandbox, upload.merchant_id, 'access-codes', outcome);
}

export interface FailedRowsFile {
  file_name: string;
  item_id: number;
  voucher_id: number | null;
  rows: number;
  created_at: number;
}

/** A merchant's files of refused rows of one kind of upload, newest first (the last 100). */
export function listFailedFiles(db: Db, merchantId: number, action: FailedRowsAction): FailedRowsFile[] {
  return prepared(db, 'SELECT file_name, item_id, voucher_id, rows, created_at FROM code_failed_files WHERE merchant_id = ? AND action = ? ORDER BY created_at DESC, id DESC LIMIT 100').all(
    merchantId,
    action,
  ) as FailedRowsFile[];
}

/** The download link of one of those files, by name; a 404 with `missing` when the merchant has none of that name. */
export function failedFileLink(db: Db, merchantId: number, action: FailedRowsAction, fileName: string, missing: string): { merchant_id: number; download_url: string } {
  const token = prepared(db, 'SELECT token FROM code_failed_files WHERE merchant_id = ? AND action = ? AND file_name = ?').pluck().get(merchantId, action, fileName) as string | undefined;
  if (token === undefined) throw notFound(missing);
  return { merchant_id: merchantId, download_url: `${FAILED_FILES_PATH}/${token}` };
}
