import { Type, type Static } from 'typebox';
import { Closed, Email, OneOf, Query, Text } from './fields';
import { MAIL_TEMPLATE_NAMES, MAIL_TEMPLATES_PAGE_SIZE, MAIL_TRANSPORTS, MAX_MAIL_TEMPLATES_BULK, MAX_MAIL_TEMPLATES_PAGE_SIZE } from './values';

export { DEFAULT_MAIL_DOMAIN, MAIL_TEMPLATE_NAMES, MAIL_TEMPLATES_PAGE_SIZE, MAIL_TRANSPORTS } from './values';
export type { MailTemplateName, MailTransport } from './values';

/**
 * A merchant's mail templates (catalogue 7.9 "Mail templates"; the catalogue shows no paths: `v2/mail-templates` is
 * defined here in its style). Writes are urlencoded, `merchant_id` naming the merchant (its own, a master's follower,
 * or any for staff); a follower with the `email_inheritance` scope reads its master's templates and changes none.
 */
const Id = Type.String({ pattern: '^[1-9]\\d{0,11}$' });
const Bool = OneOf(['true', 'false']);
/** A host name such as mail.example.com, or empty for the platform's domain. */
const Domain = Type.String({ maxLength: 253, pattern: '^$|^(?=.{1,253}$)([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\\.)+[a-zA-Z]{2,63}$' });

/** GET v2/mail-templates: 15 a page, newest first. */
export const MailTemplatesQuery = Query({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: MAX_MAIL_TEMPLATES_PAGE_SIZE, default: MAIL_TEMPLATES_PAGE_SIZE }),
});
export type MailTemplatesQuery = Static<typeof MailTemplatesQuery>;

/** POST v2/mail-templates and PUT v2/mail-templates/{id}: every field of the template. */
export const MailTemplateBody = Closed({
  merchant_id: Id,
  from_email: Email,
  subject: Text(200, 1),
  template_name: OneOf(MAIL_TEMPLATE_NAMES),
  active: Bool,
  email_name: Text(100, 1),
  branding_id: Type.Optional(Type.String({ pattern: '^$|^[1-9]\\d{0,11}$' })),
  domain: Type.Optional(Domain),
  transport: OneOf(MAIL_TRANSPORTS),
});
export type MailTemplateBody = Static<typeof MailTemplateBody>;

export const MailTemplateParams = Closed({ id: Id });
export type MailTemplateParams = Static<typeof MailTemplateParams>;

/** PATCH v2/mail-templates?merchant_id: several templates switched on or off at once. */
export const MailTemplatesBulkQuery = Query({ merchant_id: Id });
export const MailTemplatesBulkBody = Closed({ ids: Type.Array(Id, { minItems: 1, maxItems: MAX_MAIL_TEMPLATES_BULK }), active: Bool });
export type MailTemplatesBulkBody = Static<typeof MailTemplatesBulkBody>;
