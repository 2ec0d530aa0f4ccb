import type { MailTemplate } from '../../../src/api/mailTemplateTypes';
import { DEFAULT_MAIL_DOMAIN, type MailTemplateName } from '../../../src/contracts/values';
import { EMAIL_INHERITANCE_SCOPE } from '../../../src/permissions/model';
import { prepared, type Db } from '../db/connection';
import { inheritedFrom } from '../lib/inheritance';
import { nowSeconds } from '../lib/time';

/** A row as stored: `active` as 0 or 1. */
type MailTemplateRow = Omit<MailTemplate, 'active'> & { active: number };

/** What a create or update sets (an empty domain: the platform's). */
export type MailTemplateFields = Omit<MailTemplate, 'id' | 'merchant_id' | 'created_at' | 'updated_at'>;

const toMailTemplate = (row: MailTemplateRow): MailTemplate => ({ ...row, active: row.active === 1 });

/** A page of the merchant's templates, newest first, and how many there are. */
export function listMailTemplates(db: Db, merchantId: number, page: number, size: number): { collection: MailTemplate[]; total: number } {
  const total = prepared(db, 'SELECT COUNT(*) FROM mail_templates WHERE merchant_id = ?').pluck().get(merchantId) as number;
  const rows = prepared(db, 'SELECT * FROM mail_templates WHERE merchant_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?').all(merchantId, size, (page - 1) * size) as MailTemplateRow[];
  return { collection: rows.map(toMailTemplate), total };
}

export function findMailTemplate(db: Db, id: number): MailTemplate | null {
  const row = prepared(db, 'SELECT * FROM mail_templates WHERE id = ?').get(id) as MailTemplateRow | undefined;
  return row ? toMailTemplate(row) : null;
}

// One active template per mail: switching one on switches the merchant's others for that mail off.
const deactivateOthers = (db: Db, merchantId: number, name: MailTemplateName, except: number): void => {
  prepared(db, 'UPDATE mail_templates SET active = 0, updated_at = ? WHERE merchant_id = ? AND template_name = ? AND id <> ? AND active = 1').run(nowSeconds(), merchantId, name, except);
};

export function createMailTemplate(db: Db, merchantId: number, fields: MailTemplateFields): MailTemplate {
  return db.transaction(() => {
    const now = nowSeconds();
    const id = Number(
      prepared(
        db,
        `INSERT INTO mail_templates (merchant_id, template_name, from_email, email_name, subject, domain, transport, branding_id, active, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
      ).run(merchantId, fields.template_name, fields.from_email, fields.email_name, fields.subject, fields.domain || DEFAULT_MAIL_DOMAIN, fields.transport, fields.branding_id, now, now).lastInsertRowid,
    );
    if (fields.active) {
      deactivateOthers(db, merchantId, fields.template_name, id);
      prepared(db, 'UPDATE mail_templates SET active = 1 WHERE id = ?').run(id);
    }
    return findMailTemplate(db, id) as MailTemplate;
  })();
}

export function updateMailTemplate(db: Db, template: MailTemplate, fields: MailTemplateFields): MailTemplate {
  return db.transaction(() => {
    if (fields.active) deactivateOthers(db, template.merchant_id, fields.template_name, template.id);
    prepared(
      db,
      `UPDATE mail_templates SET template_name = ?, from_email = ?, email_name = ?, subject = ?, domain = ?, transport = ?, branding_id = ?, active = ?, updated_at = ?
       WHERE id = ?`,
    ).run(fields.template_name, fields.from_email, fields.email_name, fields.subject, fields.domain || DEFAULT_MAIL_DOMAIN, fields.transport, fields.branding_id, fields.active ? 1 : 0, nowSeconds(), template.id);
    return findMailTemplate(db, template.id) as MailTemplate;
  })();
}

export function deleteMailTemplate(db: Db, id: number): void {
  prepared(db, 'DELETE FROM mail_templates WHERE id = ?').run(id);
}

/**
 * Switches the merchant's templates given on or off; answers them, 'missing' when one of them is not the merchant's,
 * or 'duplicate' when two of the same mail would be switched on.
 */
export function setMailTemplatesActive(db: Db, merchantId: number, ids: readonly number[], active: boolean): MailTemplate[] | 'missing' | 'duplicate' {
  return db.transaction(() => {
    const templates = ids.map((id) => findMailTemplate(db, id));
    if (templates.some((template) => !template || template.merchant_id !== merchantId)) return 'missing';
    const found = templates as MailTemplate[];
    if (active && new Set(found.map((template) => template.template_name)).size < found.length) return 'duplicate';
    for (const template of found) {
      if (active) deactivateOthers(db, merchantId, template.template_name, template.id);
      prepared(db, 'UPDATE mail_templates SET active = ?, updated_at = ? WHERE id = ?').run(active ? 1 : 0, nowSeconds(), template.id);
    }
    return ids.map((id) => findMailTemplate(db, id) as MailTemplate);
  })();
}

/** The merchant's active template for a mail, if any: the sender and subject the customer mail goes out with. */
export function activeMailTemplate(db: Db, merchantId: number, name: MailTemplateName): MailTemplate | null {
  const row = prepared(db, 'SELECT * FROM mail_templates WHERE merchant_id = ? AND template_name = ? AND active = 1').get(merchantId, name) as MailTemplateRow | undefined;
  return row ? toMailTemplate(row) : null;
}

/**
 * How a customer mail of the merchant goes out: with the sender and subject of its active template (its master's,
 * when the merchant inherits its master's templates), else the platform's own subject and sender.
 */
export function customerMail(db: Db, merchantId: number, name: MailTemplateName, platformSubject: string): { subject: string; from?: string } {
  const template = activeMailTemplate(db, inheritedFrom(db, merchantId, EMAIL_INHERITANCE_SCOPE) ?? merchantId, name);
  return template ? { subject: template.subject, from: `${template.email_name} <${template.from_email}>` } : { subject: platformSubject };
}
