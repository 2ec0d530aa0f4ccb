import * as analytics from '../../api/analytics';
import { endpoint, type AnyEndpoint } from '../requests/endpoints';
import { fetchHistograms, fetchReportInformation, fetchRevenuePerCurrency } from './actions';

// Reads: a newer range supersedes (and aborts) the older load; failures only set the error state, which the
// dashboard shows inline with a Retry button.
export const analyticsEndpoints: readonly AnyEndpoint[] = [
  endpoint({ actions: fetchReportInformation, strategy: 'latest', errorNotice: 'silent', call: analytics.getReportInformation }),
  endpoint({ actions: fetchRevenuePerCurrency, strategy: 'latest', errorNotice: 'silent', call: analytics.getRevenuePerCurrency }),
  endpoint({ actions: fetchHistograms, strategy: 'latest', errorNotice: 'silent', call: analytics.getHistograms }),
];
