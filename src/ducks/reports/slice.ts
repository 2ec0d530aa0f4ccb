import { createSlice } from '@reduxjs/toolkit';
import type { ReportType } from '../../api/reports';
import {
  deleteReport,
  deleteScheduledReport,
  fetchReportFields,
  fetchReports,
  fetchScheduledReports,
  renameReport,
  reportsClosed,
  reportsOpened,
} from './actions';
import type { ReportsOfType, ReportsState } from './types';

const initialReportsState: ReportsState = { byType: {}, open: [] };

const EMPTY: ReportsOfType = { fields: null, files: null, scheduled: null };

const slice = createSlice({
  name: 'reports',
  initialState: initialReportsState,
  reducers: {},
  extraReducers: (builder) => {
    const of = (state: ReportsState, type: ReportType): ReportsOfType => (state.byType[type] ??= { ...EMPTY });
    builder
      .addCase(reportsOpened, (state, { payload }) => {
        if (!state.open.includes(payload)) state.open.push(payload);
      })
      .addCase(reportsClosed, (state, { payload }) => {
        state.open = state.open.filter((type) => type !== payload);
      })
      .addCase(fetchReportFields.success, (state, { payload, meta }) => {
        of(state, meta.request).fields = payload;
      })
      .addCase(fetchReports.success, (state, { payload, meta }) => {
        of(state, meta.request).files = payload.collection;
      })
      .addCase(fetchScheduledReports.success, (state, { payload, meta }) => {
        of(state, meta.request).scheduled = payload.collection;
      })
      .addCase(renameReport.success, (state, { payload, meta }) => {
        const files = of(state, meta.request.reportType).files;
        const index = files?.findIndex((file) => file.filename === meta.request.file_name) ?? -1;
        if (files && index >= 0) files[index] = payload;
      })
      .addCase(deleteReport.success, (state, { meta }) => {
        const entry = of(state, meta.request.reportType);
        entry.files = entry.files?.filter((file) => file.filename !== meta.request.filename) ?? null;
      })
      .addCase(deleteScheduledReport.success, (state, { meta }) => {
        const entry = of(state, meta.request.reportType);
        entry.scheduled = entry.scheduled?.filter((report) => report.report_id !== meta.request.report_id) ?? null;
      });
  },
});

export const reportsReducer = slice.reducer;
