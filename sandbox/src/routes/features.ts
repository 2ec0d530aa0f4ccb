import type { FastifyPluginAsync } from 'fastify';
import { tenantId } from '../lib/auth';
import { srkeyQuery } from '../lib/validation';
import { listMerchantFeatures } from '../models/features';

/** The caller's merchant features (staff see their organisation's merchant). */
export const featureRoutes: FastifyPluginAsync = async (app) => {
  app.get('/features', { schema: { querystring: srkeyQuery } }, async (request) =>
    listMerchantFeatures(app.sandbox.db, tenantId(request)),
  );
};
