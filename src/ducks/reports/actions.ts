import { createAction } from '@reduxjs/toolkit';
import type { ReportType } from '../../api/reports';

export {
  deleteReport,
  deleteScheduledReport,
  downloadReport,
  fetchReportFields,
  fetchReports,
  fetchScheduledReports,
  fileKey,
  generateReport,
  renameReport,
  scheduleReport,
} from './endpoints';

/** A reports panel of this type was opened: load its fields, files and scheduled reports, and keep pending files fresh. */
export const reportsOpened = createAction<ReportType>('reports/opened');
/** The panel was left: polling for its pending files stops. */
export const reportsClosed = createAction<ReportType>('reports/closed');
