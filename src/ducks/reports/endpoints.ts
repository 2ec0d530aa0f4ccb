import * as reports from '../../api/reports';
import type {
  Collection,
  DeleteScheduledRequest,
  DownloadLink,
  GenerateReportRequest,
  GeneratedReport,
  RenameReportRequest,
  ReportField,
  ReportFile,
  ReportFileRequest,
  ReportType,
  ScheduleReportRequest,
  ScheduledReport,
} from '../../api/reports';
import type { MessageResponse } from '../../api/types';
import { REPORTS } from '../../constants/messages/reports';
import type { Tag } from '../requests/tags';
import { defineEndpoint, type AnyEndpoint } from '../requests/defineEndpoint';

/** Each panel reads the status of its own type; row actions are tracked per file. */
const byType = (type: ReportType): string => type;
export const fileKey = (type: ReportType, filename: string): string => `${type}/${filename}`;
const byFile = ({ reportType, filename }: ReportFileRequest): string => fileKey(reportType, filename);

// Reads take the latest and fail silently (the panels show the error state); submits take the leading click;
// row actions on different files run independently (every). The panel's lists are kept by the reports slice,
// whose rename and delete transitions edit them in place.
const read = { strategy: 'latest', errorNotice: 'silent', key: byType } as const;
/** A type's generated files and its scheduled reports, as the panel of that type lists them. */
const filesOf = ({ reportType }: { reportType: ReportType }): Tag[] => [{ type: 'ReportFiles', id: reportType }];
const schedulesOf = ({ reportType }: { reportType: ReportType }): Tag[] => [{ type: 'ReportSchedules', id: reportType }];

export const fetchReportFields = defineEndpoint<ReportType, ReportField[]>('reports/fetchFields', reports.getReportFields, read);
export const fetchReports = defineEndpoint<ReportType, Collection<ReportFile>>('reports/fetchList', reports.listReports, { ...read, provides: (reportType) => filesOf({ reportType }) });
export const fetchScheduledReports = defineEndpoint<ReportType, Collection<ScheduledReport>>(
  'reports/fetchScheduled',
  reports.listScheduledReports,
  { ...read, provides: (reportType) => schedulesOf({ reportType }) },
);
export const generateReport = defineEndpoint<GenerateReportRequest, GeneratedReport>('reports/generate', reports.generateReport, {
  strategy: 'leading',
  successNotice: REPORTS.generated,
  errorNotice: REPORTS.failed,
  invalidates: filesOf,
});
export const downloadReport = defineEndpoint<ReportFileRequest, DownloadLink>('reports/download', reports.getDownloadLink, {
  strategy: 'every',
  key: byFile,
});
export const renameReport = defineEndpoint<RenameReportRequest, ReportFile>('reports/rename', reports.renameReport, {
  strategy: 'leading',
  invalidates: filesOf,
});
export const deleteReport = defineEndpoint<ReportFileRequest, MessageResponse>('reports/delete', reports.deleteReport, {
  strategy: 'every',
  key: byFile,
  errorNotice: REPORTS.failed,
  invalidates: filesOf,
});
export const scheduleReport = defineEndpoint<ScheduleReportRequest, ScheduledReport>('reports/schedule', reports.scheduleReport, {
  strategy: 'leading',
  invalidates: schedulesOf,
});
export const deleteScheduledReport = defineEndpoint<DeleteScheduledRequest, MessageResponse>(
  'reports/deleteScheduled',
  reports.deleteScheduledReport,
  {
    strategy: 'every',
    errorNotice: REPORTS.failed,
    invalidates: schedulesOf,
  },
);

export const reportsEndpoints: readonly AnyEndpoint[] = [
  fetchReportFields,
  fetchReports,
  fetchScheduledReports,
  generateReport,
  downloadReport,
  renameReport,
  deleteReport,
  scheduleReport,
  deleteScheduledReport,
];
