import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoBody, SrkeyQuery } from '../../../src/contracts/fields';
import { HealthCheckParams } from '../../../src/contracts/integrations';
import { FEATURE_OFF_MESSAGE } from '../lib/access';
import { tenantId } from '../lib/auth';
import { commerceMerchant } from '../lib/commerceScope';
import { forbidden } from '../lib/errors';
import { merchantHasFeature } from '../models/features';
import { checkNow, listHealth } from '../models/integrationHealth';

/** The integrations' connection health (issue 23, beyond the spec): what the sandbox saw of each, and a check now. */
export const integrationHealthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;

  app.get('/v2/integrations/health', { schema: { querystring: SrkeyQuery } }, async (request) => ({ collection: listHealth(db, commerceMerchant(request)) }));
  app.post('/v2/integrations/:integration/check', { schema: { params: HealthCheckParams, body: NoBody } }, async (request) => {
    const { integration } = request.params;
    if (integration === 'livelike' && !merchantHasFeature(db, tenantId(request), 'LivelikeIntegration')) throw forbidden(FEATURE_OFF_MESSAGE);
    return checkNow(app.sandbox, commerceMerchant(request), integration);
  });
};
