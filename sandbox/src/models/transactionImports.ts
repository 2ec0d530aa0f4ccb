import type { MissingTransactionRow, TransactionsErrorFile, TransactionsErrorFiles } from '../../../src/api/adminReportTypes';
import {
  LISTED_MISSING_ROWS,
  MAX_TRANSACTIONS_FILE_ROWS,
  MISSING_TRANSACTIONS_PAGE_SIZE,
  TRANSACTIONS_FILE_COLUMNS,
  type MissingTransactionSection,
} from '../../../src/contracts/adminReports';
import type { Db } from '../db/connection';
import { badRequest, conflict, notFound } from '../lib/errors';
import type { MerchantScope } from '../lib/platformScope';
import { randomHex } from '../lib/random';
import { csvRow, parseCsv } from '../services/reportingCsv';

/**
 * Missing transactions: staff upload a file of transactions (a payment provider's export) to a section; each row is
 * matched against the sandbox's payments by trx token or gateway token, within one merchant or every merchant. Rows
 * that match none are missing, the others found.
 */
export const UPLOAD_TTL_SECONDS = 10 * 60;
export const IMPORT_UNKNOWN_MESSAGE = 'No upload of that name.';
export const IMPORT_NOT_UPLOADED_MESSAGE = 'The file has not been uploaded yet: upload it to the signed address first.';
export const IMPORT_DONE_MESSAGE = 'This file has already been processed.';
export const IMPORT_COLUMNS_MESSAGE = `The file needs a header row with a ${TRANSACTIONS_FILE_COLUMNS[0]} column (template columns: ${TRANSACTIONS_FILE_COLUMNS.join(', ')}).`;
export const IMPORT_EMPTY_MESSAGE = 'The file has no transaction rows.';
export const IMPORT_TOO_MANY_MESSAGE = `The file has more than ${MAX_TRANSACTIONS_FILE_ROWS} rows.`;
export const TRANSACTIONS_TEMPLATE = csvRow(TRANSACTIONS_FILE_COLUMNS);

interface ImportRow {
  id: number;
  section: MissingTransactionSection;
  merchant_id: number | null;
  account_id: number | null;
  file_name: string;
  upload_token: string;
  download_token: string;
  status: 'waiting' | 'received' | 'processed';
  content: Buffer | null;
  rows: number;
  found: number;
  missing: number;
  expires_at: number;
  created_at: number;
}

export interface NewUpload {
  section: MissingTransactionSection;
  merchantId: MerchantScope;
  accountId: number;
  now: number;
}

/** A signed upload address for one file of a section. */
export function createTransactionsUpload(db: Db, upload: NewUpload): { token: string; fileName: string } {
  const token = randomHex(24);
  const fileName = `transactions_${upload.section}_${upload.now}_${token.slice(0, 6)}.csv`;
  db.prepare(
    'INSERT INTO transaction_imports (section, merchant_id, account_id, file_name, upload_token, download_token, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(upload.section, upload.merchantId, upload.accountId, fileName, token, randomHex(24), upload.now + UPLOAD_TTL_SECONDS, upload.now);
  return { token, fileName };
}

/** Stores the file put at a signed address; false when the address is unknown, used or expired. */
export function receiveTransactionsFile(db: Db, token: string, content: Buffer, now: number): boolean {
  const result = db
    .prepare("UPDATE transaction_imports SET content = ?, status = 'received' WHERE upload_token = ? AND status = 'waiting' AND expires_at >= ?")
    .run(content, token, now);
  return result.changes === 1;
}

interface ParsedRow {
  line: number;
  transaction_token: string;
  amount: string;
  currency: string;
}

function parseTransactions(content: Buffer): ParsedRow[] {
  const [header, ...lines] = parseCsv(content.toString('utf8').replace(/^\uFEFF/, ''));
  const columns = (header ?? []).map((name) => name.trim().toLowerCase());
  const at = (name: string) => columns.indexOf(name);
  const token = at('transaction_token');
  if (token < 0) throw badRequest(IMPORT_COLUMNS_MESSAGE, { file: IMPORT_COLUMNS_MESSAGE });
  const rows = lines
    .map((cells, index) => ({ cells, line: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
    .map(({ cells, line }) => ({
      line,
      transaction_token: (cells[token] ?? '').trim(),
      amount: at('amount') < 0 ? '' : (cells[at('amount')] ?? '').trim(),
      currency: at('currency') < 0 ? '' : (cells[at('currency')] ?? '').trim().toUpperCase(),
    }));
  if (rows.length === 0) throw badRequest(IMPORT_EMPTY_MESSAGE, { file: IMPORT_EMPTY_MESSAGE });
  if (rows.length > MAX_TRANSACTIONS_FILE_ROWS) throw badRequest(IMPORT_TOO_MANY_MESSAGE, { file: IMPORT_TOO_MANY_MESSAGE });
  return rows;
}

/** Matches each row of a received file against the payments of its scope and records the outcome. */
export function reconcileTransactions(db: Db, fileName: string): TransactionsErrorFile {
  const entry = db.prepare('SELECT * FROM transaction_imports WHERE file_name = ?').get(fileName) as ImportRow | undefined;
  if (!entry) throw notFound(IMPORT_UNKNOWN_MESSAGE);
  if (entry.status === 'waiting') throw conflict(IMPORT_NOT_UPLOADED_MESSAGE);
  if (entry.status === 'processed') throw conflict(IMPORT_DONE_MESSAGE);
  const rows = parseTransactions(entry.content ?? Buffer.alloc(0));
  const scope = [entry.merchant_id, entry.merchant_id];
  const byTrx = db.prepare('SELECT id FROM payments WHERE trx_token = ? AND (? IS NULL OR merchant_id = ?)').pluck();
  const byGateway = db.prepare('SELECT id FROM payments WHERE transaction_token = ? AND (? IS NULL OR merchant_id = ?) LIMIT 1').pluck();
  const insert = db.prepare(
    'INSERT INTO transaction_import_rows (import_id, line, transaction_token, amount, currency, payment_id, status) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    let found = 0;
    for (const row of rows) {
      const paymentId = row.transaction_token === '' ? undefined : ((byTrx.get(row.transaction_token, ...scope) ?? byGateway.get(row.transaction_token, ...scope)) as number | undefined);
      if (paymentId !== undefined) found += 1;
      insert.run(entry.id, row.line, row.transaction_token, row.amount, row.currency, paymentId ?? null, paymentId === undefined ? 'missing' : 'found');
    }
    db.prepare("UPDATE transaction_imports SET status = 'processed', content = NULL, rows = ?, found = ?, missing = ? WHERE id = ?").run(rows.length, found, rows.length - found, entry.id);
  })();
  return toErrorFile(db, db.prepare('SELECT * FROM transaction_imports WHERE id = ?').get(entry.id) as ImportRow);
}

function toErrorFile(db: Db, row: ImportRow): TransactionsErrorFile {
  const missingRows = db
    .prepare("SELECT line, transaction_token, amount, currency FROM transaction_import_rows WHERE import_id = ? AND status = 'missing' ORDER BY line LIMIT ?")
    .all(row.id, LISTED_MISSING_ROWS) as MissingTransactionRow[];
  return {
    id: row.id,
    file_name: row.file_name,
    section: row.section,
    merchant_id: row.merchant_id,
    rows: row.rows,
    found: row.found,
    missing: row.missing,
    missing_rows: missingRows,
    created_at: row.created_at,
  };
}

/** A section's processed files (those matched within one merchant, or all), newest first, by page, with the number of pages. */
export function listTransactionImports(db: Db, section: MissingTransactionSection, page: number, scope: MerchantScope): TransactionsErrorFiles {
  const size = MISSING_TRANSACTIONS_PAGE_SIZE;
  const where = "section = ? AND status = 'processed' AND (? IS NULL OR merchant_id = ?)";
  const args = [section, scope, scope];
  const total = db.prepare(`SELECT COUNT(*) FROM transaction_imports WHERE ${where}`).pluck().get(...args) as number;
  const rows = db
    .prepare(`SELECT * FROM transaction_imports WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...args, size, (page - 1) * size) as ImportRow[];
  return { collection: rows.map((row) => toErrorFile(db, row)), total, page, total_pages: Math.max(1, Math.ceil(total / size)) };
}

/** A processed file's download token, by id. */
export function importDownloadToken(db: Db, id: number): string {
  const token = db.prepare("SELECT download_token FROM transaction_imports WHERE id = ? AND status = 'processed'").pluck().get(id) as string | undefined;
  if (!token) throw notFound('No imported file with that id.');
  return token;
}

/** A processed file's rows with their status, as CSV, by its download token; null when unknown. */
export function importedFileCsv(db: Db, token: string): { fileName: string; csv: string } | null {
  const entry = db.prepare("SELECT id, file_name FROM transaction_imports WHERE download_token = ? AND status = 'processed'").get(token) as { id: number; file_name: string } | undefined;
  if (!entry) return null;
  const rows = db
    .prepare('SELECT r.line, r.transaction_token, r.amount, r.currency, r.status, p.trx_token FROM transaction_import_rows r LEFT JOIN payments p ON p.id = r.payment_id WHERE r.import_id = ? ORDER BY r.line')
    .all(entry.id) as { line: number; transaction_token: string; amount: string; currency: string; status: string; trx_token: string | null }[];
  const lines = rows.map((row) => csvRow([row.line, row.transaction_token, row.amount, row.currency, row.status, row.trx_token ?? '']));
  return { fileName: entry.file_name, csv: csvRow(['line', ...TRANSACTIONS_FILE_COLUMNS, 'status', 'matched_trx_token']) + lines.join('') };
}
