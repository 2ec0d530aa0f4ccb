import type { ReportField, ReportFile, ReportType, ScheduledReport } from '../../api/reports';

export interface ReportsOfType {
  fields: ReportField[] | null;
  files: ReportFile[] | null;
  scheduled: ScheduledReport[] | null;
}

export interface ReportsState {
  byType: Partial<Record<ReportType, ReportsOfType>>;
  /** Types whose panel is open: only those are polled. */
  open: ReportType[];
}
