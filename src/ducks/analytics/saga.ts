import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, select, takeLatest } from 'redux-saga/effects';
import type { HistogramInterval } from '../../api/analytics';
import type { DatePeriod } from '../reports/periods';
import { dashboardOpened, fetchHistograms, fetchReportInformation, fetchRevenuePerCurrency, rangeChanged, retryRequested } from './actions';
import { selectDashboardRange } from './selectors';
import type { DashboardRange } from './types';

// Daily points up to about a quarter; longer ranges are drawn per month.
const MAX_DAILY_POINTS = 92;
const DAY_MS = 86_400_000;
// Plain Date maths keeps moment out of the start-up bundle ('YYYY-MM-DD' parses as UTC midnight).
const days = ({ startDate, endDate }: DatePeriod): number => (Date.parse(endDate) - Date.parse(startDate)) / DAY_MS + 1;
export const histogramInterval = (range: DatePeriod): HistogramInterval => (days(range) > MAX_DAILY_POINTS ? 'month' : 'day');

/** Loads the report (histograms), the report information and the revenue per currency of the current range. */
function* loadRange() {
  const range: DashboardRange | null = yield select(selectDashboardRange);
  if (!range) return;
  const query = { start_date: range.startDate, end_date: range.endDate };
  yield all([
    put(fetchReportInformation.request(query)),
    put(fetchRevenuePerCurrency.request(query)),
    put(fetchHistograms.request({ ...query, interval: histogramInterval(range) })),
  ]);
}

function* openDashboard({ payload: initial }: PayloadAction<DashboardRange>) {
  const range: DashboardRange | null = yield select(selectDashboardRange);
  if (range) yield* loadRange();
  else yield put(rangeChanged(initial));
}

export function* analyticsSaga() {
  // Only the newest range matters: the request rows' takeLatest aborts the superseded loads.
  yield takeLatest(dashboardOpened.type, openDashboard);
  yield takeLatest([rangeChanged.type, retryRequested.type], loadRange);
}
