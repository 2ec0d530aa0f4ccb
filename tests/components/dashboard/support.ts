import type { Reply } from '../../unit/api/mockHttp';
import { mockApi } from '../auth/support';
import { histograms, reportInformation, revenue } from './fixtures';

export const ok = (data: unknown): Reply => ({ status: 200, data });

/** The real API client with the three dashboard calls scripted (figures from the fixtures unless given). */
export function mockDashboardApi(replies: { info?: Reply; revenue?: Reply; histograms?: Reply } = {}) {
  const http = mockApi();
  http.on('GET', 'v2/reporting/report-information', replies.info ?? ok(reportInformation()));
  http.on('GET', 'v2/reporting/revenue-per-currency', replies.revenue ?? ok(revenue()));
  http.on('GET', 'v2/reporting/histograms', replies.histograms ?? ok(histograms()));
  return http;
}
