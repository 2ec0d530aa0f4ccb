import { Type, type Static } from 'typebox';
import { Closed, OneOf, OptionalBody, Query, Text } from './fields';
import { REPORT_STATUS_FILTERS, REPORT_TYPES, SCHEDULE_END_TYPES, SCHEDULE_RESOLUTIONS, SCHEDULE_START_RESOLUTIONS } from './values';

/** The report engine (catalogue: v2/reporting reports, downloads, scheduled reports). */
export const ReportTypeParams = Closed({ type: OneOf(REPORT_TYPES) });
export const ReportFileParams = Closed({ type: OneOf(REPORT_TYPES), filename: Text(255) });
export const ReportLinkParams = Closed({ token: Text(128) });
export const ScheduleIdParams = Closed({ report_id: Text(64, 1) });

/** Platform staff name the merchant; a merchant's own calls leave it out. */
const merchantID = Type.Optional(Text(64));
export const MerchantQuery = Query({ merchantID });
export type MerchantQuery = Static<typeof MerchantQuery>;

/** POST v2/reporting/reports/{type} */
export const GenerateReportBody = Closed({
  startDate: Text(32),
  endDate: Text(32),
  reportFields: Type.Optional(Type.Array(Text(64), { maxItems: 50 })),
  status: Type.Optional(OneOf(REPORT_STATUS_FILTERS)),
  type: Type.Optional(Text(64)),
  action_type: Type.Optional(Text(64)),
  range_by: Type.Optional(Text(32)),
  export_type: Type.Optional(OneOf(['csv'])),
  unique: Type.Optional(Type.Boolean()),
  client_id: Type.Optional(Text(128)),
  merchantID,
});
export type GenerateReportBody = Static<typeof GenerateReportBody>;

/** PUT v2/reporting/reports/{type}: rename a file. */
export const RenameReportBody = Closed({ file_name: Text(255), new_file_name: Text(255), merchantID });
export type RenameReportBody = Static<typeof RenameReportBody>;

/** POST v2/reporting/scheduled/{type}: create, or update with `report_id`. Numbers arrive as form text. */
export const ScheduleReportBody = Closed({
  report_name: Text(100, 1),
  start_date_resolution: OneOf(SCHEDULE_START_RESOLUTIONS),
  start_date_resolution_before: Type.Optional(Text(12)),
  custom_start_date_resolution: Type.Optional(Text(12)),
  scheduled_at: Text(12),
  recurrent: Type.Optional(Text(5)),
  scheduled_resolution: Type.Optional(OneOf(['', ...SCHEDULE_RESOLUTIONS])),
  scheduled_resolution_before: Type.Optional(Text(12)),
  recurrent_end_type: Type.Optional(OneOf(SCHEDULE_END_TYPES)),
  recurrent_occurrences: Type.Optional(Text(12)),
  recurrent_end_date: Type.Optional(Text(12)),
  report_id: Type.Optional(Text(64)),
  merchantID,
});
export type ScheduleReportBody = Static<typeof ScheduleReportBody>;

/** POST v2/reporting/scheduled/{report_id}/delete: staff may name the merchant. */
export const DeleteScheduleBody = OptionalBody(Closed({ merchantID }));
