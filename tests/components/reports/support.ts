import type { ReportFile, ScheduledReport } from '../../../src/api/reports';
import type { Reply } from '../../unit/api/mockHttp';
import { mockApi } from '../auth/support';

export const ok = (data: unknown): Reply => ({ status: 200, data });

export const FIELDS = [
  { name: 'email', label: 'Email' },
  { name: 'full_name', label: 'Full name' },
  { name: 'country', label: 'Country' },
];

export const file = (overrides: Partial<ReportFile> = {}): ReportFile => ({
  filename: 'payments_2025-03-15.csv',
  created_at: 1_742_032_800,
  status: 'created',
  rows: 12,
  ...overrides,
});

export const scheduled = (overrides: Partial<ScheduledReport> = {}): ScheduledReport => ({
  id: 5,
  merchant_id: 1,
  report_id: 'sched-5',
  report_type: 'payments',
  report_name: 'Monthly payments',
  start_date_resolution: 'month',
  start_date_resolution_before: 1,
  custom_start_date_resolution: null,
  scheduled_at: 1_743_465_600,
  recurrent: true,
  recurrent_end_type: 'never',
  recurrent_occurrences: null,
  recurrent_end_date: null,
  data_start_range: null,
  data_end_range: null,
  scheduled_resolution: 'month',
  scheduled_resolution_before: 1,
  created_at: 1_742_000_000,
  ...overrides,
});

/** The report engine of one type scripted: fields, a list (mutable), scheduled reports. */
export function mockReportsApi(type: string, files: ReportFile[] = [], schedules: ScheduledReport[] = []) {
  const http = mockApi();
  const state = { files: [...files], schedules: [...schedules] };
  http.on('GET', `v2/reporting/reports/${type}/fields`, ok(FIELDS));
  http.on('GET', `v2/reporting/reports/${type}`, () => ok({ collection: state.files, total: state.files.length }));
  http.on('GET', `v2/reporting/scheduled/${type}`, () => ok({ collection: state.schedules, total: state.schedules.length }));
  return { http, state };
}
