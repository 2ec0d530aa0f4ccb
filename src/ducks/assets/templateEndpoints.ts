import * as templates from '../../api/templates';
import type { Template } from '../../api/templates';
import type { AccessFeeBody, EventDetailsBody } from '../../contracts/items';
import type { TemplateBody, TemplateRestrictionBody, UpdateTemplateBody } from '../../contracts/templates';
import { ASSET_NOTICES } from '../../constants/messages/assets';
import { PATHS } from '../../routes/paths';
import { defineEndpoint, type AnyEndpoint } from '../requests/defineEndpoint';

/** Every answer of a template call is the whole template: it is kept by id in this collection. */
export const TEMPLATES_COLLECTION = 'templates';
const store = { mode: 'upsert' as const, collection: TEMPLATES_COLLECTION, entities: (template: Template) => template };
type Ref = { templateId: number };
const key = ({ templateId }: Ref) => String(templateId);

export const fetchTemplates = defineEndpoint<void, Template[]>('assets/fetchTemplates', templates.listTemplates, {
  strategy: 'latest',
  errorNotice: 'silent',
  store: { mode: 'replace' },
});

export const fetchTemplate = defineEndpoint<Ref, Template>('assets/fetchTemplate', templates.getTemplate, { strategy: 'latest', errorNotice: 'silent', key, store });

export const createTemplate = defineEndpoint<TemplateBody, Template>('assets/createTemplate', templates.createTemplate, {
  strategy: 'leading',
  successNotice: ASSET_NOTICES.templateCreated,
  store,
  navigateTo: (template) => PATHS.templateDetails(template.id),
});

export const updateTemplate = defineEndpoint<UpdateTemplateBody & Ref, Template>('assets/updateTemplate', templates.updateTemplate, {
  strategy: 'leading',
  key,
  successNotice: ASSET_NOTICES.templateUpdated,
  store,
});

export const deleteTemplate = defineEndpoint<Ref, void>('assets/deleteTemplate', templates.deleteTemplate, {
  strategy: 'leading',
  key,
  successNotice: ASSET_NOTICES.templateDeleted,
  errorNotice: ASSET_NOTICES.templateDeleteError,
  navigateTo: PATHS.templates,
});

export const createTemplatePrice = defineEndpoint<AccessFeeBody & Ref, Template>('assets/createTemplatePrice', templates.createTemplatePrice, {
  strategy: 'leading',
  key,
  successNotice: ASSET_NOTICES.priceCreated,
  store,
});

export const updateTemplatePrice = defineEndpoint<AccessFeeBody & Ref & { priceId: number }, Template>('assets/updateTemplatePrice', templates.updateTemplatePrice, {
  strategy: 'leading',
  key,
  successNotice: ASSET_NOTICES.templateUpdated,
  store,
});

export const deleteTemplatePrice = defineEndpoint<Ref & { priceId: number }, Template>('assets/deleteTemplatePrice', templates.deleteTemplatePrice, {
  strategy: 'every',
  key: ({ templateId, priceId }) => `${templateId}:${priceId}`,
  successNotice: ASSET_NOTICES.priceDeleted,
  store,
});

export const deleteTemplateMetadata = defineEndpoint<Ref & { keys: string[] }, Template>('assets/deleteTemplateMetadata', templates.deleteTemplateMetadata, {
  strategy: 'every',
  key: ({ templateId, keys }) => `${templateId}:${keys.join(',')}`,
  successNotice: ASSET_NOTICES.templateUpdated,
  store,
});

export const saveTemplateEventDetails = defineEndpoint<EventDetailsBody & Ref, Template>('assets/saveTemplateEventDetails', templates.saveTemplateEventDetails, {
  strategy: 'leading',
  key,
  successNotice: ASSET_NOTICES.templateDetailsUpdated,
  store,
});

export const addTemplateRestriction = defineEndpoint<TemplateRestrictionBody & Ref, Template>('assets/addTemplateRestriction', templates.addTemplateRestriction, {
  strategy: 'leading',
  key,
  successNotice: ASSET_NOTICES.templateUpdated,
  store,
});

export const deleteTemplateRestriction = defineEndpoint<Ref & { restrictionId: number }, Template>('assets/deleteTemplateRestriction', templates.deleteTemplateRestriction, {
  strategy: 'every',
  key: ({ templateId, restrictionId }) => `${templateId}:${restrictionId}`,
  successNotice: ASSET_NOTICES.templateUpdated,
  store,
});

export const templateEndpoints: readonly AnyEndpoint[] = [
  fetchTemplates,
  fetchTemplate,
  createTemplate,
  updateTemplate,
  deleteTemplate,
  createTemplatePrice,
  updateTemplatePrice,
  deleteTemplatePrice,
  deleteTemplateMetadata,
  saveTemplateEventDetails,
  addTemplateRestriction,
  deleteTemplateRestriction,
];
