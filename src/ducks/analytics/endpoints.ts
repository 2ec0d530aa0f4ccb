import * as analytics from '../../api/analytics';
import type { AccountingAnalytics, CountriesAnswer, CurrencyAmount, DateRangeQuery, HistogramQuery, Histograms, ReportInformation, SubscriptionAnalytics } from '../../api/analytics';
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

// The breakdown below the top lists: countries, payment methods and subscriptions by status, loaded with the range.
export const fetchCountries = defineEndpoint<DateRangeQuery, CountriesAnswer>('analytics/fetchCountries', analytics.getCountries, read);
export const fetchAccountingAnalytics = defineEndpoint<DateRangeQuery, AccountingAnalytics>('analytics/fetchAccountingAnalytics', analytics.getAccountingAnalytics, read);
export const fetchSubscriptionAnalytics = defineEndpoint<DateRangeQuery, SubscriptionAnalytics>('analytics/fetchSubscriptionAnalytics', analytics.getSubscriptionAnalytics, read);

export const analyticsEndpoints: readonly AnyEndpoint[] = [
  fetchReportInformation,
  fetchRevenuePerCurrency,
  fetchHistograms,
  fetchCountries,
  fetchAccountingAnalytics,
  fetchSubscriptionAnalytics,
];
