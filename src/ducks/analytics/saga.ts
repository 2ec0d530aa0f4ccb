import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, select, takeLatest } from 'redux-saga/effects';
import type { HistogramInterval } from '../../api/analytics';
import type { DatePeriod } from '../reports/periods';
import {
  dashboardOpened,
  fetchAccountingAnalytics,
  fetchCountries,
  fetchHistograms,
  fetchReportInformation,
  fetchRevenuePerCurrency,
  fetchSubscriptionAnalytics,
  rangeChanged,
  retryRequested,
} from './actions';
import { selectDashboardRange, selectDashboardScope } from './selectors';
import type { DashboardRange, DashboardScope } from './types';

// Daily points up to about a quarter; longer ranges are drawn per month.
const MAX_DAILY_POINTS = 92;
const DAY_MS = 86_400_000;
// Plain Date maths keeps moment out of the start-up bundle ('YYYY-MM-DD' parses as UTC midnight).
const days = ({ startDate, endDate }: DatePeriod): number => (Date.parse(endDate) - Date.parse(startDate)) / DAY_MS + 1;
export const histogramInterval = (range: DatePeriod): HistogramInterval => (days(range) > MAX_DAILY_POINTS ? 'month' : 'day');

/** The query of a dashboard's reads: its range, and the merchant it is narrowed to. */
export const dashboardQuery = (range: DashboardRange, { merchantId }: DashboardScope) => ({
  start_date: range.startDate,
  end_date: range.endDate,
  ...(merchantId ? { merchant_id: merchantId } : {}),
});

/**
 * Loads the report (histograms), the report information and the revenue per currency of the current range and scope,
 * and the breakdown (countries, payment methods, subscriptions by status).
 */
function* loadRange() {
  const range: DashboardRange | null = yield select(selectDashboardRange);
  if (!range) return;
  const scope: DashboardScope = yield select(selectDashboardScope);
  const query = dashboardQuery(range, scope);
  // The admin dashboard reads with the admin token, whatever merchant session the browser also holds.
  const meta = { session: scope.session };
  yield all([
    put(fetchReportInformation.request(query, meta)),
    put(fetchRevenuePerCurrency.request(query, meta)),
    put(fetchHistograms.request({ ...query, interval: histogramInterval(range) }, meta)),
    put(fetchCountries.request(query, meta)),
    put(fetchAccountingAnalytics.request(query, meta)),
    put(fetchSubscriptionAnalytics.request(query, meta)),
  ]);
}

function* openDashboard({ payload: { range: initial } }: PayloadAction<{ range: DashboardRange }>) {
  const range: DashboardRange | null = yield select(selectDashboardRange);
  if (range) yield* loadRange();
  else yield put(rangeChanged(initial));
}

export function* analyticsSaga() {
  // Only the newest range matters: the request rows' takeLatest aborts the superseded loads.
  yield takeLatest(dashboardOpened.type, openDashboard);
  yield takeLatest([rangeChanged.type, retryRequested.type], loadRange);
}
