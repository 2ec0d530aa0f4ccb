import type { CurrencyAmount, Histograms, ReportInformation } from '../../api/analytics';
import type { SessionKind } from '../../api/tokenStore';
import type { DatePeriod, PeriodPreset } from '../reports/periods';

export const INFO_BOXES = ['audience', 'revenue', 'payments', 'subscriptions'] as const;
/** Info boxes 1 to 4 of the dashboard. */
export type InfoBoxId = (typeof INFO_BOXES)[number];

/** The dashboard's date range and the preset it came from ('custom' when picked by hand). */
export interface DashboardRange extends DatePeriod {
  preset: PeriodPreset | 'custom';
}

/** Whose figures a dashboard shows: the session it reads with, and (platform staff) one merchant or, null, all. */
export interface DashboardScope {
  session: SessionKind;
  merchantId: string | null;
}

export const MERCHANT_DASHBOARD: DashboardScope = { session: 'merchant', merchantId: null };

/** The dashboard's own state; the loads' answers are kept by their endpoints. */
export interface AnalyticsState {
  range: DashboardRange | null;
  selectedBox: InfoBoxId;
  scope: DashboardScope;
}

/** The dashboard as its page reads it: its state and the latest answers of the three loads. */
export interface DashboardView extends AnalyticsState {
  reportInformation: ReportInformation | null;
  revenue: CurrencyAmount[] | null;
  histograms: Histograms | null;
}
