import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SrkeyQuery } from '../../../src/contracts/fields';
import { GoogleInAppBody, InAppBody, InAppParams, ProviderMetadataBody } from '../../../src/contracts/integrations';
import { commerceMerchant } from '../lib/commerceScope';
import { googleSetup, inAppKeys, listProviderMetadata, saveGoogleSetup, saveInAppKeys, savePayPalMetadata } from '../models/integrationKeys';

/** The in-app stores' keys and PayPal's (catalogue 7.11): Google's setup, provider metadata, in-app by provider id. */
export const inAppIntegrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;

  app.get('/v2/hooks/google-in-app/setup', { schema: { querystring: SrkeyQuery } }, async (request) => googleSetup(db, commerceMerchant(request)));
  app.post('/v2/hooks/google-in-app/setup', { schema: { body: GoogleInAppBody } }, async (request, reply) => {
    reply.code(201);
    return saveGoogleSetup(db, commerceMerchant(request), request.body, true);
  });
  app.put('/v2/hooks/google-in-app/setup', { schema: { body: GoogleInAppBody } }, async (request) => saveGoogleSetup(db, commerceMerchant(request), request.body, false));

  app.get('/v2/payments/providers/metadata', { schema: { querystring: SrkeyQuery } }, async (request) => ({ collection: listProviderMetadata(db, commerceMerchant(request)) }));
  app.put('/v2/payments/providers/metadata', { schema: { body: ProviderMetadataBody } }, async (request) =>
    savePayPalMetadata(db, commerceMerchant(request, request.body.merchant_id), request.body),
  );

  app.get('/v2/payments/in-app/:id', { schema: { params: InAppParams, querystring: SrkeyQuery } }, async (request) => inAppKeys(db, commerceMerchant(request), request.params.id));
  app.put('/v2/payments/in-app/:id', { schema: { params: InAppParams, body: InAppBody } }, async (request) => saveInAppKeys(db, commerceMerchant(request), request.params.id, request.body));
};
