import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoBody, SrkeyQuery } from '../../../src/contracts/fields';
import { AccessFeeBody, EventDetailsBody } from '../../../src/contracts/items';
import {
  DeleteTemplateMetadataBody,
  TemplateBody,
  TemplateParams,
  TemplatePriceParams,
  TemplateRestrictionBody,
  TemplateRestrictionParams,
  UpdateTemplateBody,
} from '../../../src/contracts/templates';
import { commerceMerchant } from '../lib/commerceScope';
import { requireText } from '../lib/validation';
import {
  addRestriction,
  createTemplate,
  deletePrice,
  deleteRestriction,
  deleteTemplate,
  deleteTemplateMetadata,
  listTemplates,
  requireTemplate,
  savePrice,
  saveTemplateEventDetails,
  updateTemplate,
} from '../models/templates';

/** Asset templates (catalogue 7.3): the template, its prices, restrictions, metadata and event details. */
export const templateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;
  const base = '/v2/items/templates';

  app.get(base, { schema: { querystring: SrkeyQuery } }, async (request) => listTemplates(db, commerceMerchant(request)));

  app.post(base, { schema: { body: TemplateBody } }, async (request, reply) => {
    const name = requireText(request.body.name, 'name', 1);
    reply.code(201);
    return createTemplate(db, commerceMerchant(request), { ...request.body, name });
  });

  app.get(`${base}/:template_id`, { schema: { params: TemplateParams, querystring: SrkeyQuery } }, async (request) =>
    requireTemplate(db, commerceMerchant(request), request.params.template_id),
  );

  app.patch(`${base}/:template_id`, { schema: { params: TemplateParams, body: UpdateTemplateBody } }, async (request) => {
    const name = request.body.name === undefined ? undefined : requireText(request.body.name, 'name', 1);
    return updateTemplate(db, commerceMerchant(request), request.params.template_id, { ...request.body, ...(name === undefined ? {} : { name }) });
  });

  app.delete(`${base}/:template_id`, { schema: { params: TemplateParams, body: NoBody } }, async (request, reply) => {
    deleteTemplate(db, commerceMerchant(request), request.params.template_id);
    return reply.code(204).send();
  });

  app.post(`${base}/:template_id/prices`, { schema: { params: TemplateParams, body: AccessFeeBody } }, async (request, reply) => {
    reply.code(201);
    return savePrice(db, commerceMerchant(request), request.params.template_id, request.body);
  });

  app.put(`${base}/:template_id/prices/:price_id`, { schema: { params: TemplatePriceParams, body: AccessFeeBody } }, async (request) =>
    savePrice(db, commerceMerchant(request), request.params.template_id, request.body, request.params.price_id),
  );

  app.delete(`${base}/:template_id/prices/:price_id`, { schema: { params: TemplatePriceParams, body: NoBody } }, async (request) =>
    deletePrice(db, commerceMerchant(request), request.params.template_id, request.params.price_id),
  );

  app.delete(`${base}/:template_id/metadata`, { schema: { params: TemplateParams, body: DeleteTemplateMetadataBody } }, async (request) =>
    deleteTemplateMetadata(db, commerceMerchant(request), request.params.template_id, request.body.keys),
  );

  app.put(`${base}/:template_id/event_details`, { schema: { params: TemplateParams, body: EventDetailsBody } }, async (request) =>
    saveTemplateEventDetails(db, commerceMerchant(request), request.params.template_id, request.body),
  );

  app.post(`${base}/:template_id/restrictions`, { schema: { params: TemplateParams, body: TemplateRestrictionBody } }, async (request, reply) => {
    reply.code(201);
    return addRestriction(db, commerceMerchant(request), request.params.template_id, request.body);
  });

  app.delete(`${base}/:template_id/restrictions/:restriction_id`, { schema: { params: TemplateRestrictionParams, body: NoBody } }, async (request) =>
    deleteRestriction(db, commerceMerchant(request), request.params.template_id, request.params.restriction_id),
  );
};
