import * as adminDashboard from '../../api/adminDashboard';
import type { DateRangeQuery, PlatformInformation } from '../../api/analyticsTypes';
import { defineEndpoint, type AnyEndpoint } from '../requests/defineEndpoint';

// A read of the admin dashboard, alongside the analytics ones: a newer range or merchant supersedes it, leaving the
// screen cancels it, and a failure shows inline with Retry.
export const fetchPlatformInformation = defineEndpoint<DateRangeQuery, PlatformInformation>(
  'adminDashboard/fetchPlatformInformation',
  adminDashboard.getPlatformInformation,
  { strategy: 'latest', errorNotice: 'silent', store: { mode: 'replace' } },
);

export const adminDashboardEndpoints: readonly AnyEndpoint[] = [fetchPlatformInformation];
