import { createSelector } from '@reduxjs/toolkit';
import type { AccountingAnalytics, CountriesAnswer, CurrencyAmount, SubscriptionAnalytics } from '../../api/analytics';
import { selectResult } from '../requests/selectors';
import { selectRequest, type RequestsState } from '../requests/slice';
import type { RequestState } from '../requests/types';
import { fetchAccountingAnalytics, fetchCountries, fetchHistograms, fetchReportInformation, fetchRevenuePerCurrency, fetchSubscriptionAnalytics } from './actions';
import type { AnalyticsState, DashboardView } from './types';

interface WithAnalytics {
  analytics: AnalyticsState;
  requests: RequestsState;
  [feature: string]: unknown;
}

const selectAnalyticsState = (state: WithAnalytics): AnalyticsState => state.analytics;
export const selectDashboardRange = (state: WithAnalytics) => state.analytics.range;
export const selectDashboardScope = (state: WithAnalytics) => state.analytics.scope;

/** The dashboard's state with the latest answers of its three loads. */
export const selectAnalytics = createSelector(
  [
    selectAnalyticsState,
    (state: WithAnalytics) => selectResult(state, fetchReportInformation),
    (state: WithAnalytics) => selectResult(state, fetchRevenuePerCurrency),
    (state: WithAnalytics) => selectResult(state, fetchHistograms),
  ],
  ({ range, selectedBox, scope }, reportInformation, revenue, histograms): DashboardView => ({
    range,
    selectedBox,
    scope,
    reportInformation: reportInformation ?? null,
    revenue: revenue ?? null,
    histograms: histograms ?? null,
  }),
);

const LOADS = [fetchReportInformation, fetchRevenuePerCurrency, fetchHistograms];

/** Several loads as one status: failed if any failed, pending while any runs. */
export function combineLoads(...states: RequestState[]): RequestState {
  const failed = states.find((s) => s.status === 'failed');
  if (failed) return failed;
  if (states.some((s) => s.status === 'pending')) return { status: 'pending' };
  return states.every((s) => s.status === 'succeeded') ? { status: 'succeeded' } : { status: 'idle' };
}

/** The three dashboard loads as one status. */
export const selectDashboardLoad = createSelector(
  LOADS.map((actions) => (state: WithAnalytics) => selectRequest(state, actions.type)),
  combineLoads,
);

/** The revenue box: the top 2 currencies by amount, largest first, and the rest (shown in a tooltip). */
export function splitRevenue(revenue: readonly CurrencyAmount[]): { top: CurrencyAmount[]; rest: CurrencyAmount[] } {
  const sorted = [...revenue].sort((a, b) => b.amount - a.amount);
  return { top: sorted.slice(0, 2), rest: sorted.slice(2) };
}

/** True when the range holds no registered user, payment, subscription or revenue. */
export const selectRangeIsEmpty = createSelector([selectAnalytics], ({ reportInformation: info, revenue }): boolean => {
  if (!info || !revenue) return false;
  return (
    info.numberOfRegisteredUsers === 0 &&
    info.numberOfPayments === 0 &&
    info.numberOfCreatedSubscriptions.total === 0 &&
    info.numberOfCanceledSubscriptions.total === 0 &&
    revenue.every((r) => r.amount === 0)
  );
});

export interface DashboardBreakdown {
  countries: CountriesAnswer | null;
  accounting: AccountingAnalytics | null;
  subscriptions: SubscriptionAnalytics | null;
  load: RequestState;
}

const BREAKDOWN_LOADS = [fetchCountries, fetchAccountingAnalytics, fetchSubscriptionAnalytics];

/** The breakdown's answers and their loads as one status (apart from the figures above, which do not wait for it). */
export const selectDashboardBreakdown = createSelector(
  [
    (state: WithAnalytics) => selectResult(state, fetchCountries),
    (state: WithAnalytics) => selectResult(state, fetchAccountingAnalytics),
    (state: WithAnalytics) => selectResult(state, fetchSubscriptionAnalytics),
    createSelector(
      BREAKDOWN_LOADS.map((actions) => (state: WithAnalytics) => selectRequest(state, actions.type)),
      combineLoads,
    ),
  ],
  (countries, accounting, subscriptions, load): DashboardBreakdown => ({ countries: countries ?? null, accounting: accounting ?? null, subscriptions: subscriptions ?? null, load }),
);
