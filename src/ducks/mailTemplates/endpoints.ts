import * as templates from '../../api/mailTemplates';
import type { MailTemplate, MailTemplatesPage, MailTemplatesRequest } from '../../api/mailTemplates';
import type { MessageResponse } from '../../api/types';
import { MAIL_TEMPLATES_UI } from '../../constants/messages/mailTemplates';
import type { MailTemplateBody } from '../../contracts/mailTemplates';
import { defineEndpoint, type AnyEndpoint } from '../requests/defineEndpoint';
import { pagedRead } from '../requests/paginated';

const MAIL_TEMPLATES = 'MailTemplates';

/** The merchant's mail templates, 15 a page. */
export const fetchMailTemplates = defineEndpoint<MailTemplatesRequest, MailTemplatesPage>('mailTemplates/fetchList', templates.listMailTemplates, pagedRead(() => [MAIL_TEMPLATES]));

export const createMailTemplate = defineEndpoint<MailTemplateBody, MailTemplate>('mailTemplates/create', templates.createMailTemplate, {
  strategy: 'leading',
  successNotice: MAIL_TEMPLATES_UI.created,
  invalidates: () => [MAIL_TEMPLATES],
});

export const updateMailTemplate = defineEndpoint<MailTemplateBody & { id: number }, MailTemplate>('mailTemplates/update', templates.updateMailTemplate, {
  strategy: 'leading',
  key: ({ id }) => String(id),
  successNotice: MAIL_TEMPLATES_UI.updated,
  invalidates: () => [MAIL_TEMPLATES],
});

export const deleteMailTemplate = defineEndpoint<{ id: number }, MessageResponse>('mailTemplates/delete', templates.deleteMailTemplate, {
  strategy: 'every',
  key: ({ id }) => String(id),
  successNotice: MAIL_TEMPLATES_UI.removed,
  invalidates: () => [MAIL_TEMPLATES],
});

export const setMailTemplatesActive = defineEndpoint<{ merchantId: number; ids: readonly number[]; active: boolean }, { collection: MailTemplate[] }>(
  'mailTemplates/setActive',
  templates.setMailTemplatesActive,
  {
    strategy: 'leading',
    successNotice: (_res, { active }) => (active ? MAIL_TEMPLATES_UI.switchedOn : MAIL_TEMPLATES_UI.switchedOff),
    invalidates: () => [MAIL_TEMPLATES],
  },
);

export const mailTemplatesEndpoints: readonly AnyEndpoint[] = [fetchMailTemplates, createMailTemplate, updateMailTemplate, deleteMailTemplate, setMailTemplatesActive];
