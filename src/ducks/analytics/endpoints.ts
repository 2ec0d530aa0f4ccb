import * as analytics from '../../api/analytics';
import type { CurrencyAmount, DateRangeQuery, HistogramQuery, Histograms, ReportInformation } from '../../api/analytics';
import { defineEndpoint, type AnyEndpoint } from '../requests/defineEndpoint';

// Reads of the dashboard screen: a newer range supersedes (and aborts) the older load, and leaving the dashboard
// cancels them; failures only set the error state, which the dashboard shows inline with a Retry button.
const read = { strategy: 'latest', errorNotice: 'silent', store: { mode: 'replace' } } as const;

export const fetchReportInformation = defineEndpoint<DateRangeQuery, ReportInformation>(
  'analytics/fetchReportInformation',
  analytics.getReportInformation,
  read,
);
export const fetchRevenuePerCurrency = defineEndpoint<DateRangeQuery, CurrencyAmount[]>(
  'analytics/fetchRevenuePerCurrency',
  analytics.getRevenuePerCurrency,
  read,
);
export const fetchHistograms = defineEndpoint<HistogramQuery, Histograms>('analytics/fetchHistograms', analytics.getHistograms, read);

export const analyticsEndpoints: readonly AnyEndpoint[] = [fetchReportInformation, fetchRevenuePerCurrency, fetchHistograms];
