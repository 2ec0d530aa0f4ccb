import type { CodesReport } from '../../../src/api/accessCodeTypes';
import { prepared, type Db } from '../db/connection';
import { notFound } from '../lib/errors';
import { randomHex } from '../lib/random';
import { nowSeconds } from '../lib/time';
import { csvRow } from '../services/reportingCsv';
import { codeDateText } from './accessCodes';

export const CODES_REPORT_NOT_FOUND = 'Report not found.';
export const CODES_REPORT_FILES_PATH = '/api/files/codes/reports';

const COLUMNS = ['Code', 'Type', 'Start date (UTC)', 'End date (UTC)', 'Concurrent sessions', 'Sessions in use', 'Created at (UTC)'];

/** Writes the item's codes as a CSV report now (an item holds few enough codes to do it in the request). */
export function generateCodesReport(db: Db, merchantId: number, itemId: number): CodesReport {
  const codes = prepared(
    db,
    `SELECT c.code, c.type, c.start_date, c.end_date, c.concurrent_sessions, c.created_at,
       (SELECT COUNT(*) FROM access_code_sessions s WHERE s.code_id = c.id) AS in_use
     FROM access_codes c WHERE c.item_id = ? ORDER BY c.code`,
  ).all(itemId) as { code: string; type: string; start_date: number | null; end_date: number | null; concurrent_sessions: number; created_at: number; in_use: number }[];
  const content =
    csvRow(COLUMNS) +
    codes.map((code) => csvRow([code.code, code.type, codeDateText(code.start_date), codeDateText(code.end_date), code.concurrent_sessions, code.in_use, codeDateText(code.created_at)])).join('');
  const now = nowSeconds();
  const filename = `access-codes_${itemId}_${new Date(now * 1000).toISOString().slice(0, 19).replace(/[-:T]/g, '')}_${randomHex(3)}.csv`;
  prepared(db, 'INSERT INTO code_reports (merchant_id, item_id, filename, content, rows, token, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    merchantId,
    itemId,
    filename,
    content,
    codes.length,
    randomHex(24),
    now,
  );
  return { filename, item_id: itemId, rows: codes.length, created_at: now };
}

export function listCodesReports(db: Db, merchantId: number, itemId: number): CodesReport[] {
  return prepared(db, 'SELECT filename, item_id, rows, created_at FROM code_reports WHERE merchant_id = ? AND item_id = ? ORDER BY created_at DESC, id DESC').all(
    merchantId,
    itemId,
  ) as CodesReport[];
}

export function codesReportLink(db: Db, merchantId: number, filename: string): string {
  const row = prepared(db, 'SELECT token FROM code_reports WHERE merchant_id = ? AND filename = ?').get(merchantId, filename) as { token: string } | undefined;
  if (!row) throw notFound(CODES_REPORT_NOT_FOUND);
  return `${CODES_REPORT_FILES_PATH}/${row.token}`;
}

export function codesReportFile(db: Db, token: string): { filename: string; content: string } {
  const row = prepared(db, 'SELECT filename, content FROM code_reports WHERE token = ?').get(token) as { filename: string; content: string } | undefined;
  if (!row) throw notFound('This download link is invalid.');
  return row;
}
