import { api, type CallContext } from './client';
import type { MailTemplate, MailTemplatesPage } from './mailTemplateTypes';
import type { MessageResponse } from './types';
import type { MailTemplateBody, MailTemplatesQuery } from '../contracts/mailTemplates';

export type { MailTemplate, MailTemplatesPage } from './mailTemplateTypes';

// A merchant's mail templates (catalogue 7.9 "Mail templates"); `v2/mail-templates` is the path defined in the
// catalogue's style (it shows none). Writes are urlencoded, as the catalogue says.
export type MailTemplatesRequest = Omit<MailTemplatesQuery, 'srkey'>;

/** GET v2/mail-templates: 15 a page, newest first; `inherited` when they are the master's. */
export const listMailTemplates = (query: MailTemplatesRequest, ctx?: CallContext): Promise<MailTemplatesPage> =>
  api().request({ method: 'GET', path: 'v2/mail-templates', query, ...ctx });

/** POST v2/mail-templates (urlencoded): merchant_id, from_email, subject, template_name, active, email_name, branding_id, domain, transport. */
export const createMailTemplate = (body: MailTemplateBody, ctx?: CallContext): Promise<MailTemplate> =>
  api().request({ method: 'POST', path: 'v2/mail-templates', body, ...ctx });

/** PUT v2/mail-templates/{id} with every field. */
export const updateMailTemplate = ({ id, ...body }: MailTemplateBody & { id: number }, ctx?: CallContext): Promise<MailTemplate> =>
  api().request({ method: 'PUT', path: 'v2/mail-templates/{id}', pathVars: { id }, body, ...ctx });

/** DELETE v2/mail-templates/{id} */
export const deleteMailTemplate = ({ id }: { id: number }, ctx?: CallContext): Promise<MessageResponse> =>
  api().request({ method: 'DELETE', path: 'v2/mail-templates/{id}', pathVars: { id }, ...ctx });

/** PATCH v2/mail-templates?merchant_id: switches the templates given (`ids[n]`) on or off at once. */
export const setMailTemplatesActive = ({ merchantId, ids, active }: { merchantId: number; ids: readonly number[]; active: boolean }, ctx?: CallContext): Promise<{ collection: MailTemplate[] }> =>
  api().request({
    method: 'PATCH',
    path: 'v2/mail-templates',
    query: { merchant_id: String(merchantId) },
    body: { ids: ids.map(String), active: String(active) },
    arrays: 'indices',
    ...ctx,
  });
