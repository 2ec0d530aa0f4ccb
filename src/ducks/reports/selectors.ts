import type { ReportType } from '../../api/reports';
import type { RequestsState } from '../requests/slice';
import type { ReportsOfType, ReportsState } from './types';

/** The store slices the reports screens read. */
export interface WithReports {
  reports: ReportsState;
  requests: RequestsState;
}

const NONE: ReportsOfType = { fields: null, files: null, scheduled: null };

export const selectReportsOf = (state: WithReports, type: ReportType): ReportsOfType => state.reports.byType[type] ?? NONE;
export const selectIsReportsOpen = (state: WithReports, type: ReportType): boolean => state.reports.open.includes(type);
