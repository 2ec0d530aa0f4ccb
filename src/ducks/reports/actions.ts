import { createAction } from '@reduxjs/toolkit';
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
import { createRequestActions } from '../requests/createRequestActions';

export const fetchReportFields = createRequestActions<ReportType, ReportField[]>('reports/fetchFields');
export const generateReport = createRequestActions<GenerateReportRequest, GeneratedReport>('reports/generate');
export const fetchReports = createRequestActions<ReportType, Collection<ReportFile>>('reports/fetchList');
export const downloadReport = createRequestActions<ReportFileRequest, DownloadLink>('reports/download');
export const renameReport = createRequestActions<RenameReportRequest, ReportFile>('reports/rename');
export const deleteReport = createRequestActions<ReportFileRequest, MessageResponse>('reports/delete');
export const scheduleReport = createRequestActions<ScheduleReportRequest, ScheduledReport>('reports/schedule');
export const fetchScheduledReports = createRequestActions<ReportType, Collection<ScheduledReport>>('reports/fetchScheduled');
export const deleteScheduledReport = createRequestActions<DeleteScheduledRequest, MessageResponse>('reports/deleteScheduled');

/** A reports panel of this type was opened: load its fields, files and scheduled reports, and keep pending files fresh. */
export const reportsOpened = createAction<ReportType>('reports/opened');
/** The panel was left: polling for its pending files stops. */
export const reportsClosed = createAction<ReportType>('reports/closed');

// Per-type status keys, so each panel reads the status of its own type.
export const listRequest = (type: ReportType) => fetchReports.request(type, { key: type });
export const fieldsRequest = (type: ReportType) => fetchReportFields.request(type, { key: type });
export const scheduledRequest = (type: ReportType) => fetchScheduledReports.request(type, { key: type });
/** Row actions are tracked per file. */
export const fileKey = (type: ReportType, filename: string): string => `${type}/${filename}`;
