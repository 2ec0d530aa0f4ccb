import type { BulkAccessOutcome, CustomerAccess } from '../../../src/api/audienceTypes';
import { BULK_ACCESS_COLUMNS, MAX_BULK_ACCESS_ROWS, type BulkAccessAction, type WebhookEvent } from '../../../src/contracts/values';
import type { SandboxContext } from '../context';
import { prepared, type Db } from '../db/connection';
import { HttpError } from '../lib/errors';
import { extendAccess, grantAccess, parseExpiry, revokeItemAccess } from '../models/customerAccess';
import { publishToAccount } from './accountTopic';
import { saveFailedRows } from './codeFiles';
import { csvRow, parseCsv } from './reportingCsv';
import { accessData, emitBulkJobFinished, revokedAccessData } from './webhookEvents';

/**
 * Bulk access (catalogue 7.4, feature BulkAccessManagement): a CSV of customers and items whose access is granted,
 * revoked or extended row by row after the answer; refused rows go to a downloadable file with their reason, and the
 * uploader's topic gets `bulk.{action}.access` (code above 400: nothing could be done).
 */
export const BULK_ERROR_DEFAULT = 'Check the generated file for more details on the error';
export const badHeaderMessage = (action: BulkAccessAction): string => `The first line must be the columns ${BULK_ACCESS_COLUMNS[action].join(',')}: download the template file.`;
export const TOO_MANY_BULK_ROWS = `A file holds at most ${MAX_BULK_ACCESS_ROWS} rows.`;
export const EMPTY_BULK_FILE = 'The file holds no rows.';
export const UNKNOWN_CUSTOMER_MESSAGE = 'No customer with this e-mail.';
export const BAD_ITEM_ID_MESSAGE = 'item_id must be the number of an asset or package.';
export const EXPIRY_REQUIRED_MESSAGE = 'expires_at is required to extend an access.';

/** The template of an action: its columns and an example row. */
export function bulkTemplate(action: BulkAccessAction): string {
  const example: Record<BulkAccessAction, string[]> = {
    grant: ['viewer@example.com', '1', '2027-12-31 23:59:59'],
    revoke: ['viewer@example.com', '1'],
    extend: ['viewer@example.com', '1', '2028-06-30'],
  };
  return csvRow([...BULK_ACCESS_COLUMNS[action]]) + csvRow(example[action]);
}

/** The rows of an uploaded file, checked for shape before anything is answered (the header and the size). */
export function readBulkFile(action: BulkAccessAction, text: string): string[][] {
  const rows = parseCsv(text.replace(/^\uFEFF/, '')).filter((cells) => cells.some((cell) => cell.trim() !== ''));
  const header = (rows.shift() ?? []).map((cell) => cell.trim().toLowerCase());
  if (header.join(',') !== BULK_ACCESS_COLUMNS[action].join(',')) throw new HttpError(400, badHeaderMessage(action), { file: badHeaderMessage(action) });
  if (rows.length === 0) throw new HttpError(400, EMPTY_BULK_FILE, { file: EMPTY_BULK_FILE });
  if (rows.length > MAX_BULK_ACCESS_ROWS) throw new HttpError(400, TOO_MANY_BULK_ROWS, { file: TOO_MANY_BULK_ROWS });
  return rows;
}

const messageOf = (error: unknown): string => (error instanceof HttpError ? error.message : 'The row could not be processed.');

/** Applies one row; answers the access it granted or extended, or the id of the one it revoked (for the webhooks). */
function applyRow(db: Db, merchantId: number, action: BulkAccessAction, cells: readonly string[]): CustomerAccess | number {
  const [email = '', itemText = '', expiresText = ''] = cells.map((cell) => cell.trim());
  const customerId = prepared(db, 'SELECT id FROM customers WHERE merchant_id = ? AND email = ? AND erased_at IS NULL').pluck().get(merchantId, email) as number | undefined;
  if (customerId === undefined) throw new HttpError(404, UNKNOWN_CUSTOMER_MESSAGE);
  if (!/^\d{1,10}$/.test(itemText)) throw new HttpError(400, BAD_ITEM_ID_MESSAGE);
  const itemId = Number(itemText);
  if (action === 'revoke') return revokeItemAccess(db, merchantId, customerId, itemId);
  const expiresAt = expiresText === '' ? undefined : parseExpiry(expiresText);
  if (action === 'grant') return grantAccess(db, merchantId, { customerId, itemId, expiresAt });
  if (expiresAt === undefined) throw new HttpError(400, EXPIRY_REQUIRED_MESSAGE);
  return extendAccess(db, merchantId, { customerId, itemId, expiresAt });
}

const BULK_EVENTS = { grant: 'asset.access.granted', revoke: 'asset.access.revoked', extend: 'asset.access.extended' } as const satisfies Record<BulkAccessAction, WebhookEvent>;

export interface BulkJob {
  merchantId: number;
  accountId: number;
  action: BulkAccessAction;
  fileName: string;
  rows: string[][];
}

/** Runs the rows (each on its own: a refused row leaves the others done) and publishes the outcome. */
export function processBulkAccess(sandbox: Pick<SandboxContext, 'db' | 'realtime' | 'webhooks'>, job: BulkJob, onError?: (error: unknown) => void): BulkAccessOutcome {
  const { db } = sandbox;
  const failed: { cells: string[]; reason: string }[] = [];
  let succeeded = 0;
  for (const cells of job.rows) {
    try {
      const done = applyRow(db, job.merchantId, job.action, cells);
      succeeded += 1;
      sandbox.webhooks.emit(job.merchantId, BULK_EVENTS[job.action], typeof done === 'number' ? revokedAccessData(sandbox, done) : accessData(done));
    } catch (error) {
      failed.push({ cells, reason: messageOf(error) });
    }
  }
  const outcome: BulkAccessOutcome = { code: 200, action: job.action, file_name: job.fileName, succeeded, failed: failed.length };
  if (failed.length > 0) outcome.failed_file = saveFailedRows(db, job.merchantId, { action: `${job.action}-access` }, job.fileName, BULK_ACCESS_COLUMNS[job.action], failed);
  if (succeeded === 0) Object.assign(outcome, { code: 422, message: BULK_ERROR_DEFAULT });
  publishToAccount(sandbox, job.accountId, { type: `bulk.${job.action}.access`, resource: outcome }, onError);
  emitBulkJobFinished(sandbox, job.merchantId, `${job.action}-access`, outcome);
  return outcome;
}
