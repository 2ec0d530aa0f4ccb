import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { MailTemplate, MailTemplatesPage } from '../../../src/api/mailTemplateTypes';
import type { MessageResponse } from '../../../src/api/types';
import { MAIL_TEMPLATES_UI } from '../../../src/constants/messages/mailTemplates';
import { NoBody } from '../../../src/contracts/fields';
import { MailTemplateBody, MailTemplateParams, MailTemplatesBulkBody, MailTemplatesBulkQuery, MailTemplatesQuery } from '../../../src/contracts/mailTemplates';
import { EMAIL_INHERITANCE_SCOPE } from '../../../src/permissions/model';
import { inheritedFrom } from '../lib/inheritance';
import { commerceMerchant } from '../lib/commerceScope';
import { fieldError, forbidden, notFound } from '../lib/errors';
import { requireText } from '../lib/validation';
import { createMailTemplate, deleteMailTemplate, findMailTemplate, listMailTemplates, setMailTemplatesActive, updateMailTemplate, type MailTemplateFields } from '../models/mailTemplates';

/** The fields as stored: texts trimmed, the domain in lower case (empty: the platform's), no theme as null. */
function fieldsOf(body: MailTemplateBody): MailTemplateFields {
  return {
    template_name: body.template_name,
    from_email: body.from_email.trim(),
    email_name: requireText(body.email_name, 'email_name', 1),
    subject: requireText(body.subject, 'subject', 1),
    domain: (body.domain ?? '').trim().toLowerCase(),
    transport: body.transport,
    branding_id: body.branding_id ? Number(body.branding_id) : null,
    active: body.active === 'true',
  };
}

/**
 * A merchant's mail templates (catalogue 7.9 "Mail templates"): list 15 a page, create, update, delete, and switch
 * several on or off at once. The access table asks for the email templates section and the EmailTemplatesEditor
 * feature. A follower with the `email_inheritance` scope reads its master's templates and changes none; an active
 * template gives the customer mail it names its sender and subject (the outbox shows them).
 */
export const mailTemplateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;

  /** The merchant a write names (its own, a master's follower, any for staff), unless its templates are inherited. */
  const merchantToChange = (request: FastifyRequest, requested: string | number): number => {
    const merchantId = commerceMerchant(request, requested);
    if (inheritedFrom(db, merchantId, EMAIL_INHERITANCE_SCOPE) !== null) throw forbidden(MAIL_TEMPLATES_UI.sharedByMaster);
    return merchantId;
  };

  /** A template the caller may change; another merchant's is as good as missing. */
  const reachableTemplate = (request: FastifyRequest, id: string): MailTemplate => {
    const template = findMailTemplate(db, Number(id));
    if (!template) throw notFound(MAIL_TEMPLATES_UI.notFound);
    try {
      commerceMerchant(request, template.merchant_id);
    } catch {
      throw notFound(MAIL_TEMPLATES_UI.notFound);
    }
    merchantToChange(request, template.merchant_id);
    return template;
  };

  app.get('/v2/mail-templates', { schema: { querystring: MailTemplatesQuery } }, async (request): Promise<MailTemplatesPage> => {
    const own = commerceMerchant(request);
    const master = inheritedFrom(db, own, EMAIL_INHERITANCE_SCOPE);
    return { ...listMailTemplates(db, master ?? own, request.query.page, request.query.size), inherited: master !== null };
  });

  app.post('/v2/mail-templates', { schema: { body: MailTemplateBody } }, async (request, reply): Promise<MailTemplate> => {
    const merchantId = merchantToChange(request, request.body.merchant_id);
    const created = createMailTemplate(db, merchantId, fieldsOf(request.body));
    reply.code(201);
    return created;
  });

  app.put('/v2/mail-templates/:id', { schema: { params: MailTemplateParams, body: MailTemplateBody } }, async (request): Promise<MailTemplate> => {
    const template = reachableTemplate(request, request.params.id);
    if (merchantToChange(request, request.body.merchant_id) !== template.merchant_id) throw notFound(MAIL_TEMPLATES_UI.notFound);
    return updateMailTemplate(db, template, fieldsOf(request.body));
  });

  app.delete('/v2/mail-templates/:id', { schema: { params: MailTemplateParams, body: NoBody } }, async (request): Promise<MessageResponse> => {
    deleteMailTemplate(db, reachableTemplate(request, request.params.id).id);
    return { message: MAIL_TEMPLATES_UI.removed };
  });

  app.patch('/v2/mail-templates', { schema: { querystring: MailTemplatesBulkQuery, body: MailTemplatesBulkBody } }, async (request): Promise<{ collection: MailTemplate[] }> => {
    const merchantId = merchantToChange(request, request.query.merchant_id);
    const ids = [...new Set(request.body.ids.map(Number))];
    const changed = setMailTemplatesActive(db, merchantId, ids, request.body.active === 'true');
    if (changed === 'missing') throw notFound(MAIL_TEMPLATES_UI.notFound);
    if (changed === 'duplicate') throw fieldError('ids', MAIL_TEMPLATES_UI.oneActivePerMail);
    return { collection: changed };
  });
};
