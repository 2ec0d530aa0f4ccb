import { Type, type Static } from 'typebox';
import { STAFF_ACTIVITY_KINDS, STAFF_ACTIVITY_PAGE_SIZE } from '../constants/staffActivity';
import { OneOf, Query, Text } from './fields';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** The staff activity log's filter: who, which merchant, what kind, and a day range (`YYYY-MM-DD`, UTC, inclusive). */
const filter = {
  staff_id: Type.Optional(Id),
  merchant_id: Type.Optional(Id),
  kind: Type.Optional(OneOf(STAFF_ACTIVITY_KINDS)),
  start_date: Type.Optional(Text(10)),
  end_date: Type.Optional(Text(10)),
};

/** GET v2/admin/activity/export: every entry the filter selects, as CSV. */
export const StaffActivityFilterQuery = Query(filter);
export type StaffActivityFilterQuery = Static<typeof StaffActivityFilterQuery>;

/** GET v2/admin/activity: one page of the filter, newest first. */
export const StaffActivityQuery = Query({
  ...filter,
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: 100, default: STAFF_ACTIVITY_PAGE_SIZE }),
});
export type StaffActivityQuery = Static<typeof StaffActivityQuery>;
