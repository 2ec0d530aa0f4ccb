import type { Reply } from '../../unit/api/mockHttp';
import { mockApi } from '../auth/support';
import { accountingAnalytics, countries, histograms, reportInformation, revenue, subscriptionAnalytics } from './fixtures';

export const ok = (data: unknown): Reply => ({ status: 200, data });

/** The real API client with the dashboard's calls scripted (figures from the fixtures unless given). */
export function mockDashboardApi(replies: { info?: Reply; revenue?: Reply; histograms?: Reply; countries?: Reply } = {}) {
  const http = mockApi();
  http.on('GET', 'v2/reporting/report-information', replies.info ?? ok(reportInformation()));
  http.on('GET', 'v2/reporting/revenue-per-currency', replies.revenue ?? ok(revenue()));
  http.on('GET', 'v2/reporting/histograms', replies.histograms ?? ok(histograms()));
  http.on('GET', 'v2/reporting/countries', replies.countries ?? ok(countries()));
  http.on('GET', 'v2/reporting/accounting/analytics', ok(accountingAnalytics()));
  http.on('GET', 'v2/reporting/subscriptions/analytics', ok(subscriptionAnalytics()));
  return http;
}
