import type { FastifyPluginAsync } from 'fastify';
import { RangeQuery } from '../../../src/contracts/analytics';
import { requireDateRange } from '../lib/analyticsDates';
import { staffScope } from '../lib/platformScope';
import { platformInformation } from '../models/platformAnalytics';

/** The admin dashboard's platform figures (platform staff only): merchants and the top five merchants of a range. */
export const adminDashboardRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.sandbox;

  app.get<{ Querystring: RangeQuery }>('/v2/reporting/platform-information', { schema: { querystring: RangeQuery } }, async (request) => {
    const range = requireDateRange(request.query.start_date, request.query.end_date);
    return platformInformation(db, staffScope(request, request.query.merchant_id), range);
  });
};
