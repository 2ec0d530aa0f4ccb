// Asset templates (catalogue 7.3); every function has the call shape (req, ctx).
import type { AccessFeeBody, EventDetailsBody } from '../contracts/items';
import type { TemplateBody, TemplateRestrictionBody, UpdateTemplateBody } from '../contracts/templates';
import { api, type CallContext } from './client';
import type { Template } from './itemTypes';

export type { Template, TemplatePrice, TemplateRestriction } from './itemTypes';

const path = 'v2/items/templates';
type Ref = { templateId: number };

/** GET v2/items/templates */
export const listTemplates = (_req: void, ctx?: CallContext): Promise<Template[]> => api().request({ method: 'GET', path, ...ctx });

/** POST v2/items/templates */
export const createTemplate = (body: TemplateBody, ctx?: CallContext): Promise<Template> => api().request({ method: 'POST', path, body, ...ctx });

/** GET v2/items/templates/{template_id} */
export const getTemplate = ({ templateId }: Ref, ctx?: CallContext): Promise<Template> =>
  api().request({ method: 'GET', path: `${path}/{template_id}`, pathVars: { template_id: templateId }, ...ctx });

/** PATCH v2/items/templates/{template_id} */
export const updateTemplate = ({ templateId, ...body }: UpdateTemplateBody & Ref, ctx?: CallContext): Promise<Template> =>
  api().request({ method: 'PATCH', path: `${path}/{template_id}`, pathVars: { template_id: templateId }, body, ...ctx });

/** DELETE v2/items/templates/{template_id} */
export const deleteTemplate = ({ templateId }: Ref, ctx?: CallContext): Promise<void> =>
  api().request({ method: 'DELETE', path: `${path}/{template_id}`, pathVars: { template_id: templateId }, ...ctx });

/** POST v2/items/templates/{template_id}/prices */
export const createTemplatePrice = ({ templateId, ...body }: AccessFeeBody & Ref, ctx?: CallContext): Promise<Template> =>
  api().request({ method: 'POST', path: `${path}/{template_id}/prices`, pathVars: { template_id: templateId }, body, ...ctx });

/** PUT v2/items/templates/{template_id}/prices/{price_id} */
export const updateTemplatePrice = ({ templateId, priceId, ...body }: AccessFeeBody & Ref & { priceId: number }, ctx?: CallContext): Promise<Template> =>
  api().request({ method: 'PUT', path: `${path}/{template_id}/prices/{price_id}`, pathVars: { template_id: templateId, price_id: priceId }, body, ...ctx });

/** DELETE v2/items/templates/{template_id}/prices/{price_id} */
export const deleteTemplatePrice = ({ templateId, priceId }: Ref & { priceId: number }, ctx?: CallContext): Promise<Template> =>
  api().request({ method: 'DELETE', path: `${path}/{template_id}/prices/{price_id}`, pathVars: { template_id: templateId, price_id: priceId }, ...ctx });

/** DELETE v2/items/templates/{template_id}/metadata */
export const deleteTemplateMetadata = ({ templateId, keys }: Ref & { keys: string[] }, ctx?: CallContext): Promise<Template> =>
  api().request({ method: 'DELETE', path: `${path}/{template_id}/metadata`, pathVars: { template_id: templateId }, body: { keys }, ...ctx });

/** PUT v2/items/templates/{template_id}/event_details */
export const saveTemplateEventDetails = ({ templateId, ...body }: EventDetailsBody & Ref, ctx?: CallContext): Promise<Template> =>
  api().request({ method: 'PUT', path: `${path}/{template_id}/event_details`, pathVars: { template_id: templateId }, body, ...ctx });

/** POST v2/items/templates/{template_id}/restrictions */
export const addTemplateRestriction = ({ templateId, ...body }: TemplateRestrictionBody & Ref, ctx?: CallContext): Promise<Template> =>
  api().request({ method: 'POST', path: `${path}/{template_id}/restrictions`, pathVars: { template_id: templateId }, body, ...ctx });

/** DELETE v2/items/templates/{template_id}/restrictions/{restriction_id} */
export const deleteTemplateRestriction = ({ templateId, restrictionId }: Ref & { restrictionId: number }, ctx?: CallContext): Promise<Template> =>
  api().request({
    method: 'DELETE',
    path: `${path}/{template_id}/restrictions/{restriction_id}`,
    pathVars: { template_id: templateId, restriction_id: restrictionId },
    ...ctx,
  });
