// The report engine (ISSUE4-CONTRACT "Report engine"); every function has the call shape (req, ctx).
import { api, type CallContext } from './client';
import type { MessageResponse } from './types';

export { REPORT_TYPES, type ReportType } from '../contracts/values';
import type { ReportType } from '../contracts/values';
import type { GenerateReportBody, RenameReportBody } from '../contracts/reporting';

export interface ReportField {
  name: string;
  label: string;
}

export type ReportStatusFilter = NonNullable<GenerateReportBody['status']>;

/**
 * The generation parameters, as the sandbox's contract declares them; the console always sends every one.
 * `type` filters records ('all' or a payment/subscription/access type).
 */
export type GenerateReportParams = Required<Pick<GenerateReportBody, 'startDate' | 'endDate' | 'reportFields' | 'status' | 'type' | 'unique' | 'export_type'>>;

export interface GenerateReportRequest extends GenerateReportParams {
  reportType: ReportType;
}

export type ReportFileStatus = 'pending' | 'created' | 'failed';

export interface ReportFile {
  filename: string;
  /** Unix seconds. */
  created_at: number;
  status: ReportFileStatus;
  rows: number;
}

export interface Collection<T> {
  collection: T[];
  total: number;
}

export interface GeneratedReport {
  filename: string;
  status: ReportFileStatus;
}

export interface ReportFileRequest {
  reportType: ReportType;
  filename: string;
}

export type RenameReportRequest = Pick<RenameReportBody, 'file_name' | 'new_file_name'> & { reportType: ReportType };

export interface DownloadLink {
  /** A signed URL that needs no bearer, valid 5 minutes. */
  redirect_url: string;
}

export type RecurrentEndType = 'never' | 'occurrences' | 'date';

/** Spec "Scheduled report" fields; times are Unix seconds. */
export interface ScheduledReport {
  id: number;
  merchant_id: number;
  /** The schedule's public id: deletes and updates name it. */
  report_id: string;
  report_type: ReportType;
  report_name: string;
  start_date_resolution: string;
  start_date_resolution_before: number;
  custom_start_date_resolution: string | null;
  scheduled_at: number;
  recurrent: boolean;
  recurrent_end_type: RecurrentEndType;
  recurrent_occurrences: number | null;
  recurrent_end_date: number | null;
  data_start_range: number | null;
  data_end_range: number | null;
  scheduled_resolution: string | null;
  scheduled_resolution_before: number | null;
  created_at: number;
}

export interface ScheduleReportParams {
  report_name: string;
  start_date_resolution: string;
  start_date_resolution_before: number;
  scheduled_at: number;
  recurrent: boolean;
  recurrent_end_type: RecurrentEndType;
  scheduled_resolution?: string;
  scheduled_resolution_before?: number;
  recurrent_occurrences?: number;
  recurrent_end_date?: number;
}

export interface ScheduleReportRequest extends ScheduleReportParams {
  reportType: ReportType;
}

export interface DeleteScheduledRequest {
  reportType: ReportType;
  report_id: string;
}

/** GET v2/reporting/reports/{type}/fields */
export const getReportFields = (type: ReportType, ctx?: CallContext): Promise<ReportField[]> =>
  api().request({ method: 'GET', path: 'v2/reporting/reports/{type}/fields', pathVars: { type }, ...ctx });

/** POST v2/reporting/reports/{type} */
export const generateReport = ({ reportType, ...body }: GenerateReportRequest, ctx?: CallContext): Promise<GeneratedReport> =>
  api().request({ method: 'POST', path: 'v2/reporting/reports/{type}', pathVars: { type: reportType }, body, ...ctx });

/** GET v2/reporting/reports/{type} */
export const listReports = (type: ReportType, ctx?: CallContext): Promise<Collection<ReportFile>> =>
  api().request({ method: 'GET', path: 'v2/reporting/reports/{type}', pathVars: { type }, ...ctx });

/** GET v2/reporting/download/{type}/{filename} */
export const getDownloadLink = ({ reportType, filename }: ReportFileRequest, ctx?: CallContext): Promise<DownloadLink> =>
  api().request({ method: 'GET', path: 'v2/reporting/download/{type}/{filename}', pathVars: { type: reportType, filename }, ...ctx });

/** PUT v2/reporting/reports/{type} */
export const renameReport = ({ reportType, ...body }: RenameReportRequest, ctx?: CallContext): Promise<ReportFile> =>
  api().request({ method: 'PUT', path: 'v2/reporting/reports/{type}', pathVars: { type: reportType }, body, ...ctx });

/** DELETE v2/reporting/reports/{type}/{filename} */
export const deleteReport = ({ reportType, filename }: ReportFileRequest, ctx?: CallContext): Promise<MessageResponse> =>
  api().request({ method: 'DELETE', path: 'v2/reporting/reports/{type}/{filename}', pathVars: { type: reportType, filename }, ...ctx });

/** POST v2/reporting/scheduled/{type} */
export const scheduleReport = ({ reportType, ...body }: ScheduleReportRequest, ctx?: CallContext): Promise<ScheduledReport> =>
  api().request({ method: 'POST', path: 'v2/reporting/scheduled/{type}', pathVars: { type: reportType }, body, ...ctx });

/** GET v2/reporting/scheduled/{type} */
export const listScheduledReports = (type: ReportType, ctx?: CallContext): Promise<Collection<ScheduledReport>> =>
  api().request({ method: 'GET', path: 'v2/reporting/scheduled/{type}', pathVars: { type }, ...ctx });

/** POST v2/reporting/scheduled/{report_id}/delete */
export const deleteScheduledReport = ({ report_id }: DeleteScheduledRequest, ctx?: CallContext): Promise<MessageResponse> =>
  api().request({ method: 'POST', path: 'v2/reporting/scheduled/{report_id}/delete', pathVars: { report_id }, ...ctx });
