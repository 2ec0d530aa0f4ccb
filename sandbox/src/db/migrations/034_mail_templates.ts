import type { Migration } from '../migrate';

/**
 * A merchant's mail templates (issue 22; catalogue 7.9), and the sender each outbox mail went out with: a customer
 * mail follows the merchant's active template for it.
 */
export const mailTemplatesSchema: Migration = {
  version: 34,
  name: 'mail_templates',
  up(db) {
    db.exec(`
      CREATE TABLE mail_templates (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        template_name TEXT NOT NULL,
        from_email TEXT NOT NULL,
        email_name TEXT NOT NULL,
        subject TEXT NOT NULL,
        domain TEXT NOT NULL,
        transport TEXT NOT NULL CHECK (transport IN ('smtp', 'mailgun', 'ses')),
        branding_id INTEGER,
        active INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX mail_templates_merchant ON mail_templates(merchant_id, created_at);
      CREATE UNIQUE INDEX mail_templates_one_active ON mail_templates(merchant_id, template_name) WHERE active = 1;
      ALTER TABLE outbox ADD COLUMN sender TEXT;
    `);
  },
};
