import type { VoucherRulesImportOutcome } from '../../../src/api/voucherTypes';
import type { SandboxContext } from '../context';
import { prepared, type Db } from '../db/connection';
import { nowSeconds } from '../lib/time';
import { publishToAccount } from './accountTopic';
import { emitBulkJobFinished } from './webhookEvents';
import { saveFailedRows } from './codeFiles';
import { csvRow, parseCsv } from './reportingCsv';

/** The e-mail rule import of a voucher (catalogue 7.6): one column, email; each row becomes an e-mail rule or a refused row. */
export const EMAIL_COLUMNS = ['email'] as const;
export const EMAILS_TEMPLATE_NAME = 'email_voucher_rule_import.csv';
export const EMAILS_TEMPLATE = csvRow([...EMAIL_COLUMNS]) + csvRow(['first.buyer@example.com']) + csvRow(['second.buyer@example.com']);
export const MAX_EMAIL_ROWS = 5000;
export const EMAIL_RULES = {
  header: 'The first line must be the column email: download the template file.',
  tooMany: `A file holds at most ${MAX_EMAIL_ROWS} e-mails.`,
  invalid: 'This is not an e-mail address.',
  duplicate: 'This e-mail appears more than once in the file.',
  exists: 'This e-mail is already on the voucher.',
  none: 'No e-mail in the file could be added: see the file of refused rows.',
} as const;

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

interface Checked {
  created: number;
  failed: { cells: string[]; reason: string }[];
}

export function importEmails(db: Db, voucherId: number, text: string): Checked | { error: string } {
  const rows = parseCsv(text.replace(/^\uFEFF/, '')).filter((cells) => cells.some((cell) => cell.trim() !== ''));
  const header = (rows.shift() ?? []).map((cell) => cell.trim().toLowerCase());
  if (header.join(',') !== EMAIL_COLUMNS.join(',')) return { error: EMAIL_RULES.header };
  if (rows.length > MAX_EMAIL_ROWS) return { error: EMAIL_RULES.tooMany };
  const result: Checked = { created: 0, failed: [] };
  const seen = new Set<string>();
  const exists = prepared(db, "SELECT 1 FROM voucher_rules WHERE voucher_id = ? AND rule_type = 'emails' AND value = ?");
  const insert = prepared(db, "INSERT INTO voucher_rules (voucher_id, rule_type, value, excluded, created_at) VALUES (?, 'emails', ?, 0, ?)");
  db.transaction(() => {
    for (const cells of rows) {
      const email = (cells[0] ?? '').trim().toLowerCase();
      let reason: string | undefined;
      if (!EMAIL.test(email) || email.length > 254) reason = EMAIL_RULES.invalid;
      else if (seen.has(email)) reason = EMAIL_RULES.duplicate;
      else if (exists.get(voucherId, email)) reason = EMAIL_RULES.exists;
      seen.add(email);
      if (reason) {
        result.failed.push({ cells, reason });
        continue;
      }
      insert.run(voucherId, email, nowSeconds());
      result.created += 1;
    }
  })();
  return result;
}

/**
 * Processes an uploaded e-mails file after the answer (asynchronously, as the platform does): the uploader hears
 * `bulk.voucher.rules.succeed` (some added) or `.failed` (none; code 422 with the reason).
 */
export function processVoucherEmailsUpload(sandbox: SandboxContext, token: string, onError?: (error: unknown) => void): void {
  const { db } = sandbox;
  const upload = prepared(db, "SELECT merchant_id, account_id, voucher_id, file_name, content FROM code_uploads WHERE token = ? AND action = 'voucher-rules'").get(token) as
    | { merchant_id: number; account_id: number; voucher_id: number; file_name: string; content: Buffer | null }
    | undefined;
  if (!upload?.content) return;
  const outcome: VoucherRulesImportOutcome = { code: 200, voucher_id: upload.voucher_id, file_name: upload.file_name, created: 0, failed: 0 };
  const result = importEmails(db, upload.voucher_id, upload.content.toString('utf8'));
  if ('error' in result) Object.assign(outcome, { code: 422, message: result.error });
  else {
    outcome.created = result.created;
    outcome.failed = result.failed.length;
    if (result.failed.length > 0) outcome.failed_file = saveFailedRows(db, upload.merchant_id, { action: 'voucher-rules', voucherId: upload.voucher_id }, upload.file_name, EMAIL_COLUMNS, result.failed);
    if (result.created === 0) Object.assign(outcome, { code: 422, message: EMAIL_RULES.none });
  }
  prepared(db, 'UPDATE code_uploads SET status = ?, content = NULL WHERE token = ?').run(outcome.code === 200 ? 'done' : 'failed', token);
  publishToAccount(sandbox, upload.account_id, { type: outcome.code === 200 ? 'bulk.voucher.rules.succeed' : 'bulk.voucher.rules.failed', resource: outcome }, onError);
  emitBulkJobFinished(sandbox, upload.merchant_id, 'voucher-emails', outcome);
}
