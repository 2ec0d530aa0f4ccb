import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EventbriteOrganizationsQuery, EventbriteVideosQuery } from '../../../src/contracts/integrations';
import { commerceMerchant } from '../lib/commerceScope';
import { listEvents, listOrganizations } from '../models/eventbrite';

/** The third-party integrations (catalogue 7.11): Eventbrite's organisations and events. */
export const thirdPartyIntegrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;

  app.get('/v2/eventbrite/organizations', { schema: { querystring: EventbriteOrganizationsQuery } }, async (request) =>
    listOrganizations(db, commerceMerchant(request), request.query.continuation),
  );
  app.get('/v2/eventbrite/videos', { schema: { querystring: EventbriteVideosQuery } }, async (request) => {
    const { organization_id, limit, continuation } = request.query;
    return listEvents(db, commerceMerchant(request), { organization_id, ...(limit === undefined ? {} : { limit: Number(limit) }), ...(continuation === undefined ? {} : { continuation }) });
  });
};
