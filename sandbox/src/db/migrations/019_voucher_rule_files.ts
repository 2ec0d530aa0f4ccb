import type { Migration } from '../migrate';

/** Bulk files are also voucher e-mail rule imports (catalogue 7.6): uploads and refused-row files say which, and for which voucher. */
export const voucherRuleFilesSchema: Migration = {
  version: 19,
  name: 'voucher_rule_files',
  up(db) {
    db.exec(`
      ALTER TABLE code_uploads ADD COLUMN action TEXT NOT NULL DEFAULT 'access-codes';
      ALTER TABLE code_uploads ADD COLUMN voucher_id INTEGER;
      ALTER TABLE code_failed_files ADD COLUMN action TEXT NOT NULL DEFAULT 'access-codes';
      ALTER TABLE code_failed_files ADD COLUMN voucher_id INTEGER;
    `);
  },
};
