import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { SrkeyQuery } from '../../../src/contracts/fields';
import { GoogleInAppBody, InAppBody, InAppParams, ProviderMetadataBody } from '../../../src/contracts/integrations';
import { commerceMerchant } from '../lib/commerceScope';
import { hidesSecrets, maskSecrets } from '../lib/secrets';
import { track } from '../models/integrationHealth';
import { googleSetup, inAppKeys, listProviderMetadata, saveGoogleSetup, saveInAppKeys, savePayPalMetadata, storeTypeOf } from '../models/integrationKeys';

/**
 * The in-app stores' keys and PayPal's (catalogue 7.11): Google's setup, provider metadata, in-app by provider id. A
 * save checks the keys with the store, so its outcome counts in the integration's health. A caller who only reads the
 * in-app area gets the secrets masked.
 */
export const inAppIntegrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;

  const shown = <T extends object>(request: FastifyRequest, keys: T): T => (hidesSecrets(request, 'inAppIntegrations') ? maskSecrets(keys) : keys);
  const shownMetadata = <T extends { metadata: Record<string, string> | null }>(request: FastifyRequest, provider: T): T =>
    provider.metadata ? { ...provider, metadata: shown(request, provider.metadata) } : provider;

  app.get('/v2/hooks/google-in-app/setup', { schema: { querystring: SrkeyQuery } }, async (request) => shown(request, googleSetup(db, commerceMerchant(request))));
  app.post('/v2/hooks/google-in-app/setup', { schema: { body: GoogleInAppBody } }, async (request, reply) => {
    const merchantId = commerceMerchant(request);
    reply.code(201);
    return track(app.sandbox, merchantId, 'google-in-app', () => saveGoogleSetup(db, merchantId, request.body, true));
  });
  app.put('/v2/hooks/google-in-app/setup', { schema: { body: GoogleInAppBody } }, async (request) => {
    const merchantId = commerceMerchant(request);
    return track(app.sandbox, merchantId, 'google-in-app', () => saveGoogleSetup(db, merchantId, request.body, false));
  });

  app.get('/v2/payments/providers/metadata', { schema: { querystring: SrkeyQuery } }, async (request) => ({
    collection: listProviderMetadata(db, commerceMerchant(request)).map((provider) => shownMetadata(request, provider)),
  }));
  app.put('/v2/payments/providers/metadata', { schema: { body: ProviderMetadataBody } }, async (request) => {
    const merchantId = commerceMerchant(request, request.body.merchant_id);
    return track(app.sandbox, merchantId, 'paypal', () => savePayPalMetadata(db, merchantId, request.body));
  });

  app.get('/v2/payments/in-app/:id', { schema: { params: InAppParams, querystring: SrkeyQuery } }, async (request) => shown(request, shownMetadata(request, inAppKeys(db, commerceMerchant(request), request.params.id))));
  app.put('/v2/payments/in-app/:id', { schema: { params: InAppParams, body: InAppBody } }, async (request) => {
    const merchantId = commerceMerchant(request);
    return track(app.sandbox, merchantId, storeTypeOf(db, merchantId, request.params.id), () => saveInAppKeys(db, merchantId, request.params.id, request.body));
  });
};
