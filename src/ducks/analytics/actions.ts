import { createAction } from '@reduxjs/toolkit';
import type { CurrencyAmount, DateRangeQuery, HistogramQuery, Histograms, ReportInformation } from '../../api/analytics';
import { createRequestActions } from '../requests/createRequestActions';
import type { DashboardRange, InfoBoxId } from './types';

export const fetchReportInformation = createRequestActions<DateRangeQuery, ReportInformation>('analytics/fetchReportInformation');
export const fetchRevenuePerCurrency = createRequestActions<DateRangeQuery, CurrencyAmount[]>('analytics/fetchRevenuePerCurrency');
export const fetchHistograms = createRequestActions<HistogramQuery, Histograms>('analytics/fetchHistograms');

/** The dashboard was opened: load its range, or the given default one on the first visit. */
export const dashboardOpened = createAction<DashboardRange>('analytics/dashboardOpened');
/** The user picked another date range. */
export const rangeChanged = createAction<DashboardRange>('analytics/rangeChanged');
/** The user asked to load the current range again after a failure. */
export const retryRequested = createAction('analytics/retryRequested');
/** The user clicked an info box. */
export const boxSelected = createAction<InfoBoxId>('analytics/boxSelected');
