import type { BankStatement } from '../../../src/api/billingTypes';
import { prepared, type Db } from '../db/connection';
import { notFound } from '../lib/errors';
import { nowSeconds } from '../lib/time';

/** A merchant's bank statement (catalogue 7.9): one file, kept in the database, replaced by the next upload. */
export const NO_BANK_STATEMENT_MESSAGE = 'There is no bank statement to delete.';

export function bankStatementOf(db: Db, merchantId: number): BankStatement | null {
  return (prepared(db, 'SELECT file_name, content_type, size, uploaded_at FROM bank_statements WHERE merchant_id = ?').get(merchantId) as BankStatement | undefined) ?? null;
}

export function saveBankStatement(db: Db, merchantId: number, file: { name: string; contentType: string; bytes: Buffer }): BankStatement {
  prepared(
    db,
    `INSERT INTO bank_statements (merchant_id, file_name, content_type, size, content, uploaded_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (merchant_id) DO UPDATE SET file_name = excluded.file_name, content_type = excluded.content_type, size = excluded.size,
       content = excluded.content, uploaded_at = excluded.uploaded_at`,
  ).run(merchantId, file.name, file.contentType, file.bytes.length, file.bytes, nowSeconds());
  return bankStatementOf(db, merchantId) as BankStatement;
}

export function deleteBankStatement(db: Db, merchantId: number): void {
  if (prepared(db, 'DELETE FROM bank_statements WHERE merchant_id = ?').run(merchantId).changes === 0) throw notFound(NO_BANK_STATEMENT_MESSAGE);
}
