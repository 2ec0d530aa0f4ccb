import { createAction } from '@reduxjs/toolkit';
import type { OvpPlatform } from '../../contracts/values';
import type { DashboardRange, InfoBoxId } from './types';

export { fetchHistograms, fetchReportInformation, fetchRevenuePerCurrency } from './endpoints';

/** The dashboard was opened: load its range, or the given default one on the first visit. */
export const dashboardOpened = createAction<DashboardRange>('analytics/dashboardOpened');
/** The user picked another date range. */
export const rangeChanged = createAction<DashboardRange>('analytics/rangeChanged');
/** The user asked to load the current range again after a failure. */
export const retryRequested = createAction('analytics/retryRequested');
/** The user clicked a video platform's box on the integrations screen. */
export const ovpBoxSelected = createAction<OvpPlatform>('analytics/ovpBoxSelected');
/** The user clicked an info box. */
export const boxSelected = createAction<InfoBoxId>('analytics/boxSelected');
