import type { FastifyPluginAsyncTypebox as FastifyPluginAsync } from '../lib/typebox';
import { tenantId } from '../lib/auth';
import { SrkeyQuery } from '../../../src/contracts/fields';
import { listMerchantFeatures } from '../models/features';

/** The caller's merchant features (staff see their organisation's merchant). */
export const featureRoutes: FastifyPluginAsync = async (app) => {
  app.get('/features', { schema: { querystring: SrkeyQuery } }, async (request) =>
    listMerchantFeatures(app.sandbox.db, tenantId(request)),
  );
};
