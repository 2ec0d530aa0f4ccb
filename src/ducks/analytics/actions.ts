import { createAction } from '@reduxjs/toolkit';
import type { OvpPlatform } from '../../contracts/values';
import { MERCHANT_DASHBOARD, type DashboardRange, type DashboardScope, type InfoBoxId } from './types';

export { fetchAccountingAnalytics, fetchCountries, fetchHistograms, fetchReportInformation, fetchRevenuePerCurrency, fetchSubscriptionAnalytics } from './endpoints';

/**
 * A dashboard was opened: load its range, or the given default one on the first visit, for its scope (the merchant's
 * own figures, or in the admin area the platform's or one merchant's).
 */
export const dashboardOpened = createAction('analytics/dashboardOpened', (range: DashboardRange, scope: DashboardScope = MERCHANT_DASHBOARD) => ({
  payload: { range, scope },
}));
/** The user picked another date range. */
export const rangeChanged = createAction<DashboardRange>('analytics/rangeChanged');
/** The user asked to load the current range again after a failure. */
export const retryRequested = createAction('analytics/retryRequested');
/** The user clicked a video platform's box on the integrations screen. */
export const ovpBoxSelected = createAction<OvpPlatform>('analytics/ovpBoxSelected');
/** The user clicked an info box. */
export const boxSelected = createAction<InfoBoxId>('analytics/boxSelected');
