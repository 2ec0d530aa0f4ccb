// Analytics of the merchant's commerce data (ISSUE4-CONTRACT "Analytics"); every function has the endpoint-row shape.
import { api } from './client';

import type {
  DateRangeQuery,
  HistogramQuery,
  ReportInformation,
  CurrencyAmount,
  Histograms,
} from './analyticsTypes';

export type {
  DateRangeQuery,
  HistogramInterval,
  HistogramQuery,
  HistogramPoint,
  CurrencyRevenue,
  TopCustomer,
  TopAsset,
  CountWithHistogram,
  ReportInformation,
  CurrencyAmount,
  RevenuePoint,
  Histograms,
} from './analyticsTypes';

/** GET v2/reporting/report-information */
export const getReportInformation = (query: DateRangeQuery, signal?: AbortSignal): Promise<ReportInformation> =>
  api().request({ method: 'GET', path: 'v2/reporting/report-information', query, signal });

/** GET v2/reporting/revenue-per-currency */
export const getRevenuePerCurrency = (query: DateRangeQuery, signal?: AbortSignal): Promise<CurrencyAmount[]> =>
  api().request({ method: 'GET', path: 'v2/reporting/revenue-per-currency', query, signal });

/** GET v2/reporting/histograms */
export const getHistograms = (query: HistogramQuery, signal?: AbortSignal): Promise<Histograms> =>
  api().request({ method: 'GET', path: 'v2/reporting/histograms', query, signal });
