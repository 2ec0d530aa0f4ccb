import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { StaffActivityEntry } from '../../../src/api/adminActivityTypes';
import { StaffActivityFilterQuery, StaffActivityQuery } from '../../../src/contracts/adminActivity';
import { SrkeyQuery } from '../../../src/contracts/fields';
import { ACTIVITY_COLUMNS, activityKindLabel, activityValue } from '../../../src/constants/messages/adminActivity';
import { utcTableDate } from '../../../src/constants/payments';
import { exportStaffActivity, listStaffActivity, staffActivityFacets } from '../models/staffActivity';
import { sendCsvExport } from '../services/csvExport';

const HEADER = [
  ACTIVITY_COLUMNS.when,
  ACTIVITY_COLUMNS.staff,
  ACTIVITY_COLUMNS.merchant,
  ACTIVITY_COLUMNS.kind,
  ACTIVITY_COLUMNS.summary,
  ACTIVITY_COLUMNS.before,
  ACTIVITY_COLUMNS.after,
];

const toCells = (entry: StaffActivityEntry) => [
  utcTableDate(entry.created_at),
  entry.staff.email,
  entry.merchant?.name ?? '',
  activityKindLabel(entry.kind),
  entry.summary,
  activityValue(entry.before),
  activityValue(entry.after),
];

/**
 * The staff activity log (beyond the spec): every admin write with who, when, which merchant, what, and the values
 * before and after. Paged and filtered by staff member, merchant, kind and day range; the export is the same filter.
 */
export const adminActivityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;

  app.get('/v2/admin/activity', { schema: { querystring: StaffActivityQuery } }, async (request) => {
    const { page, size, srkey: _srkey, ...filter } = request.query;
    return listStaffActivity(db, filter, page, size);
  });

  app.get('/v2/admin/activity/export', { schema: { querystring: StaffActivityFilterQuery } }, async (request, reply) => {
    const { srkey: _srkey, ...filter } = request.query;
    const { total, rows } = exportStaffActivity(db, filter);
    return sendCsvExport(reply, 'staff-activity', HEADER, total, rows, toCells);
  });

  app.get('/v2/admin/activity/facets', { schema: { querystring: SrkeyQuery } }, async () => staffActivityFacets(db));
};
